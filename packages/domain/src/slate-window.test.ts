import { describe, expect, it } from 'vitest'
import { addDays, slateWindow } from './slate-window'
import { isoDate } from './units'

describe('slateWindow', () => {
  it('lists NFL slates starting on or after the date, through the NFL week', () => {
    expect(slateWindow(1, isoDate('2026-11-19'))).toEqual({ from: '2026-11-19', to: '2026-11-25' })
  })

  it('lists PGA slates within 4 days either side of the date', () => {
    expect(slateWindow(5, isoDate('2026-11-22'))).toEqual({ from: '2026-11-18', to: '2026-11-26' })
  })

  it('lists the slates of that very day for every other sport', () => {
    for (const sportId of [2, 3, 4, 6, 10, 19, 25] as const) {
      expect(slateWindow(sportId, isoDate('2026-11-22'))).toEqual({
        from: '2026-11-22',
        to: '2026-11-22',
      })
    }
  })
})

describe('addDays', () => {
  it('crosses month and year ends and goes back', () => {
    expect(addDays(isoDate('2026-12-31'), 1)).toBe('2027-01-01')
    expect(addDays(isoDate('2026-03-01'), -1)).toBe('2026-02-28')
    expect(addDays(isoDate('2028-03-01'), -1)).toBe('2028-02-29')
  })

  it('is not moved by daylight-saving changes', () => {
    expect(addDays(isoDate('2026-03-07'), 1)).toBe('2026-03-08')
    expect(addDays(isoDate('2026-11-01'), 1)).toBe('2026-11-02')
  })
})
