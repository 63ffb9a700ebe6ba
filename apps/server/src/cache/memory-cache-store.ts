import { LRUCache } from 'lru-cache'
import type { CacheStore } from './cache-store'

/** The in-process cache's default bound: 64 MiB of cached answers. */
export const defaultCacheBytes = 64 * 1024 * 1024

// What a string costs in memory: two bytes a character (V8 may store less; never more here).
const stringBytes = (text: string) => text.length * 2

/**
 * An in-process LRU of cached answers bounded in bytes (keys included), not in entries: a few
 * large contest answers and many small ones share one budget. Entries leave on expiry too,
 * and a tag forgets every key that left, so the tag index never outgrows the cache.
 * @example createMemoryCacheStore(8 * 1024 * 1024)
 */
export type MemoryCacheStore = CacheStore & {
  /** What the cache holds now: answers, their bytes, and the tags indexing them. */
  readonly stats: () => { readonly entries: number; readonly bytes: number; readonly tags: number }
}

export const createMemoryCacheStore = (maxBytes = defaultCacheBytes): MemoryCacheStore => {
  const keysByTag = new Map<string, Set<string>>()
  const tagsByKey = new Map<string, readonly string[]>()

  const forget = (key: string) => {
    for (const tag of tagsByKey.get(key) ?? []) {
      const keys = keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) keysByTag.delete(tag)
    }
    tagsByKey.delete(key)
  }

  const entries = new LRUCache<string, string>({
    maxSize: maxBytes,
    // An answer larger than an eighth of the budget would push out most of the rest.
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (value, key) => stringBytes(value) + stringBytes(key),
    ttlAutopurge: true,
    dispose: (_value, key, reason) => {
      // A key stored again keeps its place in the tag index (set() records its new tags).
      if (reason !== 'set') forget(key)
    },
  })

  return {
    get: async (key) => entries.get(key),
    set: async (key, value, ttlSeconds, tags) => {
      forget(key)
      entries.set(key, value, { ttl: ttlSeconds * 1000 })
      // Too large to keep: not stored, so not indexed either.
      if (!entries.has(key)) return
      tagsByKey.set(key, tags)
      for (const tag of tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>()
        keys.add(key)
        keysByTag.set(tag, keys)
      }
    },
    invalidate: async (tags) => {
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key)
        keysByTag.delete(tag)
      }
    },
    close: async () => entries.clear(),
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, tags: keysByTag.size }),
  }
}
