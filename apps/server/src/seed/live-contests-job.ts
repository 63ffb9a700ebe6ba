import type { Db } from '../db/database'
import { startFieldWorker } from './field-generator'
import { createLiveContests, type LiveContestsRun } from './live-contest-fields'

/**
 * How often a running server looks at its live contests: a slate that locks gets its fields
 * within a minute; points move in quarter-hour steps (`livePointsStepMs`), so most runs only
 * read a few rows.
 */
export const liveContestsIntervalMs = 60_000

export type LiveContestsJob = {
  /** Stops the refreshes: waits for one under way, which stops between contests. */
  readonly stop: () => Promise<void>
}

/**
 * Runs `createLiveContests(...).refresh` now and then every `intervalMs` after the previous
 * run ended (never two at once), in process, until stopped: a slate that locks while the
 * server runs gets its fields, and the points of live contests move with the games.
 * @example const job = startLiveContestsJob({ db, now: () => new Date(), fieldCap: 12000, onRun, onError }); await job.stop()
 */
export const startLiveContestsJob = (options: {
  readonly db: Db
  readonly now: () => Date
  readonly fieldCap: number
  readonly intervalMs?: number
  readonly onRun: (run: LiveContestsRun, seconds: number) => void
  readonly onError: (error: unknown) => void
  readonly onFieldFailure?: (contestTitle: string, reason: string) => void
}): LiveContestsJob => {
  // Fields are drawn off the event loop, so requests are answered while a slate locks.
  const fields = startFieldWorker()
  const live = createLiveContests({
    fieldCap: options.fieldCap,
    onFieldFailure: options.onFieldFailure,
    drawField: fields.draw,
  })
  const stopping = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const runOnce = async () => {
    const started = Date.now()
    try {
      const run = await live.refresh(options.db, { now: options.now(), signal: stopping.signal })
      options.onRun(run, (Date.now() - started) / 1000)
    } catch (error) {
      options.onError(error)
    }
    if (!stopping.signal.aborted) {
      timer = setTimeout(() => {
        running = runOnce()
      }, options.intervalMs ?? liveContestsIntervalMs)
      timer.unref()
    }
  }
  running = runOnce()
  return {
    stop: async () => {
      stopping.abort()
      clearTimeout(timer)
      await running
      await fields.close()
    },
  }
}
