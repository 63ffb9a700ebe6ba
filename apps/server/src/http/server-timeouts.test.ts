import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'

// Nothing here depends on the store: CI's PostgreSQL run would repeat it unchanged.
describe.skipIf(process.env.DATABASE_URL)('server timeouts', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    port = typeof address === 'object' && address !== null ? address.port : 0
  })
  afterAll(() => t.close())

  it('answers 408 and closes a connection whose headers trickle in past ten seconds', async () => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const closedAt = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())))
    const startedAt = Date.now()
    socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    // A header byte a second keeps the socket busy, never finishing the request.
    const trickle = setInterval(() => socket.write('X'), 1_000)
    const closed = await closedAt
    clearInterval(trickle)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closed - startedAt).toBeGreaterThanOrEqual(9_000)
    expect(closed - startedAt).toBeLessThan(13_000)
  }, 20_000)
})
