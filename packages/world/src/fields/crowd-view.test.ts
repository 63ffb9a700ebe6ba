import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import {
  crowdInformation,
  informedOutcome,
  informedView,
  resultAgainstEstimate,
  viewInformation,
} from './crowd-view'

const draws = 40_000

// Slope of y on x by least squares.
const slope = (xs: readonly number[], ys: readonly number[]): number => {
  const mx = xs.reduce((sum, x) => sum + x, 0) / xs.length
  const my = ys.reduce((sum, y) => sum + y, 0) / ys.length
  let cov = 0
  let varX = 0
  xs.forEach((x, i) => {
    cov += (x - mx) * ((ys[i] ?? 0) - my)
    varX += (x - mx) ** 2
  })
  return cov / varX
}

describe('the crowd view of the demo world', () => {
  it.each([0.15, 0.3, 1])(
    'knows crowdInformation log points per unit of view whatever the spread (%s)',
    (relativeSpread) => {
      const rng = createRng(`informed:${relativeSpread}`)
      const views: number[] = []
      const results: number[] = []
      for (let i = 0; i < draws; i += 1) {
        const outcome = rng.normal(0, 1)
        views.push(informedView(outcome, relativeSpread, crowdInformation, rng))
        // The player's result as a share off his projection.
        results.push(outcome * relativeSpread)
      }
      expect(slope(views, results)).toBeCloseTo(crowdInformation, 2)
      const meanSquare = views.reduce((sum, view) => sum + view * view, 0) / draws
      expect(meanSquare).toBeCloseTo(1, 1)
    },
  )

  it('is noise before the game', () => {
    const rng = createRng('before')
    const views = Array.from({ length: draws }, () =>
      informedView(undefined, 0.3, crowdInformation, rng),
    )
    const results = views.map((_, i) => (i % 7) - 3)
    expect(Math.abs(slope(views, results))).toBeLessThan(0.01)
  })
})

describe('a simulated player given the crowd view', () => {
  const player = { projection: 20, floor: 10, ceiling: 30, projectionErrorSd: 5 }

  it('moves his mean with the view and keeps his measured spread over views', () => {
    const rng = createRng('outcome')
    let mean = 0
    let square = 0
    for (let i = 0; i < draws; i += 1) {
      const seen = informedOutcome(player, rng.normal(0, 1))
      const errorSd = seen.projectionErrorSd ?? 0
      mean += seen.projection
      // E[(mean · (1 + error share))²] over the error draw.
      square += seen.projection ** 2 + errorSd ** 2
    }
    mean /= draws
    const spread = Math.sqrt(square / draws - mean ** 2)
    expect(mean).toBeCloseTo(20, 1)
    expect(spread).toBeCloseTo(5, 1)
    const up = informedOutcome(player, 1)
    expect(up.projection).toBeCloseTo(20 * Math.exp(crowdInformation - crowdInformation ** 2 / 2))
    expect(up.ceiling / up.projection).toBeCloseTo(30 / 20)
  })

  it('stays as he is when projections are taken as exact', () => {
    const exact = { projection: 20, floor: 10, ceiling: 30 }
    expect(informedOutcome(exact, 2)).toBe(exact)
  })

  it('never knows more than the projection leaves unknown', () => {
    expect(viewInformation(0.5)).toBe(crowdInformation)
    expect(viewInformation(0.05)).toBeCloseTo(0.04)
    expect(viewInformation(0)).toBe(0)
  })

  it('never lets the view explain all of a small error', () => {
    const sure = informedOutcome({ ...player, projectionErrorSd: 1 }, 1)
    expect(sure.projectionErrorSd ?? 0).toBeGreaterThan(0.5)
    expect(sure.projection).toBeLessThan(20 * 1.05)
  })
})

describe('a result as the crowd view reads it', () => {
  const estimate = { projection: 20, floor: 14, ceiling: 26, projectionErrorSd: 4 }

  it('counts it from the true mean in the game spread and the projection error together', () => {
    // Game spread (26 − 14) / (2 × 1.0364) = 5.79; with the error √(5.79² + 4²) = 7.04.
    const { outcome, relativeSpread } = resultAgainstEstimate(estimate, 27.04)
    expect(outcome).toBeCloseTo(1, 2)
    expect(relativeSpread).toBeCloseTo(7.04 / 20, 2)
  })

  it('has no result before the game, and none for a player projected for nothing', () => {
    expect(resultAgainstEstimate(estimate, null).outcome).toBeUndefined()
    expect(resultAgainstEstimate({ ...estimate, projection: 0 }, 12)).toEqual({
      outcome: undefined,
      relativeSpread: 0,
    })
  })
})
