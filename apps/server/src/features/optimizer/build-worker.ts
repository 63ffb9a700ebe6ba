/**
 * A worker thread that builds lineups, one job at a time, so a 150-lineup build never blocks
 * the server's event loop. GLPK (WebAssembly) is loaded once per worker. A cancel or a time
 * limit ends the whole thread (build-worker-pool.ts), so nothing here watches for one.
 */
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import { optimizeRequestSchema } from '@slatelab/engine/optimizer/optimizer-request'
import GLPK from 'glpk.js/node'
import { parentPort } from 'node:worker_threads'
import type { BuildJobMessage, BuildReport } from './build-messages'

const port = parentPort
if (port === null) throw new Error('build-worker.ts runs only as a worker thread')

const glpkReady = GLPK()

const report = (message: BuildReport) => port.postMessage(message)

port.on('message', async ({ buildId, request }: BuildJobMessage) => {
  try {
    const glpk = await glpkReady
    const result = await optimizeLineups(optimizeRequestSchema.parse(request), {
      glpk,
      onProgress: ({ done }) => report({ buildId, kind: 'progress', done }),
    })
    report({ buildId, kind: 'done', result })
  } catch (error) {
    report({
      buildId,
      kind: 'failed',
      error: error instanceof Error ? error.message : String(error),
    })
  }
})
