import { playerNewsRoute } from '@slatelab/contract/news.contract'
import { gameLogRoute, playerDetailsRoute } from '@slatelab/contract/players.contract'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import type { WorldTrade } from '@slatelab/world/season/player-trades'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups, players, slatePlayers, teams } from '../../db/schema'
import { worldSeed } from '../../seed/demo-world-seed'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'

type Answer = { statusCode: number; body: unknown }
const ok = <T>(answer: Answer): T => {
  expect(answer.statusCode).toBe(200)
  return answer.body as T
}
const short = (teamKey: string) => teamKey.split(':')[1] ?? ''

// The small store holds four days before its anchor, with results up to the day before it. An
// NBA or NHL trade whose player played for his old team in the two days before the trade and
// for his new one on the trade day or the day after: anchored two days after the trade, the
// store holds both sides of it.
const findTrade = (): WorldTrade => {
  const world = createDemoWorld(worldSeed, demoGameModels)
  const playedOn = (trade: WorldTrade, days: readonly IsoDate[]) =>
    days.some((day) =>
      world
        .playedGamesOn(trade.playerKey.startsWith('NBA:') ? 'NBA' : 'NHL', day)
        .some((game) =>
          [...game.box.home.players, ...game.box.visitor.players].some(
            (line) => line.key === trade.playerKey,
          ),
        ),
    )
  const trade = world
    .tradesBetween(isoDate('2025-10-01'), isoDate('2027-03-31'))
    .filter((entry) => entry.playerKey.startsWith('NBA:') || entry.playerKey.startsWith('NHL:'))
    .find(
      (entry) =>
        playedOn(entry, [addDays(entry.day, -2), addDays(entry.day, -1)]) &&
        playedOn(entry, [entry.day, addDays(entry.day, 1)]),
    )
  if (trade === undefined) throw new Error('The demo world has no NBA or NHL trade to test')
  return trade
}

describe('a traded player’s card', () => {
  let t: TestApp
  let trade: WorldTrade
  let playerId: number
  beforeAll(async () => {
    trade = findTrade()
    t = await createTestApp({ world: true, now: new Date(`${addDays(trade.day, 2)}T17:00:00Z`) })
    const [row] = await t.database.db
      .select({ playerId: players.playerId })
      .from(players)
      .where(eq(players.worldKey, trade.playerKey))
    playerId = row?.playerId ?? 0
  })
  afterAll(() => t.close())

  it('shows his new team in the details and both teams across the trade in the game log', async () => {
    const details = ok<{ team: string; sportId: number }>(
      await callRoute(t.app, playerDetailsRoute, { params: { playerId }, query: {} }),
    )
    expect(details.team).toBe(short(trade.toTeamKey))
    const log = ok<{ games: { date: string; team: string; opponent: string | null }[] }>(
      await callRoute(t.app, gameLogRoute, {
        params: {
          playerId,
          sourceId: 4,
          sportId: details.sportId as 2 | 4,
          startDate: addDays(trade.day, -4),
          endDate: addDays(trade.day, 2),
        },
      }),
    )
    const before = log.games.filter((game) => game.date < trade.day)
    const after = log.games.filter((game) => game.date >= trade.day)
    expect(before.length).toBeGreaterThan(0)
    expect(after.length).toBeGreaterThan(0)
    expect(new Set(before.map((game) => game.team))).toEqual(new Set([short(trade.fromTeamKey)]))
    expect(new Set(after.map((game) => game.team))).toEqual(new Set([short(trade.toTeamKey)]))
    // One game a day at most, and every game's opponent is known from the team he played for.
    const dates = log.games.map((game) => game.date)
    expect(new Set(dates).size).toBe(dates.length)
    expect(log.games.every((game) => game.opponent !== null)).toBe(true)
  })

  it('lists him with his old team’s slates before the trade and his new team’s after', async () => {
    const rows = await t.database.db
      .select({ startsAt: contestGroups.startsAt, team: teams.abbreviation })
      .from(slatePlayers)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
      .innerJoin(teams, eq(teams.teamId, slatePlayers.teamId))
      .where(
        and(
          eq(slatePlayers.playerId, playerId),
          inArray(teams.abbreviation, [short(trade.fromTeamKey), short(trade.toTeamKey)]),
        ),
      )
    const tradeStart = Date.parse(`${trade.day}T10:00:00Z`)
    expect(rows.some((row) => row.startsAt.getTime() < tradeStart)).toBe(true)
    for (const row of rows) {
      expect(row.team).toBe(
        short(row.startsAt.getTime() < tradeStart ? trade.fromTeamKey : trade.toTeamKey),
      )
    }
  })

  it('carries a story of the trade naming both teams, under his new team', async () => {
    const stories = ok<NewsStory[]>(
      await callRoute(t.app, playerNewsRoute, { params: { playerId } }),
    )
    const story = stories.find((entry) => entry.kind === 'trade')
    expect(story?.title).toContain(
      `traded from ${short(trade.fromTeamKey)} to ${short(trade.toTeamKey)}`,
    )
    expect(story?.team).toBe(short(trade.toTeamKey))
    expect(Date.parse(story?.createdDate ?? '')).toBe(Date.parse(trade.publishedAt))
  })
})
