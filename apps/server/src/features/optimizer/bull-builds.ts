/**
 * Builds over BullMQ (when Redis is configured). The server keeps its builds in a fair list
 * and hands each user at most `perUser` at once to the shared queue, so one user's builds never
 * fill it while another's wait; any worker process (`npm run worker`, and the server itself)
 * runs them on its build worker pool, reporting `started` and progress through the job. A
 * cancel is reported at once: a build still queued leaves the queue, and a running one ends
 * on its worker, told over Redis pub/sub.
 */
import { Queue, QueueEvents, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { bullConnection, type JobQueues } from '../../jobs/bull-queues'
import type { BuildReport } from './build-messages'
import {
  createBuildWorkerPool,
  fairestWaiting,
  type BuildJob,
  type BuildWorkerPool,
} from './build-worker-pool'

export const buildQueueName = 'optimizer-builds'
// A cancel's mark outlives any build: the longest plan limit is minutes.
const cancelMarkSeconds = 3600
// Builds cancelled on a worker before it took them; a few at a time in practice.
const rememberedCancels = 1_000

const cancelChannel = (prefix: string) => `${prefix}:${buildQueueName}:cancel`
const cancelMark = (prefix: string, buildId: string) =>
  `${prefix}:${buildQueueName}:cancelled:${buildId}`

const buildJobSchema = z.object({
  buildId: z.string().min(1),
  userId: z.number().int(),
  request: z.unknown(),
  timeLimitMs: z.number().int().positive(),
})

// What crosses Redis from a worker: progress as it goes, then the build's end.
const runningReportSchema = z.union([
  z.object({ buildId: z.string(), kind: z.literal('started') }),
  z.object({ buildId: z.string(), kind: z.literal('progress'), done: z.number().int() }),
])
const endReportSchema = z.union([
  z.object({ buildId: z.string(), kind: z.literal('done'), result: z.unknown() }),
  z.object({ buildId: z.string(), kind: z.literal('failed'), error: z.string() }),
  z.object({ buildId: z.string(), kind: z.literal('cancelled') }),
])

/**
 * A build pool whose builds run on the BullMQ workers at `queues`.
 * @example const pool = createBullBuildPool(queues, writer.onReport, 1)
 */
export const createBullBuildPool = (
  { redisUrl, prefix }: JobQueues,
  onReport: (report: BuildReport) => void,
  perUser: number,
): BuildWorkerPool => {
  const queue = new Queue(buildQueueName, { connection: bullConnection(redisUrl), prefix })
  // From the stream's start, not from whenever the listener's first read reaches Redis: a job
  // taken at once could report `started` before that read, and the report was lost. Events of
  // builds this pool did not queue are ignored, so the replay (the stream keeps ~10,000) is cheap.
  const events = new QueueEvents(buildQueueName, {
    connection: bullConnection(redisUrl),
    prefix,
    lastEventId: '0-0',
  })
  // Cancels go to the workers beside BullMQ: a mark for one not taken yet, a message for one running.
  const control = new Redis(redisUrl, { maxRetriesPerRequest: null })
  const waiting: BuildJob[] = []
  // Builds handed to the queue and not yet ended, by id.
  const queued = new Map<string, BuildJob>()
  let closed = false

  const queuedOf = (userId: number) =>
    [...queued.values()].filter((build) => build.userId === userId).length

  events.on('progress', ({ jobId, data }) => {
    const report = runningReportSchema.safeParse(data)
    if (queued.has(jobId) && report.success) onReport(report.data)
  })

  const end = (buildId: string, report: BuildReport) => {
    if (!queued.delete(buildId)) return
    onReport(report)
    handOver()
  }

  const failure = (buildId: string, error: unknown): BuildReport => ({
    buildId,
    kind: 'failed',
    error: error instanceof Error ? error.message : String(error),
  })

  /** Stops a handed-over build wherever it is: out of the queue, or ended on its worker. */
  const recall = async (buildId: string) => {
    await control.set(cancelMark(prefix, buildId), '1', 'EX', cancelMarkSeconds)
    await control.publish(cancelChannel(prefix), buildId)
    // A build a worker holds cannot be removed (its lock refuses); the message ends it.
    await queue.remove(buildId)
  }

  function handOver() {
    while (!closed) {
      const index = fairestWaiting(waiting, queuedOf, perUser)
      if (index < 0) return
      const [build] = waiting.splice(index, 1)
      if (build === undefined) return
      queued.set(build.buildId, build)
      queue
        .add('build', build, {
          jobId: build.buildId,
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 24 * 3600 },
        })
        .then((job) => job.waitUntilFinished(events))
        .then((value: unknown) => {
          const report = endReportSchema.safeParse(value)
          end(
            build.buildId,
            report.success
              ? (report.data as BuildReport)
              : failure(build.buildId, 'The build worker answered nothing readable'),
          )
        })
        .catch((error: unknown) => end(build.buildId, failure(build.buildId, error)))
    }
  }

  return {
    submit: (build) => {
      waiting.push(build)
      handOver()
    },
    cancel: (buildId) => {
      const index = waiting.findIndex((build) => build.buildId === buildId)
      if (index >= 0) {
        waiting.splice(index, 1)
        onReport({ buildId, kind: 'cancelled' })
        return true
      }
      if (!queued.has(buildId)) return false
      end(buildId, { buildId, kind: 'cancelled' })
      void recall(buildId).catch(() => undefined)
      return true
    },
    close: async () => {
      closed = true
      waiting.length = 0
      const handed = [...queued.keys()]
      queued.clear()
      // Closing a connection BullMQ is still opening rejects inside BullMQ: let them open.
      await Promise.allSettled([events.waitUntilReady(), queue.waitUntilReady()])
      await Promise.allSettled(handed.map(recall))
      await events.close()
      await queue.close()
      await control.quit()
    },
  }
}

/**
 * A BullMQ worker that runs the queue's builds on a build worker pool of `size` threads.
 * Closing it leaves the builds it held to the queue, which gives them to another worker.
 * @example const worker = startBullBuildWorker(queues, 2)
 */
export const startBullBuildWorker = (
  { redisUrl, prefix }: JobQueues,
  size: number,
): { readonly close: () => Promise<void> } => {
  const listeners = new Map<string, (report: BuildReport) => void>()
  const pool = createBuildWorkerPool(size, (report) => listeners.get(report.buildId)?.(report))
  const cancelledEarly = new Set<string>()
  const control = new Redis(redisUrl, { maxRetriesPerRequest: null })
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null })
  subscriber.on('message', (_channel: string, buildId: string) => {
    if (pool.cancel(buildId)) return
    // Not taken here yet: remember it, in case this worker takes it next.
    cancelledEarly.add(buildId)
    if (cancelledEarly.size > rememberedCancels) {
      cancelledEarly.delete(cancelledEarly.values().next().value ?? '')
    }
  })
  const subscribed = subscriber.subscribe(cancelChannel(prefix))

  const worker = new Worker(
    buildQueueName,
    async (job) => {
      const build = buildJobSchema.parse(job.data) as BuildJob
      const marked = (await control.exists(cancelMark(prefix, build.buildId))) > 0
      if (marked || cancelledEarly.delete(build.buildId)) {
        return { buildId: build.buildId, kind: 'cancelled' } satisfies BuildReport
      }
      return new Promise<BuildReport>((resolve) => {
        listeners.set(build.buildId, (report) => {
          if (report.kind === 'started' || report.kind === 'progress') {
            void job.updateProgress(report).catch(() => undefined)
            return
          }
          listeners.delete(build.buildId)
          resolve(report)
        })
        pool.submit(build)
      })
    },
    { connection: bullConnection(redisUrl), prefix, concurrency: size },
  )

  return {
    close: async () => {
      await worker.waitUntilReady().catch(() => undefined)
      // Not waiting for the builds it holds: their threads end now, and the queue hands the
      // builds to another worker once their locks expire.
      await worker.close(true)
      await pool.close()
      await subscribed.catch(() => undefined)
      await Promise.allSettled([subscriber.quit(), control.quit()])
    },
  }
}
