import { describe, expect, it } from 'vitest'
import { defaultUniquePlayerLimit, uniquePlayerLimit, uniquePlayerLimits } from './positions'

describe('unique-player position limits (SPEC §9)', () => {
  it.each([
    ['NFL', 1, 4, { QB: 1, RB: 3, WR: 4, TE: 2, D: 1 }],
    ['NFL on FanDuel', 1, 3, { QB: 1, RB: 3, WR: 4, TE: 2, D: 1 }],
    ['NBA', 2, 4, { PG: 3, SG: 3, SF: 3, PF: 3, C: 2 }],
    ['NHL', 4, 3, { C: 3, W: 4, D: 3, G: 1 }],
    ['CFB', 11, 4, { QB: 2, RB: 4, WR: 5 }],
    ['CBB', 25, 4, { G: 5, F: 5 }],
    ['COD on DraftKings', 9, 4, { CAPT: 1, FLEX: 4, TEAM: 1 }],
    ['COD on FanDuel', 9, 3, { MVP: 1, P: 5, TEAM: 1 }],
    ['NFL on Ownersbox', 1, 'ownersbox', { QB: 2, RB: 5, WR: 5, TE: 4 }],
  ] as const)('%s', (_name, sportId, site, limits) => {
    expect(uniquePlayerLimits(sportId, site)).toEqual(limits)
  })

  it('gives DraftKings NFL superflex QB2 RB4 WR4 TE3, and only on DraftKings', () => {
    expect(uniquePlayerLimits(1, 4, 'superflex')).toEqual({ QB: 2, RB: 4, WR: 4, TE: 3 })
    expect(uniquePlayerLimits(1, 3, 'superflex')).toEqual({ QB: 1, RB: 3, WR: 4, TE: 2, D: 1 })
  })

  it('limits every position of LOL and the other sports to 1', () => {
    expect(defaultUniquePlayerLimit).toBe(1)
    expect(uniquePlayerLimits(8, 4)).toEqual({})
    expect(uniquePlayerLimit(uniquePlayerLimits(8, 4), 'MID')).toBe(1)
    expect(uniquePlayerLimit(uniquePlayerLimits(3, 3), 'OF')).toBe(1)
  })

  it('reads one position, falling back to 1 for a position without a limit', () => {
    const nfl = uniquePlayerLimits(1, 4)
    expect(uniquePlayerLimit(nfl, 'WR')).toBe(4)
    expect(uniquePlayerLimit(nfl, 'K')).toBe(1)
  })
})
