import { describe, expect, it } from 'vitest'
import {
  noVigFieldProbabilities,
  impliedProbability,
  impliedTeamTotals,
  marginOfWinProbability,
  moneylineChange,
  noVigProbabilities,
} from './betting-lines'

describe('impliedProbability', () => {
  it('reads favourites and underdogs', () => {
    expect(impliedProbability(-150)).toBeCloseTo(0.6, 10)
    expect(impliedProbability(130)).toBeCloseTo(100 / 230, 10)
    expect(impliedProbability(100)).toBe(0.5)
  })
})

describe('noVigProbabilities', () => {
  it('sums to 1 and keeps the favourite ahead, whatever the prices', () => {
    const markets: readonly (readonly [number, number])[] = [
      [-150, 130],
      [-110, -110],
      [250, -320],
      [-1200, 750],
      [105, -125],
    ]
    for (const [home, visitor] of markets) {
      const fair = noVigProbabilities(home, visitor)
      expect(fair.home + fair.visitor).toBeCloseTo(1, 12)
      expect(fair.home > fair.visitor).toBe(impliedProbability(home) > impliedProbability(visitor))
    }
  })

  it('takes the margin out in proportion', () => {
    const fair = noVigProbabilities(-110, -110)
    expect(fair.home).toBeCloseTo(0.5, 12)
    expect(noVigProbabilities(-150, 130).home).toBeCloseTo(0.6 / (0.6 + 100 / 230), 12)
  })
})

describe('noVigFieldProbabilities', () => {
  it('scales a field’s break-even probabilities to the number of places that win', () => {
    const [first, second, third] = noVigFieldProbabilities([150, 150, 300], 1)
    expect(first).toBeCloseTo(0.4 / 1.05, 6)
    expect(second).toBeCloseTo(0.4 / 1.05, 6)
    expect(third).toBeCloseTo(0.25 / 1.05, 6)
    const top2 = noVigFieldProbabilities([-300, -200, 100, 200, 400], 2)
    expect(top2.reduce((sum, p) => sum + p, 0)).toBeCloseTo(2, 9)
    // The book's margin comes off: each no-vig chance is below its break-even one.
    expect(top2[0]).toBeLessThan(0.75)
  })
})

describe('impliedTeamTotals', () => {
  it('sums to the game total and differs by the spread', () => {
    for (const [total, spread] of [
      [47.5, -3.5],
      [8.5, 1.5],
      [228, -11],
      [6, 0],
    ] as const) {
      const teams = impliedTeamTotals(total, spread)
      expect(teams.home + teams.visitor).toBeCloseTo(total, 12)
      expect(teams.home - teams.visitor).toBeCloseTo(-spread, 12)
    }
    expect(impliedTeamTotals(47.5, -3.5)).toEqual({ home: 25.5, visitor: 22 })
  })
})

describe('marginOfWinProbability', () => {
  it('is 0 at even odds, symmetric, and grows with the probability and the spread of margins', () => {
    expect(marginOfWinProbability(0.5, 4.3)).toBeCloseTo(0, 6)
    expect(marginOfWinProbability(0.6, 4.3)).toBeCloseTo(0.2533 * 4.3, 3)
    expect(marginOfWinProbability(0.3, 2.4)).toBeCloseTo(-marginOfWinProbability(0.7, 2.4), 6)
    expect(marginOfWinProbability(0.7, 4.3)).toBeGreaterThan(marginOfWinProbability(0.6, 4.3))
  })
})

describe('moneylineChange', () => {
  it('counts cents, with no gap between -100 and +100', () => {
    expect(moneylineChange(104, -101)).toBe(-5)
    expect(moneylineChange(-101, 104)).toBe(5)
    expect(moneylineChange(-130, -145)).toBe(-15)
    expect(moneylineChange(120, 135)).toBe(15)
    expect(moneylineChange(-110, -110)).toBe(0)
  })
})
