/**
 * A season-wide NFL correlation view on PGlite (issue 14 target: ≤ 300 ms): the demo world's
 * 2025 regular season (every Thursday, Sunday and Monday of its 18 weeks) stored as box scores
 * with closing lines and weather, then `POST /api/v2/correlations/` with the 'Game stacks'
 * system view (9 roles × 18 columns) over the season. Every request changes the minimum games,
 * so none is answered from the cache. Beside it, in the same run, the floor: reading the
 * season's lines alone (the repository's query).
 */
import { correlationsRoute } from '@slatelab/contract/correlations.contract'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
import { performance } from 'node:perf_hooks'
import { listGameLines } from '../../apps/server/src/db/repositories/game-lines'
import {
  eventLines,
  events,
  eventWeather,
  players,
  playerGameStats,
  teams,
} from '../../apps/server/src/db/schema'
import { systemViewsOf } from '../../apps/server/src/features/correlations/system-views'
import { worldGameLines } from '../../apps/server/src/testing/world-game-lines'
import { createTestApp } from '@slatelab/server/testing'

const nfl = 1
const draftKings = 4
const seasonStart = isoDate('2025-09-04')
const weeks = 18
const gameDays = Array.from({ length: weeks }, (_, week) =>
  [0, 3, 4].map((offset) => addDays(seasonStart, 7 * week + offset)),
).flat()

const built = performance.now()
const lines = worldGameLines('NFL', gameDays, isoDate('2026-11-21'), draftKings)
const buildMs = performance.now() - built

const t = await createTestApp()
const db = t.database.db
const storedAt = performance.now()
const teamKeys = [...new Set(lines.map((line) => line.teamKey))]
const storedTeams = await db
  .insert(teams)
  .values(
    teamKeys.map((key) => ({
      sportId: nfl,
      abbreviation: `B${key.split(':')[1] ?? key}`,
      name: key,
      city: 'Bench',
    })),
  )
  .returning({ teamId: teams.teamId })
const teamIdOf = new Map(teamKeys.map((key, index) => [key, storedTeams[index]?.teamId ?? 0]))
const playerKeys = [...new Map(lines.map((line) => [line.playerKey, line])).values()]
const storedPlayers = await db
  .insert(players)
  .values(
    playerKeys.map((line) => ({
      sportId: nfl,
      teamId: teamIdOf.get(line.teamKey) ?? null,
      firstName: 'Bench',
      lastName: line.playerKey,
      position: line.position,
    })),
  )
  .returning({ playerId: players.playerId })
const playerIdOf = new Map(
  playerKeys.map((line, index) => [line.playerKey, storedPlayers[index]?.playerId ?? 0]),
)
const gameKeys = [...new Map(lines.map((line) => [line.eventKey, line])).values()]
const storedEvents = await db
  .insert(events)
  .values(
    gameKeys.map((line) => {
      const home = line.isHome ? line.teamKey : line.opponentKey
      const visitor = line.isHome ? line.opponentKey : line.teamKey
      return {
        sportId: nfl,
        homeTeamId: teamIdOf.get(home) ?? null,
        visitorTeamId: teamIdOf.get(visitor) ?? null,
        title: line.eventKey,
        startsAt: new Date(`${line.eventKey.split(':')[1] ?? ''}T18:00:00Z`),
        homeScore: 24,
        visitorScore: 20,
      }
    }),
  )
  .returning({ eventId: events.eventId })
const eventIdOf = new Map(
  gameKeys.map((line, index) => [line.eventKey, storedEvents[index]?.eventId ?? 0]),
)
await db.insert(eventLines).values(
  storedEvents.map(({ eventId }, index) => ({
    eventId,
    minutesBefore: 0,
    homeSpread: -7 + (index % 15),
    spreadPrice: -110,
    total: 38 + (index % 16),
    overPrice: -110,
    underPrice: -110,
    homeMoneyline: -150,
    visitorMoneyline: 130,
    homeSpreadBetPct: 50,
    homeSpreadMoneyPct: 50,
    overBetPct: 50,
    overMoneyPct: 50,
  })),
)
await db.insert(eventWeather).values(
  storedEvents.map(({ eventId }, index) => ({
    eventId,
    temperatureF: 30 + (index % 50),
    windMph: index % 20,
    precipitationPct: 10,
  })),
)
for (let from = 0; from < lines.length; from += 2_000) {
  await db.insert(playerGameStats).values(
    lines.slice(from, from + 2_000).map((line) => ({
      eventId: eventIdOf.get(line.eventKey) ?? 0,
      playerId: playerIdOf.get(line.playerKey) ?? 0,
      stats: {},
      fantasyPoints: { [draftKings]: line.points },
    })),
  )
}
const storeMs = performance.now() - storedAt

const [, , gameStacks] = systemViewsOf(nfl)
if (gameStacks === undefined) throw new Error('No Game stacks view')
const seasonView = (minGames: number) => ({
  ...gameStacks,
  filters: gameStacks.filters.map((filter) =>
    filter.filterType === 'dateRange'
      ? { ...filter, startDate: seasonStart, endDate: addDays(seasonStart, 7 * weeks) }
      : filter.filterType === 'minGames'
        ? { ...filter, numberValue1: minGames }
        : filter,
  ),
})

const medianMs = async (operation: (round: number) => Promise<unknown>, rounds: number) => {
  await operation(rounds) // warm-up
  const times: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    await operation(round)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

const readMs = await medianMs(
  () =>
    listGameLines(db, {
      sportId: nfl,
      siteId: draftKings,
      from: new Date(`${seasonStart}T00:00:00Z`),
      before: new Date(`${addDays(seasonStart, 7 * weeks + 1)}T00:00:00Z`),
    }),
  11,
)
let cells = 0
const viewMs = await medianMs(async (round) => {
  const response = await t.app.inject({
    method: correlationsRoute.method,
    url: '/api/v2/correlations/',
    payload: seasonView(2 + round),
  })
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`)
  cells = response
    .json<{ Data: { sampleSizes: number[] }[] }>()
    .Data.flatMap((row) => row.sampleSizes).length
}, 11)
const cachedMs = await medianMs(async () => {
  await t.app.inject({ method: 'POST', url: '/api/v2/correlations/', payload: seasonView(2) })
}, 11)

const line = (name: string, ms: number) =>
  `${name.padEnd(56)} ${ms.toFixed(1).padStart(8)} ms  ${(ms / readMs).toFixed(2).padStart(6)}× baseline`
console.log(
  `\nCorrelations, NFL 2025 season (${storedEvents.length} games, ${lines.length.toLocaleString('en-US')} player-games; ${t.database.kind}; target ≤ 300 ms)`,
)
console.log(
  `build the season from the demo world ${buildMs.toFixed(0)} ms, store it ${storeMs.toFixed(0)} ms`,
)
console.log(line('baseline: read the season’s lines (listGameLines)', readMs))
console.log(line(`POST /api/v2/correlations/ Game stacks (${cells} cells)`, viewMs))
console.log(line('the same view again (cached per body)', cachedMs))
console.log(viewMs <= 300 ? 'target met' : 'TARGET MISSED: over 300 ms')
await t.close()
