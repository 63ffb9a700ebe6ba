import { describe, expect, it } from 'vitest'
import { findSingleGameFormat } from './single-game-format'

describe('single-game formats', () => {
  it('gives FanDuel an NFL MVP that scores 1.5× at his own salary and an NBA MVP at 1.5× both', () => {
    const multipliers = (siteId: 3 | 4, sportId: 1 | 2 | 3 | 4) => {
      const format = findSingleGameFormat(siteId, sportId)
      return (
        format && [
          format.captainSlot,
          format.captainSalaryMultiplier,
          format.captainPointsMultiplier,
        ]
      )
    }
    expect(multipliers(3, 1)).toEqual(['MVP', 1, 1.5])
    expect(multipliers(3, 2)).toEqual(['MVP', 1.5, 1.5])
    expect(multipliers(4, 1)).toEqual(['CPT', 1.5, 1.5])
  })

  it('lists the slots, cap and row layout of each site', () => {
    expect(findSingleGameFormat(3, 1)).toMatchObject({
      rosterSlots: ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX'],
      salaryCap: 60_000,
      captainRow: false,
      leftOut: ['K', 'DST'],
    })
    expect(findSingleGameFormat(4, 3)).toMatchObject({
      rosterSlots: ['CPT', 'UTIL', 'UTIL', 'UTIL', 'UTIL', 'UTIL'],
      salaryCap: 50_000,
      captainRow: true,
      leftOut: [],
    })
  })

  it('leaves kickers off every NFL single-game pool: the world has no DFS kicker scoring', () => {
    expect(findSingleGameFormat(4, 1)?.leftOut).toEqual(['K'])
    expect(findSingleGameFormat(3, 1)?.leftOut).toContain('K')
    expect(findSingleGameFormat(4, 2)?.leftOut).toEqual([])
  })

  it('has none where the site has no single-game roster format (FanDuel hockey and baseball)', () => {
    expect(findSingleGameFormat(3, 3)).toBeUndefined()
    expect(findSingleGameFormat(3, 4)).toBeUndefined()
  })
})
