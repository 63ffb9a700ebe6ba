import { errors } from '@slatelab/domain/errors'
import type {
  FastifyInstance,
  onRequestHookHandler,
  preHandlerHookHandler,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify'
import { findSession, readCredentials, requireSession } from '../auth/session-auth'
import type { CacheStore } from '../cache/cache-store'
import type { Db } from '../db/database'
import {
  createAnswerEncoder,
  decodeCachedAnswer,
  encodeCachedAnswer,
  etagOf,
} from './cached-answer'
import { HttpError } from './http-error'
import './route-config'

export type RouteHookDeps = {
  readonly db: Db
  readonly cache: CacheStore
  readonly now: () => Date
}

export type RouteSummary = {
  readonly method: string
  readonly url: string
  /** `config.auth`: who may call it, or null for anyone. */
  readonly auth: 'user' | 'admin' | null
  /** The statuses its schema gives a response schema for. */
  readonly responseStatuses: readonly string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route but HEAD, for the tests that walk them all. */
    routeTable: RouteSummary[]
  }
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/**
 * Adds authentication and the response cache to routes by their `config` (see
 * route-config.ts). Authentication runs first, at onRequest, so a call without tokens is
 * refused before its body or query is even validated; the cache answers after validation,
 * keyed on the validated parameters and query.
 */
export const installRouteHooks = (app: FastifyInstance, deps: RouteHookDeps): void => {
  app.decorateRequest('session', null)
  app.decorateRequest('cacheValidUntil', null)
  app.decorate('routeTable', [])
  const encode = createAnswerEncoder()

  const authenticate =
    (role: 'user' | 'admin' | 'optional'): onRequestHookHandler =>
    async (request) => {
      if (role === 'optional') {
        const credentials = readCredentials(request.headers)
        request.session =
          credentials === undefined
            ? null
            : ((await findSession(deps.db, credentials, deps.now())) ?? null)
        return
      }
      request.session = await requireSession(deps.db, request.headers, deps.now())
      if (role === 'admin' && request.session.user.role !== 'admin') {
        throw new HttpError(403, errors.adminOnly)
      }
    }

  // The validated request, not its URL: parameters a route does not know (`?x=1`, `?x=2`…)
  // are dropped by its schema and cannot each make an entry of their own.
  const cacheKey = (request: FastifyRequest) => {
    const userId = request.session?.user.userId
    const { url, schema } = request.routeOptions
    // A route without a query schema reads no query: none of it belongs in the key.
    const query = schema?.querystring === undefined ? {} : request.query
    // `v2`: the encoding of cached-answer.ts; a new one must not read a shared Redis's old entries.
    const key = `v2 GET ${url} ${JSON.stringify(request.params)} ${JSON.stringify(query)}`
    return userId === undefined ? key : `${key} user:${userId}`
  }

  const serveFromCache: preHandlerHookHandler = async (request, reply) => {
    const hit = await deps.cache.get(cacheKey(request))
    if (hit === undefined) return
    const answer = decodeCachedAnswer(hit)
    if (answer.validUntilMs <= deps.now().getTime()) return
    reply.header('x-cache', 'HIT').header('cache-control', cacheControl(request.session !== null))
    await reply.send(encode(request, reply, answer))
  }

  const storeInCache =
    (ttlSeconds: number, tags: readonly string[]): onSendHookHandler =>
    async (request, reply, payload) => {
      if (reply.getHeader('x-cache') === 'HIT') return payload
      reply.header('cache-control', cacheControl(request.session !== null))
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
      reply.header('x-cache', 'MISS')
      const nowMs = deps.now().getTime()
      const answer = {
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        etag: etagOf(payload),
        validUntilMs: Math.min(
          nowMs + ttlSeconds * 1000,
          request.cacheValidUntil?.getTime() ?? Number.POSITIVE_INFINITY,
        ),
        body: payload,
      }
      const keepSeconds = Math.ceil((answer.validUntilMs - nowMs) / 1000)
      if (keepSeconds > 0) {
        await deps.cache.set(cacheKey(request), encodeCachedAnswer(answer), keepSeconds, tags)
      }
      return encode(request, reply, answer)
    }

  const invalidate =
    (tags: readonly string[]): onSendHookHandler =>
    async (_request, reply, payload) => {
      if (reply.statusCode < 400) await deps.cache.invalidate(tags)
      return payload
    }

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config ?? {}
    const onRequest = asArray(route.onRequest)
    const onSend = asArray(route.onSend)
    const preHandler = asArray(route.preHandler)
    if (config.auth) {
      onRequest.push(authenticate(config.auth))
      if (config.auth !== 'optional') {
        route.schema = { ...route.schema, security: [{ bearer: [], session: [] }] }
      }
    }
    for (const method of asArray(route.method)) {
      if (method === 'HEAD') continue
      app.routeTable.push({
        method,
        url: route.url,
        auth: config.auth === 'optional' ? null : (config.auth ?? null),
        responseStatuses: Object.keys(route.schema?.response ?? {}),
      })
    }
    if (config.cacheSeconds !== undefined && asArray(route.method).includes('GET')) {
      preHandler.push(serveFromCache)
      onSend.push(storeInCache(config.cacheSeconds, config.cacheTags ?? []))
    }
    if (config.invalidates) onSend.push(invalidate(config.invalidates))
    route.onRequest = onRequest
    route.onSend = onSend
    route.preHandler = preHandler
  })
}

// Any cached answer can change before its TTL ends: a user's own write changes a per-user
// answer, and an upload or an admin's edit drops a tag of public ones (a standings upload adds a
// contest to the list). The browser hears of neither, so it must ask again every time; with the
// ETag a fresh copy costs a 304, and the server's cache answers within the TTL.
const cacheControl = (perUser: boolean) => (perUser ? 'private, no-cache' : 'public, no-cache')
