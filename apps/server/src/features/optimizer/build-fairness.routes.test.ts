import { freeOptimizerLineups } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import type { OptimizeRequestInput } from '@slatelab/engine/optimizer/optimizer-request'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { optimizerBuilds } from '../../db/schema'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { biggestDkNflClassicSlate } from '../../testing/slate-builders'
import { toEasternDay } from '../../time/eastern-time'
import type { BuildReport } from './build-messages'
import { createBuildWorkerPool } from './build-worker-pool'

type Summary = { buildId: string; status: string; done: number; error: string | null }

/**
 * A free user's pathological build (every player projected at 1 point: the solver proves
 * optimality among thousands of ties, a minute or more per lineup) beside other users' builds.
 */
describe('build scheduling', () => {
  let t: TestApp
  let free: SignedIn
  let subscriber: SignedIn
  let slateId: number
  let scope: string
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    free = await signInAs(t.app, 'free@slatelab.test')
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const slate = await biggestDkNflClassicSlate(t.database.db)
    slateId = slate.id
    scope = `sport_id=1&source_id=4&date=${toEasternDay(slate.startsAt)}`
  }, 120_000)
  afterAll(() => t.close())

  const get = (url: string, session: SignedIn) =>
    t.app.inject({ url: `/svc${url}`, headers: authHeaders(session) })
  const post = (url: string, session: SignedIn, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(session), payload })
  const summary = async (buildId: string, session: SignedIn) =>
    (await get(`/optimizer/builds/${buildId}/`, session)).json<Summary>()
  const start = async (session: SignedIn, count: number) => {
    const response = await post('/optimizer/builds/', session, { contestGroupId: slateId, count })
    expect(response.statusCode).toBe(202)
    return response.json<Summary>()
  }
  const waitUntil = async (buildId: string, session: SignedIn, done: (s: Summary) => boolean) => {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const build = await summary(buildId, session)
      if (done(build)) return build
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`build ${buildId} never reached the awaited state`)
  }
  const useFlatProjections = async () => {
    const pool = (await get(`/optimizer/pool/?contest_group_id=${slateId}`, free)).json<{
      players: { id: string; name: string }[]
    }>()
    const rows = pool.players.map((player) => ({
      ID: player.id,
      Name: player.name,
      Projection: '1',
    }))
    const uploaded = await post(`/projections-upload/?${scope}&filename=flat.csv`, free, { rows })
    expect(uploaded.statusCode).toBe(200)
    const key = uploaded.json<{ set: { key: string } }>().set.key
    expect((await post(`/projections-set-active/?${scope}&key=${key}`, free)).statusCode).toBe(200)
  }

  let slowRequest: OptimizeRequestInput

  it('runs another user’s 1-lineup build at once beside a free user’s slow builds, and cancels a running solve within a second', async () => {
    await useFlatProjections()
    const slow = await start(free, 10)
    const queuedBehind = await start(free, 10)
    // A build says running from the moment a worker takes it, before its first lineup.
    const running = await waitUntil(slow.buildId, free, (build) => build.status !== 'queued')
    expect(running).toMatchObject({ status: 'running', done: 0 })

    const quick = await start(subscriber, 1)
    const quickDone = await waitUntil(quick.buildId, subscriber, (b) => b.status === 'done')
    expect(quickDone.done).toBe(1)
    // The free user holds one worker at most while another user waits: his second build waited.
    expect((await summary(slow.buildId, free)).status).toBe('running')
    expect((await summary(queuedBehind.buildId, free)).status).toBe('queued')

    const [stored] = await t.database.db
      .select({ request: optimizerBuilds.request })
      .from(optimizerBuilds)
      .where(eq(optimizerBuilds.buildId, slow.buildId))
    slowRequest = stored?.request as OptimizeRequestInput

    const cancelAt = Date.now()
    const cancelled = await post(`/optimizer/builds/${slow.buildId}/cancel/`, free)
    expect(cancelled.json<Summary>().status).toBe('cancelled')
    expect(Date.now() - cancelAt).toBeLessThan(1_000)
    // The freed worker (a new thread) takes the free user's next build.
    await waitUntil(queuedBehind.buildId, free, (build) => build.status === 'running')
    const second = await post(`/optimizer/builds/${queuedBehind.buildId}/cancel/`, free)
    expect(second.json<Summary>().status).toBe('cancelled')
  }, 120_000)

  it('counts a free user’s lineups over all his builds on the slate, cancelled ones aside', async () => {
    expect((await post(`/projections-set-active/?${scope}&key=system`, free)).statusCode).toBe(200)
    const first = await start(free, 15)
    await waitUntil(first.buildId, free, (build) => build.status === 'done')
    const refused = await post('/optimizer/builds/', free, { contestGroupId: slateId, count: 10 })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(errors.freeOptimizerLimit(freeOptimizerLineups, 15))
    expect(refused.json().message).toContain('Optimizer Pro')
    const rest = await start(free, freeOptimizerLineups - 15)
    await waitUntil(rest.buildId, free, (build) => build.status === 'done')
    // A subscriber is held to no such count.
    for (const count of [20, 20]) {
      const build = await start(subscriber, count)
      await waitUntil(build.buildId, subscriber, (b) => b.status === 'done')
    }
  }, 120_000)

  it('stops a build at its time limit with a message saying so', async () => {
    const reports: BuildReport[] = []
    const pool = createBuildWorkerPool(2, (report) => reports.push(report))
    try {
      pool.submit({ buildId: 'slow', userId: 1, request: slowRequest, timeLimitMs: 1_000 })
      for (let waited = 0; waited < 20_000 && reports.length < 2; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(reports).toEqual([
        { buildId: 'slow', kind: 'started' },
        { buildId: 'slow', kind: 'failed', error: errors.buildTimeLimit(1) },
      ])
    } finally {
      await pool.close()
    }
  }, 30_000)
})
