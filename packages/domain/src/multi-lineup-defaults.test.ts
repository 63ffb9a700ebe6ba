import { expect, it } from 'vitest'
import { multiLineupGeneralDefaults } from './multi-lineup-defaults'

it('starts general multi-lineup settings at the SPEC §3 defaults', () => {
  expect(multiLineupGeneralDefaults).toEqual({
    uniquePlayers: 1,
    minSalaryCapPct: 99,
    maxSalaryCapPct: 100,
    maxExposurePct: 100,
    diversification: 0,
    playersAgainstOpponent: 0,
    maxPerTeam: 5,
    rosterSize: 6,
    teeTimesInclusive: false,
    hasFullVersion: true,
    maxOwnershipPerLineupPct: 0,
  })
})
