import { gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryCacheStore } from '../cache/memory-cache-store'
import type { Db } from '../db/database'
import { acceptsGzip, holdsEtag } from './cached-answer'
import { installRouteHooks } from './route-hooks'

const rows = Array.from({ length: 400 }, (_, i) => ({ playerId: i, name: `Player ${i}` }))

describe('cached answers: ETag, 304 and gzip', () => {
  const app = Fastify()
  let calls = 0
  beforeAll(async () => {
    // Public routes never touch the store.
    installRouteHooks(app, { db: {} as Db, cache: createMemoryCacheStore(), now: () => new Date() })
    app.get('/rows', { config: { cacheSeconds: 300 } }, async () => {
      calls += 1
      return { rows }
    })
    app.get('/small', { config: { cacheSeconds: 300 } }, async () => ({ ok: true }))
    await app.ready()
  })
  afterAll(() => app.close())

  it('tags an answer, and answers 304 with no body to a client that holds the tag', async () => {
    const first = await app.inject({ url: '/rows' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const hit = await app.inject({ url: '/rows' })
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(hit.headers.etag).toBe(etag)
    expect(hit.json()).toEqual(first.json())

    const fresh = await app.inject({ url: '/rows', headers: { 'if-none-match': `W/${etag}` } })
    expect(fresh.statusCode).toBe(304)
    expect(fresh.body).toBe('')
    expect(fresh.headers['cache-control']).toBe('public, no-cache')
    const stale = await app.inject({ url: '/rows', headers: { 'if-none-match': '"other"' } })
    expect(stale.statusCode).toBe(200)
    expect(calls).toBe(1)
  })

  it('gzips a large answer for a client that accepts it, from the cache as on the first call', async () => {
    const plain = await app.inject({ url: '/rows' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const attempt of ['miss', 'hit']) {
      const zipped = await app.inject({
        url: attempt === 'miss' ? '/rows?fresh=1' : '/rows',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(zipped.headers['content-encoding'], attempt).toBe('gzip')
      expect(zipped.headers.vary).toBe('accept-encoding')
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
    }
  })

  it('sends small answers and gzip-refusing clients the plain body', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ ok: true })
    const refusing = await app.inject({ url: '/rows', headers: { 'accept-encoding': 'gzip;q=0' } })
    expect(refusing.headers['content-encoding']).toBeUndefined()
    expect(refusing.json()).toEqual({ rows })
  })

  it('reads Accept-Encoding and If-None-Match as browsers and proxies write them', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(holdsEtag('"a", "b"', '"b"')).toBe(true)
    expect(holdsEtag('*', '"b"')).toBe(true)
    expect(holdsEtag('"a"', '"b"')).toBe(false)
    expect(holdsEtag(undefined, '"b"')).toBe(false)
  })
})
