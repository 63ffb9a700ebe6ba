import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app'
import { createSignInLimiter, defaultSignInLimits } from '../auth/sign-in-limiter'
import { createMemoryCacheStore } from '../cache/memory-cache-store'
import { openDatabase, type Database } from '../db/database'

describe('serving the web app', () => {
  let app: App
  let database: Database
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'slatelab-web-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Slatelab</title>')
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
    database = await openDatabase({ kind: 'pglite' })
    await database.migrate()
    app = await buildApp(
      {
        database,
        cache: createMemoryCacheStore(),
        now: () => new Date(),
        signInLimiter: createSignInLimiter(defaultSignInLimits),
        sessionTtlDays: 30,
        webDistDir: dist,
      },
      { logger: false },
    )
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers every page path with index.html', async () => {
    for (const url of ['/', '/contests', '/ownership?slate=12', '/no-such-page/deep']) {
      const response = await app.inject({ url })
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      })
      expect(response.body).toContain('<title>Slatelab</title>')
    }
  })

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await app.inject({ url: '/assets/app-1234.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers unknown API paths of all four hosts with a JSON 404, not the page', async () => {
    for (const url of ['/api/nothing', '/svc/nothing/', '/cdn/x.json', '/cms/x']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
  })

  it('publishes the OpenAPI document with every route', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json<{ paths: object }>()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/auth/me',
        '/svc/subscriptions/check-access/',
        '/svc/products/components/get/',
        '/healthz',
      ]),
    )
    expect((await app.inject({ url: '/docs' })).statusCode).toBeLessThan(400)
  })
})
