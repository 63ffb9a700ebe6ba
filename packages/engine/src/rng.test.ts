import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng, type Rng } from './rng'

const draws = (rng: Rng, count: number): number[] => Array.from({ length: count }, () => rng.next())

const meanOf = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length

const sdOf = (values: readonly number[]): number => {
  const mean = meanOf(values)
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length)
}

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draws(createRng('slate'), 1000)).toEqual(draws(createRng('slate'), 1000))
  })

  it('gives different sequences for different seeds, even one character apart', () => {
    const base = draws(createRng('seed-1'), 100)
    for (const seed of ['seed-2', 'seed-10', 'Seed-1', '']) {
      const other = draws(createRng(seed), 100)
      expect(other.filter((value, i) => value === base[i]).length).toBe(0)
    }
  })

  it('seeds a number as its decimal text and rejects non-finite numbers', () => {
    expect(draws(createRng(42), 10)).toEqual(draws(createRng('42'), 10))
    expect(draws(createRng(42), 10)).not.toEqual(draws(createRng(43), 10))
    expect(() => createRng(Number.NaN)).toThrow(RangeError)
    expect(() => createRng(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('next', () => {
  it('stays in [0, 1) and reaches both ends of the interval', () => {
    const values = draws(createRng('unit'), 100_000)
    const min = values.reduce((low, value) => Math.min(low, value))
    const max = values.reduce((high, value) => Math.max(high, value))
    expect(min).toBeGreaterThanOrEqual(0)
    expect(max).toBeLessThan(1)
    // With 100k uniform draws, P(min > 0.001) = 0.999^100000 ≈ 4e-44.
    expect(min).toBeLessThan(0.001)
    expect(max).toBeGreaterThan(0.999)
  })

  it('is uniform: each tenth of [0, 1) gets 10% of 100k draws within ±0.5 points', () => {
    const counts = Array.from({ length: 10 }, () => 0)
    for (const value of draws(createRng('deciles'), 100_000)) {
      const decile = Math.floor(value * 10)
      counts[decile] = (counts[decile] ?? 0) + 1
    }
    // Binomial sd of one count is √(100000 · 0.1 · 0.9) ≈ 95, so ±500 is over 5 sd.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })
})

describe('int', () => {
  it('covers both ends of the range and nothing outside it', () => {
    const rng = createRng('dice')
    const seen = new Set(Array.from({ length: 10_000 }, () => rng.int(1, 6)))
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('draws each face of a die equally often within ±4%', () => {
    const rng = createRng('fair-die')
    const counts = new Map<number, number>()
    for (let i = 0; i < 60_000; i += 1) {
      const face = rng.int(1, 6)
      counts.set(face, (counts.get(face) ?? 0) + 1)
    }
    // Expected 10000 each with sd ≈ 91; ±400 is over 4 sd.
    for (const face of [1, 2, 3, 4, 5, 6]) {
      expect(Math.abs((counts.get(face) ?? 0) - 10_000)).toBeLessThan(400)
    }
  })

  it('returns a whole number inside any valid range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (seed, min, width) => {
          const value = createRng(seed).int(min, min + width)
          return Number.isInteger(value) && value >= min && value <= min + width
        },
      ),
    )
  })

  it('returns the only value of a one-value range', () => {
    expect(createRng('one').int(7, 7)).toBe(7)
  })

  it('rejects reversed, fractional and too-wide ranges', () => {
    const rng = createRng('bad')
    expect(() => rng.int(5, 4)).toThrow(RangeError)
    expect(() => rng.int(0.5, 4)).toThrow(RangeError)
    expect(() => rng.int(0, 2 ** 33)).toThrow(RangeError)
  })
})

describe('pick', () => {
  it('picks every item of a list over enough draws, and only those', () => {
    const rng = createRng('pick')
    const items = ['PG', 'SG', 'SF', 'PF', 'C'] as const
    const seen = new Set(Array.from({ length: 1000 }, () => rng.pick(items)))
    expect([...seen].sort()).toEqual([...items].sort())
  })

  it('throws on an empty list', () => {
    expect(() => createRng('empty').pick([])).toThrow(RangeError)
  })
})

describe('normal', () => {
  const rng = createRng('bell')
  const values = Array.from({ length: 100_000 }, () => rng.normal(5, 3))

  it('has the requested mean within ±0.05 and sd within ±0.04 over 100k draws', () => {
    // Standard errors: mean 3/√100000 ≈ 0.0095, sd 3/√200000 ≈ 0.0067 (over 5 of each).
    expect(Math.abs(meanOf(values) - 5)).toBeLessThan(0.05)
    expect(Math.abs(sdOf(values) - 3)).toBeLessThan(0.04)
  })

  it('has the bell shape: 68.27% within one sd and 95.45% within two, ±0.6 points', () => {
    const share = (sds: number) =>
      values.filter((value) => Math.abs(value - 5) < 3 * sds).length / values.length
    // Standard errors ≈ 0.0015 and 0.0007.
    expect(Math.abs(share(1) - 0.6827)).toBeLessThan(0.006)
    expect(Math.abs(share(2) - 0.9545)).toBeLessThan(0.006)
  })

  it('returns the mean when sd is 0 and rejects a negative sd', () => {
    const fixed = createRng('flat')
    expect(fixed.normal(12, 0)).toBe(12)
    expect(() => fixed.normal(12, -1)).toThrow(RangeError)
  })
})

describe('fork', () => {
  it('does not depend on how many draws the parent made', () => {
    const fresh = createRng('world')
    const used = createRng('world')
    draws(used, 257)
    expect(draws(used.fork('nba'), 100)).toEqual(draws(fresh.fork('nba'), 100))
  })

  it('does not shift the parent stream when the fork draws', () => {
    const plain = createRng('world')
    const forked = createRng('world')
    draws(forked.fork('nba'), 500)
    expect(draws(forked, 100)).toEqual(draws(plain, 100))
  })

  it('gives different streams for different labels, nested labels and the parent', () => {
    const root = createRng('world')
    const streams = [
      draws(createRng('world'), 100),
      draws(root.fork('a'), 100),
      draws(root.fork('b'), 100),
      draws(root.fork('a').fork('b'), 100),
      draws(root.fork('a|1:b'), 100),
      draws(createRng('other').fork('a'), 100),
    ]
    for (const [i, left] of streams.entries()) {
      for (const right of streams.slice(i + 1)) expect(left).not.toEqual(right)
    }
  })

  it('gives streams uncorrelated with each other: |r| < 0.015 over 100k pairs', () => {
    const root = createRng('corr')
    const left = draws(root.fork('left'), 100_000)
    const right = draws(root.fork('right'), 100_000)
    const leftMean = meanOf(left)
    const rightMean = meanOf(right)
    const covariance = meanOf(
      left.map((value, i) => (value - leftMean) * ((right[i] ?? 0) - rightMean)),
    )
    // The standard error of r is 1/√100000 ≈ 0.0032.
    expect(Math.abs(covariance / (sdOf(left) * sdOf(right)))).toBeLessThan(0.015)
  })
})
