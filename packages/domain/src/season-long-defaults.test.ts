import { describe, expect, it } from 'vitest'
import {
  cheatsheetRosterSlots,
  cheatsheetStoreOverrides,
  savedCheatsheetDefaults,
  savedCheatsheetRoster,
  seasonLongDefaults,
  seasonLongViewDefaults,
} from './season-long-defaults'

describe('season-long defaults (SPEC §9)', () => {
  it('starts a 12-team PPR league with $200 budgets in week 1', () => {
    expect(seasonLongDefaults).toMatchObject({
      auctionBudget: 200,
      teamCount: 12,
      scoringType: 'ppr',
      week: 1,
    })
  })

  it('reads ADP from the superdraft site with projection source fl', () => {
    expect(seasonLongDefaults.adpSite).toBe('superdraft')
    expect(seasonLongDefaults.projectionSource).toBe('fl')
  })

  it('uses sport 1 for football, 4 for hockey lines and starts on an Auction sheet', () => {
    expect(seasonLongDefaults.footballSportId).toBe(1)
    expect(seasonLongDefaults.hockeyLinesSportId).toBe(4)
    expect(seasonLongDefaults.initialSheetType).toBe('Auction')
    expect(seasonLongDefaults.consensusExpert).toBe('consensus')
  })

  it('differs from a saved sheet in interceptions, forced fumbles, missed kicks and flex slots', () => {
    expect(cheatsheetStoreOverrides).toEqual({
      scoring: { passing: { ints: -2 }, defense: { fumblesForced: 1 }, kicking: { misses: 0 } },
      roster: { qb_rb_wr_te: 0, rb_wr_te: 1 },
    })
  })
})

describe('season-long view and saved cheatsheet defaults (SPEC §2, §3)', () => {
  it('opens the ADP view for all positions, week 1, football', () => {
    expect(seasonLongViewDefaults).toEqual({
      viewPage: 'adp',
      position: 'all',
      projectionWeek: 1,
      sport: 'football',
    })
  })

  it('fills roster slots 1,2,2,1,1,1,0,0,1,1,6 in the spec order', () => {
    expect(cheatsheetRosterSlots).toEqual([
      'qb',
      'rb',
      'wr',
      'te',
      'qb_rb_wr_te',
      'rb_wr_te',
      'wr_te',
      'rb_wr',
      'k',
      'def',
      'bench',
    ])
    expect(cheatsheetRosterSlots.map((slot) => savedCheatsheetRoster[slot])).toEqual([
      1, 2, 2, 1, 1, 1, 0, 0, 1, 1, 6,
    ])
  })

  it('saves a snake sheet with the consensus expert and an empty name', () => {
    expect(savedCheatsheetDefaults).toEqual({
      auctionBudget: 200,
      cheatsheetName: '',
      cheatsheetType: 'snake',
      expert: ['consensus'],
      scoringType: 'ppr',
      teamCount: 12,
    })
  })
})
