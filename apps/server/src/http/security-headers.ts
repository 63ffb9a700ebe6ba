import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * The content security policy of the web app and the API. Scripts only from this origin (the
 * build has no inline script); styles also inline, since Mantine writes its theme variables
 * into a style element at run time; images also as data: and blob: URLs (chart exports,
 * generated avatars); no framing by other sites.
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
  },
}

/**
 * Security headers on every answer, pages and API alike (helmet): the policy above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY`. The OpenAPI UI at /docs sends its own policy (its inline
 * initialiser's hashes), which replaces this one on its pages.
 */
export const installSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Answers are same-origin; the default `same-origin` would also refuse the logos to any
    // page that embeds them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS belongs to the TLS proxy in front of a self-hosted server, not to plain HTTP.
    strictTransportSecurity: false,
  })
}
