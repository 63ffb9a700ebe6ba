import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { totalPrizesOf } from '@slatelab/engine/contest-analytics/payouts'
import { describe, expect, it } from 'vitest'
import { buildPayoutTable, type PayoutContest } from './payout-tables'

const gpp = (overrides: Partial<PayoutContest> = {}): PayoutContest => ({
  entryCost: 20,
  contestSize: 56_818,
  totalPrizes: 1_000_000,
  isDoubleUp: false,
  isFiftyFifty: false,
  ...overrides,
})

describe('buildPayoutTable', () => {
  it('pays twice the fee to 44 % of a double-up', () => {
    const table = buildPayoutTable(
      gpp({ entryCost: 25, contestSize: 100, totalPrizes: 2_200, isDoubleUp: true }),
    )
    expect(table).toEqual([{ placeFrom: 1, placeTo: 44, payout: 50 }])
  })

  it('pays 1.8× the fee to about 49 % of a 50/50, leaving less than one prize unpaid', () => {
    const table = buildPayoutTable(
      gpp({ entryCost: 10, contestSize: 2_000, totalPrizes: 17_600, isFiftyFifty: true }),
    )
    expect(table).toEqual([{ placeFrom: 1, placeTo: 977, payout: 18 }])
    expect(17_600 - totalPrizesOf(table)).toBeLessThan(18)
  })

  it.each([
    gpp(),
    gpp({ entryCost: 2, contestSize: 11_764, totalPrizes: 20_000, firstPrize: 1_000 }),
    gpp({ entryCost: 333, contestSize: 5_332, totalPrizes: 1_600_000, firstPrize: 250_000 }),
    gpp({ entryCost: 1_500, contestSize: 189, totalPrizes: 250_000 }),
  ])(
    'pays a tournament pool exactly, top-heavy, to 20–25 % of the field ($$entryCost entry)',
    (contest) => {
      const table = payoutTableSchema.parse(buildPayoutTable(contest))
      expect(totalPrizesOf(table)).toBeCloseTo(contest.totalPrizes, 6)
      const paidPlaces = Math.max(...table.map((tier) => tier.placeTo))
      expect(paidPlaces / contest.contestSize).toBeGreaterThanOrEqual(0.2)
      expect(paidPlaces / contest.contestSize).toBeLessThanOrEqual(0.25)
      const prizes = table.map((tier) => tier.payout)
      prizes
        .slice(1)
        .forEach((prize, index) => expect(prize).toBeLessThanOrEqual(prizes[index] ?? 0))
      expect(prizes.at(-1)).toBeGreaterThanOrEqual(1.5 * contest.entryCost - 0.01)
      expect(prizes[0]).toBeGreaterThan(5 * (prizes.at(-1) ?? 0))
    },
  )

  it('gives first place the named first prize', () => {
    const table = buildPayoutTable(gpp({ firstPrize: 200_000 }))
    expect(table[0]?.payout).toBeCloseTo(200_000, -3)
  })
})
