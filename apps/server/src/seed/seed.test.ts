import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { count, eq, isNotNull } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contestAnalytics,
  contestEntries,
  contestGroups,
  contests,
  eventLines,
  events,
  injuryReports,
  playerGameStats,
  players,
  slatePlayers,
  subscriptions,
  teams,
  users,
  worldDays,
} from '../db/schema'
import { importKinds } from '@slatelab/contract/imports.contract'
import { importSalaries } from '../features/slates'
import { fixtureNames, readFixture } from '../testing/import-fixtures/import-fixtures'
import { optimizerBuilds } from '../db/tables/optimizer'
import { createTestApp, type TestApp } from '../testing/test-app'
import { easternDayOf, seedDatabase } from './seed'

const dayMs = 86_400_000

describe('seedDatabase', () => {
  let t: TestApp
  beforeAll(async () => {
    // Sunday 2026-11-22, noon ET: NFL week 11, NBA and NHL nights, a golf event's final round.
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  const counts = async () => {
    const { db } = t.database
    const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0
    return {
      users: await of(users),
      subscriptions: await of(subscriptions),
      teams: await of(teams),
      players: await of(players),
      slates: await of(contestGroups),
      slatePlayers: await of(slatePlayers),
      contests: await of(contests),
      days: await of(worldDays),
    }
  }

  const slatesOn = async (day: string) =>
    (await t.database.db.select().from(contestGroups)).filter(
      (slate) => easternDayOf(slate.startsAt) === day,
    )

  it('stores every real team of the four leagues and their rosters', async () => {
    const stored = await t.database.db.select().from(teams)
    const perSport = (sportId: number) => stored.filter((team) => team.sportId === sportId).length
    expect([
      perSport(sportIds.NFL),
      perSport(sportIds.NBA),
      perSport(sportIds.MLB),
      perSport(sportIds.NHL),
    ]).toEqual([32, 30, 30, 32])
  })

  it('offers the Sunday menu on both sites, the night game as a showdown and a single game', async () => {
    const today = await slatesOn('2026-11-22')
    const nfl = today.filter((slate) => slate.sportId === sportIds.NFL)
    const names = (sourceId: number) =>
      nfl.filter((slate) => slate.sourceId === sourceId).map((slate) => slate.displayName)
    const [showdown] = names(siteIds.DraftKings).filter((name) => name.startsWith('Showdown: '))
    const game = showdown?.slice('Showdown: '.length)
    expect(names(siteIds.DraftKings).map((name) => name.split(' (')[0])).toEqual([
      'Main',
      'Early',
      'Afternoon',
      `Showdown: ${game}`,
    ])
    expect(names(siteIds.FanDuel).map((name) => name.split(' (')[0])).toEqual([
      'Main',
      'Early',
      'Afternoon',
      `Single Game: ${game}`,
    ])
    for (const sportId of [sportIds.NBA, sportIds.NHL]) {
      expect(
        today.some((slate) => slate.sportId === sportId && slate.displayNameShort === 'Main'),
      ).toBe(true)
    }
    // MLB is between seasons in November; the golf event teed off on Thursday.
    expect(today.some((slate) => slate.sportId === sportIds.MLB)).toBe(false)
    expect((await slatesOn('2026-11-19')).some((slate) => slate.sportId === sportIds.PGA)).toBe(
      true,
    )
  })

  it('prices and projects every slate player, with ownership summing to the roster size', async () => {
    const [main] = (await slatesOn('2026-11-22')).filter(
      (slate) =>
        slate.sportId === sportIds.NFL &&
        slate.sourceId === siteIds.DraftKings &&
        slate.displayNameShort === 'Main',
    )
    const rows = await t.database.db
      .select()
      .from(slatePlayers)
      .where(eq(slatePlayers.contestGroupId, main?.contestGroupId ?? 0))
    const ownership = rows.reduce((sum, row) => sum + (row.projectedOwnership ?? 0), 0)
    expect(ownership).toBeCloseTo(900, -1)
    expect(rows.every((row) => row.salary >= 3000 && row.salary <= 10_000)).toBe(true)
    expect(rows.every((row) => row.projectedPoints !== null && row.actualPoints === null)).toBe(
      true,
    )
  })

  it('stores box scores and actual points for the days that are over, and none for today', async () => {
    const yesterday = await slatesOn('2026-11-21')
    const withPoints = await t.database.db
      .select({ n: count() })
      .from(slatePlayers)
      .where(isNotNull(slatePlayers.actualPoints))
    expect(yesterday.length).toBeGreaterThan(0)
    expect(withPoints[0]?.n).toBeGreaterThan(0)
    const lines = await t.database.db.select({ n: count() }).from(playerGameStats)
    expect(lines[0]?.n).toBeGreaterThan(100)
    const finished = await t.database.db.select().from(events).where(isNotNull(events.homeScore))
    expect(finished.every((event) => easternDayOf(event.startsAt) < '2026-11-22')).toBe(true)
    expect((await t.database.db.select({ n: count() }).from(injuryReports))[0]?.n).toBeGreaterThan(
      0,
    )
  })

  it('generates, ranks and pays the fields of finished slates’ contests up to the cap', async () => {
    const stored = await t.database.db.select().from(contestEntries)
    expect(stored.length).toBeGreaterThan(0)
    const byContest = new Map<number, (typeof stored)[number][]>()
    for (const entry of stored)
      byContest.set(entry.contestId, [...(byContest.get(entry.contestId) ?? []), entry])
    for (const [contestId, entries] of byContest) {
      const [contest] = await t.database.db
        .select()
        .from(contests)
        .where(eq(contests.contestId, contestId))
      expect(entries.length).toBe(contest?.contestSize)
      expect(entries.length).toBeLessThanOrEqual(300)
      const best = entries.reduce((top, entry) => (entry.points > top.points ? entry : top))
      expect(best.rank).toBe(1)
      const paid = entries.reduce((sum, entry) => sum + entry.payoutCents, 0)
      // Tied entries split prizes, each share rounded to the cent.
      expect(paid).toBeLessThanOrEqual((contest?.totalPrizesCents ?? 0) + entries.length)
      expect(paid).toBeGreaterThan(0)
    }
    expect((await t.database.db.select({ n: count() }).from(contestAnalytics))[0]?.n).toBe(
      byContest.size,
    )
  })

  it('generates FanDuel single-game fields: an MVP and the UTIL slots, the MVP scored 1.5×', async () => {
    const singleGames = (await t.database.db.select().from(contestGroups)).filter(
      (slate) =>
        slate.sourceId === siteIds.FanDuel &&
        slate.variant === 'showdown' &&
        easternDayOf(slate.startsAt) === '2026-11-21',
    )
    expect(singleGames.map((slate) => slate.sportId)).toEqual([sportIds.NBA])
    const [slate] = singleGames
    const rows = await t.database.db
      .select()
      .from(slatePlayers)
      .where(eq(slatePlayers.contestGroupId, slate?.contestGroupId ?? 0))
    expect(rows.reduce((sum, row) => sum + (row.projectedOwnership ?? 0), 0)).toBeCloseTo(600, -1)
    expect(rows.every((row) => row.rosterPositions.join() === 'MVP,UTIL')).toBe(true)
    const pointsOf = new Map(rows.map((row) => [row.playerId, row.actualPoints ?? 0]))
    const lobby = await t.database.db
      .select()
      .from(contests)
      .where(eq(contests.contestGroupId, slate?.contestGroupId ?? 0))
    expect(lobby).toHaveLength(4)
    const entries = (await t.database.db.select().from(contestEntries)).filter((entry) =>
      lobby.some((contest) => contest.contestId === entry.contestId),
    )
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry.rosterSlots).toEqual(['MVP', 'UTIL', 'UTIL', 'UTIL', 'UTIL', 'UTIL'])
      expect(new Set(entry.playerIds).size).toBe(6)
      const [mvp, ...util] = entry.playerIds.map((id) => pointsOf.get(id) ?? 0)
      const expected = (mvp ?? 0) * 1.5 + util.reduce((sum, points) => sum + points, 0)
      expect(entry.points).toBeCloseTo(expected, 1)
    }
  })

  it('stores college events with their lines, and college teams by school and nickname', async () => {
    const stored = await t.database.db.select().from(events)
    // The week before Thanksgiving: college football on Saturday, college basketball nightly.
    const sports = new Set(stored.map((event) => event.sportId))
    for (const sportId of [sportIds.CFB, sportIds.CBB]) expect(sports.has(sportId)).toBe(true)
    const [alabama] = await t.database.db.select().from(teams).where(eq(teams.abbreviation, 'ALA'))
    expect([alabama?.city, alabama?.name]).toEqual(['Alabama', 'Crimson Tide'])
    const college = stored.find((event) => event.sportId === sportIds.CFB)
    const lines = await t.database.db
      .select()
      .from(eventLines)
      .where(eq(eventLines.eventId, college?.eventId ?? 0))
    expect(lines.length).toBeGreaterThan(1)
  })

  // Both rules of a same-day run read the one run: a second run of the whole window costs seconds.
  describe('run again on the same day', () => {
    let before: Awaited<ReturnType<typeof counts>>
    let slate: typeof contestGroups.$inferSelect
    let contestsBefore: { contestId: number }[]
    beforeAll(async () => {
      before = await counts()
      const [today] = await slatesOn('2026-11-22')
      const [user] = await t.database.db.select().from(users)
      if (today === undefined || user === undefined) throw new Error('no slate or user')
      slate = today
      contestsBefore = await t.database.db
        .select({ contestId: contests.contestId })
        .from(contests)
        .where(eq(contests.contestGroupId, slate.contestGroupId))
      await t.database.db.insert(optimizerBuilds).values({
        buildId: 'saved-build',
        userId: user.userId,
        contestGroupId: slate.contestGroupId,
        formatKey: 'dk-nfl-classic',
        request: {},
        status: 'done',
        count: 1,
        createdAt: t.clock.now,
      })
      // Today's results are not in, so its slates are stored again.
      await seedDatabase(t.database.db, { now: t.clock.now, scale: 'small', fieldCap: 300 })
    }, 90_000)

    it('changes nothing', async () => {
      expect(before.users).toBe(3)
      expect(await counts()).toEqual(before)
    })

    it('keeps what users saved against a slate when its day is stored again', async () => {
      const builds = await t.database.db.select().from(optimizerBuilds)
      expect(builds.map((build) => build.buildId)).toContain('saved-build')
      const contestsAfter = await t.database.db
        .select({ contestId: contests.contestId })
        .from(contests)
        .where(eq(contests.contestGroupId, slate.contestGroupId))
      expect(contestsAfter).toEqual(contestsBefore)
    })
  })

  it(
    'rolls forward to a new day without touching imported slates, users or players',
    { timeout: 90_000 },
    async () => {
      await importSalaries(
        t.database.db,
        importKinds.dkSalaries,
        readFixture(fixtureNames.dkSalariesCurrent),
        {},
      )
      const before = await counts()
      const stored = await seedDatabase(t.database.db, {
        now: new Date(t.clock.now.getTime() + dayMs),
        scale: 'small',
        fieldCap: 300,
      })
      const after = await counts()
      // The new day plus the days whose results were still coming in.
      expect(stored).toBeLessThan(7)
      expect(after.days).toBe(before.days + 1)
      expect(after.slates).toBeGreaterThan(before.slates)
      expect([after.users, after.teams]).toEqual([before.users, before.teams])
      expect(after.players).toBe(before.players)
    },
  )
})
