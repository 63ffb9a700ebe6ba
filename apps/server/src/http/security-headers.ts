import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The content security policy of the web app and the API. Scripts only from this origin (the
 * build has no inline script); styles also inline, since Mantine writes its theme variables
 * into a style element at run time; images also as data: and blob: URLs (chart exports,
 * generated avatars); no framing by other sites. No `upgrade-insecure-requests` here: a
 * self-hosted server answers plain HTTP on the LAN, where that directive would send the
 * browser to an HTTPS port nobody serves (see {@link addHttpsOnlyHeaders}).
 */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
}

const policyHeader = 'content-security-policy'

/** A year, as HSTS preload lists expect. */
const hstsMaxAgeSeconds = 31_536_000

/**
 * Over HTTPS (a TLS socket, or `X-Forwarded-Proto: https` from a proxy that `TRUST_PROXY`
 * trusts, both read by `request.protocol`): the policy also upgrades insecure requests, and
 * HSTS keeps the browser on HTTPS. Runs after helmet, which has set its headers on the raw
 * answer by then.
 */
const addHttpsOnlyHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.protocol !== 'https') return
  const policy = reply.raw.getHeader(policyHeader)
  if (typeof policy === 'string')
    reply.raw.setHeader(policyHeader, `${policy};upgrade-insecure-requests`)
  reply.raw.setHeader(
    'strict-transport-security',
    `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
  )
}

/**
 * Security headers on every answer, pages and API alike (helmet): the policy above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY`, and the HTTPS-only headers. The OpenAPI UI at /docs sends its own
 * policy (its inline initialiser's hashes), which replaces this one on its pages.
 */
export const installSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Answers are same-origin; the default `same-origin` would also refuse the logos to any
    // page that embeds them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent by addHttpsOnlyHeaders, only over HTTPS.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', addHttpsOnlyHeaders)
}
