import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestsListRoute, lastFinishedSlateRoute } from '@slatelab/contract/contests.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import { contestGroups, slatePlayers } from '../../db/schema'
import { bodyOf, callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'

type ContestBody = {
  contestId: number
  title: string
  entryCost: number
  totalPrizes: number
  status: string
  date: string
  players: unknown[]
  isDoubleUp: boolean
}

describe('GET /svc/contests/{contestGroupId}/', () => {
  let t: TestApp
  let nbaSlateId: number
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    const sources = (await t.app.inject({ url: '/api/sourcedata/2/11_22_2026' })).json()
    nbaSlateId = sources[0].contestGroups[0].contestGroupId
  })
  afterAll(() => t.close())

  const contestsOf = async (contestGroupId: number) => {
    const response = await t.app.inject({ url: `/svc/contests/${contestGroupId}/` })
    expect(response.statusCode).toBe(200)
    return response.json<ContestBody[]>()
  }

  it('lists the slate’s contests with fees and prizes in dollars', async () => {
    const contests = await contestsOf(nbaSlateId)
    expect(contests.length).toBe(8)
    expect(contests).toContainEqual(
      expect.objectContaining({ title: 'NBA $25 Double Up', entryCost: 25, isDoubleUp: true }),
    )
    expect(contests.map((contest) => contest.entryCost).sort((a, b) => a - b)).toEqual([
      1, 3, 10, 20, 25, 150, 500, 1500,
    ])
    expect(contests.every((contest) => contest.date.endsWith('-05:00'))).toBe(true)
    expect(contests.every((contest) => contest.players.length === 0)).toBe(true)
  })

  it('reports contests upcoming before lock, live while games run, completed after — from the cache too', async () => {
    const startedAt = t.clock.now
    try {
      const [first] = await contestsOf(nbaSlateId)
      expect(first?.status).toBe('upcoming')
      // A list cached a minute before lock holds a second before it, and not at lock.
      const lockMs = Date.parse(first?.date ?? '')
      const cacheOf = async () =>
        (await t.app.inject({ url: `/svc/contests/${nbaSlateId}/` })).headers['x-cache']
      t.clock.now = new Date(lockMs - 60_000)
      expect(await cacheOf()).toBe('MISS')
      t.clock.now = new Date(lockMs - 1_000)
      expect(await cacheOf()).toBe('HIT')
      t.clock.now = new Date(lockMs)
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('live')
      t.clock.now = new Date('2026-11-23T01:00:00Z')
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('live')
      t.clock.now = new Date('2026-11-23T12:00:00Z')
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('completed')
    } finally {
      t.clock.now = startedAt
    }
  })

  it('answers an unknown slate with no contests', async () => {
    expect(await contestsOf(999)).toEqual([])
  })
})

describe('GET /svc/contests/last-finished/', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  const lastFinished = async (sportId: number, sourceId: number, at?: string) =>
    bodyOf(
      await callRoute(t.app, lastFinishedSlateRoute, {
        query: { sport_id: sportId, source_id: sourceId, at },
      }),
    ).slate

  it('names the main slate of the latest day whose games are final and whose fields are stored', async () => {
    // Sunday noon ET: Saturday's NBA slates are final, Sunday's lock in the evening.
    const slate = await lastFinished(2, 4)
    expect(slate).toMatchObject({ sportId: 2, sourceId: 4, date: '2026-11-21', gameCount: 7 })
    const contests = bodyOf(
      await callRoute(t.app, contestsListRoute, {
        params: { contestGroupId: slate?.contestGroupId ?? 0 },
      }),
    )
    expect(contests.every((contest) => contest.status === 'completed')).toBe(true)
    expect(contests.some((contest) => contest.players.length > 0)).toBe(true)
  })

  it('stores demo fields whose actual ownership misses the projection by a realistic error', async () => {
    const slate = await lastFinished(2, 4)
    const contestGroupId = slate?.contestGroupId ?? 0
    const contests = bodyOf(
      await callRoute(t.app, contestsListRoute, { params: { contestGroupId } }),
    )
    const players = bodyOf(
      await callRoute(t.app, livePlayersRoute, {
        query: { sport_id: 2, contest_group_id: contestGroupId },
      }),
    )
    const projected = new Map(players.map((player) => [player.playerId, player.projectedOwnership]))
    // The $1,500 3-max (189 entries): a field the test store draws whole.
    const mainEvent = contests.find((contest) => contest.multiEntryMax === 3)
    const misses = (mainEvent?.players ?? []).flatMap((row) => {
      const planned = projected.get(row.playerId) ?? 0
      return row.ownership >= 1 || planned >= 1 ? [Math.abs(row.ownership - planned)] : []
    })
    expect(misses.length).toBeGreaterThan(40)
    const mae = misses.reduce((sum, miss) => sum + miss, 0) / misses.length
    // Real mains miss by 3–5 points; a field drawn to the projection itself missed by 0.3.
    expect(mae).toBeGreaterThan(2)
    expect(mae).toBeLessThan(8)
  })

  it('answers as of the page’s instant, never later than the server’s clock', async () => {
    // 10 PM ET Saturday: the Main's late games are being played.
    expect((await lastFinished(2, 4, '2026-11-22T03:00:00Z'))?.date).not.toBe('2026-11-21')
    // A page clock ahead of the server's finds nothing the server has not seen finish.
    expect(await lastFinished(2, 4, '2026-12-30T00:00:00Z')).toEqual(await lastFinished(2, 4))
  })

  it('answers null for a site without finished slates', async () => {
    expect(await lastFinished(2, 11)).toBeNull()
  })

  it('refuses a sport id that is not a positive integer, naming the field', async () => {
    const response = await t.app.inject({
      url: '/svc/contests/last-finished/?sport_id=x&source_id=4',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('sport_id')
  })
})

describe('GET /svc/live/players/ before lock', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  it('gives every player of an upcoming slate his projected points and ownership', async () => {
    const sources = (await t.app.inject({ url: '/api/sourcedata/2/11_22_2026' })).json()
    const contestGroupId: number = sources[0].contestGroups[0].contestGroupId
    const players = bodyOf(
      await callRoute(t.app, livePlayersRoute, {
        query: { sport_id: 2, contest_group_id: contestGroupId },
      }),
    )
    expect(players.length).toBeGreaterThan(20)
    expect(players.every((player) => player.actualPoints === null)).toBe(true)
    expect(players.every((player) => (player.projectedOwnership ?? -1) >= 0)).toBe(true)
    expect(players.some((player) => (player.projectedOwnership ?? 0) > 10)).toBe(true)
    expect(players.every((player) => (player.projectedPoints ?? -1) >= 0)).toBe(true)
  })

  it('keeps a showdown captain row’s projected ownership beside the flex row’s, and none on a classic slate', async () => {
    const db = t.database.db
    const slateOf = async (variant: string) => {
      const [slate] = await db
        .select()
        .from(contestGroups)
        .where(and(eq(contestGroups.variant, variant), eq(contestGroups.sourceId, 4)))
        .limit(1)
      if (slate === undefined) throw new Error(`no DraftKings ${variant} slate seeded`)
      return slate
    }
    const playersOf = async (slate: { sportId: number; contestGroupId: number }) =>
      bodyOf(
        await callRoute(t.app, livePlayersRoute, {
          query: { sport_id: slate.sportId, contest_group_id: slate.contestGroupId },
        }),
      )
    const showdown = await slateOf('showdown')
    const rows = await db
      .select()
      .from(slatePlayers)
      .where(eq(slatePlayers.contestGroupId, showdown.contestGroupId))
    const captainRow = rows.find(
      (row) => row.rosterPositions.includes('CPT') && (row.projectedOwnership ?? 0) > 1,
    )
    const flexRow = rows.find(
      (row) => row.playerId === captainRow?.playerId && !row.rosterPositions.includes('CPT'),
    )
    if (captainRow === undefined || flexRow === undefined) throw new Error('no captain row')
    const player = (await playersOf(showdown)).find((row) => row.playerId === captainRow.playerId)
    expect(player?.projectedCaptainOwnership).toBeCloseTo(captainRow.projectedOwnership ?? -1, 5)
    expect(player?.projectedOwnership).toBeCloseTo(flexRow.projectedOwnership ?? -1, 5)

    const classic = await playersOf(await slateOf('classic'))
    expect(classic.length).toBeGreaterThan(0)
    expect(classic.every((row) => row.projectedCaptainOwnership === null)).toBe(true)
  })
})
