import { rosterSchema } from '@slatelab/domain/entities/cheatsheet'
import { describe, expect, it } from 'vitest'
import { auctionValues, rosterSize } from './auction-values'
import { valueOverReplacement } from './value-based-drafting'

const pool = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'].flatMap((position, p) =>
  Array.from({ length: 50 }, (_, index) => ({
    playerId: p * 100 + index + 1,
    position,
    points: 350 - p * 30 - index * (4 + p),
  })),
)

describe('auctionValues', () => {
  it('sums the money above minimum bids to teams × budget − minimum bids', () => {
    const roster = rosterSchema.parse({})
    const priced = auctionValues(valueOverReplacement(pool, roster, 12), roster, 12, 200)
    const rostered = priced.filter((player) => player.auctionValue > 0)
    expect(rostered).toHaveLength(12 * rosterSize(roster))
    const aboveMinimum = rostered.reduce((sum, player) => sum + player.auctionValue - 1, 0)
    expect(aboveMinimum).toBeCloseTo(12 * 200 - 12 * rosterSize(roster), 6)
  })

  it('prices a player by his value: more value, more dollars; no value, the $1 minimum', () => {
    const roster = rosterSchema.parse({})
    const priced = auctionValues(valueOverReplacement(pool, roster, 10), roster, 10, 100)
    const qbs = priced.filter((player) => player.position === 'QB')
    expect(qbs[0]?.auctionValue).toBeGreaterThan(qbs[1]?.auctionValue ?? Infinity)
    const belowReplacement = priced.find((p) => p.vbd <= 0 && p.auctionValue > 0)
    expect(belowReplacement?.auctionValue).toBe(1)
  })
})
