/**
 * Auction dollars from value over replacement: every rostered player costs at least $1, and
 * the money above those minimum bids (teams × budget − teams × roster size) is shared in
 * proportion to positive value. So the league's dollars add up to teams × budget.
 */
import type { Roster } from '@slatelab/domain/entities/cheatsheet'

/** Players a team rosters: every slot, bench included. */
export const rosterSize = (roster: Roster): number =>
  Object.values(roster).reduce((sum, count) => sum + count, 0)

/** A player with his auction price (dollars, $1 minimum for the rostered, 0 for the rest). */
export type Priced<T> = T & { readonly auctionValue: number }

/**
 * Prices players: the `teams × rosterSize` best by value are rostered at $1 plus their share of
 * the money above minimum bids; the rest cost 0. Shares are unrounded so sums are exact.
 * @example auctionValues(valued, roster, 12, 200).reduce((s, p) => s + p.auctionValue, 0) // 2400
 */
export const auctionValues = <T extends { readonly vbd: number }>(
  players: readonly T[],
  roster: Roster,
  teamCount: number,
  budget: number,
): readonly Priced<T>[] => {
  const rostered = teamCount * rosterSize(roster)
  const order = players
    .map((player, index) => ({ index, vbd: player.vbd }))
    .sort((a, b) => b.vbd - a.vbd)
    .slice(0, rostered)
  const drafted = new Set(order.map((entry) => entry.index))
  const positive = order.reduce((sum, entry) => sum + Math.max(0, entry.vbd), 0)
  const surplus = teamCount * budget - drafted.size
  return players.map((player, index) => {
    if (!drafted.has(index)) return { ...player, auctionValue: 0 }
    const share = positive > 0 ? (Math.max(0, player.vbd) / positive) * surplus : 0
    return { ...player, auctionValue: 1 + share }
  })
}
