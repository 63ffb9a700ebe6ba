/**
 * The demo world's days, built on a worker thread a few days ahead of the writer: seeding a
 * year is half building days, half writing them, and the two now overlap on two cores.
 */
import type { IsoDate } from '@slatelab/domain/units'
import type { OtherSportsOdds } from '@slatelab/world/season/other-sports/other-sports-day'
import type { WorldDay } from '@slatelab/world/season/world-types'
import { startWorker } from '../jobs/worker-threads'

/** A built day with the other sports' events merged in and their odds. */
export type BuiltWorldDay = WorldDay & { readonly odds: readonly OtherSportsOdds[] }

/** What the worker builds: these days, in this order. */
export type WorldDayJob = {
  readonly seed: string
  readonly days: readonly IsoDate[]
  readonly resultsThrough: IsoDate
}

type Answer =
  | { readonly index: number; readonly day: BuiltWorldDay }
  | { readonly index: number; readonly error: string }

// Days built ahead of the writer: enough to keep the worker busy, few enough to bound memory.
const lookahead = 3

/**
 * Yields the job's days in order; stop it early with `return()` (a `for await` that breaks
 * does), which ends the worker, or with `signal`: a shutdown need not wait for the day being
 * built (seconds of work).
 * @example for await (const day of worldDays({ seed, days, resultsThrough })) await store(day)
 */
export async function* worldDays(
  job: WorldDayJob,
  signal?: AbortSignal,
): AsyncGenerator<BuiltWorldDay> {
  const worker = startWorker('world-day-worker', job)
  const answers = new Map<number, Answer>()
  let failure: Error | undefined
  let wake: (() => void) | undefined
  worker.on('message', (answer: Answer) => {
    answers.set(answer.index, answer)
    wake?.()
  })
  worker.on('error', (error) => {
    failure = error
    wake?.()
  })
  const stop = () => wake?.()
  signal?.addEventListener('abort', stop, { once: true })
  try {
    for (let index = 0; index < Math.min(lookahead, job.days.length); index += 1) {
      worker.postMessage(index)
    }
    for (let index = 0; index < job.days.length; index += 1) {
      while (!answers.has(index) && failure === undefined && signal?.aborted !== true) {
        await new Promise<void>((resolve) => (wake = resolve))
      }
      if (signal?.aborted === true) return
      if (failure !== undefined) throw failure
      const answer = answers.get(index)
      answers.delete(index)
      if (index + lookahead < job.days.length) worker.postMessage(index + lookahead)
      if (answer === undefined || 'error' in answer) {
        throw new Error(`Building the demo world's ${job.days[index]} failed: ${answer?.error}`)
      }
      yield answer.day
    }
  } finally {
    signal?.removeEventListener('abort', stop)
    await worker.terminate()
  }
}
