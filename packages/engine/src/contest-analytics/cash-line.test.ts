import { describe, expect, it } from 'vitest'
import { cashLineOf } from './cash-line'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { payoutsByRank } from './payouts'

describe('cashLineOf', () => {
  it('is the lowest score among entries that won money', () => {
    expect(cashLineOf([150, 140, 120, 90], [40, 30, 10, 0])).toBe(120)
  })

  it('is the score of a tie straddling the last paid place, which splits that prize', () => {
    const payouts = payoutsByRank(
      payoutTableSchema.parse([{ placeFrom: 1, placeTo: 2, payout: 10 }]),
      [1, 2, 2, 4],
    )
    expect(payouts).toEqual([10, 5, 5, 0])
    expect(cashLineOf([150, 130, 130, 90], payouts)).toBe(130)
  })

  it('ignores entries paid $0 even if a $0 tier lists them', () => {
    expect(cashLineOf([150, 140], [10, 0])).toBe(150)
  })

  it('can be negative', () => {
    expect(cashLineOf([-1.5, -3], [2, 0])).toBe(-1.5)
  })

  it('is null when nothing was paid or nobody entered', () => {
    expect(cashLineOf([150, 140], [0, 0])).toBeNull()
    expect(cashLineOf([], [])).toBeNull()
  })
})
