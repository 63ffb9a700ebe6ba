/**
 * Fitting the optimizer's duplicates model. Refitting the stored coefficients from the demo
 * world and checking them on held-out draws takes minutes: `npm run bench -w @slatelab/bench --
 * duplicates-fit` (bench/src/duplicates-fit.bench.ts).
 */
import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import {
  calibrationBins,
  fitDuplicates,
  withinTolerance,
  type DuplicatesSample,
} from './duplicates-fit'

const poisson = (rng: ReturnType<typeof createRng>, mean: number): number => {
  let count = 0
  let product = rng.next()
  const limit = Math.exp(-mean)
  while (product > limit) {
    count += 1
    product *= rng.next()
  }
  return count
}

describe('fitting the duplicates model', () => {
  it('recovers the coefficients of Poisson counts drawn from the model', () => {
    const rng = createRng('duplicates-fit')
    const truth = { a: -1, b: 0.8, c: -0.5 }
    const samples: DuplicatesSample[] = Array.from({ length: 4000 }, () => {
      const sample = {
        logOwnership: -6 - 6 * rng.next(),
        salaryLeftK: 3 * rng.next(),
        logOthers: Math.log(20_000),
      }
      const mean = Math.exp(
        sample.logOthers + truth.a + truth.b * sample.logOwnership + truth.c * sample.salaryLeftK,
      )
      return { ...sample, copies: poisson(rng, mean) }
    })
    const fit = fitDuplicates(samples)
    expect(fit.a).toBeCloseTo(truth.a, 0)
    expect(fit.b).toBeCloseTo(truth.b, 1)
    expect(fit.c).toBeCloseTo(truth.c, 1)
  })

  it('flags a model off by more than the tolerance', () => {
    const sample = { logOwnership: -8, salaryLeftK: 0, logOthers: Math.log(10_000), copies: 4 }
    const right = { a: Math.log(4) - Math.log(10_000) + 8, b: 1, c: 0 }
    expect(withinTolerance(calibrationBins(right, [sample], 1))).toBe(true)
    expect(withinTolerance(calibrationBins({ ...right, a: right.a + 0.5 }, [sample], 1))).toBe(
      false,
    )
  })
})
