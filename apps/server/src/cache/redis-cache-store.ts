import { Redis } from 'ioredis'
import type { CacheStore } from './cache-store'

/**
 * Responses in Redis under `prefix` (one prefix per deployment, or per test run so runs
 * sharing a server never read each other's entries). A tag is a set of the keys stored under it.
 */
export const createRedisCacheStore = (url: string, prefix = 'slatelab:'): CacheStore => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  const entryKey = (key: string) => `${prefix}cache:${key}`
  const tagKey = (tag: string) => `${prefix}tag:${tag}`
  return {
    get: async (key) => (await redis.get(entryKey(key))) ?? undefined,
    set: async (key, value, ttlSeconds, tags) => {
      const write = redis.multi().set(entryKey(key), value, 'EX', ttlSeconds)
      for (const tag of tags) {
        write.sadd(tagKey(tag), entryKey(key)).expire(tagKey(tag), ttlSeconds, 'GT')
        // EXPIRE … GT leaves a fresh set without a TTL; give it one.
        write.expire(tagKey(tag), ttlSeconds, 'NX')
      }
      await write.exec()
    },
    invalidate: async (tags) => {
      for (const tag of tags) {
        const keys = await redis.smembers(tagKey(tag))
        await redis.del(tagKey(tag), ...keys)
      }
    },
    close: async () => {
      await redis.quit()
    },
  }
}
