/**
 * A small pool of build workers (`node:worker_threads`): jobs wait in order for a free
 * worker; each worker runs one job at a time. A worker that dies fails its job and is
 * replaced on the next job. Workers start on first use and the pool's `close` ends them.
 */
import type { OptimizeRequestInput } from '@slatelab/engine/optimizer/optimizer-request'
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../../jobs/worker-threads'
import type { BuildJobMessage, BuildReport } from './build-messages'

export type BuildWorkerPool = {
  /** Queues a build; its reports arrive through the pool's `onReport`. */
  readonly submit: (buildId: string, request: OptimizeRequestInput) => void
  /** Drops a queued build (answers true) or flags a running one to stop after its lineup. */
  readonly cancel: (buildId: string) => boolean
  readonly close: () => Promise<void>
}

/**
 * Builds a worker count for this machine: one less than the cores, at least 1, at most 2
 * (a build is single-threaded and the web server needs a core).
 * @example defaultPoolSize() // 1 on a 2-core machine
 */
export const defaultPoolSize = (): number => Math.max(1, Math.min(2, availableParallelism() - 1))

type Slot = { readonly worker: Worker; job: string | undefined }
type Job = BuildJobMessage

/**
 * A pool of `size` build workers that tell `onReport` about every job.
 * @example const pool = createBuildWorkerPool(1, (report) => console.log(report.kind))
 */
export const createBuildWorkerPool = (
  size: number,
  onReport: (report: BuildReport) => void,
): BuildWorkerPool => {
  const slots: Slot[] = []
  const queue: Job[] = []
  const flags = new Map<string, Int32Array>()
  let closed = false

  const finish = (slot: Slot) => {
    if (slot.job !== undefined) flags.delete(slot.job)
    slot.job = undefined
    next()
  }

  const spawn = (): Slot => {
    const worker = startWorker('build-worker')
    const slot: Slot = { worker, job: undefined }
    worker.on('message', (report: BuildReport) => {
      onReport(report)
      if (report.kind !== 'progress') finish(slot)
    })
    const fail = (error: string) => {
      slots.splice(slots.indexOf(slot), 1)
      if (slot.job !== undefined && !closed) {
        onReport({ buildId: slot.job, kind: 'failed', error })
      }
      finish(slot)
    }
    worker.on('error', (error) => fail(`The build worker failed: ${error.message}`))
    worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(`The build worker stopped (exit code ${code})`)
    })
    slots.push(slot)
    return slot
  }

  const next = () => {
    if (closed || queue.length === 0) return
    const slot =
      slots.find((candidate) => candidate.job === undefined) ??
      (slots.length < size ? spawn() : undefined)
    const job = queue.shift()
    if (slot === undefined || job === undefined) {
      if (job !== undefined) queue.unshift(job)
      return
    }
    slot.job = job.buildId
    slot.worker.postMessage(job)
  }

  return {
    submit: (buildId, request) => {
      const cancelFlag = new SharedArrayBuffer(4)
      flags.set(buildId, new Int32Array(cancelFlag))
      queue.push({ buildId, request, cancelFlag })
      next()
    },
    cancel: (buildId) => {
      const queued = queue.findIndex((job) => job.buildId === buildId)
      if (queued >= 0) {
        queue.splice(queued, 1)
        flags.delete(buildId)
        onReport({ buildId, kind: 'cancelled' })
        return true
      }
      const flag = flags.get(buildId)
      if (flag === undefined) return false
      Atomics.store(flag, 0, 1)
      return true
    },
    close: async () => {
      closed = true
      queue.length = 0
      const running = slots.splice(0)
      await Promise.all(running.map((slot) => slot.worker.terminate()))
    },
  }
}
