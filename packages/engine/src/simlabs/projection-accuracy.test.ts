import type { Percent, Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { createRng } from '../rng'
import { fitOutcome, maxSkew, outcomeAt, z90, type SimPlayer } from './player-outcomes'
import {
  measureProjectionAccuracy,
  spreadScaleAt,
  typicalProjectionAccuracy,
  withProjectionError,
  type ProjectionOutcome,
} from './projection-accuracy'

// Actual = 2 + 0.8 · projection ± 3, alternating, so the least-squares line is exact.
const wideReceivers: ProjectionOutcome[] = Array.from({ length: 40 }, (_, i) => ({
  position: 'WR',
  projection: 5 + i / 2,
  actual: 2 + 0.8 * (5 + i / 2) + (i % 2 === 0 ? 3 : -3) * (i % 4 < 2 ? 1 : -1),
}))

const player: SimPlayer = {
  projection: 20 as Points,
  floor: 10 as Points,
  ceiling: 32 as Points,
  zeroChance: 0 as Probability,
  projectedOwnership: 12 as Percent,
}

describe('measureProjectionAccuracy', () => {
  const accuracy = measureProjectionAccuracy([
    ...wideReceivers,
    { position: 'K', projection: 8, actual: 14 },
    { position: 'WR', projection: 0, actual: 9 },
  ])

  it('fits actual on projection per position, leaving out players projected for nothing', () => {
    const wr = accuracy.byPosition.WR
    expect(wr?.count).toBe(40)
    expect(wr?.slope).toBeCloseTo(0.8, 2)
    expect(wr?.intercept).toBeCloseTo(2, 1)
    expect(wr?.rmse).toBeGreaterThan(2.9)
  })

  it('shrinks a slope measured on few, noisy rows toward the typical one by its precision', () => {
    // Flat by construction: measured slope 0, residual variance 16 / 2, sxx 100, so the
    // standard error is √0.08 ≈ 0.283. A position alone is its source's only witness: the
    // source's slope is (0.8 / 0.2² + 0 / (0.08 + 0.15²)) / (25 + 9.76) = 0.575, and the
    // position's (0.575 / 0.15² + 0 / 0.08) / (44.4 + 12.5) = 0.449.
    const noisy = measureProjectionAccuracy(
      [
        { projection: 10, actual: 12 },
        { projection: 20, actual: 12 },
        { projection: 10, actual: 8 },
        { projection: 20, actual: 8 },
      ].map((row) => ({ position: 'SS', ...row })),
    )
    expect(noisy.sourceSlope).toBeCloseTo(0.5754, 3)
    const shortstops = noisy.byPosition.SS
    expect(shortstops?.measuredSlope).toBeCloseTo(0, 9)
    expect(shortstops?.slopeSe).toBeCloseTo(Math.sqrt(0.08), 9)
    expect(shortstops?.slope).toBeCloseTo(0.4491, 3)
    expect(shortstops?.intercept).toBeCloseTo(10 - 0.4491 * 15, 2)
  })

  it('shrinks toward the source’s own slope when all its positions measure low', () => {
    // Six positions of a noisy sport (MLB-like), each measured at 0.45 with a standard error
    // near 0.3: shrunk toward 0.8 alone, each would be used at about 0.73.
    const positions = ['C', '1B', '2B', '3B', 'SS', 'OF']
    const rows = positions.flatMap((position) =>
      Array.from({ length: 40 }, (_, i) => ({
        position,
        projection: 6 + (i % 4) * 0.5,
        actual: 2 + 0.45 * (6 + (i % 4) * 0.5) + (i % 8 < 4 ? 1 : -1),
      })),
    )
    const accuracy = measureProjectionAccuracy(rows)
    expect(accuracy.sourceSlope).toBeLessThan(0.6)
    for (const position of positions) {
      const fit = accuracy.byPosition[position]
      expect(fit?.measuredSlope).toBeCloseTo(0.45, 6)
      expect(fit?.slopeSe).toBeGreaterThan(0.25)
      expect(fit?.slope).toBeGreaterThan(0.45)
      expect(fit?.slope).toBeLessThan(0.6)
    }
  })

  it('keeps a precisely measured slope far from the typical one', () => {
    const precise = measureProjectionAccuracy(
      Array.from({ length: 400 }, (_, i) => ({
        position: 'TE',
        projection: 2 + (i % 20),
        actual: 1 + 0.5 * (2 + (i % 20)) + (i % 2 === 0 ? 0.1 : -0.1),
      })),
    ).byPosition.TE
    expect(precise?.slopeSe).toBeLessThan(0.01)
    expect(precise?.slope).toBeCloseTo(0.5, 2)
  })

  it('lends the pooled fit to a position with few rows', () => {
    const kicker = withProjectionError(player, 'K', accuracy, 1)
    const pooled = accuracy.pooled
    expect(kicker.projection).toBeCloseTo(pooled.intercept + pooled.slope * 20, 9)
  })
})

describe('withProjectionError', () => {
  const accuracy = measureProjectionAccuracy(wideReceivers)
  const wr = accuracy.byPosition.WR ?? { slope: 1, intercept: 0, projectionSd: 0 }

  it('leaves the player as he is at scale 0 (projections exact)', () => {
    expect(withProjectionError(player, 'WR', accuracy, 0)).toBe(player)
  })

  it('moves the mean to the fitted line, floor and ceiling with it, and adds the posterior spread', () => {
    const seen = withProjectionError(player, 'WR', accuracy, 1)
    const mean = wr.intercept + wr.slope * 20
    expect(seen.projection).toBeCloseTo(mean, 9)
    expect(seen.floor).toBeCloseTo(10 + mean - 20, 9)
    expect(seen.ceiling).toBeCloseTo(32 + mean - 20, 9)
    expect(seen.projectionErrorSd).toBeCloseTo(
      Math.sqrt(wr.slope * (1 - wr.slope)) * wr.projectionSd,
      9,
    )
  })

  it('goes half way at scale 0.5', () => {
    const half = withProjectionError(player, 'WR', accuracy, 0.5)
    const full = withProjectionError(player, 'WR', accuracy, 1)
    expect(half.projection).toBeCloseTo((20 + full.projection) / 2, 9)
  })
})

describe('typicalProjectionAccuracy', () => {
  it('shrinks each position toward its mean on the slate by the typical slope', () => {
    const accuracy = typicalProjectionAccuracy([
      { position: 'QB', projection: 20 },
      { position: 'QB', projection: 14 },
      { position: 'K', projection: 8 },
      { position: 'WR', projection: 0 },
    ])
    const qb = withProjectionError(player, 'QB', accuracy, 1)
    // 17 + 0.8 · (20 − 17)
    expect(qb.projection).toBeCloseTo(19.4, 9)
    expect(withProjectionError(player, 'K', accuracy, 1).projection).toBeCloseTo(1.6 + 16, 9)
    expect(accuracy.byPosition.WR).toBeUndefined()
  })
})

describe('the salary as a second opinion', () => {
  // Truth 10–30 points; the projection misses it by ±4 (alternating in a pattern independent of
  // the truth), while the site's salary follows the truth ($300 a point on $2,000): the
  // projection's surplus over what the salary says is its own error.
  const truths = Array.from({ length: 200 }, (_, i) => 10 + (i % 21))
  const rows: ProjectionOutcome[] = truths.map((truth, i) => ({
    position: 'PF',
    projection: truth + (Math.floor(i / 21) % 2 === 0 ? 4 : -4),
    actual: truth,
    salary: 2000 + 300 * truth,
  }))
  const accuracy = measureProjectionAccuracy(rows)
  const fit = accuracy.byPosition.PF

  it('measures how far actual points follow the salary beyond the projection', () => {
    // Per dollar of salary beyond the projection's line: 1/300 a point if taken in full.
    expect(fit?.salary?.perDollar).toBeGreaterThan(0.5 / 300)
    expect(fit?.salary?.perDollar).toBeLessThan(1 / 300)
  })

  it('trusts a projection less where the salary disagrees, and leaves less unknown', () => {
    // Projected 30 by the projector, priced as a 22-point player by the site.
    const value = {
      ...player,
      projection: 30 as Points,
      floor: 22 as Points,
      ceiling: 38 as Points,
    }
    const withoutSalary = withProjectionError(value, 'PF', accuracy, 1)
    const withSalary = withProjectionError(value, 'PF', accuracy, 1, 2000 + 300 * 22)
    expect(withSalary.projection).toBeLessThan(withoutSalary.projection - 1)
    expect(withSalary.projectionErrorSd).toBeLessThan(withoutSalary.projectionErrorSd ?? 0)
    // Priced as the projection says: the salary adds nothing.
    const agreed = accuracy.byPosition.PF?.salary
    const fair = agreed === null || agreed === undefined ? 0 : agreed.base + agreed.perPoint * 30
    expect(withProjectionError(value, 'PF', accuracy, 1, fair).projection).toBeCloseTo(
      withoutSalary.projection,
      9,
    )
  })

  it('never reads a dearer price as fewer points', () => {
    // Priced above the projection exactly where the projection overstates the truth.
    const contrary = measureProjectionAccuracy(
      rows.map((row) => ({ ...row, salary: 2000 + 300 * (2 * row.projection - row.actual) })),
    )
    expect(contrary.byPosition.PF?.salary?.perDollar).toBe(0)
  })

  it('has no salary signal where rows lack salaries or salaries only echo the projection', () => {
    expect(measureProjectionAccuracy(wideReceivers).byPosition.WR?.salary).toBeNull()
    const echoed = measureProjectionAccuracy(
      wideReceivers.map((row) => ({ ...row, salary: 3000 + 250 * row.projection })),
    )
    expect(echoed.byPosition.WR?.salary).toBeNull()
  })
})

describe('the spread of a source’s band, measured', () => {
  // Guards priced 10–30 points whose band (10th to 90th percentile) is ± 4 points of standard
  // deviation, and whose projections are exact: only the games' spread is left to measure.
  // `growth` makes a guard's game spread grow with his projection: sd × (projection / 20) ^ growth.
  const guards = (gameSd: number, count: number, growth = 0): ProjectionOutcome[] => {
    const rng = createRng(`guards:${gameSd}:${growth}`)
    return Array.from({ length: count }, (_, i) => {
      const projection = 10 + (20 * i) / count
      return {
        position: 'PG',
        projection,
        actual: projection + rng.normal(0, gameSd * (projection / 20) ** growth),
        floor: projection - z90 * 4,
        ceiling: projection + z90 * 4,
      }
    })
  }
  const scaleOf = (rows: readonly ProjectionOutcome[]) =>
    measureProjectionAccuracy(rows).byPosition.PG?.spreadScale

  it('finds a band as wide as the games are at about 1', () => {
    expect(scaleOf(guards(4, 2000))).toBeCloseTo(1, 1)
  })

  it('widens a band the games overran by half, and narrows one they fell short of', () => {
    expect(scaleOf(guards(6, 2000))).toBeCloseTo(1.5, 1)
    expect(scaleOf(guards(3, 2000))).toBeCloseTo(0.75, 1)
  })

  it('keeps a scale measured on few rows near 1, and 1 where rows have no band', () => {
    const few = scaleOf(guards(6, 30)) ?? 0
    expect(few).toBeGreaterThan(1)
    expect(few).toBeLessThan(scaleOf(guards(6, 2000)) ?? 0)
    const bandless = guards(6, 2000).map(({ floor: _, ceiling: __, ...row }) => row)
    expect(scaleOf(bandless)).toBe(1)
  })

  it('finds no slope where every guard’s games spread as his band says', () => {
    for (const sd of [3, 4, 6]) {
      const slope = measureProjectionAccuracy(guards(sd, 4000)).byPosition.PG?.spreadSlope
      expect(Math.abs(slope ?? 1)).toBeLessThan(0.15)
    }
  })

  it('measures a band that is right at the mean, too narrow for stars and too wide below', () => {
    const fit = measureProjectionAccuracy(guards(4, 4000, 0.5)).byPosition.PG
    expect(fit?.spreadSlope).toBeCloseTo(0.5, 1)
    expect(fit?.spreadScale).toBeCloseTo(1, 1)
    if (fit === undefined) return
    expect(spreadScaleAt(fit, 30)).toBeCloseTo(Math.sqrt(1.5), 1)
    expect(spreadScaleAt(fit, 10)).toBeCloseTo(Math.sqrt(0.5), 1)
  })

  it('keeps a slope measured on few rows near 0', () => {
    const few = measureProjectionAccuracy(guards(4, 40, 0.5)).byPosition.PG?.spreadSlope ?? 0
    const many = measureProjectionAccuracy(guards(4, 4000, 0.5)).byPosition.PG?.spreadSlope ?? 0
    expect(Math.abs(few)).toBeLessThan(many)
    // A dozen rows whose spread grows far past the limit still say little.
    const dozen = measureProjectionAccuracy(guards(4, 12, 3)).byPosition.PG?.spreadSlope ?? 2
    expect(Math.abs(dozen)).toBeLessThan(1)
  })

  it('widens each player’s band about his fitted mean, by the scale at his projection', () => {
    const accuracy = measureProjectionAccuracy(guards(6, 2000, 0.5))
    const fit = accuracy.byPosition.PG
    const star = { ...player, projection: 28 as Points, floor: 18 as Points, ceiling: 40 as Points }
    const seen = withProjectionError(star, 'PG', accuracy, 1)
    const scale = fit === undefined ? 0 : spreadScaleAt(fit, star.projection)
    expect(scale).toBeGreaterThan((fit?.spreadScale ?? 0) + 0.1)
    const shift = seen.projection - star.projection
    expect(seen.floor).toBeCloseTo(seen.projection - scale * (28 + shift - (18 + shift)), 9)
    expect(seen.ceiling).toBeCloseTo(seen.projection + scale * (40 + shift - 28 - shift), 9)
  })
})

describe('the booms of a source’s players, measured', () => {
  // Guards projected 10–30 points (exactly) with a band of ± 4 points of standard deviation,
  // whose games follow the band's shape with `skew` (`SimPlayer.skew`).
  const guards = (skew: number, count: number): ProjectionOutcome[] => {
    const rng = createRng(`booms:${skew}:${count}`)
    return Array.from({ length: count }, (_, i) => {
      const projection = 10 + (20 * i) / count
      const band = { projection, floor: projection - z90 * 4, ceiling: projection + z90 * 4 }
      const outcome = fitOutcome({ ...band, zeroChance: 0, skew })
      return { position: 'PG', ...band, actual: outcomeAt(outcome, rng.normal(0, 1)) }
    })
  }
  const skewOf = (rows: readonly ProjectionOutcome[]) =>
    measureProjectionAccuracy(rows).byPosition.PG?.skew

  it('finds none where the games follow the band’s shape', () => {
    expect(skewOf(guards(0, 3000))).toBeLessThanOrEqual(0.15)
  })

  it('finds the skew of games whose booms run longer than the band’s shape, and keeps their spread', () => {
    // Placed on 800 of the rows, the skew is measured to about ± 0.25, shrunk toward none.
    const fit = measureProjectionAccuracy(guards(0.6, 3000)).byPosition.PG
    expect(fit?.skew).toBeGreaterThanOrEqual(0.3)
    expect(fit?.skew).toBeLessThanOrEqual(0.8)
    // The skew's own variance is counted, so the band is hardly widened for it.
    expect(fit?.spreadScale).toBeLessThan(1.15)
  })

  it('measures booms past a skew of 1, the longer they run the more', () => {
    // Shrunk toward none and shared with a wider band: 1.6 measures about 1, 2 about 1.5.
    const long = skewOf(guards(1.6, 3000)) ?? 0
    const longest = skewOf(guards(maxSkew, 3000)) ?? 0
    expect(long).toBeGreaterThanOrEqual(1)
    expect(longest).toBeGreaterThan(1.2)
    expect(longest).toBeGreaterThan(long)
    expect(long).toBeGreaterThan(skewOf(guards(0.6, 3000)) ?? 2)
  })

  it('measures none on few rows, and gives a player the measured skew', () => {
    expect(skewOf(guards(0.6, 150))).toBe(0)
    const accuracy = measureProjectionAccuracy(guards(0.6, 3000))
    const seen = withProjectionError(player, 'PG', accuracy, 1)
    expect(seen.skew).toBe(accuracy.byPosition.PG?.skew)
    expect(withProjectionError(player, 'PG', accuracy, 0).skew).toBeUndefined()
  })
})

describe('a position’s zeros, measured', () => {
  // Hitters projected 4–12 (exact) who go 0-for-4 with chance σ(−1.1 − ln(projection / 8)),
  // and otherwise play a game of their played mean ± 3 points, as their band (10th to 90th
  // percentile of a played game) says.
  const zeroAt = (projection: number) => 1 / (1 + Math.exp(1.1 + Math.log(projection / 8)))
  const hitters: ProjectionOutcome[] = (() => {
    const rng = createRng('hitters')
    return Array.from({ length: 4000 }, (_, i) => {
      const projection = 4 + (8 * i) / 4000
      const played = projection / (1 - zeroAt(projection))
      return {
        position: 'OF',
        projection,
        actual: rng.next() < zeroAt(projection) ? 0 : played + rng.normal(0, 3),
        floor: projection - z90 * 3,
        ceiling: projection + z90 * 3,
      }
    })
  })()
  const accuracy = measureProjectionAccuracy(hitters)
  const hitter: SimPlayer = {
    ...player,
    projection: 8 as Points,
    floor: 4 as Points,
    ceiling: 12 as Points,
  }

  it('fits how often a player scores 0 by his projection', () => {
    const fit = accuracy.byPosition.OF
    expect(fit?.zeroChance?.intercept).toBeCloseTo(
      -1.1 - Math.log(8 / (fit?.meanProjection ?? 8)),
      0,
    )
    expect(fit?.zeroChance?.slope).toBeGreaterThan(-1.4)
    expect(fit?.zeroChance?.slope).toBeLessThan(-0.6)
  })

  it('gives a player his zero chance, keeps his mean and lifts his played band', () => {
    const moved = withProjectionError(hitter, 'OF', accuracy, 1)
    expect(moved.zeroChance).toBeGreaterThan(zeroAt(8) - 0.04)
    expect(moved.zeroChance).toBeLessThan(zeroAt(8) + 0.04)
    // The mean is the fitted line's (about 8 here), not lifted with the played game.
    expect(moved.projection).toBeCloseTo(8, 0)
    const lift = moved.projection / (1 - moved.zeroChance) - moved.projection
    expect((moved.floor + moved.ceiling) / 2).toBeGreaterThan(moved.projection + 0.8 * lift)
  })

  it('measures the played band about right once the zeros are counted apart', () => {
    // Counted in the band’s variance, the zeros read as a band 1.76 times too narrow.
    expect(accuracy.byPosition.OF?.spreadScale).toBeGreaterThan(0.85)
    expect(accuracy.byPosition.OF?.spreadScale).toBeLessThan(1.15)
  })

  it('gives no zero chance where the rows hold no zeros, nor at scale 0', () => {
    expect(measureProjectionAccuracy(wideReceivers).byPosition.WR?.zeroChance).toBeNull()
    expect(withProjectionError(hitter, 'OF', accuracy, 0).zeroChance).toBe(0)
  })
})
