import {
  measureProjectionAccuracy,
  type ProjectionOutcome,
} from '@slatelab/engine/simlabs/projection-accuracy'
import { buildSimulationInput } from '@slatelab/engine/simlabs/sim-builders'
import { simulateContest } from '@slatelab/engine/simlabs/simulate-contest'
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createBullShardRunner, startBullShardWorker } from './bull-shards'
import { runShard, summarizeShards } from './shard-compute'
import { planShards, runSimulation, SimulationCancelled, type ShardRunner } from './shard-runner'
import { createShardThreadPool } from './shard-thread-pool'
import { materializeSpec, simSpecSchema } from './sim-spec'

const input = buildSimulationInput({
  iterations: 2_500,
  correlations: [{ a: 0, b: 1, correlation: 0.4 }],
})
const spec = simSpecSchema.parse({
  ...input,
  fieldLineups: undefined,
  field: { kind: 'entries', lineups: Array.from(input.fieldLineups) },
  userLineups: Array.from(input.userLineups),
})
const single = simulateContest(materializeSpec(spec))

const inProcess: ShardRunner = {
  runShard: async (jobId, shardSpec, from, to) => runShard(jobId, shardSpec, from, to),
  cancelJob: () => {},
  close: async () => {},
}
const summarizer = {
  summarize: async (...args: Parameters<typeof summarizeShards>) => summarizeShards(...args),
}

describe('SimLabs shards', () => {
  const pool = createShardThreadPool(2)
  afterAll(() => pool.close())

  it('plans shards that cover every iteration once', () => {
    expect(planShards(2_500, 1_000)).toEqual([
      [0, 1_000],
      [1_000, 2_000],
      [2_000, 2_500],
    ])
    expect(planShards(999, 1_000)).toEqual([[0, 999]])
  })

  it('gives the single run’s result when sharded on worker threads, with progress per shard', async () => {
    const progress: number[] = []
    const result = await runSimulation({
      runner: pool,
      summarizer: pool,
      jobId: 'threads',
      spec,
      shardIterations: 700,
      onProgress: (done) => progress.push(done),
    })
    expect(result).toEqual(single)
    expect(progress).toHaveLength(4)
    expect(progress.at(-1)).toBe(2_500)
  })

  it('measures a history’s projection accuracy on a thread while the event loop turns', async () => {
    // Two positions of 1,200 banded games each: a skew fit of about a second per position.
    const rows: ProjectionOutcome[] = Array.from({ length: 2_400 }, (_, i) => {
      const projection = 4 + (i % 97) / 4
      return {
        position: i % 2 === 0 ? 'WR' : 'RB',
        projection,
        actual: Math.max(0, 0.8 * projection + ((i * 37) % 23) - 11),
        salary: 3_000 + 100 * (i % 60),
        floor: projection / 2,
        ceiling: projection * 1.8,
      }
    })
    let turns = 0
    const ticker = setInterval(() => (turns += 1), 10)
    const started = Date.now()
    const measured = await pool.measureAccuracy('accuracy', rows)
    const tookMs = Date.now() - started
    clearInterval(ticker)
    expect(measured).toEqual(measureProjectionAccuracy(rows))
    // The loop ran its 10 ms timer all along, not once after a blocked second.
    expect(turns).toBeGreaterThan(tookMs / 10 / 3)
  })

  it('stops a cancelled job at once and drops its shards not yet started', async () => {
    const controller = new AbortController()
    let finished = 0
    const counting: ShardRunner = {
      ...pool,
      runShard: async (...args) => {
        const tally = await pool.runShard(...args)
        finished += 1
        return tally
      },
    }
    const run = runSimulation({
      runner: counting,
      summarizer: pool,
      jobId: 'cancelled',
      spec,
      shardIterations: 50,
      onProgress: () => controller.abort(),
      signal: controller.signal,
    })
    await expect(run).rejects.toBeInstanceOf(SimulationCancelled)
    // All 50 shards were queued at once; a shard queued now runs after what is left of them.
    expect((await pool.runShard('next', spec, 0, 10)).iterations).toBe(10)
    expect(finished).toBeLessThan(10)
  })

  it('shares the threads between jobs: a job queued behind a long one runs before its later shards', async () => {
    // One thread, so shards finish in the order they were given out.
    const single = createShardThreadPool(1)
    try {
      const finished: string[] = []
      const shard = (jobId: string, from: number) =>
        single.runShard(jobId, spec, from, from + 100).then(() => finished.push(`${jobId}@${from}`))
      const long = [0, 100, 200, 300].map((from) => shard('long', from))
      const short = [0, 100].map((from) => shard('short', from))
      await Promise.all([...long, ...short])
      expect(finished).toEqual([
        'long@0',
        'short@0',
        'long@100',
        'short@100',
        'long@200',
        'long@300',
      ])
    } finally {
      await single.close()
    }
  })

  it('fails a job whose spec cannot be built, without stopping the pool', async () => {
    const broken = { ...spec, userLineups: [99, 98] }
    await expect(pool.runShard('broken', broken, 0, 10)).rejects.toThrow(/unknown player/)
    expect((await pool.runShard('after', spec, 0, 10)).iterations).toBe(10)
  })

  it.skipIf(!process.env.REDIS_URL)(
    'gives the single run’s result when sharded over BullMQ',
    async () => {
      const queues = {
        redisUrl: process.env.REDIS_URL ?? '',
        prefix: `slatelab-test-${randomBytes(4).toString('hex')}`,
      }
      const worker = startBullShardWorker(queues, inProcess.runShard, 2)
      const runner = createBullShardRunner(queues)
      try {
        const result = await runSimulation({
          runner,
          summarizer,
          jobId: 'bull',
          spec,
          shardIterations: 1_000,
          onProgress: () => {},
        })
        expect(result).toEqual(single)
      } finally {
        await runner.close()
        await worker.close()
      }
    },
    30_000,
  )
})
