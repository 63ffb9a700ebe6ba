/**
 * A simulation split into shards of iterations, run by a `ShardRunner` (worker threads, or
 * BullMQ workers over Redis) and merged in shard order. Iterations depend only on the seed and
 * their number, so the result is the same however the shards are split and wherever they run.
 */
import { mergeTallies, type SimulationTally } from '@slatelab/engine/simlabs/simulate-contest'
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import type { SimSpec } from './sim-spec'

/** Something that runs one shard of a job. */
export type ShardRunner = {
  readonly runShard: (
    jobId: string,
    spec: SimSpec,
    from: number,
    to: number,
  ) => Promise<SimulationTally>
  /** Drops the job's shards that have not started; running ones finish, unread. */
  readonly cancelJob: (jobId: string) => void
  readonly close: () => Promise<void>
}

/** Something that turns a job's merged tally into its result (it rebuilds the input). */
export type ShardSummarizer = {
  readonly summarize: (
    jobId: string,
    spec: SimSpec,
    tally: SimulationTally,
  ) => Promise<SimulationResult>
}

/**
 * Iteration ranges `[from, to)` of at most `shardIterations` each, covering `iterations`.
 * @example planShards(2500, 1000) // [[0, 1000], [1000, 2000], [2000, 2500]]
 */
export const planShards = (
  iterations: number,
  shardIterations: number,
): readonly (readonly [number, number])[] =>
  Array.from({ length: Math.ceil(iterations / shardIterations) }, (_, shard) => [
    shard * shardIterations,
    Math.min(iterations, (shard + 1) * shardIterations),
  ])

/** What `runSimulation` rejects with when its signal aborts. */
export class SimulationCancelled extends Error {
  constructor(jobId: string) {
    super(`Simulation ${jobId} was cancelled`)
  }
}

/** A promise that rejects when `signal` aborts (never, without one), after `onAbort`. */
const abortion = (signal: AbortSignal | undefined, onAbort: () => Error): Promise<never> => {
  const aborted = new Promise<never>((_, reject) => {
    if (signal === undefined) return
    if (signal.aborted) reject(onAbort())
    else signal.addEventListener('abort', () => reject(onAbort()), { once: true })
  })
  // Read only through a race; left alone when the run ends first.
  aborted.catch(() => undefined)
  return aborted
}

/**
 * Runs every shard of `spec` (all queued at once), tells `onProgress` the iterations done after
 * each, and summarises the merged tally. When `signal` aborts, the runner drops the shards not
 * yet started and the run rejects with `SimulationCancelled` at once.
 * @example await runSimulation({ runner, summarizer, jobId, spec, shardIterations: 1000, onProgress })
 */
export const runSimulation = async (options: {
  readonly runner: ShardRunner
  readonly summarizer: ShardSummarizer
  readonly jobId: string
  readonly spec: SimSpec
  readonly shardIterations: number
  readonly onProgress: (done: number) => void
  readonly signal?: AbortSignal
}): Promise<SimulationResult> => {
  const { runner, jobId, spec } = options
  const cancelled = abortion(options.signal, () => {
    runner.cancelJob(jobId)
    return new SimulationCancelled(jobId)
  })
  let done = 0
  const shards = Promise.all(
    planShards(spec.iterations, options.shardIterations).map(async ([from, to]) => {
      const tally = await runner.runShard(jobId, spec, from, to)
      done += to - from
      if (options.signal?.aborted !== true) options.onProgress(done)
      return tally
    }),
  )
  const [first, ...rest] = await Promise.race([shards, cancelled])
  if (first === undefined) throw new Error('A simulation has at least one iteration')
  return Promise.race([
    options.summarizer.summarize(jobId, spec, rest.reduce(mergeTallies, first)),
    cancelled,
  ])
}
