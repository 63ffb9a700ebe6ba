import type { JobSummary } from '@slatelab/contract/simlabs.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups } from '../../db/schema'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { toEasternDay } from '../../time/eastern-time'
import { generatedFieldModelName } from './recorded-inputs'

/** The caller's list of simulations, deleting one, and what each job records it ran on. */
describe('My simulations', () => {
  let t: TestApp
  let subscriber: SignedIn
  let admin: SignedIn
  let slateId: number
  let scope: string
  let buildId: string
  const template = {
    size: 1000,
    entryFee: 5,
    payouts: [{ placeFrom: 1, placeTo: 200, payout: 9 }],
  }

  const get = (url: string, session = subscriber) =>
    t.app.inject({ url: `/svc${url}`, headers: authHeaders(session) })
  const post = (url: string, payload?: Record<string, unknown>, session = subscriber) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(session), payload })
  const waitUntil = async (jobId: string, done: (job: JobSummary) => boolean) => {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const job = (await get(`/simlabs/jobs/${jobId}/`)).json<JobSummary>()
      if (done(job)) return job
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`simulation ${jobId} never reached the awaited state`)
  }
  const start = async (body: Record<string, unknown>) => {
    const response = await post('/simlabs/jobs/', { contestGroupId: slateId, buildId, ...body })
    expect(response.statusCode, response.body).toBe(202)
    return response.json<JobSummary>()
  }
  const list = async (query = '') => {
    const response = await get(`/simlabs/jobs/${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<JobSummary[]>()
  }

  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    admin = await signInAs(t.app, 'admin@slatelab.test')
    const [slate] = await t.database.db
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
    if (slate === undefined) throw new Error('no SimLabs slate seeded')
    slateId = slate.contestGroupId
    scope = `sport_id=1&source_id=4&date=${toEasternDay(slate.startsAt)}`
    const build = await post('/optimizer/builds/', { contestGroupId: slateId, count: 3 })
    buildId = build.json<{ buildId: string }>().buildId
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const status = (await get(`/optimizer/builds/${buildId}/`)).json<{ status: string }>()
      if (status.status === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }, 180_000)
  afterAll(() => t.close())

  it('records the projection set and field model at submit, and keeps them after the projections change', async () => {
    const pool = (await get(`/optimizer/pool/?contest_group_id=${slateId}`)).json<{
      players: { id: string; name: string; projection: number }[]
    }>()
    const rows = pool.players.map((player) => ({
      ID: player.id,
      Name: player.name,
      Projection: String(player.projection + 1),
    }))
    const uploaded = await post(`/projections-upload/?${scope}&filename=sunday-plus-one.csv`, {
      rows,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { key, projectionSetName } = uploaded.json<{
      set: { key: string; projectionSetName: string }
    }>().set
    const recorded = { key, name: projectionSetName }
    expect((await post(`/projections-set-active/?${scope}&key=${key}`)).statusCode).toBe(200)

    const job = await start({ template, iterations: 100 })
    expect(job.projectionSet).toEqual(recorded)
    await waitUntil(job.jobId, (state) => state.status === 'done')

    // The user goes back to the system projection and deletes his set.
    expect((await post(`/projections-set-active/?${scope}&key=system`)).statusCode).toBe(200)
    const deleted = await post(`/projections-delete/?${scope}&projectionSet=${key}`)
    expect(deleted.statusCode, deleted.body).toBe(200)

    const listed = (await list()).find((row) => row.jobId === job.jobId)
    expect(listed?.projectionSet).toEqual(recorded)
    const result = await get(`/simlabs/jobs/${job.jobId}/result/`)
    expect(result.json<JobSummary>().projectionSet).toEqual(recorded)
    // A generated field: the generator and its entrants' kinds, in percent of the entries.
    expect(listed?.fieldModel?.name).toBe(generatedFieldModelName)
    const mix = Object.values(listed?.fieldModel?.kindMix ?? {})
    expect(mix.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0)
    expect(listed?.fieldModel?.kindMix).toHaveProperty('optimizer')

    const later = await start({ template, iterations: 100 })
    expect(later.projectionSet).toEqual({ key: 'system', name: 'System projections' })
    await waitUntil(later.jobId, (state) => state.status === 'done')
  }, 120_000)

  it('lists every status newest first, a bounded page at a time, with the slate named', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000)
    const running = await start({ template, iterations: 100_000 })
    await post(`/simlabs/jobs/${running.jobId}/cancel/`)
    const all = await list()
    expect(all.length).toBeGreaterThanOrEqual(3)
    expect(all[0]).toMatchObject({ jobId: running.jobId, status: 'cancelled' })
    expect(all[0]?.slateName).toMatch(/^Main/)
    const created = all.map((row) => row.createdAt)
    expect(created).toEqual(created.toSorted().reverse())
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['cancelled', 'done']))

    expect((await list('?limit=1')).map((row) => row.jobId)).toEqual([all[0]?.jobId])
    expect((await list('?limit=1&offset=1')).map((row) => row.jobId)).toEqual([all[1]?.jobId])
    for (const bad of ['?limit=0', '?limit=51', '?offset=-1', '?limit=1e3']) {
      const refused = await get(`/simlabs/jobs/${bad}`)
      expect(refused.statusCode, bad).toBe(400)
    }
    expect((await get('/simlabs/jobs/', admin)).json()).toEqual([])
  })

  it('deletes the caller’s own simulation, cancelling a running one first, and no one else’s', async () => {
    const running = await start({ template, iterations: 100_000 })
    const [done] = (await list()).filter((row) => row.status === 'done')
    if (done === undefined) throw new Error('no finished simulation to delete')

    const notMine = await post(`/simlabs/jobs/${running.jobId}/delete/`, undefined, admin)
    expect(notMine.statusCode).toBe(404)
    expect((await get(`/simlabs/jobs/${running.jobId}/`)).json<JobSummary>().status).toMatch(
      /queued|running/,
    )

    const deletedRunning = await post(`/simlabs/jobs/${running.jobId}/delete/`)
    expect(deletedRunning.statusCode).toBe(200)
    expect(deletedRunning.json<JobSummary>().status).toBe('cancelled')
    const deletedDone = await post(`/simlabs/jobs/${done.jobId}/delete/`)
    expect(deletedDone.json<JobSummary>()).toMatchObject({ jobId: done.jobId, status: 'done' })
    for (const jobId of [running.jobId, done.jobId]) {
      expect((await get(`/simlabs/jobs/${jobId}/`)).statusCode).toBe(404)
      expect((await get(`/simlabs/jobs/${jobId}/result/`)).statusCode).toBe(404)
    }
    const left = (await list()).map((row) => row.jobId)
    expect(left).not.toContain(running.jobId)
    expect(left).not.toContain(done.jobId)
    expect((await post(`/simlabs/jobs/${done.jobId}/delete/`)).statusCode).toBe(404)
    expect((await post('/simlabs/jobs/not-a-job/delete/')).statusCode).toBe(400)
  })
})
