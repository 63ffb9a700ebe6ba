import { isoDate } from '@slatelab/domain/units'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { dayFieldKeys } from '@slatelab/world/fields/slate-field-players'
import type { WorldSlate } from '@slatelab/world/season/world-types'
import { asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestEntries, players } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/test-app'
import { seedContestFields } from './contest-fields-seed'
import { worldSeed } from './demo-world-seed'
import { createLiveContests, type LiveContests } from './live-contest-fields'
import { startLiveContestsJob } from './live-contests-job'

// The test world is anchored on Sunday 2026-11-22 with results through Saturday: Sunday's
// slates are stored without results. The DraftKings NFL main locks at 1:00 PM ET (18:00Z),
// its early games start then and its late ones at 4:05 and 4:25 PM ET; the last is final
// 4 hours after its start (contest-status.ts).
const sunday = isoDate('2026-11-22')
const beforeLock = new Date('2026-11-22T17:00:00Z')
const earlyGamesPlaying = new Date('2026-11-22T19:30:00Z')
const lateGamesPlaying = new Date('2026-11-22T22:30:00Z')
const allFinal = new Date('2026-11-23T02:00:00Z')
const fieldCap = 300

type ListedContest = {
  contestId: number
  status: string
  contestSize: number
  uploadedDate: string | null
  players: { playerId: number; ownership: number }[]
}
type ContestData = {
  totalLineupsEntered: number
  status: string
  gamesFinal: number
  gamesTotal: number
  players: { playerId: number; isCaptain: boolean; actualPoints: number | null }[]
}

const world = createDemoWorld(worldSeed, demoGameModels)
// Every result of the day: what each game ends with (the box scores' fantasy points).
const finalDay = world.buildDay(sunday, { resultsThrough: sunday })
const main = finalDay.slates.find(
  (slate) => slate.sportId === 1 && slate.sourceId === 4 && slate.contests.length === 8,
) as WorldSlate
const filled = main.contests.filter((contest) => contest.contestSize <= fieldCap)
const contest = filled.reduce((big, one) => (one.contestSize > big.contestSize ? one : big))
const dataUrl = `/svc/contests/nfl/20261122/${contest.contestId}/data/?users_limit=1`

describe('live contests of the demo world', () => {
  let t: TestApp
  let live: LiveContests
  const finalPoints = new Map<number, number>()
  let lineupsAtLock: string[] = []

  beforeAll(async () => {
    t = await createTestApp({ world: true, now: beforeLock })
    live = createLiveContests({ fieldCap, world })
    const stored = await t.database.db
      .select({ playerId: players.playerId, worldKey: players.worldKey })
      .from(players)
      .where(isNotNull(players.worldKey))
    const ids = new Map(stored.map((row) => [row.worldKey, row.playerId]))
    for (const row of main.players) {
      finalPoints.set(ids.get(row.playerKey) ?? 0, row.actualPoints ?? Number.NaN)
    }
  }, 60_000)
  afterAll(() => t.close())

  const at = async (now: Date) => {
    t.clock.now = now
    const run = await live.refresh(t.database.db, { now })
    await t.cache.invalidate(['slates'])
    return run
  }
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<T>()
  }
  const listed = () => get<ListedContest[]>(`/svc/contests/${main.contestGroupId}/`)
  const entries = () =>
    t.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.contestId))
      .orderBy(asc(contestEntries.rank), asc(contestEntries.entryId))
  const finalOf = (lineup: readonly number[]) =>
    Math.round(lineup.reduce((sum, id) => sum + (finalPoints.get(id) ?? Number.NaN), 0) * 100) / 100

  it('has no entries before lock', async () => {
    expect(main.players.every((row) => row.actualPoints !== null)).toBe(true)
    await at(beforeLock)
    const list = await listed()
    expect(list.length).toBe(8)
    for (const one of list) {
      expect(one.status).toBe('upcoming')
      expect(one.players).toEqual([])
    }
    const data = await get<ContestData>(dataUrl)
    expect(data.totalLineupsEntered).toBe(0)
    expect(data.status).toBe('upcoming')
    expect(await entries()).toEqual([])
  })

  it(
    'shows entries, ownership and the points played so far once locked',
    {
      timeout: 120_000,
    },
    async () => {
      const run = await at(earlyGamesPlaying)
      expect(run.contests).toBeGreaterThanOrEqual(filled.length)
      const list = await listed()
      for (const one of list) {
        expect(one.status).toBe('live')
        const owned = one.players.reduce((sum, player) => sum + player.ownership, 0)
        // Fields up to the cap; nine slots own 900 %.
        if (one.contestSize <= fieldCap) expect(owned).toBeCloseTo(900, 0)
        else expect(one.players).toEqual([])
      }
      const data = await get<ContestData>(dataUrl)
      expect(data.status).toBe('live')
      expect(data.totalLineupsEntered).toBe(contest.contestSize)
      expect(data.gamesFinal).toBe(0)
      expect(data.gamesTotal).toBe(main.eventKeys.length)

      // Early games are halfway through, late ones not started: everybody's points are partial.
      const rows = await entries()
      expect(rows.length).toBe(contest.contestSize)
      lineupsAtLock = rows.map((row) => `${row.entryId}:${row.playerIds.join(',')}`).sort()
      const scored = rows.reduce((sum, row) => sum + row.points, 0)
      const final = rows.reduce((sum, row) => sum + finalOf(row.playerIds), 0)
      expect(scored).toBeGreaterThan(0.1 * final)
      expect(scored).toBeLessThan(0.6 * final)
      const late = data.players.filter((player) => !player.isCaptain && player.actualPoints === 0)
      expect(late.length).toBeGreaterThan(10)
      // The ownership table's players show the same points so far.
      const ownershipPlayers = await get<{ playerId: number; actualPoints: number | null }[]>(
        `/svc/live/players/?sport_id=1&contest_group_id=${main.contestGroupId}&contest_id=${contest.contestId}`,
      )
      const soFar = new Map(
        ownershipPlayers.map((player) => [player.playerId, player.actualPoints]),
      )
      for (const player of data.players) {
        if (!player.isCaptain) expect(soFar.get(player.playerId)).toBe(player.actualPoints)
      }
      // Standings follow the points: ranks by points, the prizes to the top.
      for (let index = 1; index < rows.length; index += 1) {
        expect(rows[index]?.points).toBeLessThanOrEqual(rows[index - 1]?.points ?? 0)
      }
      const paid = rows.filter((row) => row.payoutCents > 0)
      expect(paid.length).toBeGreaterThan(0)
      expect(Math.min(...paid.map((row) => row.points))).toBeGreaterThanOrEqual(
        Math.max(...rows.filter((row) => row.payoutCents === 0).map((row) => row.points)),
      )
    },
  )

  it(
    'moves points forward and keeps the lineups entered at lock',
    {
      timeout: 120_000,
    },
    async () => {
      const before = new Map((await entries()).map((row) => [row.entryId, row.points]))
      await at(lateGamesPlaying)
      const rows = await entries()
      expect(rows.map((row) => `${row.entryId}:${row.playerIds.join(',')}`).sort()).toEqual(
        lineupsAtLock,
      )
      const moved = rows.filter((row) => row.points !== before.get(row.entryId))
      expect(moved.length).toBeGreaterThan(rows.length / 2)
      const data = await get<ContestData>(dataUrl)
      expect(data.status).toBe('live')
      // The 1:00 PM games are final 4 hours after their start, the late ones still playing.
      expect(data.gamesFinal).toBeGreaterThan(0)
      expect(data.gamesFinal).toBeLessThan(data.gamesTotal)
    },
  )

  it('does not keep a field stored live as if it were final', { timeout: 120_000 }, async () => {
    const stored = await t.database.db
      .select({ playerId: players.playerId, worldKey: players.worldKey })
      .from(players)
      .where(isNotNull(players.worldKey))
    const playerIds = new Map(stored.map((row) => [row.worldKey ?? '', row.playerId]))
    const keep = () =>
      t.database.db.transaction((tx) =>
        seedContestFields(tx, main, contest, {
          seed: worldSeed,
          fieldCap: Number.POSITIVE_INFINITY,
          keepComplete: true,
          playerIds,
          ...dayFieldKeys(world.playersOn(finalDay.day), finalDay.events),
        }),
      )
    // Whole but live: drawn and scored again, with the final points.
    expect(await keep()).toBe(contest.contestSize)
    // Stored by the seeder after the games: whole and final, kept.
    expect(await keep()).toBe(0)
  })

  it('is final at the end, with the box scores’ points', { timeout: 120_000 }, async () => {
    const run = await at(allFinal)
    expect(run.finishedSlates).toBeGreaterThan(0)
    const rows = await entries()
    expect(rows.length).toBe(contest.contestSize)
    for (const row of rows) expect(row.points).toBeCloseTo(finalOf(row.playerIds), 2)
    expect(rows.map((row) => `${row.entryId}:${row.playerIds.join(',')}`).sort()).toEqual(
      lineupsAtLock,
    )
    const list = await listed()
    expect(list.every((one) => one.status === 'completed')).toBe(true)
    const data = await get<ContestData>(dataUrl)
    expect(data.status).toBe('completed')
    expect(data.gamesFinal).toBe(data.gamesTotal)
    // The slate's players now carry their final points.
    const slatePlayers = await get<{ playerId: number; actualPoints: number | null }[]>(
      `/svc/live/players/?sport_id=1&contest_group_id=${main.contestGroupId}`,
    )
    for (const player of slatePlayers) {
      expect(player.actualPoints).toBeCloseTo(finalPoints.get(player.playerId) ?? Number.NaN, 2)
    }
    // Final fields are left alone by later refreshes (other slates of the night still play).
    const listedAgain = async () =>
      (await listed()).map((one) => `${one.contestId}:${one.uploadedDate}`)
    const finalList = await listedAgain()
    await at(new Date('2026-11-23T02:10:00Z'))
    expect(await listedAgain()).toEqual(finalList)
  })
})

describe('the live contests job of a running server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true, now: beforeLock })
  }, 60_000)
  afterAll(() => t.close())

  it(
    'fills a slate that locks while it runs, scores again only when points move, and stops',
    {
      timeout: 180_000,
    },
    async () => {
      const runs: { contests: number; at: Date }[] = []
      const failures: unknown[] = []
      const job = startLiveContestsJob({
        db: t.database.db,
        now: () => t.clock.now,
        fieldCap,
        intervalMs: 20,
        onRun: (run) => runs.push({ contests: run.contests, at: t.clock.now }),
        onError: (error) => failures.push(error),
      })
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // Before lock every run finds nothing to do; the NFL main locks at 18:00Z.
      await until(() => runs.length >= 2)
      const locked = (await t.app.inject({ url: dataUrl })).json<ContestData>()
      expect(locked.totalLineupsEntered).toBe(0)
      t.clock.now = earlyGamesPlaying
      await until(() => runs.some((run) => run.at === earlyGamesPlaying && run.contests > 0))
      const count = runs.length
      await until(() => runs.length >= count + 2)
      // The clock stands still: nothing more to score.
      expect(runs.slice(count).every((run) => run.contests === 0)).toBe(true)
      await t.cache.invalidate(['slates'])
      const live = (await t.app.inject({ url: dataUrl })).json<ContestData>()
      expect(live.status).toBe('live')
      expect(live.totalLineupsEntered).toBeGreaterThan(0)
      await job.stop()
      const stoppedAt = runs.length
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(runs.length).toBe(stoppedAt)
      expect(failures).toEqual([])
    },
  )
})
