/**
 * The optimizer's duplicates model against the fields SimLabs draws. The slow tests refit the
 * stored coefficients (`duplicatesCoefficients`) from the demo world and check them on held-out
 * draws: about a minute for captain rosters and three for classic on the shared machine.
 */
import { isoDate } from '@slatelab/domain/units'
import { duplicatesCoefficients } from '@slatelab/engine/optimizer/duplicates-model'
import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import {
  calibrationBins,
  fitDuplicates,
  type DuplicatesBin,
  type DuplicatesSample,
} from './duplicates-fit'
import { duplicatesDay, fitPopulation, kindSamples } from './duplicates-fit-demo'

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

/**
 * The stated tolerance: the bin of the highest predictions (where a cap bites) within 35 % of
 * what the field held; every other bin within 0.25 duplicates or a factor of 3.
 */
const withinTolerance = (bins: readonly DuplicatesBin[]): boolean =>
  bins.every((bin, index) => {
    if (index === bins.length - 1) {
      return Math.abs(bin.predicted - bin.observed) <= 0.35 * bin.observed
    }
    const ratio = bin.predicted / Math.max(bin.observed, 1e-9)
    return Math.abs(bin.predicted - bin.observed) <= 0.25 || (ratio >= 1 / 3 && ratio <= 3)
  })

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

describe.each(['captain', 'classic'] as const)('the %s coefficients', (kind) => {
  it(
    'are what the demo world’s fields give, and predict a held-out field within the tolerance',
    { timeout: 900_000 },
    async () => {
      const day = duplicatesDay('slatelab', isoDate('2026-11-22'))
      const fit = fitDuplicates(fitPopulation(kind, await kindSamples(day, kind, 'fit')))
      const stored = duplicatesCoefficients[kind]
      expect(fit.a).toBeCloseTo(stored.a, 2)
      expect(fit.b).toBeCloseTo(stored.b, 2)
      expect(fit.c).toBeCloseTo(stored.c, 2)

      // New builds (their seeds follow the field's) counted in a new field of the same contest.
      const holdout = await kindSamples(day, kind, 'holdout')
      const bins = calibrationBins(stored, holdout.optimizer, 5)
      expect(bins.map((bin) => bin.observed).some((observed) => observed > 1)).toBe(true)
      expect(withinTolerance(bins), JSON.stringify(bins)).toBe(true)
    },
  )
})
