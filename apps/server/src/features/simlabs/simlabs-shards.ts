/**
 * Where a server's SimLabs shards run: on its own worker threads, or, when REDIS_URL is set,
 * over BullMQ, where this server's threads take shards too (so one machine works alone and
 * `npm run worker` on others adds capacity).
 */
import type { JobQueues } from '../../jobs/bull-queues'
import { defaultPoolSize } from '../optimizer'
import { createBullShardRunner, startBullShardWorker } from './bull-shards'
import type { ShardRunner, ShardSummarizer } from './shard-runner'
import { createShardThreadPool, type ShardThreadPool } from './shard-thread-pool'

/** Iterations per shard: a thread's shard is a progress step; a BullMQ shard a queue job. */
export const threadShardIterations = 1_000
export const bullShardIterations = 2_500

/** What a server runs its jobs' shards with. */
export type SimlabsShards = {
  readonly runner: ShardRunner
  readonly summarizer: ShardSummarizer
  readonly shardIterations: number
  readonly measureAccuracy: ShardThreadPool['measureAccuracy']
  readonly close: () => Promise<void>
}

/**
 * The shard runner, summarizer and shard size of a server.
 * @example const shards = createSimlabsShards(deps.queues)
 */
export const createSimlabsShards = (
  queues: JobQueues | undefined,
  threads = defaultPoolSize(),
): SimlabsShards => {
  const pool = createShardThreadPool(threads)
  if (queues === undefined) {
    return {
      runner: pool,
      summarizer: pool,
      shardIterations: threadShardIterations,
      measureAccuracy: pool.measureAccuracy,
      close: pool.close,
    }
  }
  const bull = createBullShardRunner(queues)
  const worker = startBullShardWorker(queues, pool.runShard, threads)
  return {
    runner: bull,
    summarizer: pool,
    shardIterations: bullShardIterations,
    measureAccuracy: pool.measureAccuracy,
    close: async () => {
      await bull.close()
      await worker.close()
      await pool.close()
    },
  }
}

/**
 * A worker process's share of the SimLabs queue: one thread per core taking shards.
 * @example const worker = startShardQueueWorker(queues, availableParallelism())
 */
export const startShardQueueWorker = (queues: JobQueues, threads: number) => {
  const pool = createShardThreadPool(threads)
  const worker = startBullShardWorker(queues, pool.runShard, threads)
  return {
    close: async () => {
      await worker.close()
      await pool.close()
    },
  }
}
