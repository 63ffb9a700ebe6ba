import { randomBytes } from 'node:crypto'
import { buildApp, type App } from '../app'
import {
  createSignInLimiter,
  defaultSignInLimits,
  type SignInLimits,
} from '../auth/sign-in-limiter'
import type { CacheStore } from '../cache/cache-store'
import { createMemoryCacheStore } from '../cache/memory-cache-store'
import { createRedisCacheStore } from '../cache/redis-cache-store'
import { openDatabase, type Database } from '../db/database'
import type { SubscriptionPolicy } from '../deps'
import { clockStoppedAfter } from '../time/eastern-time'
import type { IsoDate } from '@slatelab/domain/units'
import { createScratchStore } from './scratch-store'
import {
  defaultTestNow,
  findMigratedTemplate,
  findSeededTemplate,
  migrateAndSeed,
  templateImage,
  type SeededTemplate,
  type TestSeed,
} from './seeded-templates'

export type TestApp = {
  readonly app: App
  readonly database: Database
  /** Statements run so far; tests read its length around a call. */
  readonly queries: string[]
  readonly clock: { now: Date }
  /** The answer cache; tests that move the clock drop its tags between calls. */
  readonly cache: CacheStore
  readonly close: () => Promise<void>
}

type TestAppOptions = {
  /** Seed the catalogue, products and demo users (default true). */
  readonly seed?: boolean
  /** Also seed the demo world's few days around `now` (seconds of work, so off by default). */
  readonly world?: boolean
  readonly signInLimits?: SignInLimits
  readonly now?: Date
  /** A world that stops at this day, as DEMO_DATE sets: the news reads as of its end. */
  readonly demoDate?: IsoDate
  /** A web build to serve (default none: every page path is then a 404). */
  readonly webDistDir?: string
  /** Who may subscribe (default `open`, as with the demo world). */
  readonly subscriptions?: SubscriptionPolicy
}

/**
 * A migrated store just for this test file: in-memory PGlite by default; with DATABASE_URL, a
 * fresh database on that server (dropped on close); with REDIS_URL, Redis under a fresh prefix.
 */
const openTestDatabase = async (
  onQuery: (statement: string) => void,
  template: SeededTemplate | undefined,
): Promise<{ readonly database: Database; readonly drop: () => Promise<void> }> => {
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', image: templateImage(template) }, onQuery)
    return { database, drop: async () => {} }
  }
  const store = await createScratchStore(
    template !== undefined && 'postgresDatabase' in template
      ? template.postgresDatabase
      : undefined,
  )
  return { database: await store.open(onQuery), drop: store.drop }
}

const openTestCache = (): CacheStore => {
  const redisUrl = process.env.REDIS_URL
  return redisUrl
    ? createRedisCacheStore(redisUrl, `slatelab-test:${randomBytes(6).toString('hex')}:`)
    : createMemoryCacheStore()
}

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const queries: string[] = []
  const clock = { now: options.now ?? defaultTestNow }
  const seed: TestSeed | undefined =
    (options.seed ?? true) ? { now: clock.now, scale: options.world ? 'small' : 'none' } : undefined
  const seeded = seed === undefined ? undefined : await findSeededTemplate(seed)
  const { database, drop } = await openTestDatabase(
    (statement) => queries.push(statement),
    seeded ?? (await findMigratedTemplate()),
  )
  // A copy of this run's seeded template is migrated and seeded already.
  if (seed === undefined) await database.migrate()
  else if (seeded === undefined) await migrateAndSeed(database, seed)
  const cache = openTestCache()
  const app = await buildApp(
    {
      database,
      cache,
      now: () => clock.now,
      newsNow:
        options.demoDate === undefined
          ? undefined
          : clockStoppedAfter(options.demoDate, () => clock.now),
      signInLimiter: createSignInLimiter(options.signInLimits ?? defaultSignInLimits, () =>
        clock.now.getTime(),
      ),
      sessionTtlDays: 30,
      subscriptions: options.subscriptions ?? 'open',
      queues: process.env.REDIS_URL
        ? {
            redisUrl: process.env.REDIS_URL,
            prefix: `slatelab-test:${randomBytes(6).toString('hex')}`,
          }
        : undefined,
      webDistDir: options.webDistDir,
    },
    { logger: false },
  )
  await app.ready()
  return {
    app,
    database,
    queries,
    clock,
    cache,
    close: async () => {
      await app.close()
      await cache.close()
      await database.close()
      await drop()
    },
  }
}

export type SignedIn = { readonly bearerToken: string; readonly sessionId: string }

/** Signs a demo or test account in and returns its tokens. */
export const signInAs = async (app: App, email: string, password = 'slatelab-demo') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return response.json<SignedIn>()
}

/** The two auth headers of a session. */
export const authHeaders = (session: SignedIn) => ({
  authorization: `Bearer ${session.bearerToken}`,
  'x-session-id': session.sessionId,
})
