/**
 * Where a server's background jobs queue when Redis is configured: BullMQ at `redisUrl`,
 * under `prefix` (a test app takes a fresh prefix, so parallel test files never share jobs).
 */
import type { ConnectionOptions } from 'bullmq'

export type JobQueues = { readonly redisUrl: string; readonly prefix: string }

/** The key prefix of a deployment's queues. */
export const defaultQueuePrefix = 'slatelab'

/**
 * BullMQ's connection options for a Redis URL. BullMQ brings its own ioredis; options (not a
 * client) keep the two versions apart. Its blocking commands need a connection that never
 * gives up on a request.
 * @example new Queue('builds', { connection: bullConnection('redis://127.0.0.1:6379') })
 */
export const bullConnection = (redisUrl: string): ConnectionOptions => {
  const url = new URL(redisUrl)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db: Number(url.pathname.slice(1) || 0),
    maxRetriesPerRequest: null,
  }
}
