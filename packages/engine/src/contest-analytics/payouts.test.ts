import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { payoutsByRank, placePrizes, splitPrizesInOrder, totalPrizesOf } from './payouts'

const table: PayoutTable = payoutTableSchema.parse([
  { placeFrom: 1, placeTo: 1, payout: 40 },
  { placeFrom: 2, placeTo: 2, payout: 30 },
  { placeFrom: 3, placeTo: 4, payout: 15 },
])

// Site ranks (1, 2, 2, 4) from points, higher first.
const siteRanks = (points: readonly number[]): number[] => {
  const sorted = [...points].sort((a, b) => b - a)
  return points.map((score) => sorted.indexOf(score) + 1)
}

const tableArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 10_000 })), {
    maxLength: 5,
  })
  .map((tiers) => {
    let next = 1
    return payoutTableSchema.parse(
      tiers.map(([places, cents]) => {
        const tier = { placeFrom: next, placeTo: next + places - 1, payout: cents / 100 }
        next += places
        return tier
      }),
    )
  })

describe('payoutsByRank', () => {
  it('pays each untied place its prize, in the order the ranks were given', () => {
    expect(payoutsByRank(table, [3, 1, 5, 2, 4])).toEqual([15, 40, 0, 30, 15])
  })

  it("splits the tied places' prizes equally among the tied entries", () => {
    // Tied for 2nd: places 2 and 3, (30 + 15) / 2 each.
    expect(payoutsByRank(table, [1, 2, 2, 4])).toEqual([40, 22.5, 22.5, 15])
  })

  it('splits a tie straddling the last paid place with the unpaid places it covers', () => {
    // Tied for 4th: places 4 and 5, (15 + 0) / 2 each.
    expect(payoutsByRank(table, [1, 2, 3, 4, 4])).toEqual([40, 30, 15, 7.5, 7.5])
  })

  it('gives a tie across the whole field the average prize', () => {
    expect(payoutsByRank(table, [1, 1, 1, 1])).toEqual([25, 25, 25, 25])
  })

  it('pays nothing with an empty table and returns nothing for no entries', () => {
    expect(payoutsByRank([], [1, 2])).toEqual([0, 0])
    expect(payoutsByRank(table, [])).toEqual([])
  })

  it('pays in total the prizes of the places the field fills, whatever the ties', () => {
    fc.assert(
      fc.property(
        tableArbitrary,
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }),
        (payoutTable, points) => {
          const paid = payoutsByRank(payoutTable, siteRanks(points))
          const expected = placePrizes(payoutTable, points.length).reduce((a, b) => a + b, 0)
          expect(paid.reduce((a, b) => a + b, 0)).toBeCloseTo(expected, 9)
        },
      ),
    )
  })

  it('pays equal ranks equally and a better rank at least as much', () => {
    fc.assert(
      fc.property(
        tableArbitrary.map((tiers) =>
          // Prizes that never rise with the place, as real tables.
          payoutTableSchema.parse(
            tiers.map((tier, index) => ({ ...tier, payout: 1000 / (index + 1) })),
          ),
        ),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }),
        (payoutTable, points) => {
          const ranks = siteRanks(points)
          const paid = payoutsByRank(payoutTable, ranks)
          ranks.forEach((rank, i) =>
            ranks.forEach((other, j) => {
              if (rank === other) expect(paid[i]).toBe(paid[j])
              if (rank < other) expect(paid[i]).toBeGreaterThanOrEqual(paid[j] ?? 0)
            }),
          )
        },
      ),
    )
  })
})

describe('splitPrizesInOrder', () => {
  it('splits the prizes of standings already sorted by rank', () => {
    expect(Array.from(splitPrizesInOrder(table, [1, 1, 3, 3, 3]))).toEqual([35, 35, 10, 10, 10])
  })
})

describe('placePrizes', () => {
  it("lists every place's prize up to the count, 0 past the table", () => {
    expect(Array.from(placePrizes(table, 6))).toEqual([0, 40, 30, 15, 15, 0, 0])
    expect(Array.from(placePrizes(table, 2))).toEqual([0, 40, 30])
  })
})

describe('totalPrizesOf', () => {
  it("sums every place's prize over the table", () => {
    expect(totalPrizesOf(table)).toBe(100)
    expect(totalPrizesOf([])).toBe(0)
  })
})
