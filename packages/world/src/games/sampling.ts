/**
 * Draws the game models share, on top of the engine's `Rng`: counts (Poisson, binomial),
 * mean-one multiplicative noise and weighted picks. All take the stream first and advance it a
 * fixed way for the same inputs, so a model stays deterministic.
 */
import type { Rng } from '@slatelab/engine/rng'

// Above this mean Knuth's product method needs too many draws; the rounded normal is close.
const poissonExactLimit = 30

/**
 * A Poisson count with this mean (events per game); 0 for a mean ≤ 0.
 * @example poisson(rng, 2.4) // 3
 */
export const poisson = (rng: Rng, mean: number): number => {
  if (!(mean > 0)) return 0
  if (mean > poissonExactLimit) return Math.max(0, Math.round(rng.normal(mean, Math.sqrt(mean))))
  const limit = Math.exp(-mean)
  let count = 0
  let product = rng.next()
  while (product > limit) {
    count += 1
    product *= rng.next()
  }
  return count
}

/**
 * The number of successes in `trials` independent tries of chance `probability` (0–1).
 * @example binomial(rng, 4, 0.3) // 1
 */
export const binomial = (rng: Rng, trials: number, probability: number): number => {
  let successes = 0
  for (let trial = 0; trial < trials; trial += 1) if (rng.next() < probability) successes += 1
  return successes
}

/**
 * A log-normal factor with mean 1 and this log-scale sd: per-game form, share noise.
 * @example meanOneFactor(rng, 0.2) // 1.13
 */
export const meanOneFactor = (rng: Rng, logSd: number): number =>
  logSd <= 0 ? 1 : Math.exp(rng.normal(-(logSd * logSd) / 2, logSd))

/**
 * The index of an item drawn with chance proportional to its weight (weights ≥ 0, total > 0).
 * Falls back to the last item when rounding leaves the draw past the end.
 * @example weightedIndex(rng, [3, 1], 4) // 0 three times out of four
 */
export const weightedIndex = (rng: Rng, weights: readonly number[], total: number): number => {
  let remaining = rng.next() * total
  for (let index = 0; index < weights.length; index += 1) {
    remaining -= weights[index] ?? 0
    if (remaining < 0) return index
  }
  return weights.length - 1
}

/**
 * The sum of a list of numbers.
 * @example sumOf([1, 2, 3]) // 6
 */
export const sumOf = (values: readonly number[]): number => {
  let total = 0
  for (const value of values) total += value
  return total
}

/**
 * `value` limited to `[min, max]`.
 * @example clamp(1.4, 0, 1) // 1
 */
export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))
