import { describe, expect, it } from 'vitest'
import { entryCostBand, entryCostBandEdges, pickDefaultContests } from './entry-cost'

describe('entry-cost bands (SPEC §4, §9)', () => {
  it('has edges 10, 75 and 750', () => {
    expect(entryCostBandEdges).toEqual([10, 75, 750])
  })

  it.each([
    [0, 0],
    [10, 0],
    [10.01, 1],
    [75, 1],
    [75.01, 2],
    [750, 2],
    [750.01, 3],
    [10_000, 3],
  ])('puts an entry cost of %d in band %i', (entryCost, band) => {
    expect(entryCostBand(entryCost)).toBe(band)
  })
})

describe('default contests of the ownership dashboard', () => {
  const contest = (contestId: number, entryCost: number, contestSize = 100, entries = 1) => ({
    contestId,
    entryCost,
    contestSize,
    players: Array.from({ length: entries }, () => ({})),
  })

  it('shows one contest of each band, in band order, the first of equals', () => {
    const contests = [
      contest(1, 1000),
      contest(2, 20),
      contest(3, 5),
      contest(4, 3),
      contest(5, 100),
      contest(6, 50),
    ]
    expect(pickDefaultContests(contests).map((c) => c.contestId)).toEqual([3, 2, 5, 1])
  })

  it('takes the band contest with entries and the biggest field: the Millionaire', () => {
    const contests = [
      contest(1, 10, 2_300),
      contest(2, 25, 14_020),
      contest(3, 20, 113_636),
      contest(4, 20, 200_000, 0),
      contest(5, 500, 40),
      contest(6, 1500, 200),
    ]
    // Contest 4 is bigger still but has no entries yet.
    expect(pickDefaultContests(contests).map((c) => c.contestId)).toEqual([1, 3, 5, 6])
  })

  it('shows the first four when a band is empty', () => {
    const contests = [contest(1, 5), contest(2, 6), contest(3, 20), contest(4, 25), contest(5, 30)]
    expect(pickDefaultContests(contests).map((c) => c.contestId)).toEqual([1, 2, 3, 4])
  })

  it('shows all contests when there are three or fewer', () => {
    const contests = [contest(1, 1000), contest(2, 5), contest(3, 20)]
    expect(pickDefaultContests(contests)).toEqual(contests)
    expect(pickDefaultContests([])).toEqual([])
  })
})
