/** Sort order of injury statuses on the injury report (SPEC §5). */

/**
 * Sort key by injury status; a status not listed sorts as `otherInjuryStatusSort`.
 * @example injuryStatusSortOrder.Doubtful // 4
 */
export const injuryStatusSortOrder = {
  Probable: 1,
  Questionable: 2,
  'Day-to-day': 3,
  Doubtful: 4,
  Inactive: 5,
  Out: 6,
} as const

/** The sort key of any status not in `injuryStatusSortOrder`. */
export const otherInjuryStatusSort = 7

const normalise = (status: string): string =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-')

const sortByNormalisedStatus: ReadonlyMap<string, number> = new Map(
  Object.entries(injuryStatusSortOrder).map(([status, sort]) => [normalise(status), sort]),
)

/**
 * The sort key (statusSort) of an injury status, 1 (Probable) to 7 (anything else).
 * Letter case, surrounding spaces and space-or-hyphen spelling do not matter.
 * @example injuryStatusSort('Questionable') // 2
 * @example injuryStatusSort('day to day') // 3
 * @example injuryStatusSort('IR') // 7
 */
export const injuryStatusSort = (status: string | null | undefined): number =>
  (status == null ? undefined : sortByNormalisedStatus.get(normalise(status))) ??
  otherInjuryStatusSort
