/** A worker thread that runs SimLabs tasks one at a time, off the HTTP event loop. */
import { measureProjectionAccuracy } from '@slatelab/engine/simlabs/projection-accuracy'
import { parentPort } from 'node:worker_threads'
import { runShard, summarizeShards } from './shard-compute'
import type { ShardAnswer, ShardTask } from './shard-messages'

const port = parentPort
if (port === null) throw new Error('shard-worker.ts runs only as a worker thread')

port.on('message', ({ taskId, task }: { taskId: number; task: ShardTask }) => {
  let answer: ShardAnswer
  try {
    answer =
      task.kind === 'accuracy'
        ? { taskId, accuracy: measureProjectionAccuracy(task.rows) }
        : task.kind === 'shard'
          ? { taskId, tally: runShard(task.jobId, task.spec, task.from, task.to) }
          : { taskId, result: summarizeShards(task.jobId, task.spec, task.tally) }
  } catch (error) {
    answer = { taskId, error: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(answer)
})
