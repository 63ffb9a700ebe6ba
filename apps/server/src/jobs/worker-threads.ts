/**
 * The server's worker threads, by name. From the compiled build a worker is its own bundled
 * file; from source (tsx, vitest) a small evaluated entry registers tsx's loader first, since
 * Node 20 does not apply `--import tsx` to a worker's entry module.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { distDir, isCompiled, serverDir } from '../server-files'

/** Each worker's source module, relative to apps/server; the build bundles each as `dist/<name>.js`. */
export const workerSources = {
  'build-worker': 'src/features/optimizer/build-worker.ts',
  'field-worker': 'src/seed/field-worker.ts',
  'shard-worker': 'src/features/simlabs/shard-worker.ts',
  'world-day-worker': 'src/seed/world-day-worker.ts',
} as const

export type WorkerName = keyof typeof workerSources

const tsWorkerSource = (sourceFile: string): string => {
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const workerUrl = pathToFileURL(path.join(serverDir, sourceFile)).href
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}) })`
}

/**
 * Starts the named worker in a new thread, with `workerData` if given.
 * @example startWorker('shard-worker')
 */
export const startWorker = (name: WorkerName, workerData?: unknown): Worker =>
  isCompiled
    ? new Worker(path.join(distDir, `${name}.js`), { workerData })
    : new Worker(tsWorkerSource(workerSources[name]), { eval: true, execArgv: [], workerData })
