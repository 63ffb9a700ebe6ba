import { describe, expect, it } from 'vitest'
import { fitZeroChance, maxZeroChance, zeroChanceAt } from './zero-chance'

describe('zeroChanceAt', () => {
  it('reads the logistic at the projection’s level about the mean, capped', () => {
    const model = { intercept: Math.log(0.25 / 0.75), slope: -1 }
    expect(zeroChanceAt(model, 8, 8)).toBeCloseTo(0.25, 9)
    expect(zeroChanceAt(model, 8, 16)).toBeLessThan(0.25)
    expect(zeroChanceAt({ intercept: 5, slope: 0 }, 8, 8)).toBe(maxZeroChance)
    expect(zeroChanceAt(null, 8, 8)).toBe(0)
  })
})

describe('fitZeroChance', () => {
  it('needs enough rows and zeros to say anything', () => {
    const few = Array.from({ length: 50 }, (_, i) => ({
      projection: 5,
      actual: i % 4 === 0 ? 0 : 6,
    }))
    expect(fitZeroChance(few, 5)).toBeNull()
    const none = Array.from({ length: 500 }, () => ({ projection: 5, actual: 6 }))
    expect(fitZeroChance(none, 5)).toBeNull()
  })

  it('finds one share where it does not move with the projection', () => {
    const rows = Array.from({ length: 800 }, (_, i) => ({
      projection: 4 + (i % 9),
      actual: i % 5 === 0 ? 0 : 7,
    }))
    const model = fitZeroChance(rows, 8)
    expect(zeroChanceAt(model, 8, 8)).toBeCloseTo(0.2, 1)
    expect(Math.abs(model?.slope ?? 1)).toBeLessThan(0.3)
  })
})
