/**
 * How far the slate's projected ownership was from what the lead contest's field actually
 * played: the mean absolute error over the players either side owned, and the largest misses.
 * The ownership accuracy a player judges projections by.
 */
import type { Contest } from '@slatelab/domain/entities/contest'
import type { OwnershipRow } from './ownership-rows'

/** A player's miss, in percentage points (actual − projected). */
export type OwnershipMiss = {
  readonly playerId: number
  readonly playerName: string
  readonly projected: number
  readonly actual: number
  readonly miss: number
}

/**
 * The error of one contest's ownership against the projection. `players` counts those with a
 * projected or actual share of at least `minShare` percent (the rest would drown the mean in
 * zeros); `bias` is their mean miss (actual − projected: above 0, the field owned them more
 * than projected); undefined when the contest has no entries or no player has a projection.
 * @example ownershipError(rows, 1534301411) // { mae: 4.2, bias: -0.3, players: 61, misses: [{ playerName: 'Joe Mixon', projected: 18, actual: 31.5, miss: 13.5 }, …] }
 */
export type OwnershipError = {
  readonly mae: number
  readonly bias: number
  readonly players: number
  readonly misses: readonly OwnershipMiss[]
}

/** Players below this share (percent) both ways stay out of the mean. */
const minShare = 1

/**
 * Computes the error, the `count` largest misses first.
 * @example ownershipError(rows, contestId, 10)?.mae // 4.2
 */
export const ownershipError = (
  rows: readonly OwnershipRow[],
  contestId: number,
  count = 10,
): OwnershipError | undefined => {
  const compared = rows.flatMap((row) => {
    const actual = row.ownershipByContest[contestId]
    const projected = row.projectedOwnership
    if (actual === undefined || projected === null) return []
    if (actual < minShare && projected < minShare) return []
    return [
      {
        playerId: row.playerId,
        playerName: row.playerName,
        projected,
        actual,
        miss: actual - projected,
      },
    ]
  })
  if (compared.length === 0) return undefined
  const mean = (of: (miss: number) => number) =>
    compared.reduce((sum, row) => sum + of(row.miss), 0) / compared.length
  return {
    mae: mean(Math.abs),
    bias: mean((miss) => miss),
    players: compared.length,
    misses: [...compared].sort((a, b) => Math.abs(b.miss) - Math.abs(a.miss)).slice(0, count),
  }
}

/**
 * The contest the error is first measured in: the biggest tournament with entries among
 * `contests`, else the biggest contest with entries. A cash game's field is chalkier than the
 * slate's projection by design, so its "misses" would partly be the contest type.
 * @example errorContestOf([fiftyFifty, millionaire])?.title // 'NFL $2M Millionaire'
 */
export const errorContestOf = (contests: readonly Contest[]): Contest | undefined => {
  const entered = contests.filter((contest) => contest.players.length > 0)
  const biggest = (list: readonly Contest[]) =>
    list.reduce<Contest | undefined>(
      (best, contest) =>
        best === undefined || contest.contestSize > best.contestSize ? contest : best,
      undefined,
    )
  return (
    biggest(entered.filter((contest) => !contest.isDoubleUp && !contest.isFiftyFifty)) ??
    biggest(entered)
  )
}
