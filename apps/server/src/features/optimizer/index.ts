/** The optimizer feature: lineup builds and the slate's player pool. Other features and the app use it only through this file. */
export { optimizerRoutes } from './optimizer.routes'
export { lateSwapRoutes } from './late-swap.routes'
export { defaultPoolSize } from './build-worker-pool'
export { startBullBuildWorker } from './bull-builds'
export { loadSlatePool, type PoolPlayer, type SlatePool } from './slate-pool'
export { parseEntriesFile, type EntriesPool } from './entries-file'
export { entriesCsv } from './entries-service'
