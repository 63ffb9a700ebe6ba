import type { LiveSession } from '../db/repositories/sessions'
import type { StreamSlots } from './user-limits'

/** Per-route options, set in a route's `config`. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route needs a live session ('user') or one of an admin ('admin'); 'optional' reads
     * the session when both tokens come and answers anyone.
     */
    auth?: 'user' | 'admin' | 'optional'
    /** Cache successful GET answers this long (per user on authenticated routes). */
    cacheSeconds?: number
    /** Tags the cached answer is stored under. */
    cacheTags?: readonly string[]
    /** Tags whose cached answers a successful call of this route drops. */
    invalidates?: readonly string[]
  }
  interface FastifyInstance {
    /** Aborted when the app starts closing: long answers (event streams) end on it. */
    closing: AbortSignal
    /** Each user's progress streams open, over every tool. */
    streamSlots: StreamSlots
  }
  interface FastifyRequest {
    /** The caller's session on authenticated routes (and optional ones when sent); `null` elsewhere. */
    session: LiveSession | null
    /**
     * Set by a cached route's handler when its answer is true only until then (a status that
     * changes at a known time): the cached copy ends then, by the app's clock.
     */
    cacheValidUntil: Date | null
  }
}
