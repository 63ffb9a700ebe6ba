import { expect, it } from 'vitest'
import { errors, httpErrorText, withStatus } from './errors'

it('formats an HTTP failure as SPEC §8 writes it', () => {
  expect(httpErrorText(404)).toBe('HTTP error! status: 404')
})

it('appends the status to a season-long message', () => {
  expect(withStatus(errors.fetchAdpData, 500)).toBe('Failed to fetch ADP data: 500')
})

it('keeps the texts users see word for word', () => {
  expect(errors.missingTokens).toBe('Missing bearer token or session token')
  expect(errors.staleRequestBlocked).toBe('Stale request blocked')
  expect(errors.uploadProjections).toBe('Failed to upload projections. Please try again.')
  expect(errors.multiSettingsRequired).toBe('multiSettings is required')
  expect(errors.templateIdRequired).toBe('Template ID is required')
  expect(errors.noPropertiesFound).toBe('No properties found in data')
  expect(errors.fetchContests).toBe('Failed to fetch contests')
})
