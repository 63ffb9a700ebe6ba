import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'

describe('health routes', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close().catch(() => {})
  })

  it('answers /healthz and /readyz while the database is up', async () => {
    t = await createTestApp({ seed: false })
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
  })

  it('answers /readyz with 503 when the database is gone, /healthz still 200', async () => {
    t = await createTestApp({ seed: false })
    await t.database.close()
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503)
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})
