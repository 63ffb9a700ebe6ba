import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import {
  isLeagueRestDay,
  mlbSeasonOf,
  nbaSeasonOf,
  nflWeekOf,
  nflWeekOneThursday,
  nflWeekThursday,
  nhlSeasonOf,
  pgaEventStartOf,
  pgaYearOf,
} from './season-calendar'

describe('season calendars', () => {
  it('opens the NFL season the Thursday after Labor Day and runs weeks Thursday to Wednesday', () => {
    expect(nflWeekOneThursday(2025)).toBe('2025-09-04')
    expect(nflWeekOneThursday(2026)).toBe('2026-09-10')
    expect(nflWeekOf(isoDate('2026-11-22'))).toEqual({ season: 2026, week: 11 })
    expect(nflWeekOf(isoDate('2026-11-25'))).toEqual({ season: 2026, week: 11 })
    expect(nflWeekOf(isoDate('2026-11-26'))).toEqual({ season: 2026, week: 12 })
    expect(nflWeekOf(isoDate('2026-07-04'))).toBeUndefined()
  })

  it('plays the Super Bowl two weeks after the conference games, with no games between', () => {
    expect(nflWeekThursday(2025, 21)).toBe('2026-01-22')
    expect(nflWeekThursday(2025, 22)).toBe('2026-02-05')
    expect(nflWeekOf(isoDate('2026-02-01'))).toBeUndefined()
    expect(nflWeekOf(isoDate('2026-02-08'))).toEqual({ season: 2025, week: 22 })
  })

  it('runs the NBA and NHL from October to April and MLB from late March to September', () => {
    expect(nbaSeasonOf(isoDate('2026-01-15'))).toEqual({
      season: 2025,
      from: '2025-10-21',
      to: '2026-04-12',
    })
    expect(nbaSeasonOf(isoDate('2026-06-01'))).toBeUndefined()
    expect(nhlSeasonOf(isoDate('2025-10-07'))?.to).toBe('2026-04-16')
    expect(mlbSeasonOf(isoDate('2026-07-04'))).toEqual({
      season: 2026,
      from: '2026-03-26',
      to: '2026-09-27',
    })
    expect(mlbSeasonOf(isoDate('2026-11-22'))).toBeUndefined()
  })

  it('rests the leagues on their holidays and breaks', () => {
    expect(isLeagueRestDay('NBA', isoDate('2025-12-24'))).toBe(true)
    expect(isLeagueRestDay('NBA', isoDate('2025-12-25'))).toBe(false)
    expect(isLeagueRestDay('NHL', isoDate('2025-12-26'))).toBe(true)
    expect(isLeagueRestDay('MLB', isoDate('2026-07-14'))).toBe(true)
    expect(isLeagueRestDay('MLB', isoDate('2026-07-04'))).toBe(false)
  })

  it('tees off a PGA event every Thursday from January to the week before Thanksgiving', () => {
    expect(pgaYearOf(2026)).toEqual({ season: 2026, from: '2026-01-08', to: '2026-11-22' })
    expect(pgaEventStartOf(isoDate('2026-11-22'))).toBe('2026-11-19')
    expect(pgaEventStartOf(isoDate('2026-11-19'))).toBe('2026-11-19')
    expect(pgaEventStartOf(isoDate('2026-11-24'))).toBeUndefined()
    expect(pgaEventStartOf(isoDate('2026-11-26'))).toBeUndefined()
    expect(pgaEventStartOf(isoDate('2026-01-04'))).toBeUndefined()
  })
})
