import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../testing/test-app'
import { seedComponents } from './products'

/** The web app's static files; Vite copies them as they are into the root of its build. */
const webPublicDir = path.resolve(import.meta.dirname, '../../../web/public')

describe('marketplace logos', () => {
  it('every logo the seeded catalogue lists is an SVG drawing in apps/web/public/logos', () => {
    expect(seedComponents.length).toBeGreaterThan(0)
    for (const { logo } of seedComponents) {
      expect(logo).toMatch(/^\/logos\/[a-z-]+\.svg$/)
      const file = path.join(webPublicDir, logo)
      expect(existsSync(file), `${logo} in apps/web/public`).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox=/)
      // Transparent: the card paints the component's logoBackgroundColor behind it.
      expect(svg).not.toMatch(/<rect[^>]*width="64" height="64"/)
    }
  })

  describe('served from a web build', () => {
    let t: TestApp
    let free: SignedIn
    let dist: string
    beforeAll(async () => {
      dist = mkdtempSync(path.join(tmpdir(), 'slatelab-web-'))
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Slatelab</title>')
      cpSync(path.join(webPublicDir, 'logos'), path.join(dist, 'logos'), { recursive: true })
      t = await createTestApp({ webDistDir: dist })
      free = await signInAs(t.app, 'free@slatelab.test')
    })
    afterAll(async () => {
      await t.close()
      rmSync(dist, { recursive: true, force: true })
    })

    it('answers every logo the marketplace lists with 200 image/svg+xml', async () => {
      const listed = await t.app.inject({
        url: '/svc/products/components/get/',
        headers: authHeaders(free),
      })
      const logos = listed.json<{ logo: string }[]>().map((component) => component.logo)
      expect(logos).toHaveLength(seedComponents.length)
      for (const logo of logos) {
        const response = await t.app.inject({ url: logo })
        expect({
          logo,
          status: response.statusCode,
          type: response.headers['content-type'],
        }).toEqual({ logo, status: 200, type: 'image/svg+xml' })
        expect(response.body).toContain('<svg')
      }
    })

    it('answers an unknown logo with a 404, not the page', async () => {
      const response = await t.app.inject({ url: '/logos/no-such-tool.svg' })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<title>Slatelab</title>')
    })
  })
})
