import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from './calendar-dates'

describe('parseCalendarDate', () => {
  it('reads ISO, US and compact dates to the same day', () => {
    for (const cell of [
      '2019-05-03',
      '2019-05-03 13:05:00',
      '5/3/2019',
      '05/03/2019',
      '5/3/19',
      '20190503',
    ]) {
      expect(parseCalendarDate(cell)).toBe('2019-05-03')
    }
  })

  it('places month-and-day dates in the season, the new year after the start month', () => {
    const nfl = { season: 2019, startMonth: 8 }
    expect(parseCalendarDate('1009', nfl)).toBe('2019-10-09')
    expect(parseCalendarDate('105', nfl)).toBe('2020-01-05')
    expect(parseCalendarDate('105')).toBeUndefined()
  })

  it('refuses days that do not exist and text', () => {
    expect(parseCalendarDate('2019-02-30')).toBeUndefined()
    expect(parseCalendarDate('13/1/2019')).toBeUndefined()
    expect(parseCalendarDate('someday')).toBeUndefined()
  })
})
