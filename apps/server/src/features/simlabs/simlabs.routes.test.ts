import { products } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { sportIds } from '@slatelab/domain/sports'
import { pearson } from '@slatelab/engine/correlations/pearson'
import { nhlLineCorrelations } from '@slatelab/engine/simlabs/line-correlations'
import { wavesOfTeeTimes } from '@slatelab/engine/simlabs/wave-correlation'
import { and, asc, desc, eq, gt, gte, isNotNull, lt } from 'drizzle-orm'
import { userLimits } from '../../http/user-limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simlabsRequestSchema } from '@slatelab/contract/simlabs.contract'
import { listProjectionOutcomes } from '../../db/repositories/projection-outcomes'
import { contestGroups, contests, simlabsJobs, slatePlayers, users } from '../../db/schema'
import { loadSlatePool } from '../optimizer'
import { typicalWaveCorrelation } from './historical-correlations'
import { resolveSimulation } from './simlabs-inputs'
import { storedEntriesFieldModelName } from './recorded-inputs'
import { materializeSpec } from './sim-spec'
import { vegasFactors } from './vegas-adjustment'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type Job = {
  jobId: string
  status: string
  done: number
  iterations: number
  error: string | null
  fieldSource: string
  fieldModel?: { name: string } | null
  lineupCount: number
  projectionsExact: boolean
}
type Result = Job & {
  result: {
    iterations: number
    entryCount: number
    prizePool: number
    meanCashLine: number | null
    scoreBins: { fromPoints: number; binPoints: number; count: number }
    lineups: {
      number: number
      players: { slot: string; id: string; name: string }[]
      meanPoints: number
      winPct: number
      cashPct: number
      roiPct: number
      scoreHistogram: number[]
    }[]
    players: {
      id: string
      name: string
      meanPoints: number
      simOptimalPct: number
      projectedOwnership: number
      projectedCaptainOwnership?: number | null
      simOptimalCaptainPct?: number | null
      top1CaptainOwnershipPct?: number | null
      fieldCaptainOwnershipPct?: number | null
    }[]
  }
}

describe('simlabs routes', () => {
  let t: TestApp
  let subscriber: SignedIn
  let admin: SignedIn
  let slateId: number
  let otherSlateId: number
  let contestId: number
  let contestSize: number
  let buildId: string
  let uploadCsv: string
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    admin = await signInAs(t.app, 'admin@slatelab.test')
    const db = t.database.db
    const [slate] = await db
      .select()
      .from(contestGroups)
      .where(
        and(
          eq(contestGroups.isSimLabs, true),
          eq(contestGroups.variant, 'classic'),
          eq(contestGroups.sportId, 1),
          eq(contestGroups.sourceId, 4),
        ),
      )
      .limit(1)
    const [other] = await db
      .select()
      .from(contestGroups)
      .where(eq(contestGroups.isSimLabs, false))
      .limit(1)
    if (slate === undefined || other === undefined) throw new Error('no SimLabs slate seeded')
    slateId = slate.contestGroupId
    otherSlateId = other.contestGroupId
    const [contest] = await db
      .select()
      .from(contests)
      .where(and(eq(contests.contestGroupId, slateId), gte(contests.contestSize, 100)))
      .orderBy(asc(contests.contestSize))
      .limit(1)
    if (contest === undefined) throw new Error('the SimLabs slate has no contest')
    contestId = contest.contestId
    contestSize = contest.contestSize
    const build = await post('/optimizer/builds/', { contestGroupId: slateId, count: 3 })
    buildId = build.json<{ buildId: string }>().buildId
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const status = (await get(`/optimizer/builds/${buildId}/`)).json<{ status: string }>()
      if (status.status === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    uploadCsv = (await get(`/optimizer/builds/${buildId}/upload.csv`)).body
  }, 180_000)
  afterAll(() => t.close())

  const get = (url: string, session = subscriber) =>
    t.app.inject({ url: `/svc${url}`, headers: authHeaders(session) })
  const post = (url: string, payload?: Record<string, unknown>, session = subscriber) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(session), payload })

  const waitFor = async (jobId: string): Promise<Job> => {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const job = (await get(`/simlabs/jobs/${jobId}/`)).json<Job>()
      if (!['queued', 'running'].includes(job.status)) return job
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`simulation ${jobId} did not finish`)
  }

  const simulate = async (body: Record<string, unknown>) => {
    const response = await post('/simlabs/jobs/', { contestGroupId: slateId, ...body })
    expect(response.statusCode, response.body).toBe(202)
    const job = await waitFor(response.json<Job>().jobId)
    expect(job.error).toBeNull()
    return (await get(`/simlabs/jobs/${job.jobId}/result/`)).json<Result>()
  }

  it('refuses a simulation to an account without SimLabs, naming the product', async () => {
    const free = await signInAs(t.app, 'free@slatelab.test')
    const refused = await post(
      '/simlabs/jobs/',
      { contestGroupId: slateId, contestId, buildId, iterations: 100 },
      free,
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(errors.productRequired(products.SimLabs))
    expect((await get('/simlabs/jobs/', free)).json()).toEqual([])
  })

  it('simulates an optimizer build in a contest of the slate off the request thread', async () => {
    const job = await simulate({ contestId, buildId, iterations: 400, seed: 'route-test' })
    expect(job).toMatchObject({ status: 'done', done: 400, iterations: 400, lineupCount: 3 })
    const { result } = job
    expect(result.entryCount).toBe(contestSize)
    expect(result.lineups).toHaveLength(3)
    for (const lineup of result.lineups) {
      expect(lineup.players.map((player) => player.slot)).toEqual([
        'QB',
        'RB',
        'RB',
        'WR',
        'WR',
        'WR',
        'TE',
        'FLEX',
        'DST',
      ])
      expect(lineup.meanPoints).toBeGreaterThan(50)
      expect(lineup.scoreHistogram.reduce((sum, n) => sum + n, 0)).toBe(400)
    }
    expect(result.players.some((player) => player.simOptimalPct > 0)).toBe(true)
    // A classic roster has no captain to report apart.
    expect(
      result.players.every(
        (player) =>
          player.simOptimalCaptainPct === null &&
          player.fieldCaptainOwnershipPct === null &&
          player.projectedCaptainOwnership === null,
      ),
    ).toBe(true)
    expect(result.prizePool).toBeGreaterThan(0)
    const listed = (await get('/simlabs/jobs/')).json<Job[]>()
    expect(listed.map((row) => row.jobId)).toContain(job.jobId)
  })

  it('scales each player’s mean by his team’s implied total when asked for Vegas-adjusted means', async () => {
    const db = t.database.db
    const request = (vegasAdjusted: boolean) =>
      simlabsRequestSchema.parse({
        contestGroupId: slateId,
        contestId,
        lineupsCsv: uploadCsv,
        vegasAdjusted,
        // The factor alone: projection error would then move each mean by its own line.
        projectionsExact: true,
      })
    const plain = await resolveSimulation(db, 1, request(false), 'vegas')
    const adjusted = await resolveSimulation(db, 1, request(true), 'vegas')
    const pool = await loadSlatePool(db, slateId)
    const factors = vegasFactors(pool.players)
    expect(new Set([...factors.values()].map((factor) => factor.toFixed(3))).size).toBeGreaterThan(
      1,
    )
    pool.players.forEach((player, index) => {
      const before = plain.spec.players[index]
      const after = adjusted.spec.players[index]
      const factor = factors.get(player.team) ?? 1
      expect(after?.projection).toBeCloseTo((before?.projection ?? 0) * factor, 6)
      expect(after?.ceiling).toBeCloseTo((before?.ceiling ?? 0) * factor, 6)
    })
  })

  it('correlates a hockey slate’s skaters by line and power-play unit', async () => {
    const db = t.database.db
    const [hockey] = await db
      .select()
      .from(contestGroups)
      .where(
        and(
          eq(contestGroups.isSimLabs, true),
          eq(contestGroups.variant, 'classic'),
          eq(contestGroups.sportId, sportIds.NHL),
        ),
      )
      .limit(1)
    if (hockey === undefined) throw new Error('no NHL SimLabs slate seeded')
    const pool = await loadSlatePool(db, hockey.contestGroupId)
    const slots = pool.format.slots.map((slot) => slot.code)
    // Any players fill the uploaded lineup: only the correlations are read here.
    const csv = `${slots.join(',')}\n${pool.players
      .slice(0, slots.length)
      .map((player) => player.id)
      .join(',')}`
    const { spec } = await resolveSimulation(
      db,
      1,
      simlabsRequestSchema.parse({
        contestGroupId: hockey.contestGroupId,
        template: { size: 100, entryFee: 1, payouts: [{ placeFrom: 1, placeTo: 20, payout: 4 }] },
        lineupsCsv: csv,
      }),
      'lines',
    )
    const correlationOf = (a: number, b: number) =>
      spec.correlations.find(
        (pair) => (pair.a === a && pair.b === b) || (pair.a === b && pair.b === a),
      )?.correlation
    const skaters = pool.players.flatMap((player, index) =>
      player.line === null ? [] : [{ ...player, index }],
    )
    const [first] = skaters
    const linemate = skaters.find(
      (other) => other !== first && other.team === first?.team && other.line === first?.line,
    )
    const otherLine = skaters.find(
      (other) =>
        other.team === first?.team &&
        other.line !== first?.line &&
        (other.powerPlay === null || other.powerPlay !== first?.powerPlay),
    )
    if (first === undefined || linemate === undefined || otherLine === undefined) {
      throw new Error('the hockey slate has no lines')
    }
    expect(correlationOf(first.index, linemate.index)).toBe(nhlLineCorrelations.linemate)
    expect(correlationOf(first.index, otherLine.index)).toBe(nhlLineCorrelations.otherLine)
  })

  it('correlates golfers of one tee-time wave, and not across waves', async () => {
    const db = t.database.db
    const [golf] = await db
      .select()
      .from(contestGroups)
      .where(and(eq(contestGroups.isSimLabs, true), eq(contestGroups.sportId, sportIds.PGA)))
      .limit(1)
    if (golf === undefined) throw new Error('no golf SimLabs slate seeded')
    const pool = await loadSlatePool(db, golf.contestGroupId)
    const slots = pool.format.slots.map((slot) => slot.code)
    const csv = `${slots.join(',')}\n${pool.players
      .slice(0, slots.length)
      .map((player) => player.id)
      .join(',')}`
    const { spec } = await resolveSimulation(
      db,
      1,
      simlabsRequestSchema.parse({
        contestGroupId: golf.contestGroupId,
        template: { size: 100, entryFee: 1, payouts: [{ placeFrom: 1, placeTo: 20, payout: 4 }] },
        lineupsCsv: csv,
      }),
      'waves',
    )
    const waves = wavesOfTeeTimes(pool.players.map((player) => player.teeTime))
    expect(new Set(waves)).toEqual(new Set([0, 1]))
    expect(spec.correlations.length).toBeGreaterThan(pool.players.length)
    for (const pair of spec.correlations) {
      expect(waves[pair.a]).toBe(waves[pair.b])
      expect(pair.correlation).toBe(typicalWaveCorrelation)
    }
  })

  it('moves each mean to what the source’s past errors say unless projections are exact', async () => {
    const db = t.database.db
    const request = (projectionsExact: boolean) =>
      simlabsRequestSchema.parse({
        contestGroupId: slateId,
        contestId,
        lineupsCsv: uploadCsv,
        projectionsExact,
      })
    const exact = await resolveSimulation(db, 1, request(true), 'error')
    const measured = await resolveSimulation(db, 1, request(false), 'error')
    const pool = await loadSlatePool(db, slateId)
    const top = pool.players.reduce(
      (best, player, index) =>
        player.projection > (pool.players[best]?.projection ?? 0) ? index : best,
      0,
    )
    expect(exact.spec.players[top]?.projectionErrorSd).toBeUndefined()
    // The best projection overstates: its mean comes down, with an uncertainty of its own.
    expect(measured.spec.players[top]?.projection).toBeLessThan(
      exact.spec.players[top]?.projection ?? 0,
    )
    expect(measured.spec.players[top]?.projectionErrorSd).toBeGreaterThan(0)
    // Measured error is the default; exact is asked for.
    const job = await simulate({ contestId, buildId, iterations: 200 })
    expect(job.projectionsExact).toBe(false)
    const asked = await simulate({ contestId, buildId, iterations: 200, projectionsExact: true })
    expect(asked.projectionsExact).toBe(true)
  })

  it('measures the projection error on each player’s game once, however many slates list it, with its band', async () => {
    const db = t.database.db
    const now = t.clock.now
    const window = { sportId: sportIds.NBA, siteId: 4, before: now }
    const from = new Date(now.getTime() - 60 * 86_400_000)
    const outcomes = await listProjectionOutcomes(db, { ...window, from })
    const listed = await db
      .select({ playerId: slatePlayers.playerId, startsAt: contestGroups.startsAt })
      .from(slatePlayers)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
      .where(
        and(
          eq(contestGroups.sportId, sportIds.NBA),
          eq(contestGroups.sourceId, 4),
          eq(contestGroups.variant, 'classic'),
          gte(contestGroups.startsAt, from),
          lt(contestGroups.startsAt, now),
          gt(slatePlayers.projectedPoints, 0),
          isNotNull(slatePlayers.actualPoints),
        ),
      )
    // A night's main, turbo and late slates list the same games.
    const games = new Set(
      listed.map(
        (row) =>
          `${row.playerId}:${new Date(row.startsAt.getTime() - 10 * 3_600_000).toISOString().slice(0, 10)}`,
      ),
    )
    expect(listed.length).toBeGreaterThan(games.size)
    expect(outcomes).toHaveLength(games.size)
    expect(outcomes.every((row) => row.salary !== undefined && row.salary > 0)).toBe(true)
    // With each projection's band, whose spread the fit measures against the games.
    expect(outcomes.every((row) => row.band !== null && row.band.floor < row.band.ceiling)).toBe(
      true,
    )
  })

  it('gives the same result for the same seed, from a build or its upload CSV', async () => {
    const fromBuild = await simulate({ contestId, buildId, iterations: 200, seed: 'same' })
    const fromCsv = await simulate({
      contestId,
      lineupsCsv: uploadCsv,
      iterations: 200,
      seed: 'same',
    })
    expect(fromCsv.result).toEqual(fromBuild.result)
  })

  it('plays a contest with stored entries against its real field', async () => {
    const [stored] = await t.database.db
      .select({
        contestId: contests.contestId,
        size: contests.contestSize,
        slateId: contestGroups.contestGroupId,
      })
      .from(contests)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, contests.contestGroupId))
      .where(
        and(
          eq(contestGroups.isSimLabs, true),
          eq(contestGroups.sourceId, 4),
          isNotNull(contests.uploadedAt),
        ),
      )
      .orderBy(desc(contests.contestSize))
      .limit(1)
    if (stored === undefined) throw new Error('the demo world has no finished SimLabs contest')
    const build = (
      await post('/optimizer/builds/', { contestGroupId: stored.slateId, count: 2 })
    ).json<{ buildId: string }>()
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const status = (await get(`/optimizer/builds/${build.buildId}/`)).json<{ status: string }>()
      if (status.status === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const request = {
      contestGroupId: stored.slateId,
      contestId: stored.contestId,
      buildId: build.buildId,
      iterations: 200,
    }
    const response = await post('/simlabs/jobs/', request)
    expect(response.statusCode, response.body).toBe(202)
    const job = await waitFor(response.json<Job>().jobId)
    expect(job).toMatchObject({ status: 'done', fieldSource: 'entries' })
    expect(job.fieldModel?.name).toBe(storedEntriesFieldModelName)
    const { result } = (await get(`/simlabs/jobs/${job.jobId}/result/`)).json<Result>()
    expect(result.entryCount).toBe(stored.size)

    // The field's ownership is read for what it knew: players it held above their projected
    // share are simulated higher, those it faded lower.
    const [owner] = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.email, 'subscriber@slatelab.test'))
    const { spec } = await resolveSimulation(
      t.database.db,
      owner?.userId ?? 0,
      simlabsRequestSchema.parse(request),
      'stored',
    )
    if (spec.field.kind !== 'entries') throw new Error('a stored contest plays its entries')
    const entries = spec.field.lineups.length / spec.rosterSlots.length
    const held = new Array<number>(spec.players.length).fill(0)
    for (const index of spec.field.lineups) held[index] = (held[index] ?? 0) + 1
    const simulated = materializeSpec(spec).players
    const rostered = spec.players.flatMap((player, index) =>
      player.projectedOwnership >= 2 ? [index] : [],
    )
    const fieldMoves = rostered.map((index) =>
      Math.log(
        ((100 * (held[index] ?? 0)) / entries + 0.5) /
          ((spec.players[index]?.projectedOwnership ?? 0) + 0.5),
      ),
    )
    const pointMoves = rostered.map((index) =>
      Math.log((simulated[index]?.projection ?? 1) / (spec.players[index]?.projection ?? 1)),
    )
    expect(pearson(fieldMoves, pointMoves)).toBeGreaterThan(0.5)
  })

  it('simulates a contest template with its own payouts', async () => {
    const job = await simulate({
      template: { size: 120, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 20, payout: 25 }] },
      buildId,
      iterations: 200,
    })
    expect(job.fieldSource).toBe('generated')
    expect(job.result.entryCount).toBe(120)
    expect(job.result.prizePool).toBe(500)
    const cash = job.result.lineups.map((lineup) => lineup.cashPct)
    expect(Math.max(...cash)).toBeGreaterThan(0)
  })

  it('simulates a single-game slate: the captain scores 1.5 × his points', async () => {
    const [showdown] = await t.database.db
      .select()
      .from(contestGroups)
      .where(
        and(
          eq(contestGroups.isSimLabs, true),
          eq(contestGroups.variant, 'showdown'),
          eq(contestGroups.sourceId, 4),
        ),
      )
      .limit(1)
    if (showdown === undefined) throw new Error('no single-game SimLabs slate seeded')
    const build = await post('/optimizer/builds/', {
      contestGroupId: showdown.contestGroupId,
      count: 2,
    })
    const showdownBuild = build.json<{ buildId: string }>().buildId
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const status = (await get(`/optimizer/builds/${showdownBuild}/`)).json<{ status: string }>()
      if (status.status === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const response = await post('/simlabs/jobs/', {
      contestGroupId: showdown.contestGroupId,
      template: { size: 200, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 40, payout: 22 }] },
      buildId: showdownBuild,
      iterations: 2000,
    })
    expect(response.statusCode, response.body).toBe(202)
    const job = await waitFor(response.json<Job>().jobId)
    expect(job.error).toBeNull()
    const { result } = (await get(`/simlabs/jobs/${job.jobId}/result/`)).json<Result>()
    expect(result.entryCount).toBe(200)
    const meanOf = new Map(result.players.map((player) => [player.name, player.meanPoints]))
    for (const lineup of result.lineups) {
      expect(lineup.players.map((player) => player.slot)).toEqual([
        'CPT',
        'FLEX',
        'FLEX',
        'FLEX',
        'FLEX',
        'FLEX',
      ])
      const expected = lineup.players.reduce(
        (sum, player) =>
          sum + (meanOf.get(player.name) ?? Number.NaN) * (player.slot === 'CPT' ? 1.5 : 1),
        0,
      )
      // Points are rounded to hundredths per iteration, a captain's after the 1.5.
      expect(lineup.meanPoints).toBeCloseTo(expected, 1)
    }

    // The captain apart: every entry has one captain, so the field's and the top 1 %'s
    // captain shares add up to 100 %; a best lineup has one too (more on a tie). The shares
    // are sums of fractions, so 100 % may come out a rounding step below.
    const sum = (
      read: (player: Result['result']['players'][number]) => number | null | undefined,
    ) => result.players.reduce((total, player) => total + (read(player) ?? Number.NaN), 0)
    expect(sum((player) => player.fieldCaptainOwnershipPct)).toBeCloseTo(100, 6)
    expect(sum((player) => player.top1CaptainOwnershipPct)).toBeCloseTo(100, 6)
    expect(sum((player) => player.simOptimalCaptainPct)).toBeGreaterThanOrEqual(100 - 1e-9)
    for (const player of result.players) {
      expect(player.simOptimalCaptainPct ?? Number.NaN).toBeLessThanOrEqual(player.simOptimalPct)
    }
    // The projection's captain part is the captain row's, and its ownership is in any slot
    // (flex row's plus captain row's), as the top 1 % ownership leverage is taken from.
    const pool = await loadSlatePool(t.database.db, showdown.contestGroupId)
    const poolPlayer = new Map(pool.players.map((player) => [player.id, player]))
    for (const player of result.players) {
      const listed = poolPlayer.get(player.id)
      expect(listed?.captainOwnership).not.toBeNull()
      expect(player.projectedCaptainOwnership).toBeCloseTo(listed?.captainOwnership ?? -1, 6)
      expect(player.projectedOwnership).toBeCloseTo(
        Math.min(100, (listed?.ownership ?? -1) + (listed?.captainOwnership ?? 0)),
        6,
      )
    }

    // A result stored before the captain was reported apart still reads.
    const [row] = await t.database.db
      .select()
      .from(simlabsJobs)
      .where(eq(simlabsJobs.jobId, job.jobId))
    const stored = row?.result as Result['result']
    const older = {
      ...stored,
      players: stored.players.map(
        ({
          projectedCaptainOwnership: _projected,
          simOptimalCaptainPct: _optimal,
          top1CaptainOwnershipPct: _top1,
          fieldCaptainOwnershipPct: _field,
          ...player
        }) => player,
      ),
    }
    await t.database.db
      .update(simlabsJobs)
      .set({ result: older })
      .where(eq(simlabsJobs.jobId, job.jobId))
    const reread = await get(`/simlabs/jobs/${job.jobId}/result/`)
    expect(reread.statusCode, reread.body).toBe(200)
    const [first] = reread.json<Result>().result.players
    expect(first).toMatchObject({ simOptimalPct: expect.any(Number) })
    expect(first).not.toHaveProperty('simOptimalCaptainPct')
  })

  it('streams progress as server-sent events until the job is done', async () => {
    const started = await post('/simlabs/jobs/', {
      contestGroupId: slateId,
      contestId,
      buildId,
      iterations: 300,
    })
    const stream = await get(`/simlabs/jobs/${started.json<Job>().jobId}/events`)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = [...stream.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])
    expect(events[0]).toBe('progress')
    expect(events.at(-1)).toBe('done')
    expect(stream.body).toContain('"done":300')
  })

  it('cancels a running simulation at once, keeps it cancelled and ends its stream', async () => {
    const started = (
      await post('/simlabs/jobs/', {
        contestGroupId: slateId,
        contestId,
        buildId,
        iterations: 100_000,
      })
    ).json<Job>()
    expect(
      (await post(`/simlabs/jobs/${started.jobId}/cancel/`, undefined, admin)).statusCode,
    ).toBe(404)
    const cancelled = await post(`/simlabs/jobs/${started.jobId}/cancel/`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<Job>()).toMatchObject({ status: 'cancelled' })
    const stream = await get(`/simlabs/jobs/${started.jobId}/events`)
    expect([...stream.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])).toEqual([
      'progress',
      'cancelled',
    ])
    // Shards already running finish unread: the row stays cancelled and has no result.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const later = (await get(`/simlabs/jobs/${started.jobId}/`)).json<Job>()
    expect(later.status).toBe('cancelled')
    expect(later.done).toBeLessThan(100_000)
    expect((await get(`/simlabs/jobs/${started.jobId}/result/`)).statusCode).toBe(409)
  })

  it('holds a user to ten progress streams over SimLabs and the optimizer together', async () => {
    const job = (
      await post('/simlabs/jobs/', {
        contestGroupId: slateId,
        contestId,
        buildId,
        iterations: 100_000,
      })
    ).json<Job>()
    const build = // The most lineups a build takes: it runs for the whole test.
      (
        await post('/optimizer/builds/', {
          contestGroupId: slateId,
          count: 500,
          settings: { general: { diversification: 30 } },
        })
      ).json<{ buildId: string }>()
    const streams = [
      ...Array.from({ length: 5 }, () => get(`/simlabs/jobs/${job.jobId}/events`)),
      ...Array.from({ length: 5 }, () => get(`/optimizer/builds/${build.buildId}/events`)),
    ]
    // Room for the ten streams to open on a loaded machine.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const refused = await get(`/optimizer/builds/${build.buildId}/events`)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(errors.tooManyStreams(userLimits.openStreams))
    await post(`/simlabs/jobs/${job.jobId}/cancel/`)
    await post(`/optimizer/builds/${build.buildId}/cancel/`)
    const ended = await Promise.all(streams)
    expect(ended.map((stream) => stream.statusCode)).toEqual(Array(10).fill(200))
  })

  it('holds a user to three simulations queued or running; a cancel makes room', async () => {
    const start = () =>
      post('/simlabs/jobs/', { contestGroupId: slateId, contestId, buildId, iterations: 100_000 })
    const running = await Promise.all([start(), start(), start()])
    expect(running.map((response) => response.statusCode)).toEqual([202, 202, 202])
    const refused = await start()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(errors.tooManyActiveJobs(3, 'simulations'))
    const [first, ...rest] = running.map((response) => response.json<Job>().jobId)
    await post(`/simlabs/jobs/${first ?? ''}/cancel/`)
    const admitted = await start()
    expect(admitted.statusCode).toBe(202)
    for (const jobId of [...rest, admitted.json<Job>().jobId]) {
      await post(`/simlabs/jobs/${jobId}/cancel/`)
    }
  })

  it('rejects a slate that is not a SimLabs slate, naming the field', async () => {
    const response = await post('/simlabs/jobs/', {
      contestGroupId: otherSlateId,
      contestId,
      buildId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('contestGroupId')
  })

  it('asks for exactly one contest and one source of lineups', async () => {
    const both = await post('/simlabs/jobs/', {
      contestGroupId: slateId,
      contestId,
      template: { size: 10, entryFee: 1, payouts: [] },
      buildId,
    })
    expect(both.statusCode).toBe(400)
    expect(both.body).toContain('contestId')
    const none = await post('/simlabs/jobs/', { contestGroupId: slateId, contestId })
    expect(none.statusCode).toBe(400)
    expect(none.body).toContain('buildId')
  })

  it('refuses a template paying places past its size, naming the tier', async () => {
    const response = await post('/simlabs/jobs/', {
      contestGroupId: slateId,
      template: { size: 100, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 150, payout: 9 }] },
      buildId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('template.payouts.0.placeTo')
    expect(response.body).toContain('Place 150 is past the contest’s 100 entries')
  })

  it('rejects too many iterations and a CSV with unknown players', async () => {
    const many = await post('/simlabs/jobs/', {
      contestGroupId: slateId,
      contestId,
      buildId,
      iterations: 100_001,
    })
    expect(many.statusCode).toBe(400)
    expect(many.body).toContain('iterations')
    const header = uploadCsv.split('\n')[0] ?? ''
    const bad = await post('/simlabs/jobs/', {
      contestGroupId: slateId,
      contestId,
      lineupsCsv: `${header}\n1,2,3,4,5,6,7,8,9\n`,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('player 1 is not on slate')
  })

  it('keeps a user’s simulations to himself and needs a session', async () => {
    const job = (
      await post('/simlabs/jobs/', { contestGroupId: slateId, contestId, buildId, iterations: 100 })
    ).json<Job>()
    expect((await get(`/simlabs/jobs/${job.jobId}/`, admin)).statusCode).toBe(404)
    const anonymous = await t.app.inject({ url: '/svc/simlabs/jobs/' })
    expect(anonymous.statusCode).toBe(401)
    await waitFor(job.jobId)
  })

  it('lists the endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, unknown>
    }>()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/svc/simlabs/jobs/',
        '/svc/simlabs/jobs/{jobId}/',
        '/svc/simlabs/jobs/{jobId}/events',
        '/svc/simlabs/jobs/{jobId}/result/',
        '/svc/simlabs/jobs/{jobId}/cancel/',
      ]),
    )
  })
})
