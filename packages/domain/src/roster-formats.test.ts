import { describe, expect, it } from 'vitest'
import {
  findRosterFormatFor,
  requireRosterFormat,
  rosterFormats,
  slotCodes,
} from './roster-formats'

describe('roster formats', () => {
  it('lists DraftKings NFL classic slots in upload order with a RB/WR/TE flex', () => {
    const format = requireRosterFormat('dk-nfl-classic')
    expect(slotCodes(format)).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'])
    expect(format.slots[7]?.positions).toEqual(['RB', 'WR', 'TE'])
    expect(format).toMatchObject({ salaryCap: 50_000, minTeams: 2, minGames: 2 })
  })

  it('makes a DraftKings captain cost and score 1.5x, a FanDuel MVP only score 1.5x', () => {
    expect(requireRosterFormat('dk-nfl-showdown').slots[0]).toMatchObject({
      code: 'CPT',
      pointsMultiplier: 1.5,
      salaryMultiplier: 1.5,
    })
    expect(requireRosterFormat('fd-nfl-mvp').slots[0]).toMatchObject({
      code: 'MVP',
      pointsMultiplier: 1.5,
      salaryMultiplier: 1,
    })
  })

  it('covers classic NFL, NBA, MLB, NHL and PGA on all three sites', () => {
    for (const siteId of [4, 3, 11] as const) {
      for (const sportId of [1, 2, 3, 4, 5] as const) {
        expect(findRosterFormatFor(siteId, sportId), `${siteId}/${sportId}`).toBeDefined()
      }
    }
  })

  it('caps MLB hitters, not pitchers, per team', () => {
    expect(requireRosterFormat('dk-mlb-classic').teamCap).toEqual({
      maxPlayers: 5,
      positions: ['C', '1B', '2B', '3B', 'SS', 'OF'],
    })
  })

  it('has unique keys', () => {
    const keys = rosterFormats.map((format) => format.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('throws on an unknown key', () => {
    expect(() => requireRosterFormat('dk-curling')).toThrow('Unknown roster format: dk-curling')
  })
})
