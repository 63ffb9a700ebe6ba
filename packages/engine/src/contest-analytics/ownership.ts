/**
 * Ownership: the share of entries that roster a player in one kind of slot, over the whole
 * field and over its top 20 %, 10 % and 1 % by final rank.
 */
import type { PlayerAnalytics } from './contest-analytics-schema'
import type { PlayerFact } from './contest-input'
import type { StandingsWalk } from './standings-walk'
import { topOfFieldSize } from './top-of-field'
import { shareOf } from './trusted-units'

/**
 * The ownership rows of a contest and the field ownership of each walk row (percent, indexed
 * like `walk.rowPlayerIds`) for leverage.
 * @example ownershipOf(walk, facts).players[0] // { playerId: 1, isCaptain: false, ownership: 50, … }
 */
export type Ownership = {
  readonly players: readonly PlayerAnalytics[]
  readonly ownershipByRow: Float64Array
}

/**
 * Counts every walk row over the field and its top groups, and adds a flex row at 0 % for
 * each player of `facts` no entry rostered. Rows by ownership, highest first, then player id,
 * flex before captain.
 * @example ownershipOf(walk, facts).players.filter((row) => row.isCaptain).reduce((sum, row) => sum + row.ownership, 0) // 100 (one captain slot)
 */
export const ownershipOf = (walk: StandingsWalk, facts: readonly PlayerFact[]): Ownership => {
  const entryCount = walk.entries.length
  const ranks = Float64Array.from(walk.entries, (entry) => entry.rank)
  const top20 = topOfFieldSize(ranks, 20)
  const top10 = topOfFieldSize(ranks, 10)
  const top1 = topOfFieldSize(ranks, 1)
  const rowCount = walk.rowPlayerIds.length
  const all = new Int32Array(rowCount)
  const in20 = new Int32Array(rowCount)
  const in10 = new Int32Array(rowCount)
  const in1 = new Int32Array(rowCount)
  for (let position = 0; position < entryCount; position += 1) {
    const end = walk.rowStart[position + 1] ?? 0
    for (let at = walk.rowStart[position] ?? 0; at < end; at += 1) {
      const row = walk.rows[at] ?? 0
      all[row] = (all[row] ?? 0) + 1
      // Each top group is a prefix of the standings.
      if (position < top20) in20[row] = (in20[row] ?? 0) + 1
      if (position < top10) in10[row] = (in10[row] ?? 0) + 1
      if (position < top1) in1[row] = (in1[row] ?? 0) + 1
    }
  }

  const factById = new Map(facts.map((fact) => [fact.playerId, fact]))
  const row = (playerId: number, isCaptain: boolean, at: number | undefined): PlayerAnalytics => {
    const fact = factById.get(playerId)
    const countOf = (counts: Int32Array): number => (at === undefined ? 0 : (counts[at] ?? 0))
    return {
      playerId,
      isCaptain,
      // Counts of entries out of the group they were counted in.
      ownership: shareOf(countOf(all), entryCount),
      ownership20: shareOf(countOf(in20), top20),
      ownership10: shareOf(countOf(in10), top10),
      ownership1: shareOf(countOf(in1), top1),
      actualPoints: fact?.actualPoints ?? null,
      madeCut: fact?.madeCut ?? null,
    }
  }
  const rostered = walk.rowPlayerIds.map((playerId, at) =>
    row(playerId, walk.rowIsCaptain[at] ?? false, at),
  )
  const rosteredAsFlex = new Set(rostered.filter((it) => !it.isCaptain).map((it) => it.playerId))
  const unrostered = facts
    .filter((fact) => !rosteredAsFlex.has(fact.playerId))
    .map((fact) => row(fact.playerId, false, undefined))

  return {
    players: [...rostered, ...unrostered].sort(
      (a, b) =>
        b.ownership - a.ownership ||
        a.playerId - b.playerId ||
        Number(a.isCaptain) - Number(b.isCaptain),
    ),
    ownershipByRow: Float64Array.from(rostered, (it) => it.ownership),
  }
}
