/** Random order from an explicit `rng`. */
import type { Rng } from '@slatelab/engine/rng'

/**
 * A copy of `items` in random order (Fisher–Yates, one `rng.int` per item after the first).
 * @example shuffled(['BOS', 'NYK', 'MIA'], createRng('c')) // ['NYK', 'MIA', 'BOS']
 */
export const shuffled = <T>(items: readonly T[], rng: Rng): readonly T[] => {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i)
    const here = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = here
  }
  return copy
}
