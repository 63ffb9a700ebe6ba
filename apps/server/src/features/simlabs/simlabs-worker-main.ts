/**
 * `npm run worker`: a SimLabs worker process. It takes shards from the BullMQ queue at
 * REDIS_URL and runs them on one worker thread per core; start as many as there are machines.
 */
import { availableParallelism } from 'node:os'
import { startBullShardWorker } from './bull-shards'
import { createShardThreadPool } from './shard-thread-pool'

const redisUrl = process.env.REDIS_URL
if (!redisUrl) {
  console.error('REDIS_URL is not set: SimLabs workers take their shards from Redis')
  process.exit(1)
}
const threads = availableParallelism()
const pool = createShardThreadPool(threads)
const worker = startBullShardWorker(redisUrl, pool.runShard, { concurrency: threads })
console.log(`SimLabs worker: ${threads} threads on ${new URL(redisUrl).host}`)

const stop = async () => {
  await worker.close()
  await pool.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
