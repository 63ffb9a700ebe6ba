/**
 * SimLabs shards over BullMQ (when REDIS_URL is set): the server stores a job's spec in Redis
 * once and queues one small BullMQ job per shard; any worker process (`npm run worker`, and
 * the server itself) runs shards on its worker threads and answers the shard's tally.
 */
import type { SimulationTally } from '@slatelab/engine/simlabs/simulate-contest'
import { Queue, QueueEvents, Worker, type Job } from 'bullmq'
import { z } from 'zod'
import { bullConnection, type JobQueues } from '../../jobs/bull-queues'
import type { ShardRunner } from './shard-runner'
import { simSpecSchema, type SimSpec } from './sim-spec'

/** The queue's name and the default key prefix in Redis. */
export const shardQueueName = 'simlabs-shards'
// A spec outlives any job that reads it: a job of 100 000 iterations is minutes at most.
const specTtlSeconds = 6 * 3600
// BullMQ's largest priority (2^21).
const maxShardPriority = 2_097_152

const shardJobSchema = z.object({
  jobId: z.string().min(1),
  from: z.number().int().nonnegative(),
  to: z.number().int().positive(),
})

const tallyJsonSchema = z.object({
  iterations: z.number().int().nonnegative(),
  lineupStats: z.array(z.number()),
  playerStats: z.array(z.number()),
  top1Entries: z.number(),
  cashLineSum: z.number(),
  cashLineHistogram: z.array(z.number()),
  lineupHistograms: z.array(z.number()),
})
type TallyJson = z.infer<typeof tallyJsonSchema>

// Every tally field is a whole number below 2^53, so JSON carries it exactly.
const encodeTally = (tally: SimulationTally): TallyJson => ({
  iterations: tally.iterations,
  lineupStats: Array.from(tally.lineupStats),
  playerStats: Array.from(tally.playerStats),
  top1Entries: tally.top1Entries,
  cashLineSum: tally.cashLineSum,
  cashLineHistogram: Array.from(tally.cashLineHistogram),
  lineupHistograms: Array.from(tally.lineupHistograms),
})

const decodeTally = (value: unknown): SimulationTally => {
  const json = tallyJsonSchema.parse(value)
  return {
    ...json,
    lineupStats: Float64Array.from(json.lineupStats),
    playerStats: Float64Array.from(json.playerStats),
    cashLineHistogram: Float64Array.from(json.cashLineHistogram),
    lineupHistograms: Float64Array.from(json.lineupHistograms),
  }
}

const specKey = (prefix: string, jobId: string) => `${prefix}:simlabs:spec:${jobId}`

/**
 * A runner that queues shards on BullMQ and waits for their tallies.
 * @example const runner = createBullShardRunner({ redisUrl, prefix: 'slatelab' })
 */
export const createBullShardRunner = ({ redisUrl, prefix }: JobQueues): ShardRunner => {
  const queue = new Queue(shardQueueName, { connection: bullConnection(redisUrl), prefix })
  const events = new QueueEvents(shardQueueName, { connection: bullConnection(redisUrl), prefix })
  const stored = new Map<string, Promise<unknown>>()
  // The queued shards of each job this runner waits on, so a cancel can take them back.
  const queued = new Map<string, Job[]>()
  const storeSpec = (jobId: string, spec: SimSpec) => {
    const known = stored.get(jobId)
    if (known !== undefined) return known
    const writing = queue.client.then((client) =>
      client.set(specKey(prefix, jobId), JSON.stringify(spec), { EX: specTtlSeconds }),
    )
    stored.set(jobId, writing)
    return writing
  }
  return {
    runShard: async (jobId, spec, from, to) => {
      await storeSpec(jobId, spec)
      await events.waitUntilReady()
      // Earlier iterations first (priority 1 runs first), so jobs share the workers: a job
      // queued behind a long one runs its first shards before the long one's later ones.
      const priority = Math.min(maxShardPriority, 1 + Math.floor(from / 1000))
      const job = await queue.add(
        'shard',
        { jobId, from, to },
        { priority, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      )
      queued.set(jobId, [...(queued.get(jobId) ?? []), job])
      try {
        return decodeTally(await job.waitUntilFinished(events))
      } finally {
        const rest = (queued.get(jobId) ?? []).filter((other) => other !== job)
        if (rest.length === 0) queued.delete(jobId)
        else queued.set(jobId, rest)
      }
    },
    cancelJob: (jobId) => {
      // A shard a worker holds cannot be removed (its lock refuses); it finishes, unread.
      for (const job of queued.get(jobId) ?? []) void job.remove().catch(() => undefined)
      queued.delete(jobId)
      stored.delete(jobId)
      void queue.client.then((client) => client.del(specKey(prefix, jobId))).catch(() => undefined)
    },
    close: async () => {
      // Closing a connection BullMQ is still opening rejects inside BullMQ, unhandled (seen
      // when an app closes right after it started): let them open first.
      await Promise.allSettled([events.waitUntilReady(), queue.waitUntilReady()])
      await events.close()
      await queue.close()
    },
  }
}

/**
 * A BullMQ worker that runs shards with `runShard` (worker threads), `concurrency` at once.
 * @example startBullShardWorker(queues, pool.runShard, 2)
 */
export const startBullShardWorker = (
  { redisUrl, prefix }: JobQueues,
  runShard: (jobId: string, spec: SimSpec, from: number, to: number) => Promise<SimulationTally>,
  concurrency: number,
): { readonly close: () => Promise<void> } => {
  const specs = new Map<string, SimSpec>()
  const specOf = async (jobId: string): Promise<SimSpec> => {
    const known = specs.get(jobId)
    if (known !== undefined) return known
    const client = await worker.client
    const text = await client.get(specKey(prefix, jobId))
    if (text === null) throw new Error(`No spec stored for SimLabs job ${jobId}`)
    const spec = simSpecSchema.parse(JSON.parse(text))
    specs.clear()
    specs.set(jobId, spec)
    return spec
  }
  const worker = new Worker(
    shardQueueName,
    async (job) => {
      const { jobId, from, to } = shardJobSchema.parse(job.data)
      return encodeTally(await runShard(jobId, await specOf(jobId), from, to))
    },
    { connection: bullConnection(redisUrl), prefix, concurrency },
  )
  return {
    close: async () => {
      await worker.waitUntilReady().catch(() => undefined)
      await worker.close()
    },
  }
}
