import type { Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { inverseStandardNormalCdf, standardNormalCdf } from './normal-math'
import {
  fitOutcome,
  maxSigma,
  outcomeAt,
  outcomeShapes,
  playedVariance,
  skewTerm,
  z90,
} from './player-outcomes'
import { buildSimPlayer } from './sim-builders'

// E[f(points)] by quadrature over the standard normal.
const expectationOf = (outcome: ReturnType<typeof fitOutcome>, f = (points: number) => points) => {
  let sum = 0
  let weights = 0
  for (let z = -9; z <= 9; z += 0.0005) {
    const weight = Math.exp((-z * z) / 2)
    sum += weight * f(outcomeAt(outcome, z))
    weights += weight
  }
  return sum / weights
}
const meanOf = (outcome: ReturnType<typeof fitOutcome>) => expectationOf(outcome)

const player = (projection: number, floor: number, ceiling: number, zeroChance = 0) =>
  buildSimPlayer({
    projection: projection as Points,
    floor: floor as Points,
    ceiling: ceiling as Points,
    zeroChance: zeroChance as Probability,
  })

describe('fitOutcome', () => {
  it.each([
    ['right-skewed (mean below the middle)', player(20, 12, 30)],
    ['left-skewed (mean above the middle)', player(20, 10, 28)],
    ['symmetric', player(10, 4, 16)],
  ])('puts the floor and ceiling at the 10th and 90th percentiles of a %s player', (_, p) => {
    const outcome = fitOutcome(p)
    expect(outcomeAt(outcome, -z90)).toBeCloseTo(p.floor, 6)
    expect(outcomeAt(outcome, z90)).toBeCloseTo(p.ceiling, 6)
    expect(meanOf(outcome)).toBeCloseTo(p.projection, 4)
  })

  it('skews towards the longer side: a right skew has its median below the mean', () => {
    expect(outcomeAt(fitOutcome(player(20, 12, 30)), 0)).toBeLessThan(20)
    expect(outcomeAt(fitOutcome(player(20, 10, 28)), 0)).toBeGreaterThan(20)
    expect(fitOutcome(player(10, 4, 16)).shape).toBe(outcomeShapes.normal)
  })

  it('caps the skew and keeps the mean and the spread when floor and ceiling ask for more', () => {
    const outcome = fitOutcome(player(10, 6, 40))
    expect(outcome.sigma).toBe(maxSigma)
    expect(meanOf(outcome)).toBeCloseTo(10, 4)
    expect(outcomeAt(outcome, z90) - outcomeAt(outcome, -z90)).toBeCloseTo(34, 6)
  })

  it('scores exactly 0 with the zero chance and keeps the overall mean at the projection', () => {
    const outcome = fitOutcome(player(8, 3, 18, 0.2))
    expect(outcomeAt(outcome, inverseStandardNormalCdf(0.19))).toBe(0)
    expect(outcomeAt(outcome, inverseStandardNormalCdf(0.21))).not.toBe(0)
    expect(meanOf(outcome)).toBeCloseTo(8, 2)
    // The played game (conditional on not scoring 0) keeps the floor as its 10th percentile.
    expect(outcomeAt(outcome, inverseStandardNormalCdf(0.2 + 0.8 * 0.1))).toBeCloseTo(3, 4)
  })

  it('never varies a player whose floor and ceiling meet', () => {
    const outcome = fitOutcome(player(7, 7, 7))
    expect([outcomeAt(outcome, -3), outcomeAt(outcome, 3)]).toEqual([7, 7])
  })

  it('centres a normal on a mean outside the floor–ceiling band', () => {
    const outcome = fitOutcome(player(20, 2, 12))
    expect(outcome.shape).toBe(outcomeShapes.normal)
    expect(meanOf(outcome)).toBeCloseTo(20, 4)
  })
})

describe('standard normal', () => {
  it('inverts its CDF', () => {
    for (const p of [1e-6, 0.01, 0.3, 0.5, 0.9, 0.999]) {
      expect(standardNormalCdf(inverseStandardNormalCdf(p))).toBeCloseTo(p, 6)
    }
    expect(inverseStandardNormalCdf(0.9)).toBeCloseTo(z90, 8)
  })
})

describe('playedVariance', () => {
  it('is the spread the simulation draws, for a symmetric and a skewed band', () => {
    for (const outcome of [fitOutcome(player(20, 10, 30)), fitOutcome(player(12, 4, 30))]) {
      const mean = meanOf(outcome)
      const drawn = expectationOf(outcome, (points) => (points - mean) ** 2)
      expect(playedVariance(outcome)).toBeCloseTo(drawn, 2)
    }
    expect(fitOutcome(player(12, 4, 30)).shape).toBe(outcomeShapes.logNormal)
    expect(playedVariance(fitOutcome(player(20, 20, 20)))).toBe(0)
  })
})

describe('a skewed played game', () => {
  const plain = fitOutcome(player(20, 12, 30))
  const skewed = fitOutcome({ ...player(20, 12, 30), skew: 0.5 })
  const spread = (30 - 12) / (2 * z90)

  it('keeps the mean and stays increasing in z', () => {
    expect(meanOf(skewed)).toBeCloseTo(20, 2)
    let last = Number.NEGATIVE_INFINITY
    for (let z = -6; z <= 6; z += 0.01) {
      const points = outcomeAt(skewed, z)
      expect(points).toBeGreaterThan(last)
      last = points
    }
  })

  it('runs its booms further out and lowers the games below the median a little', () => {
    // The 99th percentile's draw gains 2.46 × skew × the band's spread; below the median
    // every draw loses a quarter of it.
    expect(outcomeAt(skewed, 2.326) - outcomeAt(plain, 2.326)).toBeCloseTo(
      0.5 * spread * skewTerm(2.326),
      6,
    )
    expect(outcomeAt(skewed, -1) - outcomeAt(plain, -1)).toBeCloseTo(-0.25 * 0.5 * spread, 6)
  })

  it('gives the variance its draws have, wider than the plain shape’s', () => {
    const variance = expectationOf(skewed, (points) => (points - 20) ** 2)
    expect(playedVariance(skewed)).toBeCloseTo(variance, 1)
    expect(playedVariance(skewed)).toBeGreaterThan(playedVariance(plain))
  })

  it('keeps a zero-inflated player’s mean too', () => {
    expect(meanOf(fitOutcome({ ...player(12, 4, 22, 0.2), skew: 0.8 }))).toBeCloseTo(12, 1)
  })
})
