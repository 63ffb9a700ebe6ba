import type { FastifyRequest } from 'fastify'

// Query parameters that carry credentials (the access check's partner variant sends `token`).
const secretParameters = /([?&](?:token|password|bearerToken|sessionId)=)[^&#]*/gi

/**
 * A URL as it may be logged: credentials in its query replaced by `[redacted]`.
 * @example redactUrl('/svc/subscriptions/check-access/?user_id=4&token=abc') // '/svc/subscriptions/check-access/?user_id=4&token=[redacted]'
 */
export const redactUrl = (url: string): string => url.replace(secretParameters, '$1[redacted]')

/** Fastify's request log line without credentials (headers are never logged). */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
})
