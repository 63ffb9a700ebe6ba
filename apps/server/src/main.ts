import { buildApp } from './app'
import { requestLogSerializer } from './http/log-redaction'
import { createSignInLimiter } from './auth/sign-in-limiter'
import { loadConfig, type Config } from './config'
import { defaultQueuePrefix } from './jobs/bull-queues'
import { acquireStoreLock, StoreInUseError, type StoreLock } from './db/store-lock'
import { openConfiguredCache, openConfiguredDatabase } from './infrastructure'
import { isoDate } from '@slatelab/domain/units'
import { clockStoppedAfter } from './time/eastern-time'
import { isWorldDayStored } from './db/repositories/world-days'
import { demoUsers, easternDayOf, seedDatabase } from './seed/seed'
import { startupSeedPlan } from './seed/startup-seed-plan'
import { seedScales } from './seed/demo-world-seed'
import { startLiveContestsJob, type LiveContestsJob } from './seed/live-contests-job'

const readConfig = (): Config => {
  try {
    return loadConfig(process.env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

// The embedded store admits one process; an import CLI checks this lock before opening it.
const holdEmbeddedStore = (config: Config): StoreLock | undefined => {
  if (config.databaseUrl) return undefined
  try {
    return acquireStoreLock(config.dataDir)
  } catch (error) {
    if (!(error instanceof StoreInUseError)) throw error
    console.error(`${error.message} Stop it before starting the server.`)
    process.exit(1)
  }
}

const config = readConfig()
const storeLock = holdEmbeddedStore(config)
process.on('exit', () => storeLock?.release())
const database = await openConfiguredDatabase(config)
await database.migrate()
// The days around today first, so the product is usable at once; the rest of the year follows
// in the background once the server listens; a store that already holds today listens at once
// and refreshes its recent days in the background (startup-seed-plan.ts).
const anchorDate =
  config.demoDate === undefined ? easternDayOf(new Date()) : isoDate(config.demoDate)
const seedPlan = startupSeedPlan(config.seedScale, await isWorldDayStored(database.db, anchorDate))
// DEMO_EXTRA_DATES' small windows go with the first seed of this start (before the anchor's).
const extraDates = config.demoExtraDates.map(isoDate)
await seedDatabase(database.db, {
  now: new Date(),
  scale: seedPlan.beforeListen,
  anchorDate,
  extraDates,
})
const cache = openConfiguredCache(config)

const app = await buildApp(
  {
    database,
    cache,
    now: () => new Date(),
    newsNow: config.demoDate === undefined ? undefined : clockStoppedAfter(anchorDate),
    signInLimiter: createSignInLimiter(config.signInLimits),
    sessionTtlDays: config.sessionTtlDays,
    subscriptions: config.subscriptions,
    queues:
      config.redisUrl === undefined
        ? undefined
        : { redisUrl: config.redisUrl, prefix: defaultQueuePrefix },
    webDistDir: config.webDistDir,
  },
  {
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer } },
    trustProxy: config.trustProxy,
  },
)

const shutdownGraceMs = 15_000
let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  // A request that never ends must not keep the process alive forever.
  setTimeout(() => process.exit(1), shutdownGraceMs).unref()
  // Fastify's close stops accepting connections and waits for requests in flight.
  seeding.abort()
  await app.close()
  await liveContests?.stop()
  await backgroundSeed
  await cache.close()
  await database.close()
  process.exit(0)
}
const seeding = new AbortController()
let backgroundSeed: Promise<unknown> = Promise.resolve()
let liveContests: LiveContestsJob | undefined
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))

await app.listen({ port: config.port, host: config.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host
console.log(`
Slatelab is running at http://${shownHost}:${port}  (API docs: /docs)
Store: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; cache: ${config.redisUrl ? 'Redis' : 'in process'}
Demo accounts (password for all: ${demoUsers.password}):
${demoUsers.accounts.map((user) => `  ${user.email.padEnd(28)} ${user.description}`).join('\n')}
`)

if (seedPlan.inBackground !== 'none') {
  const started = Date.now()
  backgroundSeed = seedDatabase(database.db, {
    now: new Date(),
    scale: seedPlan.inBackground,
    anchorDate,
    extraDates: seedPlan.beforeListen === 'none' ? extraDates : [],
    signal: seeding.signal,
    // Fields are drawn on a worker thread, so requests are answered meanwhile.
    fieldsOffThread: true,
    onFieldFailure: (contest, reason) => app.log.warn({ contest, reason }, 'no contest field'),
    onDay: (day, done, total) => {
      // A slate list cached before this day was stored would hide it for the cache's lifetime.
      void cache.invalidate(['slates'])
      if (done % 25 === 0 || done === total)
        app.log.info({ day, done, total }, 'demo world seeding')
    },
  })
    .then((days) => {
      if (days > 0)
        app.log.info({ days, seconds: (Date.now() - started) / 1000 }, 'demo world seeded')
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'demo world seeding failed'))
}

// Locked slates of the demo world fill in and score as live contests would, every few minutes
// (live-contest-fields.ts). Not with DEMO_DATE: that world stops at its anchor day whatever
// the clock says.
if (config.seedScale !== 'none' && config.demoDate === undefined) {
  liveContests = startLiveContestsJob({
    db: database.db,
    now: () => new Date(),
    fieldCap: seedScales[config.seedScale].fieldCap,
    onRun: (run, seconds) => {
      if (run.contests === 0 && run.finishedSlates === 0) return
      void cache.invalidate(['slates'])
      app.log.info({ ...run, seconds }, 'live contests scored')
    },
    onError: (error) => app.log.error({ err: error }, 'live contests failed'),
    onFieldFailure: (contest, reason) => app.log.warn({ contest, reason }, 'no contest field'),
  })
}
