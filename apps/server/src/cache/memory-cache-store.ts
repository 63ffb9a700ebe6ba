import { LRUCache } from 'lru-cache'
import type { CacheStore } from './cache-store'

/** An in-process LRU of at most `maxEntries` responses. */
export const createMemoryCacheStore = (maxEntries = 5000): CacheStore => {
  const entries = new LRUCache<string, string>({ max: maxEntries })
  const keysByTag = new Map<string, Set<string>>()
  return {
    get: async (key) => entries.get(key),
    set: async (key, value, ttlSeconds, tags) => {
      entries.set(key, value, { ttl: ttlSeconds * 1000 })
      for (const tag of tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>()
        keys.add(key)
        keysByTag.set(tag, keys)
      }
    },
    invalidate: async (tags) => {
      for (const tag of tags) {
        for (const key of keysByTag.get(tag) ?? []) entries.delete(key)
        keysByTag.delete(tag)
      }
    },
    close: async () => entries.clear(),
  }
}
