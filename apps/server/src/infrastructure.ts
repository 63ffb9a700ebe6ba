import { mkdirSync } from 'node:fs'
import { createMemoryCacheStore } from './cache/memory-cache-store'
import { createRedisCacheStore } from './cache/redis-cache-store'
import type { CacheStore } from './cache/cache-store'
import type { Config } from './config'
import { openDatabase, type Database } from './db/database'

/** The configured database: PostgreSQL at DATABASE_URL, else PGlite persisted in DATA_DIR. */
export const openConfiguredDatabase = (config: Config): Promise<Database> => {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl })
  mkdirSync(config.dataDir, { recursive: true })
  return openDatabase({ kind: 'pglite', dataDir: config.dataDir })
}

/** Redis when REDIS_URL is set, else an in-process LRU. */
export const openConfiguredCache = (config: Config): CacheStore =>
  config.redisUrl ? createRedisCacheStore(config.redisUrl) : createMemoryCacheStore()
