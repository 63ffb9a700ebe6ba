import { describe, expect, it } from 'vitest'
import { dollars, isoDate, isoDateTime, percent, points, probability, salary } from './units'

describe('unit constructors', () => {
  it('accept values inside their unit range', () => {
    expect(salary(50_000)).toBe(50_000)
    expect(points(-1.5)).toBe(-1.5)
    expect(percent(0)).toBe(0)
    expect(percent(100)).toBe(100)
    expect(probability(1)).toBe(1)
    expect(dollars(19.99)).toBe(19.99)
    expect(isoDate('2024-02-29')).toBe('2024-02-29')
    expect(isoDateTime('2025-09-07T13:00:00-04:00')).toBe('2025-09-07T13:00:00-04:00')
  })

  it('throw outside their unit range', () => {
    expect(() => salary(-1)).toThrow()
    expect(() => salary(99.5)).toThrow()
    expect(() => points(Number.NaN)).toThrow()
    expect(() => percent(100.01)).toThrow()
    expect(() => probability(1.5)).toThrow()
    expect(() => dollars(-0.01)).toThrow()
    expect(() => isoDate('2023-02-29')).toThrow()
    expect(() => isoDate('07/02/2011')).toThrow()
    expect(() => isoDateTime('2025-09-07T13:00:00')).toThrow()
  })
})
