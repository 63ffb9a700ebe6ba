import { describe, expect, it } from 'vitest'
import {
  buildCorrelations,
  mlbCorrelationTargets,
  nflCorrelationTargets,
  nhlCorrelationTargets,
} from './correlation-targets'
import { choleskyFactor, correlatedNormals, createOutcomeSampler } from './outcome-sampler'
import { createRng } from '../rng'
import type { Points, Probability } from '@slatelab/domain'
import type { SimPlayer } from './player-outcomes'
import { buildMixedPool, buildSimPlayer } from './sim-builders'

const iterations = 10_000

const drawAll = () => {
  const { roles, players } = buildMixedPool()
  const pairs = buildCorrelations(roles, [
    ...nflCorrelationTargets,
    ...mlbCorrelationTargets,
    ...nhlCorrelationTargets,
  ])
  const sampler = createOutcomeSampler(players, pairs, 'sampler-test')
  const draws = Array.from({ length: players.length }, () => new Float64Array(iterations))
  const points = new Float64Array(players.length)
  for (let i = 0; i < iterations; i += 1) {
    sampler.draw(i, points)
    points.forEach((value, p) => {
      const row = draws[p]
      if (row !== undefined) row[i] = value
    })
  }
  return { players, pairs, draws }
}

const meanOf = (values: Float64Array) =>
  values.reduce((sum, value) => sum + value, 0) / values.length

const correlationOf = (x: Float64Array, y: Float64Array) => {
  const mx = meanOf(x)
  const my = meanOf(y)
  let sxy = 0
  let sxx = 0
  let syy = 0
  x.forEach((value, i) => {
    const dy = (y[i] ?? 0) - my
    sxy += (value - mx) * dy
    sxx += (value - mx) ** 2
    syy += dy * dy
  })
  return sxy / Math.sqrt(sxx * syy)
}

describe('correlated player outcomes (10 000 iterations, fixed seed)', () => {
  const { players, pairs, draws } = drawAll()

  it('keeps every simulated mean within 1 % of the projection', () => {
    players.forEach((player, p) => {
      const mean = meanOf(draws[p] ?? new Float64Array(1))
      expect(Math.abs(mean - player.projection) / player.projection).toBeLessThan(0.01)
    })
  })

  it('hits every target correlation within ±0.05, skewed and zero-inflated players included', () => {
    expect(pairs.length).toBeGreaterThan(150)
    for (const { a, b, correlation } of pairs) {
      const simulated = correlationOf(
        draws[a] ?? new Float64Array(1),
        draws[b] ?? new Float64Array(1),
      )
      expect(Math.abs(simulated - correlation), `players ${a}–${b}`).toBeLessThan(0.05)
    }
  })

  it('leaves players of different games uncorrelated', () => {
    // Player 0 is the KC quarterback, player 16 the NYY pitcher.
    expect(
      Math.abs(correlationOf(draws[0] ?? new Float64Array(1), draws[16] ?? new Float64Array(1))),
    ).toBeLessThan(0.05)
  })

  it('scores exactly 0 as often as the zero chance says', () => {
    players.forEach((player, p) => {
      const zeros = (draws[p] ?? new Float64Array(0)).filter((value) => value === 0).length
      expect(Math.abs(zeros / iterations - player.zeroChance)).toBeLessThan(0.015)
    })
  })

  it('draws the same points for the same seed and iteration, whatever was drawn before', () => {
    const { roles, players: pool } = buildMixedPool()
    const pairsAgain = buildCorrelations(roles, nflCorrelationTargets)
    const first = createOutcomeSampler(pool, pairsAgain, 'again')
    const second = createOutcomeSampler(pool, pairsAgain, 'again')
    const a = new Float64Array(pool.length)
    const b = new Float64Array(pool.length)
    first.draw(0, a)
    first.draw(7, a)
    second.draw(7, b)
    expect(b).toEqual(a)
  })
})

describe('projection error', () => {
  const drawPlayer = (player: SimPlayer, seed: string) => {
    const sampler = createOutcomeSampler([player], [], seed)
    const points = new Float64Array(1)
    return Float64Array.from({ length: iterations }, (_, i) => {
      sampler.draw(i, points)
      return points[0] ?? 0
    })
  }
  const sdOf = (values: Float64Array) => {
    const mean = meanOf(values)
    return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length)
  }

  it('of 0 draws exactly what a player without it draws', () => {
    const player = buildSimPlayer({ projection: 14 as Points, floor: 6 as Points })
    expect(drawPlayer({ ...player, projectionErrorSd: 0 }, 's')).toEqual(drawPlayer(player, 's'))
  })

  it('keeps the mean and widens the spread as an independent error of that size would', () => {
    const player = buildSimPlayer({ projection: 14 as Points, floor: 6 as Points })
    const exact = drawPlayer(player, 'e')
    const errorSd = 4
    const withError = drawPlayer({ ...player, projectionErrorSd: errorSd }, 'e')
    expect(Math.abs(meanOf(withError) - 14) / 14).toBeLessThan(0.01)
    // Var(X · M) for M = 1 + s·n independent of X: σ²(1 + s²) + μ²s², with s = errorSd / μ.
    const share = errorSd / 14
    const expected = Math.sqrt(sdOf(exact) ** 2 * (1 + share ** 2) + 14 ** 2 * share ** 2)
    expect(sdOf(withError) / expected).toBeCloseTo(1, 1)
  })

  it('leaves a player who did not play at 0', () => {
    const player = buildSimPlayer({ zeroChance: 0.2 as Probability })
    const exact = drawPlayer(player, 'z')
    const withError = drawPlayer({ ...player, projectionErrorSd: 5 }, 'z')
    const zeroIterations = [...exact.keys()].filter((i) => exact[i] === 0)
    expect(zeroIterations.length).toBeGreaterThan(1500)
    expect(zeroIterations.every((i) => withError[i] === 0)).toBe(true)
  })
})

describe('choleskyFactor', () => {
  it('factors a correlation matrix and rejects one that is not positive definite', () => {
    const factor = choleskyFactor(Float64Array.of(1, 0.6, 0.6, 1), 2)
    expect(Array.from(factor ?? [])).toEqual([1, 0, 0.6, expect.closeTo(0.8, 12)])
    expect(
      choleskyFactor(Float64Array.of(1, 0.9, -0.9, 0.9, 1, 0.9, -0.9, 0.9, 1), 3),
    ).toBeUndefined()
  })
})

describe('correlatedNormals', () => {
  it('draws standard normals correlated as the pairs say, the rest independent', () => {
    const draws = 20_000
    const rng = createRng('correlated-normals')
    const pairs = [{ a: 0, b: 1, correlation: 0.6 }]
    const rows = Array.from({ length: draws }, () => correlatedNormals(3, pairs, rng))
    const moment = (f: (row: Float64Array) => number) =>
      rows.reduce((sum, row) => sum + f(row), 0) / draws
    expect(moment((row) => (row[0] ?? 0) ** 2)).toBeCloseTo(1, 1)
    expect(moment((row) => (row[1] ?? 0) ** 2)).toBeCloseTo(1, 1)
    expect(moment((row) => (row[0] ?? 0) * (row[1] ?? 0))).toBeCloseTo(0.6, 1)
    expect(Math.abs(moment((row) => (row[0] ?? 0) * (row[2] ?? 0)))).toBeLessThan(0.03)
  })
})
