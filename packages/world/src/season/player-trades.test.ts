import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { daysFrom } from './calendar-dates'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'
import { tradesPerSeason } from './player-trades'
import type { TeamSport } from './league-schedule'

const world = createDemoWorld('test', demoGameModels)

// The teams a player's box-score lines were for, day by day.
const teamsPlayedFor = (sport: TeamSport, playerKey: string, days: readonly IsoDate[]) =>
  days.map((day) => ({
    day,
    teams: world
      .playedGamesOn(sport, day)
      .flatMap((game) => [
        ...(game.box.home.players.some((line) => line.key === playerKey) ? [game.homeTeamKey] : []),
        ...(game.box.visitor.players.some((line) => line.key === playerKey)
          ? [game.visitorTeamKey]
          : []),
      ]),
  }))

describe('the demo world’s trades', () => {
  it('makes a few per league and season, before the deadline, each player once', () => {
    const season = world.tradesBetween(isoDate('2025-07-01'), isoDate('2026-06-30'))
    for (const sport of ['NFL', 'NBA', 'NHL'] as const) {
      const trades = season.filter((trade) => trade.playerKey.startsWith(`${sport}:`))
      expect(trades).toHaveLength(tradesPerSeason[sport])
      const teams = trades.flatMap((trade) => [trade.fromTeamKey, trade.toTeamKey])
      expect(new Set(teams).size).toBe(teams.length)
    }
    expect(
      world
        .tradesBetween(isoDate('2026-03-01'), isoDate('2026-09-30'))
        .filter((trade) => trade.playerKey.startsWith('MLB:')),
    ).toHaveLength(tradesPerSeason.MLB)
    expect(
      createDemoWorld('test', demoGameModels).tradesBetween(
        isoDate('2025-07-01'),
        isoDate('2026-06-30'),
      ),
    ).toEqual(season)
  })

  it('moves the player to his new team from the trade day on, never both teams on a day, and the news says so', () => {
    // Builds the world's days around a trade: over 4 s alone, more on a loaded machine.
    // An NBA trade of a player who plays in the week around it.
    const trade = world
      .tradesBetween(isoDate('2025-10-01'), isoDate('2026-03-01'))
      .filter((entry) => entry.playerKey.startsWith('NBA:'))
      .find((entry) => {
        const around = teamsPlayedFor(
          'NBA',
          entry.playerKey,
          daysFrom(addDays(entry.day, -4), addDays(entry.day, 4)),
        )
        return (
          around.some((day) => day.day < entry.day && day.teams.length > 0) &&
          around.some((day) => day.day >= entry.day && day.teams.length > 0)
        )
      })
    expect(trade).toBeDefined()
    if (trade === undefined) return
    const { playerKey, fromTeamKey, toTeamKey, day } = trade
    for (const entry of teamsPlayedFor(
      'NBA',
      playerKey,
      daysFrom(addDays(day, -4), addDays(day, 4)),
    )) {
      expect(entry.teams.length).toBeLessThanOrEqual(1)
      for (const team of entry.teams) expect(team).toBe(entry.day < day ? fromTeamKey : toTeamKey)
    }
    const teamOn = (on: IsoDate) =>
      world.playersOn(on).find((player) => player.key === playerKey)?.teamKey
    expect(teamOn(addDays(day, -1))).toBe(fromTeamKey)
    expect(teamOn(day)).toBe(toTeamKey)
    expect(teamOn(trade.seasonEnd)).toBe(toTeamKey)
    // The next season opens on the seed's rosters.
    expect(teamOn(addDays(trade.seasonEnd, 200))).toBe(fromTeamKey)

    // Both rosters keep a depth chart of 1, 2, … at every position.
    for (const teamKey of [fromTeamKey, toTeamKey]) {
      const roster = world.playersOn(day).filter((player) => player.teamKey === teamKey)
      for (const position of new Set(roster.map((player) => player.position))) {
        const depths = roster
          .filter((player) => player.position === position)
          .map((player) => player.depth)
        expect(depths.toSorted((a, b) => a - b)).toEqual(depths.map((_, index) => index + 1))
      }
    }

    const built = world.buildDay(day, { resultsThrough: day })
    const story = built.news.find(
      (entry) => entry.kind === 'trade' && entry.playerKey === playerKey,
    )
    expect(story?.title).toContain(fromTeamKey.split(':')[1])
    expect(story?.title).toContain(toTeamKey.split(':')[1])
    expect(story?.publishedAt).toBe(trade.publishedAt)
    // Out before either team's game of the day.
    const teamGames = built.events.filter((event) =>
      [fromTeamKey, toTeamKey].some(
        (team) => event.homeTeamKey === team || event.visitorTeamKey === team,
      ),
    )
    for (const event of teamGames) expect((story?.publishedAt ?? '') < event.startsAt).toBe(true)
    // The box score and the slates put him with his new team only.
    for (const result of built.results) {
      for (const line of result.players.filter((entry) => entry.playerKey === playerKey))
        expect(line.teamKey).toBe(toTeamKey)
    }
    const toEvents = new Set(
      built.events
        .filter((event) => event.homeTeamKey === toTeamKey || event.visitorTeamKey === toTeamKey)
        .map((event) => event.key),
    )
    for (const slate of built.slates) {
      if (!slate.players.some((row) => row.playerKey === playerKey)) continue
      expect(slate.eventKeys.some((key) => toEvents.has(key))).toBe(true)
    }
  }, 60_000)
})
