/**
 * The build workers (`node:worker_threads`), shared fairly between users. Builds wait in one
 * list; a free worker takes the oldest build of the user with the fewest builds running, and no
 * user runs on every worker at once, so one user's builds never hold all of them while another
 * user waits. A build runs within its time limit. The solver's search cannot be interrupted from
 * inside, so a cancel or a time limit ends the build's worker at once, and a new worker starts
 * for the next build. Workers start on first use and the pool's `close` ends them.
 */
import type { OptimizeRequestInput } from '@slatelab/engine/optimizer/optimizer-request'
import { errors } from '@slatelab/domain/errors'
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../../jobs/worker-threads'
import type { BuildReport } from './build-messages'

/** A build for the pool: whose it is and how long it may run. */
export type BuildJob = {
  readonly buildId: string
  readonly userId: number
  readonly request: OptimizeRequestInput
  readonly timeLimitMs: number
}

export type BuildWorkerPool = {
  /** Queues a build; its reports arrive through the pool's `onReport`. */
  readonly submit: (job: BuildJob) => void
  /** Ends a queued or running build at once, reporting it cancelled; false if it is neither. */
  readonly cancel: (buildId: string) => boolean
  /** Ends every worker; builds queued or running are dropped without a report. */
  readonly close: () => Promise<void>
}

/**
 * Builds a worker count for this machine: the cores, at least 2 (so that one user's long build
 * never holds the only worker) and at most 4. A build is single-threaded.
 * @example defaultPoolSize() // 2 on a 2-core machine
 */
export const defaultPoolSize = (): number => Math.max(2, Math.min(4, availableParallelism()))

/**
 * The build to start next: the oldest of the user with the fewest running, if that user runs
 * fewer than `perUser`; -1 when none may start.
 * @example fairestWaiting([{ userId: 1 }, { userId: 2 }], (user) => (user === 1 ? 1 : 0), 1) // 1
 */
export const fairestWaiting = (
  waiting: readonly { readonly userId: number }[],
  runningOf: (userId: number) => number,
  perUser: number,
): number => {
  let best = -1
  let bestRunning = perUser
  waiting.forEach((job, index) => {
    const running = runningOf(job.userId)
    if (running < bestRunning) {
      best = index
      bestRunning = running
    }
  })
  return best
}

type Running = { readonly job: BuildJob; readonly timer: NodeJS.Timeout }
type Slot = { readonly worker: Worker; running: Running | undefined }

/**
 * A pool of `size` build workers that tell `onReport` about every build.
 * @example const pool = createBuildWorkerPool(2, (report) => console.log(report.kind))
 */
export const createBuildWorkerPool = (
  size: number,
  onReport: (report: BuildReport) => void,
): BuildWorkerPool => {
  const slots: Slot[] = []
  const waiting: BuildJob[] = []
  const perUser = Math.max(1, size - 1)
  let closed = false

  const runningOf = (userId: number) =>
    slots.filter((slot) => slot.running?.job.userId === userId).length

  const release = (slot: Slot) => {
    if (slot.running !== undefined) clearTimeout(slot.running.timer)
    slot.running = undefined
  }

  /** Ends a slot's worker with `report` for its build, and starts what waits. */
  const stop = (slot: Slot, report: BuildReport) => {
    slots.splice(slots.indexOf(slot), 1)
    release(slot)
    void slot.worker.terminate()
    onReport(report)
    startWaiting()
  }

  const spawn = (): Slot => {
    const worker = startWorker('build-worker')
    const slot: Slot = { worker, running: undefined }
    worker.on('message', (report: BuildReport) => {
      if (!slots.includes(slot)) return
      onReport(report)
      if (report.kind === 'progress') return
      release(slot)
      startWaiting()
    })
    const fail = (error: string) => {
      const buildId = slot.running?.job.buildId
      if (buildId === undefined || closed) {
        slots.splice(slots.indexOf(slot), 1)
        release(slot)
        startWaiting()
      } else stop(slot, { buildId, kind: 'failed', error })
    }
    worker.on('error', (error) => fail(`The build worker failed: ${error.message}`))
    worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(`The build worker stopped (exit code ${code})`)
    })
    slots.push(slot)
    return slot
  }

  const run = (slot: Slot, job: BuildJob) => {
    const timer = setTimeout(
      () =>
        stop(slot, {
          buildId: job.buildId,
          kind: 'failed',
          error: errors.buildTimeLimit(Math.round(job.timeLimitMs / 1000)),
        }),
      job.timeLimitMs,
    )
    slot.running = { job, timer }
    onReport({ buildId: job.buildId, kind: 'started' })
    slot.worker.postMessage({ buildId: job.buildId, request: job.request })
  }

  function startWaiting() {
    while (!closed) {
      const index = fairestWaiting(waiting, runningOf, perUser)
      const idle = slots.find((candidate) => candidate.running === undefined)
      if (index < 0 || (idle === undefined && slots.length >= size)) return
      const [job] = waiting.splice(index, 1)
      if (job !== undefined) run(idle ?? spawn(), job)
    }
  }

  return {
    submit: (job) => {
      waiting.push(job)
      startWaiting()
    },
    cancel: (buildId) => {
      const queued = waiting.findIndex((job) => job.buildId === buildId)
      if (queued >= 0) {
        waiting.splice(queued, 1)
        onReport({ buildId, kind: 'cancelled' })
        return true
      }
      const slot = slots.find((candidate) => candidate.running?.job.buildId === buildId)
      if (slot === undefined) return false
      stop(slot, { buildId, kind: 'cancelled' })
      return true
    },
    close: async () => {
      closed = true
      waiting.length = 0
      const running = slots.splice(0)
      running.forEach(release)
      await Promise.all(running.map((slot) => slot.worker.terminate()))
    },
  }
}
