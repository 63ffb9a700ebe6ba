/**
 * Prize money by final rank. Tied entries share the places their group covers and split those
 * places' prizes equally, as DraftKings and FanDuel do: two entries tied for 2nd cover 2nd and
 * 3rd and each wins half of the two prizes.
 */
import type { Dollars } from '@slatelab/domain'
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { trustedDollars } from './trusted-units'

/**
 * The prize of every place from 1 to `placeCount` (index 0 unused), from a table whose tiers do
 * not overlap; places past the table win 0.
 * @example placePrizes([{ placeFrom: 2, placeTo: 3, payout: 5 }], 4) // [0, 0, 5, 5, 0] (Dollars per place)
 */
export const placePrizes = (payoutTable: PayoutTable, placeCount: number): Float64Array => {
  const prizes = new Float64Array(placeCount + 1)
  for (const tier of payoutTable) {
    const last = Math.min(tier.placeTo, placeCount)
    for (let place = tier.placeFrom; place <= last; place += 1) prizes[place] = tier.payout
  }
  return prizes
}

/**
 * The prize of each entry of standings already sorted by rank (best first). Each group of equal
 * ranks covers the places of its positions in the standings — with the sites' 1, 2, 2, 4
 * ranking, places rank to rank + group size − 1 — and splits their prizes equally. Shares are
 * not rounded to the cent.
 * @example splitPrizesInOrder([{ placeFrom: 1, placeTo: 3, payout: 10 }], [1, 2, 2, 2]) // [10, 6.67, 6.67, 6.67] (Dollars)
 */
export const splitPrizesInOrder = (
  payoutTable: PayoutTable,
  sortedRanks: ArrayLike<number>,
): Float64Array => {
  const count = sortedRanks.length
  const prizes = placePrizes(payoutTable, count)
  const shares = new Float64Array(count)
  let start = 0
  while (start < count) {
    let end = start + 1
    while (end < count && sortedRanks[end] === sortedRanks[start]) end += 1
    let pot = 0
    for (let position = start; position < end; position += 1) pot += prizes[position + 1] ?? 0
    const share = pot / (end - start)
    shares.fill(share, start, end)
    start = end
  }
  return shares
}

/**
 * The prize of each entry given the entries' final ranks in any order; the result is in the
 * same order as `ranks`. Tied ranks split the prizes of the places they cover equally.
 * @example payoutsByRank([{ placeFrom: 1, placeTo: 1, payout: 40 }, { placeFrom: 2, placeTo: 3, payout: 15 }], [4, 1, 2, 2]) // [0, 40, 15, 15] (Dollars)
 * @example payoutsByRank([{ placeFrom: 1, placeTo: 2, payout: 10 }], [1, 2, 2]) // [10, 5, 5] (Dollars; 2nd paid, 3rd not)
 */
export const payoutsByRank = (
  payoutTable: PayoutTable,
  ranks: readonly number[],
): readonly Dollars[] => {
  const order = Array.from(ranks.keys()).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0))
  const shares = splitPrizesInOrder(
    payoutTable,
    order.map((index) => ranks[index] ?? 0),
  )
  const payouts: Dollars[] = new Array<Dollars>(ranks.length)
  order.forEach((index, position) => {
    // A share is a quotient of sums of validated non-negative dollars.
    payouts[index] = trustedDollars(shares[position] ?? 0)
  })
  return payouts
}

/**
 * The prize pool of a payout table: every place's prize, summed (dollars). A field smaller
 * than the table pays out less than this.
 * @example totalPrizesOf([{ placeFrom: 1, placeTo: 1, payout: 40 }, { placeFrom: 2, placeTo: 5, payout: 15 }]) // 100 (Dollars)
 */
export const totalPrizesOf = (payoutTable: PayoutTable): Dollars =>
  // Place counts times validated dollars, summed.
  trustedDollars(
    payoutTable.reduce((sum, tier) => sum + (tier.placeTo - tier.placeFrom + 1) * tier.payout, 0),
  )
