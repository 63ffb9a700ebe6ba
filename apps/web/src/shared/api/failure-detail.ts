import { errors, httpErrorText } from '@slatelab/domain/errors'

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : null

/**
 * What failed, shown under a stored SPEC §8 text: 'No properties found in data' when the day
 * has nothing (404), the HTTP error text for another status, nothing when no answer came.
 * @example failureDetail({ message: errors.fetchTeamRatings, status: 500 }) // 'HTTP error! status: 500'
 */
export const failureDetail = (error: unknown): string | null => {
  const status = statusOf(error)
  if (status === null) return null
  return status === 404 ? errors.noPropertiesFound : httpErrorText(status)
}
