import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { weekdayOf } from '../calendar-dates'
import {
  cbbRoundDays,
  cbbSeasonOf,
  cfbTitleGameDay,
  cfbWeekOf,
  cfbWeekSaturday,
  isMmaCardDay,
  nascarRaceDays,
  soccerRoundCount,
  soccerRounds,
} from './other-sports-calendar'
import { cbbGamesOn, cfbGamesOn, soccerGamesOn } from './other-sports-schedule'

describe('other sports calendars', () => {
  it('opens college football on the last Saturday of August and plays Thursday to Saturday', () => {
    expect(cfbWeekSaturday(2025, 1)).toBe('2025-08-30')
    expect(cfbWeekSaturday(2024, 1)).toBe('2024-08-31')
    expect(cfbWeekOf(isoDate('2025-08-28'))).toEqual({ season: 2025, week: 1 })
    expect(cfbWeekOf(isoDate('2025-09-01'))).toBeUndefined()
    expect(cfbTitleGameDay(2025)).toBe('2026-01-12')
    for (let week = 1; week <= 14; week += 1) {
      const saturday = cfbWeekSaturday(2025, week)
      const games = [-2, -1, 0].flatMap((offset) => cfbGamesOn('cal', addDays(saturday, offset)))
      expect(games.length).toBeGreaterThanOrEqual(17)
      expect(games.every((game) => [4, 5, 6].includes(weekdayOf(game.day)))).toBe(true)
    }
  })

  it('plays bowls from mid-December and the title game with the semifinal winners', () => {
    expect(cfbGamesOn('cal', isoDate('2025-12-17'))[0]?.round).toBe('Bowl')
    const semifinals = cfbGamesOn('cal', isoDate('2026-01-01'))
    const [title] = cfbGamesOn('cal', isoDate('2026-01-12'))
    const semifinalists = semifinals.flatMap((game) => [game.homeTeamKey, game.visitorTeamKey])
    expect(semifinals).toHaveLength(2)
    expect(semifinalists).toContain(title?.homeTeamKey)
    expect(semifinalists).toContain(title?.visitorTeamKey)
    expect(cfbGamesOn('cal', isoDate('2026-02-07'))).toEqual([])
  })

  it('runs college basketball from the second Monday of November to the first Monday of April', () => {
    expect(cbbSeasonOf(isoDate('2026-01-15'))).toEqual({
      season: 2025,
      from: '2025-11-10',
      to: '2026-04-06',
    })
    expect(cbbGamesOn('cal', isoDate('2025-11-09'))).toEqual([])
    expect(cbbGamesOn('cal', isoDate('2025-11-10')).length).toBeGreaterThan(0)
    expect(cbbGamesOn('cal', isoDate('2025-12-25'))).toEqual([])
    expect(cbbRoundDays(2025, 'Round of 32').map((day) => cbbGamesOn('cal', day).length)).toEqual([
      8, 8,
    ])
    const [final] = cbbGamesOn('cal', isoDate('2026-04-06'))
    expect(final?.round).toBe('Championship')
    expect(cbbGamesOn('cal', isoDate('2026-04-07'))).toEqual([])
  })

  it('plays 38 Premier League rounds from mid-August to late May, each club home 19 times', () => {
    const rounds = soccerRounds(2025)
    expect(rounds).toHaveLength(soccerRoundCount)
    expect(rounds[0]?.days[0]).toBe('2025-08-16')
    expect(rounds.at(-1)?.days.at(-1)).toBe('2026-05-24')
    const days = rounds.flatMap((round) => round.days)
    expect(days.some((day) => day.endsWith('12-25'))).toBe(false)
    expect(days).toContain('2025-12-26')
    expect(
      rounds.filter((round) => weekdayOf(round.days[0] ?? isoDate('2025-01-01')) === 2).length,
    ).toBeGreaterThan(0)
    const games = days.flatMap((day) => soccerGamesOn('cal', day))
    expect(games).toHaveLength(380)
    const home = new Map<string, number>()
    const pairs = new Set(games.map((game) => `${game.homeTeamKey}>${game.visitorTeamKey}`))
    for (const game of games) home.set(game.homeTeamKey, (home.get(game.homeTeamKey) ?? 0) + 1)
    expect([...home.values()]).toEqual(Array.from({ length: 20 }, () => 19))
    expect(pairs.size).toBe(380)
  })

  it('races on Sundays from mid-February to early November, off at Easter', () => {
    const races = nascarRaceDays(2026)
    expect(races.length).toBeGreaterThanOrEqual(35)
    expect(races.length).toBeLessThanOrEqual(37)
    expect(races.every((day) => weekdayOf(day) === 0)).toBe(true)
    expect(races[0]).toBe('2026-02-15')
    expect(races.at(-1)).toBe('2026-11-01')
    expect(races).not.toContain('2026-04-05')
  })

  it('holds MMA cards on most Saturdays but not over Christmas and New Year', () => {
    expect(isMmaCardDay(isoDate('2026-03-06'))).toBe(false)
    expect(isMmaCardDay(isoDate('2025-12-27'))).toBe(false)
    const saturdays = Array.from({ length: 52 }, (_, index) =>
      addDays(isoDate('2025-01-04'), index * 7),
    )
    const cards = saturdays.filter(isMmaCardDay).length
    expect(cards).toBeGreaterThan(35)
    expect(cards).toBeLessThan(45)
  })
})
