import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { describe, expect, it } from 'vitest'
import { scoreField, settleStandings } from './field-standings'
import type { GeneratedField } from './generate-field'

const payouts = payoutTableSchema.parse([
  { placeFrom: 1, placeTo: 1, payout: 40 },
  { placeFrom: 2, placeTo: 2, payout: 30 },
  { placeFrom: 3, placeTo: 4, payout: 15 },
])

const fieldOf = (lineups: number[][]): GeneratedField => ({
  entryCount: lineups.length,
  rosterSize: lineups[0]?.length ?? 0,
  lineups: Int32Array.from(lineups.flat()),
  userOf: Int32Array.from(lineups.keys()),
  userCount: lineups.length,
  salaryUsed: new Int32Array(lineups.length),
})

describe('scoreField', () => {
  it('sums players to the hundredth and counts a captain 1.5×', () => {
    const field = fieldOf([
      [0, 1],
      [1, 0],
    ])
    const points = scoreField(field, ['CPT', 'FLEX'], Float64Array.of(10.1, 0.2))
    expect(Array.from(points)).toEqual([15.35, 10.4])
  })

  it('gives equal lineups exactly equal points', () => {
    const field = fieldOf([
      [0, 1, 2],
      [2, 1, 0],
    ])
    const points = scoreField(field, ['UTIL', 'UTIL', 'UTIL'], Float64Array.of(0.1, 0.2, 0.3))
    expect(points[0]).toBe(points[1])
    expect(points[0]).toBe(0.6)
  })
})

describe('settleStandings', () => {
  it('ranks ties at the best place of their group, as the sites do', () => {
    const { ranks, order } = settleStandings(Float64Array.of(130, 150, 140, 140, 120), payouts)
    expect(Array.from(ranks)).toEqual([4, 1, 2, 2, 5])
    expect(Array.from(order)).toEqual([1, 2, 3, 0, 4])
  })

  it('splits the prizes of the places a tie covers', () => {
    // 140 and 140 cover 2nd and 3rd: (30 + 15) / 2 each; 130 and 130 cover 4th and 5th.
    const { payouts: paid } = settleStandings(Float64Array.of(150, 140, 140, 130, 130), payouts)
    expect(Array.from(paid)).toEqual([40, 22.5, 22.5, 7.5, 7.5])
  })

  it('pays a full field exactly the prize pool', () => {
    const points = Float64Array.from({ length: 10 }, (_, index) => 100 + (index % 3))
    const paid = settleStandings(points, payouts).payouts.reduce((sum, prize) => sum + prize, 0)
    expect(paid).toBeCloseTo(100, 9)
  })
})
