import Fastify, { type FastifyServerOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { installSecurityHeaders } from './security-headers'

const serverWith = async (options: FastifyServerOptions) => {
  const app = Fastify(options)
  await installSecurityHeaders(app)
  app.get('/page', async () => 'ok')
  return app
}

const headersOf = async (options: FastifyServerOptions, headers: Record<string, string> = {}) => {
  const app = await serverWith(options)
  try {
    const response = await app.inject({ url: '/page', headers })
    return {
      policy: String(response.headers['content-security-policy']),
      hsts: response.headers['strict-transport-security'],
    }
  } finally {
    await app.close()
  }
}

describe('security headers over HTTP and HTTPS', () => {
  it('sends neither upgrade-insecure-requests nor HSTS over plain HTTP', async () => {
    const { policy, hsts } = await headersOf({})
    expect(policy).toContain("default-src 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(hsts).toBeUndefined()
  })

  it('sends both when a trusted proxy says the request came over HTTPS', async () => {
    const { policy, hsts } = await headersOf({ trustProxy: true }, { 'x-forwarded-proto': 'https' })
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain('upgrade-insecure-requests')
    expect(hsts).toMatch(/^max-age=\d+/)
  })

  it('ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
    const { policy, hsts } = await headersOf(
      { trustProxy: false },
      { 'x-forwarded-proto': 'https' },
    )
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(hsts).toBeUndefined()
  })
})
