import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { topEntryTarget, topOfFieldSize } from './top-of-field'

describe('topEntryTarget', () => {
  it('rounds the share of the field up', () => {
    expect(topEntryTarget(10, 20)).toBe(2)
    expect(topEntryTarget(11, 20)).toBe(3)
    expect(topEntryTarget(150, 1)).toBe(2)
    expect(topEntryTarget(100_000, 1)).toBe(1000)
  })

  it('takes at least one entry of a non-empty field and none of an empty one', () => {
    expect(topEntryTarget(3, 1)).toBe(1)
    expect(topEntryTarget(1, 10)).toBe(1)
    expect(topEntryTarget(0, 20)).toBe(0)
  })
})

describe('topOfFieldSize', () => {
  it('keeps every entry tied with the last one the target takes', () => {
    expect(topOfFieldSize([1, 2, 2, 4, 5, 6, 7, 8, 9, 10], 20)).toBe(3)
    expect(topOfFieldSize([1, 1, 1, 4, 5, 6, 7, 8, 9, 10], 10)).toBe(3)
  })

  it('takes just the target when the next entry ranks worse', () => {
    expect(topOfFieldSize([1, 2, 3, 3, 5, 6, 7, 8, 9, 10], 20)).toBe(2)
  })

  it('is the target widened to the end of the tie at the cut, never past it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 60 }),
        fc.constantFrom(1, 10, 20),
        (unsorted, topPercent) => {
          const ranks = [...unsorted].sort((a, b) => a - b)
          const size = topOfFieldSize(ranks, topPercent)
          const target = topEntryTarget(ranks.length, topPercent)
          expect(size).toBeGreaterThanOrEqual(target)
          expect(size).toBeLessThanOrEqual(ranks.length)
          const cutRank = ranks[target - 1]
          // Everyone inside ranks at or above the cut; everyone outside ranks below it.
          ranks.forEach((rank, position) => {
            if (position < size) expect(rank).toBeLessThanOrEqual(cutRank ?? 0)
            else expect(rank).toBeGreaterThan(cutRank ?? 0)
          })
        },
      ),
    )
  })
})
