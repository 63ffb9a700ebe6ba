/**
 * A worker thread that builds lineups, one job at a time, so a 150-lineup build never blocks
 * the server's event loop. GLPK (WebAssembly) is loaded once per worker.
 */
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import { optimizeRequestSchema } from '@slatelab/engine/optimizer/optimizer-request'
import GLPK from 'glpk.js/node'
import { parentPort } from 'node:worker_threads'
import type { BuildJobMessage, BuildReport } from './build-messages'

const port = parentPort
if (port === null) throw new Error('build-worker.ts runs only as a worker thread')

const glpkReady = GLPK()

class BuildCancelled extends Error {}

const report = (message: BuildReport) => port.postMessage(message)

port.on('message', async ({ buildId, request, cancelFlag }: BuildJobMessage) => {
  const flag = new Int32Array(cancelFlag)
  const signal = {
    get aborted() {
      return Atomics.load(flag, 0) === 1
    },
    throwIfAborted() {
      if (Atomics.load(flag, 0) === 1) throw new BuildCancelled()
    },
  }
  try {
    const glpk = await glpkReady
    const result = await optimizeLineups(optimizeRequestSchema.parse(request), {
      glpk,
      signal,
      onProgress: ({ done }) => report({ buildId, kind: 'progress', done }),
    })
    report({ buildId, kind: 'done', result })
  } catch (error) {
    if (signal.aborted) report({ buildId, kind: 'cancelled' })
    else
      report({
        buildId,
        kind: 'failed',
        error: error instanceof Error ? error.message : String(error),
      })
  }
})
