/**
 * A generated field's final standings: each entry's points from the players' actual points,
 * the sites' ranks (ties share the best place: 1, 2, 2, 4) and prizes by the payout table,
 * tied entries splitting the prizes of the places they cover (the engine's payout rules).
 */
import type { Points } from '@slatelab/domain/units'
import type { ContestEntry } from '@slatelab/engine/contest-analytics/contest-input'
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { splitPrizesInOrder } from '@slatelab/engine/contest-analytics/payouts'
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import type { FieldPlayer } from './field-input'
import type { GeneratedField } from './generate-field'

/**
 * The standings of a field, indexed by entry (as in the field) unless named otherwise.
 * @example standings.ranks[standings.order[0] ?? 0] // 1
 */
export type FieldStandings = {
  /** Each entry's points, to the hundredth as the sites show them. */
  readonly points: Float64Array
  /** Each entry's rank: 1 + the number of entries with more points. */
  readonly ranks: Int32Array
  /** Each entry's prize in dollars. */
  readonly payouts: Float64Array
  /** Entry numbers best first; equal points by entry number. */
  readonly order: Int32Array
}

/**
 * Each entry's fantasy points: the sum of its players' `actualPoints` (indexed like the slate
 * players), a captain's times `captainPointsMultiplier`. Summed in hundredths, so equal
 * lineups tie exactly.
 * @example scoreField(field, ['CPT', 'FLEX'], Float64Array.of(10, 4.5), 1.5)[0] // 19.5 (Points: CPT 10 × 1.5 + 4.5)
 */
export const scoreField = (
  field: GeneratedField,
  rosterSlots: readonly string[],
  actualPoints: ArrayLike<number>,
  captainPointsMultiplier = 1.5,
): Float64Array => {
  const { lineups, rosterSize, entryCount } = field
  const multiplier = Float64Array.from(rosterSlots, (slot) =>
    isCaptainSlot(slot) ? captainPointsMultiplier : 1,
  )
  const points = new Float64Array(entryCount)
  for (let entry = 0; entry < entryCount; entry += 1) {
    let hundredths = 0
    for (let s = 0; s < rosterSize; s += 1) {
      const player = lineups[entry * rosterSize + s] ?? 0
      hundredths += Math.round((actualPoints[player] ?? 0) * 100 * (multiplier[s] ?? 1))
    }
    points[entry] = hundredths / 100
  }
  return points
}

/**
 * Ranks and prizes from entries' points: the sites' ranks and the payout table's prizes,
 * tied entries splitting the prizes of the places they cover. A full field is paid exactly
 * the table's prize pool.
 * @example settleStandings(Float64Array.of(150, 140, 140, 130), [{ placeFrom: 1, placeTo: 1, payout: 40 }, { placeFrom: 2, placeTo: 3, payout: 15 }]).payouts // [40, 15, 15, 0]
 */
export const settleStandings = (points: Float64Array, payoutTable: PayoutTable): FieldStandings => {
  const count = points.length
  const order = Int32Array.from(points.keys()).sort(
    (a, b) => (points[b] ?? 0) - (points[a] ?? 0) || a - b,
  )
  const ranks = new Int32Array(count)
  const sortedRanks = new Int32Array(count)
  order.forEach((entry, position) => {
    const before = order[position - 1]
    const tied = before !== undefined && points[before] === points[entry]
    const rank = tied ? (sortedRanks[position - 1] ?? 1) : position + 1
    sortedRanks[position] = rank
    ranks[entry] = rank
  })
  const sortedPayouts = splitPrizesInOrder(payoutTable, sortedRanks)
  const payouts = new Float64Array(count)
  order.forEach((entry, position) => {
    payouts[entry] = sortedPayouts[position] ?? 0
  })
  return { points, ranks, payouts, order }
}

/**
 * The standings as the engine's contest entries (best rank first), for `analyzeContest` and the
 * store: entry ids from `firstEntryId` in field order, user names `user<n>` from 1, and each
 * lineup's slots with the slate players' ids.
 * @example toContestEntries(field, standings, players, ['QB', 'RB'], 1)[0]?.rank // 1
 */
export const toContestEntries = (
  field: GeneratedField,
  standings: FieldStandings,
  slatePlayers: readonly FieldPlayer[],
  rosterSlots: readonly string[],
  firstEntryId: number,
): readonly ContestEntry[] =>
  Array.from(standings.order, (entry) => ({
    entryId: firstEntryId + entry,
    userName: `user${(field.userOf[entry] ?? 0) + 1}`,
    rank: standings.ranks[entry] ?? 1,
    // Sums of hundredths of validated player points.
    points: (standings.points[entry] ?? 0) as Points,
    lineup: rosterSlots.map((rosterSlot, s) => ({
      rosterSlot,
      playerId: slatePlayers[field.lineups[entry * field.rosterSize + s] ?? 0]?.playerId ?? 0,
    })),
  }))
