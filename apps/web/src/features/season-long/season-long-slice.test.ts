import type { NflWeek } from '@slatelab/contract/season-long.contract'
import { describe, expect, it } from 'vitest'
import { projectionWeeksOf, seasonLongReducer } from './season-long-slice'

const week = (n: number, current: number): NflWeek => ({
  nflWeekId: 202600 + n,
  year: 2026,
  week: n,
  startDateId: 20260900 + n,
  endDateId: 20260900 + n,
  weekName: `Week ${n}`,
  isCurrent: n === current,
})

describe('the season-long store', () => {
  it('starts on SPEC §2’s default view settings and SPEC §9’s sheet', () => {
    const state = seasonLongReducer(undefined, { type: 'init' })
    expect(state.settings).toMatchObject({
      viewPage: 'adp',
      position: 'all',
      projectionWeek: 1,
      sportId: 1,
      adpSite: 'superdraft',
      projectionSource: 'fl',
      scoringType: 'ppr',
    })
    expect(state.sheet).toMatchObject({
      cheatsheetType: 'auction',
      auctionBudget: 200,
      teamCount: 12,
      expert: ['fl', 'hartley', 'consensus'],
    })
    expect(state.sheet.expert).toHaveLength(3)
    // SPEC §9's store overrides of the saved-sheet defaults.
    expect(state.sheet.roster).toMatchObject({ qb_rb_wr_te: 0, rb_wr_te: 1 })
    expect(state.sheet.scoring.passing.ints).toBe(-2)
    expect(state.sheet.scoring.defense.fumblesForced).toBe(1)
    expect(state.sheet.scoring.kicking.miss40_49).toBe(0)
  })

  it('offers the weeks above 0 up to the current one, week 1 when none is known', () => {
    const season = [0, ...Array.from({ length: 18 }, (_, i) => i + 1)].map((n) => week(n, 11))
    expect(projectionWeeksOf(season)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1))
    expect(projectionWeeksOf([])).toEqual([1])
    // No week marked current: the current week defaults to 1.
    expect(projectionWeeksOf([week(1, 0), week(2, 0)])).toEqual([1])
  })
})
