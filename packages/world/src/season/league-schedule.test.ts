import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { leagueCatalogue } from '../league-catalogue'
import { daysFrom } from './calendar-dates'
import {
  createLeagueSchedule,
  type ScheduledGame,
  type ScheduleTeam,
  type TeamSport,
} from './league-schedule'
import { nflWeekThursday, thanksgivingWeek } from './season-calendar'

const teamsOf = (sport: TeamSport): readonly ScheduleTeam[] =>
  leagueCatalogue[sport].map((team, index) => ({
    key: `${sport}:${team.abbreviation}`,
    conference: team.conference,
    strength: -index / 10,
  }))

const homeWins = (game: ScheduledGame) => game.homeTeamKey

const gamesOfWeek = (sport: TeamSport, season: number, week: number, winnerOf = homeWins) => {
  const schedule = createLeagueSchedule('test', sport, teamsOf(sport), winnerOf)
  const thursday = nflWeekThursday(season, week)
  return daysFrom(thursday, addDays(thursday, 6)).flatMap((day) => schedule.gamesOn(day))
}

describe('NFL schedule', () => {
  it('plays every team once a week, except once in weeks 5–14 on its bye', () => {
    const byes = new Map<string, number[]>()
    for (let week = 1; week <= 18; week += 1) {
      const games = gamesOfWeek('NFL', 2025, week)
      const playing = games.flatMap((game) => [game.homeTeamKey, game.visitorTeamKey])
      expect(new Set(playing).size).toBe(playing.length)
      for (const team of teamsOf('NFL')) {
        if (!playing.includes(team.key)) byes.set(team.key, [...(byes.get(team.key) ?? []), week])
      }
    }
    expect(byes.size).toBe(32)
    for (const weeks of byes.values()) {
      expect(weeks).toHaveLength(1)
      expect(weeks[0]).toBeGreaterThanOrEqual(5)
      expect(weeks[0]).toBeLessThanOrEqual(14)
    }
  })

  it('plays Thursday night, the Sunday windows, Sunday night and Monday night', () => {
    const games = gamesOfWeek('NFL', 2025, 2)
    const slots = games.map((game) => `${game.day} ${game.time}`)
    expect(slots.filter((slot) => slot === '2025-09-11 20:15')).toHaveLength(1)
    expect(slots.filter((slot) => slot === '2025-09-14 13:00').length).toBeGreaterThanOrEqual(8)
    expect(slots.filter((slot) => slot === '2025-09-14 20:20')).toHaveLength(1)
    expect(slots.filter((slot) => slot === '2025-09-15 20:15')).toHaveLength(1)
  })

  it('plays three games on Thanksgiving, Detroit and then Dallas at home, and one on Black Friday', () => {
    for (const [season, thanksgiving] of [
      [2024, '2024-11-28'],
      [2025, '2025-11-27'],
      [2026, '2026-11-26'],
      [2027, '2027-11-25'],
    ] as const) {
      const games = gamesOfWeek('NFL', season, thanksgivingWeek(season))
      const on = (day: string) =>
        games
          .filter((game) => game.day === day)
          .map((game) => `${game.time} ${game.homeTeamKey}`)
          .toSorted()
      const thursday = on(thanksgiving)
      expect(thursday).toHaveLength(3)
      expect(thursday[0]).toBe('12:30 NFL:DET')
      expect(thursday[1]).toBe('16:30 NFL:DAL')
      expect(thursday[2]).toMatch(/^20:20 /)
      expect(on(addDays(isoDate(thanksgiving), 1)).map((slot) => slot.slice(0, 5))).toEqual([
        '15:00',
      ])
    }
  })

  it('plays Christmas Day when it is not a Sunday, and Saturdays late in the season', () => {
    // 2025: Christmas is a Thursday (week 17), so its three games replace Thursday night.
    const week17 = gamesOfWeek('NFL', 2025, 17).map((game) => `${game.day} ${game.time}`)
    expect(week17.filter((slot) => slot.startsWith('2025-12-25')).toSorted()).toEqual([
      '2025-12-25 13:00',
      '2025-12-25 16:30',
      '2025-12-25 20:15',
    ])
    expect(week17.filter((slot) => slot.startsWith('2025-12-27'))).toHaveLength(2)
    const week16 = gamesOfWeek('NFL', 2025, 16).map((game) => `${game.day} ${game.time}`)
    expect(week16.filter((slot) => slot.startsWith('2025-12-20')).toSorted()).toEqual([
      '2025-12-20 13:00',
      '2025-12-20 16:30',
      '2025-12-20 20:15',
    ])
  })

  it('kicks off an international game at 9:30 AM on some October Sundays', () => {
    const week5 = gamesOfWeek('NFL', 2025, 5).map((game) => `${game.day} ${game.time}`)
    expect(week5.filter((slot) => slot === '2025-10-05 09:30')).toHaveLength(1)
    const week8 = gamesOfWeek('NFL', 2025, 8).map((game) => game.time)
    expect(week8).not.toContain('09:30')
  })

  it('runs a seven-seed bracket per conference where winners advance', () => {
    const wildCard = gamesOfWeek('NFL', 2025, 19)
    const divisional = gamesOfWeek('NFL', 2025, 20)
    const conference = gamesOfWeek('NFL', 2025, 21)
    const superBowl = gamesOfWeek('NFL', 2025, 22)
    expect([wildCard, divisional, conference, superBowl].map((round) => round.length)).toEqual([
      6, 4, 2, 1,
    ])
    const wildCardWinners = new Set(wildCard.map(homeWins))
    const divisionalTeams = divisional.flatMap((game) => [game.homeTeamKey, game.visitorTeamKey])
    // Each conference's top seed skips the wild card round.
    expect(divisionalTeams.filter((key) => !wildCardWinners.has(key))).toHaveLength(2)
    expect(superBowl[0]?.day).toBe('2026-02-08')
    expect(new Set(conference.map((game) => game.round))).toEqual(new Set(['Conference']))
  })

  it('follows the results it is given', () => {
    const visitorWins = (game: ScheduledGame) => game.visitorTeamKey
    const wildCard = gamesOfWeek('NFL', 2025, 19, visitorWins)
    const divisional = gamesOfWeek('NFL', 2025, 20, visitorWins)
    const survivors = new Set(divisional.flatMap((game) => [game.homeTeamKey, game.visitorTeamKey]))
    for (const game of wildCard) expect(survivors.has(game.visitorTeamKey)).toBe(true)
  })
})

describe('daily league schedules', () => {
  it('gives every NBA team about 82 games, never two on one day', () => {
    const schedule = createLeagueSchedule('test', 'NBA', teamsOf('NBA'), homeWins)
    const played = new Map<string, number>()
    for (const day of daysFrom(isoDate('2025-10-21'), isoDate('2026-04-12'))) {
      const teams = schedule.gamesOn(day).flatMap((game) => [game.homeTeamKey, game.visitorTeamKey])
      expect(new Set(teams).size).toBe(teams.length)
      for (const team of teams) played.set(team, (played.get(team) ?? 0) + 1)
    }
    const counts = [...played.values()]
    expect(counts).toHaveLength(30)
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(76)
    expect(Math.max(...counts)).toBeLessThanOrEqual(88)
  })

  it('plays MLB in three-game series with fewer games on Mondays and Thursdays', () => {
    const schedule = createLeagueSchedule('test', 'MLB', teamsOf('MLB'), homeWins)
    const pairsOn = (day: string) =>
      schedule
        .gamesOn(isoDate(day))
        .map((game) => [game.homeTeamKey, game.visitorTeamKey].sort().join('-'))
    // Opening day is a Thursday: some series start a day later, but no pair changes.
    const third = new Set(pairsOn('2026-03-28'))
    for (const pair of pairsOn('2026-03-26')) expect(third.has(pair)).toBe(true)
    expect(pairsOn('2026-06-06').length).toBe(15)
    expect(pairsOn('2026-06-08').length).toBeLessThan(15)
    expect(pairsOn('2026-11-22')).toEqual([])
  })

  it('draws the same schedule from the same seed', () => {
    const a = createLeagueSchedule('test', 'NHL', teamsOf('NHL'), homeWins).gamesOn(
      isoDate('2026-01-10'),
    )
    const b = createLeagueSchedule('test', 'NHL', teamsOf('NHL'), homeWins).gamesOn(
      isoDate('2026-01-10'),
    )
    const c = createLeagueSchedule('other', 'NHL', teamsOf('NHL'), homeWins).gamesOn(
      isoDate('2026-01-10'),
    )
    expect(a).toEqual(b)
    expect(a).not.toEqual(c)
  })
})
