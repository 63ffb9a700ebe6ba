import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { draftKingsPlayerId, fanDuelPlayerId, slateIdsOf } from './slate-ids'

describe('slateIdsOf', () => {
  it('reads ymmdd, two-digit sport and two-digit site, draft group 10^9 above', () => {
    expect(slateIdsOf(isoDate('2025-09-07'), 2, 4)).toEqual({
      contestGroupId: 509_070_204,
      draftGroupId: 1_509_070_204,
    })
    expect(slateIdsOf(isoDate('2026-12-31'), 25, 11)).toEqual({
      contestGroupId: 612_312_511,
      draftGroupId: 1_612_312_511,
    })
  })

  it('never repeats an id across sports, sites and days, and stays below 2^31', () => {
    const ids: number[] = []
    for (const day of ['2025-01-15', '2025-01-16', '2029-12-31', '2030-01-01']) {
      for (const sportId of [1, 2, 3, 4, 5, 10, 11, 25] as const) {
        for (const siteId of [3, 4, 11] as const) {
          const { contestGroupId, draftGroupId } = slateIdsOf(isoDate(day), sportId, siteId)
          ids.push(contestGroupId, draftGroupId)
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(Math.max(...ids)).toBeLessThan(2 ** 31)
    expect(Math.min(...ids)).toBeGreaterThan(0)
  })
})

describe('draftKingsPlayerId', () => {
  it('builds 10^7 + day block × 10^4 + sport block × 400 + index', () => {
    // 2025-09-07 is day 20338 since 1970-01-01; 20338 mod 8000 = 4338.
    expect(draftKingsPlayerId(isoDate('2025-09-07'), 2, 0)).toBe('53380400')
    expect(draftKingsPlayerId(isoDate('2025-09-07'), 1, 7)).toBe('53380007')
    expect(draftKingsPlayerId(isoDate('2025-09-08'), 1, 7)).toBe('53390007')
    expect(draftKingsPlayerId(isoDate('2025-09-07'), 25, 399)).toBe('53389999')
  })

  it('stays 8 digits for any day', () => {
    for (const day of ['1970-01-01', '1969-12-31', '2000-02-29', '2099-12-31']) {
      expect(draftKingsPlayerId(isoDate(day), 1, 0)).toMatch(/^[1-9]\d{7}$/)
    }
  })

  it('rejects an index outside 0–399', () => {
    expect(() => draftKingsPlayerId(isoDate('2025-09-07'), 1, 400)).toThrow(RangeError)
    expect(() => draftKingsPlayerId(isoDate('2025-09-07'), 1, -1)).toThrow(RangeError)
  })
})

describe('fanDuelPlayerId', () => {
  it('joins the draft group and the player number with a dash', () => {
    expect(fanDuelPlayerId(1_509_070_203, 20_045)).toBe('1509070203-20045')
  })
})
