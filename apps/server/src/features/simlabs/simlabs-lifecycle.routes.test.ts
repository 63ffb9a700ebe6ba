import { simlabsRequestSchema } from '@slatelab/contract/simlabs.contract'
import { errors } from '@slatelab/domain/errors'
import { and, asc, eq, gte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups, contests, simlabsJobs } from '../../db/schema'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { createSimlabsService, type SimlabsService } from './simlabs-service'
import { createSimlabsShards, type SimlabsShards } from './simlabs-shards'

/** What a shutdown does to a running simulation, and what the next start does with it. */
describe('SimLabs jobs across a shutdown', () => {
  let t: TestApp
  let subscriber: SignedIn
  let userId: number
  let request: { contestGroupId: number; contestId: number; buildId: string }
  const opened: { shards: SimlabsShards; jobs: SimlabsService }[] = []

  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const db = t.database.db
    const [slate] = await db
      .select()
      .from(contestGroups)
      .where(and(eq(contestGroups.isSimLabs, true), eq(contestGroups.variant, 'classic')))
      .limit(1)
    if (slate === undefined) throw new Error('no SimLabs slate seeded')
    const [contest] = await db
      .select()
      .from(contests)
      .where(and(eq(contests.contestGroupId, slate.contestGroupId), gte(contests.contestSize, 100)))
      .orderBy(asc(contests.contestSize))
      .limit(1)
    if (contest === undefined) throw new Error('the SimLabs slate has no contest')
    const me = await t.app.inject({ url: '/api/auth/me', headers: authHeaders(subscriber) })
    userId = me.json<{ user: { userId: number } }>().user.userId
    const build = await post('/optimizer/builds/', {
      contestGroupId: slate.contestGroupId,
      count: 3,
    })
    const buildId = build.json<{ buildId: string }>().buildId
    await waitFor(async () => (await get(`/optimizer/builds/${buildId}/`)).json().status === 'done')
    request = { contestGroupId: slate.contestGroupId, contestId: contest.contestId, buildId }
  }, 180_000)
  afterAll(async () => {
    for (const { shards, jobs } of opened) {
      jobs.beginClose()
      await shards.close()
      await jobs.close()
    }
    await t.close()
  })

  const get = (url: string) => t.app.inject({ url: `/svc${url}`, headers: authHeaders(subscriber) })
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(subscriber), payload })
  const waitFor = async (ready: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 2400; attempt += 1) {
      if (await ready()) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('never ready')
  }
  const row = async (jobId: string) => {
    const [found] = await t.database.db
      .select()
      .from(simlabsJobs)
      .where(eq(simlabsJobs.jobId, jobId))
    if (found === undefined) throw new Error(`no job ${jobId}`)
    return found
  }
  /** A new server's SimLabs service on the same store (what a restart starts). */
  const restart = async (timeLimitMs?: number) => {
    const shards = createSimlabsShards(undefined, 2)
    const jobs = await createSimlabsService(t.database.db, () => t.clock.now, shards, timeLimitMs)
    opened.push({ shards, jobs })
    return jobs
  }

  let interruptedId: string

  it('stops a running simulation within 3 s of a shutdown and marks it interrupted, not failed', async () => {
    const started = await post('/simlabs/jobs/', { ...request, iterations: 20_000, seed: 'again' })
    expect(started.statusCode).toBe(202)
    interruptedId = started.json<{ jobId: string }>().jobId
    await waitFor(async () => (await row(interruptedId)).done > 0)
    const closing = Date.now()
    await t.app.close()
    expect(Date.now() - closing).toBeLessThan(3_000)
    const stopped = await row(interruptedId)
    expect(stopped).toMatchObject({
      status: 'interrupted',
      error: 'Interrupted by a server shutdown',
    })
    expect(stopped.done).toBeLessThan(20_000)
  }, 60_000)

  it('runs an interrupted job again on the next start, to the result an uninterrupted run gives', async () => {
    const jobs = await restart()
    await waitFor(async () => (await row(interruptedId)).status === 'done')
    const rerun = await row(interruptedId)
    expect(rerun).toMatchObject({ done: 20_000, error: null })
    expect((rerun.request as { lineupsCsv?: string }).lineupsCsv).toBeUndefined()

    const fresh = await jobs.create(
      userId,
      simlabsRequestSchema.parse({ ...request, iterations: 20_000, seed: 'again' }),
    )
    await waitFor(async () => (await row(fresh.jobId)).status === 'done')
    expect((await row(fresh.jobId)).result).toEqual(rerun.result)
  }, 120_000)

  it('ends a simulation that runs past its time limit with a message saying so', async () => {
    const jobs = await restart(500)
    const job = await jobs.create(
      userId,
      simlabsRequestSchema.parse({ ...request, iterations: 100_000 }),
    )
    await waitFor(async () => (await row(job.jobId)).status !== 'queued')
    await waitFor(async () => (await row(job.jobId)).status === 'failed')
    expect((await row(job.jobId)).error).toBe(errors.simulationTimeLimit(1))
  }, 60_000)
})
