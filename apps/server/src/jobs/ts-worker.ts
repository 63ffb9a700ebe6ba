/**
 * Worker threads whose entry is a TypeScript module. Node 20 does not apply `--import tsx` to a
 * worker's entry module, so a small evaluated entry registers tsx's loader first and then
 * imports the worker; this works the same under `tsx`, vitest and a plain `node`.
 */
import { Worker } from 'node:worker_threads'

/**
 * The evaluated source that loads the TypeScript worker at `workerUrl`.
 * @example new Worker(tsWorkerSource(new URL('./build-worker.ts', import.meta.url)), { eval: true })
 */
export const tsWorkerSource = (workerUrl: URL): string => {
  const tsxApi = import.meta.resolve('tsx/esm/api')
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}) })`
}

/**
 * Starts the TypeScript worker at `workerUrl` in a new thread, with `workerData` if given.
 * @example startTsWorker(new URL('./shard-worker.ts', import.meta.url))
 */
export const startTsWorker = (workerUrl: URL, workerData?: unknown): Worker =>
  new Worker(tsWorkerSource(workerUrl), { eval: true, execArgv: [], workerData })
