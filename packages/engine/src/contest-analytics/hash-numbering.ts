/**
 * Numbers 64-bit hashes in the order first met, without turning each into a string: an
 * open-addressing table over the two 32-bit halves. Numbering a field's lineups this way skips
 * a string allocation and a string hash per entry.
 */
import type { Fnv1a64State } from './fnv1a64'

/**
 * A numbering of 64-bit hashes (as `[high, low]` FNV states).
 * @example const lineups = createHashNumbering(1000); lineups.numberOf(state) // 0, then 0 again for the same hash
 */
export type HashNumbering = {
  /** The hash's number: the count of different hashes numbered before it was first met. */
  numberOf(state: Fnv1a64State): number
  /** Different hashes numbered so far. */
  readonly size: number
}

// Linear probing from the low half (FNV mixes its low bits well).
const empty = -1

/**
 * A numbering for at most `capacity` different hashes (throws past it). The table has at least
 * twice as many slots, so probes stay short.
 * @example createHashNumbering(entries.length)
 */
export const createHashNumbering = (capacity: number): HashNumbering => {
  let slots = 2
  while (slots < capacity * 2) slots *= 2
  const mask = slots - 1
  const highs = new Uint32Array(slots)
  const lows = new Uint32Array(slots)
  const numbers = new Int32Array(slots).fill(empty)
  let size = 0
  return {
    numberOf(state) {
      const high = state[0] ?? 0
      const low = state[1] ?? 0
      let slot = low & mask
      for (;;) {
        const number = numbers[slot] ?? empty
        if (number === empty) break
        if (highs[slot] === high && lows[slot] === low) return number
        slot = (slot + 1) & mask
      }
      if (size >= capacity) throw new RangeError(`More than ${capacity} different hashes`)
      highs[slot] = high
      lows[slot] = low
      numbers[slot] = size
      size += 1
      return size - 1
    },
    get size() {
      return size
    },
  }
}
