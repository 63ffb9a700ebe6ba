import { describe, expect, it } from 'vitest'
import { accuracyOf, averageRanks } from './accuracy'

describe('accuracyOf', () => {
  it('gives mean absolute error, signed bias and rank correlation', () => {
    expect(
      accuracyOf([
        { projected: 10, actual: 12 },
        { projected: 20, actual: 16 },
      ]),
    ).toEqual({ count: 2, mae: 3, bias: 1, rankCorrelation: 1 })
  })

  it('ranks reversed orders at -1 whatever the scale', () => {
    const figures = accuracyOf([
      { projected: 1, actual: 300 },
      { projected: 2, actual: 20 },
      { projected: 3, actual: 1 },
    ])
    expect(figures.rankCorrelation).toBeCloseTo(-1, 12)
  })

  it('shares tied ranks and has no correlation without players', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1])
    expect(accuracyOf([])).toEqual({ count: 0, mae: 0, bias: 0, rankCorrelation: null })
  })
})
