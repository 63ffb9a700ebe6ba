import { afterEach, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from './testing/server-process'

// A test that fails or times out must not leave its server running (and seeding).
const started: ServerProcess[] = []
afterEach(() => {
  for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

const startServer = (env: Record<string, string>) => {
  const server = startServerProcess(env)
  started.push(server)
  return server
}

// On the embedded store only: CI's PostgreSQL run would repeat it unchanged.
describe.skipIf(process.env.DATABASE_URL)('the server process', () => {
  it('starts, serves, and on SIGTERM finishes a request in flight before exiting 0', async () => {
    const server = startServer({})
    const url = await server.listening
    expect((await fetch(`${url}/readyz`)).status).toBe(200)

    // A sign-in spends a real scrypt, so it is still in flight when the signal lands.
    const inFlight = fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'free@slatelab.test', password: 'slatelab-demo' }),
    })
    while (!server.output().includes('"url":"/api/auth/signin"')) {
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    server.child.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('shutting down')
  }, 60_000)

  it('answers while the year of demo world seeds in the background, and stops it within 3 s of SIGTERM', async () => {
    const server = startServer({ SEED_SCALE: 'full', DEMO_DATE: '2026-11-22' })
    const url = await server.listening
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const started = performance.now()
    const sources = await fetch(`${url}/api/sourcedata/4/11_22_2026`)
    expect(sources.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(server.output()).not.toContain('demo world seeded')

    const stopping = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(performance.now() - stopping).toBeLessThan(3_000)
  }, 240_000)

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const server = startServer({ PORT: 'lots' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration')
    expect(server.output()).toContain('PORT=lots')
  }, 60_000)
})
