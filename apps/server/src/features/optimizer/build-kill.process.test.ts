import { and, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { contestGroups, slatePlayers } from '../../db/schema'
import { createScratchStore, type ScratchStore } from '../../testing/scratch-store'
import { defaultTestNow, migrateAndSeed } from '../../testing/seeded-templates'
import { startServerProcess, type ServerProcess } from '../../testing/server-process'

const stores: ScratchStore[] = []
const servers: ServerProcess[] = []
afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL')
  for (const store of stores) await store.drop()
})

type Build = { buildId: string; status: string; done: number; count: number; error: string | null }

/** A store holding the small demo world; answers it and its biggest DK NFL classic slate. */
const seededStore = async () => {
  const store = await createScratchStore()
  stores.push(store)
  const database = await store.open()
  try {
    await migrateAndSeed(database, { now: defaultTestNow, scale: 'small' })
    const [slate] = await database.db
      .select({ id: contestGroups.contestGroupId })
      .from(contestGroups)
      .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroups.contestGroupId))
      .where(and(eq(contestGroups.sportId, 1), eq(contestGroups.variant, 'classic')))
      .groupBy(contestGroups.contestGroupId)
      .orderBy(sql`count(*) desc`)
      .limit(1)
    if (slate === undefined) throw new Error('the demo world has no NFL classic slate')
    return { store, slateId: slate.id }
  } finally {
    await database.close()
  }
}

describe('a server stopped during an optimizer build', () => {
  it('starts again after SIGKILL, reports the build interrupted and builds again; stops within 3 s of SIGTERM', async () => {
    const { store, slateId } = await seededStore()
    const start = async () => {
      const server = startServerProcess(store.env)
      servers.push(server)
      return { server, url: await server.listening }
    }

    const first = await start()
    const signIn = await fetch(`${first.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'subscriber@slatelab.test', password: 'slatelab-demo' }),
    })
    const { bearerToken, sessionId } = (await signIn.json()) as Record<string, string>
    const headers = {
      authorization: `Bearer ${bearerToken}`,
      'x-session-id': sessionId ?? '',
      'content-type': 'application/json',
    }
    const startBuild = async (url: string, count: number) => {
      const response = await fetch(`${url}/svc/optimizer/builds/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          contestGroupId: slateId,
          count,
          settings: { general: { diversification: 30 } },
        }),
      })
      expect(response.status).toBe(202)
      return ((await response.json()) as Build).buildId
    }
    const readBuild = async (url: string, buildId: string) =>
      (await (await fetch(`${url}/svc/optimizer/builds/${buildId}/`, { headers })).json()) as Build

    const buildId = await startBuild(first.url, 150)
    let running = await readBuild(first.url, buildId)
    while (running.status === 'queued' || (running.status === 'running' && running.done === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      running = await readBuild(first.url, buildId)
    }
    expect(running).toMatchObject({ status: 'running' })
    expect(running.done).toBeLessThan(running.count)
    first.server.child.kill('SIGKILL')
    expect(await first.server.exited).toBeNull()

    const second = await start()
    expect(await readBuild(second.url, buildId)).toMatchObject({
      status: 'interrupted',
      error: 'Interrupted by a server restart',
    })
    const again = await startBuild(second.url, 3)
    let rebuilt = await readBuild(second.url, again)
    while (rebuilt.status === 'queued' || rebuilt.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50))
      rebuilt = await readBuild(second.url, again)
    }
    expect(rebuilt).toMatchObject({ status: 'done', done: 3 })

    // A SIGTERM with a build running and its progress stream open ends both within 3 s.
    const last = await startBuild(second.url, 150)
    const stream = await fetch(`${second.url}/svc/optimizer/builds/${last}/events`, { headers })
    const reader = stream.body?.getReader()
    expect((await reader?.read())?.done).toBe(false)
    const stopping = performance.now()
    second.server.child.kill('SIGTERM')
    expect(await second.server.exited).toBe(0)
    expect(performance.now() - stopping).toBeLessThan(3_000)
    while (!(await reader?.read())?.done);
  }, 240_000)
})
