import { describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parsePayouts, payoutsByRank, totalPrizesCents } from './payouts-csv'

describe('parsePayouts', () => {
  it('reads a table with BOM and CR-only line ends into cents', () => {
    expect(parsePayouts(readFixture(fixtureNames.dkPayouts))).toEqual([
      { placeFrom: 1, placeTo: 1, payoutCents: 10_000 },
      { placeFrom: 2, placeTo: 3, payoutCents: 5_000 },
      { placeFrom: 4, placeTo: 5, payoutCents: 2_000 },
    ])
  })

  it('refuses bands out of order or with gaps, naming the line', () => {
    expect(() => parsePayouts('Place_lo,Place_hi,Payout\n1,1,10\n3,4,5\n')).toThrow(
      'line 3, Place_lo: expected place 2 (bands in order, no gaps), got 3',
    )
    expect(() => parsePayouts('"Place_lo","Place_hi","Payout"\n"1","1","ten"\n')).toThrow(
      /^line 2, Payout: expected an amount in dollars/,
    )
  })
})

describe('payoutsByRank', () => {
  it('splits the prizes of the places tied entries cover', () => {
    const bands = parsePayouts(readFixture(fixtureNames.dkPayouts))
    expect(payoutsByRank([1, 2, 3, 3, 5, 6], bands)).toEqual([
      10_000, 5_000, 3_500, 3_500, 2_000, 0,
    ])
    expect(totalPrizesCents(bands)).toBe(24_000)
  })
})
