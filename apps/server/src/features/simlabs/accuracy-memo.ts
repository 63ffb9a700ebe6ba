/**
 * A history's projection accuracy, remembered for the next job that reads the same history.
 * Measuring it takes about 1.5 s on two months of a sport's slates (each position's skew
 * above all, projection-accuracy.ts), and a user simulating one slate again and again reads the
 * same rows. Keyed by the rows' content, so a history that changed (a result stored, a slate
 * added) is measured afresh. What is remembered is the measurement's promise, so jobs that ask
 * for a history while it is being measured share the one measurement; a measurement that fails
 * is forgotten. At most `maxRemembered` histories are kept, each accuracy a few KB (a dozen
 * numbers per position).
 */
import {
  measureProjectionAccuracy,
  type ProjectionAccuracy,
  type ProjectionOutcome,
} from '@slatelab/engine/simlabs/projection-accuracy'

const maxRemembered = 16
const remembered = new Map<string, Promise<ProjectionAccuracy>>()

/** Measures a history's accuracy: on a SimLabs worker thread in the server. */
export type MeasureAccuracy = (rows: readonly ProjectionOutcome[]) => Promise<ProjectionAccuracy>

/** Measures on the calling thread (scripts and tests that hold no worker pool). */
export const measureHere: MeasureAccuracy = async (rows) => measureProjectionAccuracy(rows)

// Two 32-bit FNV-1a hashes of every row's position and numbers, and the row count: a key that
// two different histories share by chance about once in 2^64.
const keyOf = (rows: readonly ProjectionOutcome[]): string => {
  const word = new Float64Array(1)
  const bits = new Int32Array(word.buffer)
  let first = 0x811c9dc5
  let second = 0x01000193
  const mix = (value: number) => {
    word[0] = value
    for (const part of bits) {
      first = Math.imul(first ^ part, 0x01000193)
      second = Math.imul(second ^ part, 0x811c9dc5) ^ (second >>> 15)
    }
  }
  for (const row of rows) {
    for (let at = 0; at < row.position.length; at += 1) mix(row.position.charCodeAt(at))
    mix(row.projection)
    mix(row.actual)
    mix(row.salary ?? Number.NaN)
    mix(row.floor ?? Number.NaN)
    mix(row.ceiling ?? Number.NaN)
  }
  return `${rows.length}:${(first >>> 0).toString(16)}:${(second >>> 0).toString(16)}`
}

/**
 * `measure(rows)`, measured once while the same rows are asked for again.
 * @example rememberedAccuracy(rows, measureHere) === rememberedAccuracy([...rows], measureHere) // true: the same history
 */
export const rememberedAccuracy = (
  rows: readonly ProjectionOutcome[],
  measure: MeasureAccuracy,
): Promise<ProjectionAccuracy> => {
  const key = keyOf(rows)
  const known = remembered.get(key)
  if (known !== undefined) {
    // The most recently used is the last to go.
    remembered.delete(key)
    remembered.set(key, known)
    return known
  }
  const measured = measure(rows)
  remembered.set(key, measured)
  measured.catch(() => {
    if (remembered.get(key) === measured) remembered.delete(key)
  })
  const oldest = remembered.keys().next().value
  if (remembered.size > maxRemembered && oldest !== undefined) remembered.delete(oldest)
  return measured
}
