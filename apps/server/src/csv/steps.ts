/**
 * Long work cut into steps: a generator that yields between batches of rows. `runSteps` runs it
 * straight through (the sync parsers the CLI commands call); `runStepsInTurns` lets the event
 * loop take a turn at each yield, so a server importing 100 000 rows still answers requests.
 */

/** Work that yields between batches and returns `T`. */
export type Steps<T> = Generator<void, T, void>

/**
 * Runs `steps` to the end at once.
 * @example runSteps(readCsvRowSteps(text)) // the rows
 */
export const runSteps = <T>(steps: Steps<T>): T => {
  for (;;) {
    const next = steps.next()
    if (next.done === true) return next.value
  }
}

/**
 * Runs `steps`, giving the event loop one turn at each yield.
 * @example await runStepsInTurns(dkSalariesSteps(text, options)) // the slate file
 */
export const runStepsInTurns = async <T>(steps: Steps<T>): Promise<T> => {
  for (;;) {
    const next = steps.next()
    if (next.done === true) return next.value
    await new Promise((resolve) => setImmediate(resolve))
  }
}
