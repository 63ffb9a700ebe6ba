/**
 * `npm run worker`: a worker process for the queues at REDIS_URL. It runs SimLabs shards on one
 * worker thread per core and optimizer builds on a build pool; start as many as there are
 * machines.
 */
import { availableParallelism } from 'node:os'
import { defaultPoolSize, startBullBuildWorker } from './features/optimizer'
import { startShardQueueWorker } from './features/simlabs'
import { defaultQueuePrefix } from './jobs/bull-queues'

const redisUrl = process.env.REDIS_URL
if (!redisUrl) {
  console.error('REDIS_URL is not set: workers take their jobs from Redis')
  process.exit(1)
}
const queues = { redisUrl, prefix: defaultQueuePrefix }
const threads = availableParallelism()
const shards = startShardQueueWorker(queues, threads)
const builds = startBullBuildWorker(queues, defaultPoolSize())
console.log(
  `Worker on ${new URL(redisUrl).host}: SimLabs on ${threads} threads, builds on ${defaultPoolSize()}`,
)

const stop = async () => {
  await Promise.all([shards.close(), builds.close()])
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
