import type { SignInLimiter } from './auth/sign-in-limiter'
import type { CacheStore } from './cache/cache-store'
import type { Database } from './db/database'
import type { JobQueues } from './jobs/bull-queues'

/** Who may subscribe: anyone at once, or by an admin's approval (SUBSCRIPTIONS). */
export type SubscriptionPolicy = 'open' | 'approval'

/** What the app is built from; tests build their own (in-memory PGlite, a fixed clock). */
export type Deps = {
  readonly database: Database
  readonly cache: CacheStore
  readonly now: () => Date
  /**
   * The clock the news feed and injury report read; `now` without it. With DEMO_DATE the world
   * stops at its anchor day, so its news is read as of that day (`clockStoppedAfter`).
   */
  readonly newsNow?: () => Date
  readonly signInLimiter: SignInLimiter
  readonly sessionTtlDays: number
  readonly subscriptions: SubscriptionPolicy
  /** BullMQ for builds and simulations when Redis is configured; else this process's threads. */
  readonly queues: JobQueues | undefined
  /** The built web app; without it only the API is served. */
  readonly webDistDir: string | undefined
}
