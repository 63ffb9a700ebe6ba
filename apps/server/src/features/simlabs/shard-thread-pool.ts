/**
 * A pool of SimLabs worker threads: tasks (a job's projection accuracy, its shards, its
 * summary) wait in order for a free worker, each worker runs one task at a time. Workers start on first use; a worker that dies fails its task and is
 * replaced on the next one.
 */
import type {
  ProjectionAccuracy,
  ProjectionOutcome,
} from '@slatelab/engine/simlabs/projection-accuracy'
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import type { SimulationTally } from '@slatelab/engine/simlabs/simulate-contest'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../../jobs/worker-threads'
import type { ShardAnswer, ShardTask } from './shard-messages'
import type { SimSpec } from './sim-spec'

type Pending = {
  readonly taskId: number
  readonly task: ShardTask
  readonly resolve: (answer: ShardAnswer) => void
  readonly reject: (error: Error) => void
}
type Slot = { readonly worker: Worker; task: Pending | undefined }

/** Runs accuracy, shard and summary tasks on worker threads. */
export type ShardThreadPool = {
  readonly measureAccuracy: (
    jobId: string,
    rows: readonly ProjectionOutcome[],
  ) => Promise<ProjectionAccuracy>
  readonly runShard: (
    jobId: string,
    spec: SimSpec,
    from: number,
    to: number,
  ) => Promise<SimulationTally>
  readonly summarize: (
    jobId: string,
    spec: SimSpec,
    tally: SimulationTally,
  ) => Promise<SimulationResult>
  /** Drops the job's queued shards (they reject); a running one finishes. */
  readonly cancelJob: (jobId: string) => void
  readonly close: () => Promise<void>
}

/**
 * A pool of `size` worker threads.
 * @example const pool = createShardThreadPool(2); await pool.runShard('job', spec, 0, 1000)
 */
export const createShardThreadPool = (size: number): ShardThreadPool => {
  const slots: Slot[] = []
  const queue: Pending[] = []
  let nextTaskId = 1
  let closed = false

  const spawn = (): Slot => {
    const worker = startWorker('shard-worker')
    const slot: Slot = { worker, task: undefined }
    worker.on('message', (answer: ShardAnswer) => {
      const pending = slot.task
      slot.task = undefined
      pending?.resolve(answer)
      next()
    })
    const fail = (reason: string) => {
      if (!slots.includes(slot)) return
      slots.splice(slots.indexOf(slot), 1)
      slot.task?.reject(new Error(reason))
      slot.task = undefined
      next()
    }
    worker.on('error', (error) => fail(`The SimLabs worker failed: ${error.message}`))
    worker.on('exit', (code) => fail(`The SimLabs worker stopped (exit code ${code})`))
    slots.push(slot)
    return slot
  }

  // When each job waiting for a thread last got one (a count of dispatches), for turns.
  const lastServed = new Map<string, number>()
  let dispatches = 0

  /**
   * The next task, so that jobs share the threads: of the job with the fewest tasks running,
   * then the one whose turn is oldest (never served first), its oldest task.
   */
  const nextIndex = () => {
    const runningOf = (jobId: string) =>
      slots.filter((slot) => slot.task?.task.jobId === jobId).length
    let best = 0
    let bestRank: readonly [number, number] = [Number.POSITIVE_INFINITY, 0]
    queue.forEach((pending, index) => {
      const { jobId } = pending.task
      const rank = [runningOf(jobId), lastServed.get(jobId) ?? -1] as const
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) {
        best = index
        bestRank = rank
      }
    })
    return best
  }

  // Records a job's turn; forgets jobs with no task left waiting or running.
  const served = (jobId: string) => {
    dispatches += 1
    lastServed.set(jobId, dispatches)
    for (const known of lastServed.keys()) {
      const active =
        known === jobId ||
        queue.some((pending) => pending.task.jobId === known) ||
        slots.some((slot) => slot.task?.task.jobId === known)
      if (!active) lastServed.delete(known)
    }
  }

  const next = () => {
    if (closed) return
    while (queue.length > 0) {
      const slot =
        slots.find((candidate) => candidate.task === undefined) ??
        (slots.length < size ? spawn() : undefined)
      if (slot === undefined) return
      const [pending] = queue.splice(nextIndex(), 1)
      if (pending === undefined) return
      served(pending.task.jobId)
      slot.task = pending
      slot.worker.postMessage({ taskId: pending.taskId, task: pending.task })
    }
  }

  const run = (task: ShardTask): Promise<ShardAnswer> =>
    new Promise((resolve, reject) => {
      if (closed) {
        reject(new Error('The SimLabs pool is closed'))
        return
      }
      queue.push({ taskId: nextTaskId++, task, resolve, reject })
      next()
    })

  // A task's answer of the kind it asked for, or the worker's error thrown.
  const answerOf = async <Key extends 'accuracy' | 'tally' | 'result'>(
    task: ShardTask,
    key: Key,
  ): Promise<Extract<ShardAnswer, Record<Key, unknown>>[Key]> => {
    const answer = await run(task)
    if ('error' in answer) throw new Error(answer.error)
    if (!(key in answer)) throw new Error(`A ${task.kind} task answered without its ${key}`)
    return (answer as Extract<ShardAnswer, Record<Key, unknown>>)[key]
  }

  return {
    measureAccuracy: (jobId, rows) => answerOf({ kind: 'accuracy', jobId, rows }, 'accuracy'),
    runShard: (jobId, spec, from, to) =>
      answerOf({ kind: 'shard', jobId, spec, from, to }, 'tally'),
    summarize: (jobId, spec, tally) =>
      answerOf({ kind: 'summarize', jobId, spec, tally }, 'result'),
    cancelJob: (jobId) => {
      const dropped = queue.filter((pending) => pending.task.jobId === jobId)
      for (const pending of dropped) {
        queue.splice(queue.indexOf(pending), 1)
        pending.reject(new Error(`Simulation ${jobId} was cancelled`))
      }
    },
    close: async () => {
      closed = true
      for (const pending of queue.splice(0)) pending.reject(new Error('The SimLabs pool closed'))
      const running = slots.splice(0)
      for (const slot of running) slot.task?.reject(new Error('The SimLabs pool closed'))
      await Promise.all(running.map((slot) => slot.worker.terminate()))
    },
  }
}
