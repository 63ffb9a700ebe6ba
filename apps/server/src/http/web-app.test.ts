import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import { serveWebApp } from './web-app'

describe('serving the web app', () => {
  let t: TestApp
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'slatelab-web-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Slatelab</title>')
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
    t = await createTestApp({ seed: false, webDistDir: dist })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers every page path with index.html', async () => {
    for (const url of ['/', '/contests', '/ownership?slate=12', '/no-such-page/deep']) {
      const response = await t.app.inject({ url })
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      })
      expect(response.body).toContain('<title>Slatelab</title>')
    }
  })

  it('sends security headers with pages and API answers, and no-store with accounts', async () => {
    const page = await t.app.inject({ url: '/contests' })
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers['x-frame-options']).toBe('DENY')
    const api = await t.app.inject({ url: '/healthz' })
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    expect(String(api.headers['content-security-policy'])).toContain("default-src 'self'")
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    })
    expect(signIn.statusCode).toBe(401)
    expect(signIn.headers['cache-control']).toBe('no-store')
    const docs = await t.app.inject({ url: '/docs' })
    expect(docs.statusCode).toBe(200)
  })

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing file with a 404, not the page', async () => {
    for (const url of ['/logos/no-such-tool.svg', '/assets/app-0000.js', '/robots.txt?x=1']) {
      const response = await t.app.inject({ url })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 })
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
  })

  it('answers unknown API paths of all four hosts with a JSON 404, not the page', async () => {
    for (const url of ['/api/nothing', '/svc/nothing/', '/cdn/x.json', '/cms/x']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
  })

  it('publishes the OpenAPI document with every route', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json<{ paths: object }>()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/auth/me',
        '/svc/subscriptions/check-access/',
        '/svc/products/components/get/',
        '/healthz',
      ]),
    )
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400)
  })
})

describe('a build under a running server', () => {
  let dist: string
  let server: FastifyInstance
  const start = async () => {
    server = Fastify({ logger: false })
    await serveWebApp(server, dist)
    await server.ready()
  }
  const build = (title: string, asset: string) => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true })
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>${title}</title><script src="/assets/${asset}"></script>`,
    )
    writeFileSync(path.join(dist, 'assets', asset), `console.log(${JSON.stringify(title)})`)
  }
  afterEach(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves a build made after the server started without one', async () => {
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'slatelab-web-')), 'dist')
    await start()
    expect((await server.inject({ url: '/contests' })).statusCode).toBe(404)

    build('First build', 'index-aaaa1111.js')
    const page = await server.inject({ url: '/contests' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>First build</title>')
    const asset = await server.inject({ url: '/assets/index-aaaa1111.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves the new index.html and assets of a rebuild, and no-cache on the page', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'slatelab-web-'))
    build('Old build', 'index-aaaa1111.js')
    await start()
    expect((await server.inject({ url: '/' })).body).toContain('Old build')

    rmSync(path.join(dist, 'assets'), { recursive: true })
    build('New build', 'index-bbbb2222.js')
    for (const url of ['/', '/ownership?slate=12', '/index.html']) {
      const page = await server.inject({ url })
      expect({ url, status: page.statusCode, cache: page.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      })
      expect(page.body).toContain('<title>New build</title>')
    }
    const asset = await server.inject({ url: '/assets/index-bbbb2222.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toContain('New build')
    expect((await server.inject({ url: '/assets/index-aaaa1111.js' })).statusCode).toBe(404)
  })
})
