import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareOf } from './trusted-units'

describe('shareOf', () => {
  it('is the count as a percentage of the whole, 0 of nothing', () => {
    expect(shareOf(3, 10)).toBe(30)
    expect(shareOf(1, 3)).toBe(100 / 3)
    expect(shareOf(0, 0)).toBe(0)
  })

  it('stays within 0–100 and is exactly 100 for the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.nat(), (whole, seed) => {
        const part = seed % (whole + 1)
        expect(shareOf(part, whole)).toBeGreaterThanOrEqual(0)
        expect(shareOf(part, whole)).toBeLessThanOrEqual(100)
        expect(shareOf(whole, whole)).toBe(100)
      }),
    )
  })
})
