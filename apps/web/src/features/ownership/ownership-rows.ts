/**
 * The ownership table's rows: each slate player with his ownership in every visible contest
 * and the lead contest's top-of-field splits, plus the filters and the salary-tier summary
 * the page draws.
 */
import type { Contest } from '@slatelab/domain/entities/contest'
import type { OwnershipPlayer } from '@slatelab/contract/contests.contract'
import type { OwnershipSplit } from './ownership-api'

/**
 * One player's row. Ownership is a percentage of entries rostering him in any slot (captain
 * and flex rows added: a lineup holds a player once). `leverage` is the lead contest's top
 * 1 % ownership minus its field ownership, in percentage points: positive when the winners
 * played him more than the field did. Split fields are `null` before the lead contest's data
 * loads or when it has no entries.
 *
 * On a single-game slate the captain slot is also shown apart: `captainByContest` and
 * `flexByContest` split each contest's ownership (they add up to `ownershipByContest`), and
 * where the salary file lists captains apart (DraftKings showdown) `projectedOwnership` is the
 * flex row's plus the captain row's (at most 100), `projectedCaptainOwnership` the captain
 * row's and `projectedFlexOwnership` the flex row's; elsewhere both are `null` and
 * `projectedOwnership` is the player's one row's.
 */
export type OwnershipRow = Omit<OwnershipPlayer, 'projectedCaptainOwnership'> & {
  /** Ownership by contest id, percent; absent when the contest has no entries yet. */
  readonly ownershipByContest: Readonly<Record<number, number>>
  /** As captain, by contest id, percent; absent as `ownershipByContest` is. */
  readonly captainByContest: Readonly<Record<number, number>>
  /** Outside the captain slot, by contest id, percent; absent as `ownershipByContest` is. */
  readonly flexByContest: Readonly<Record<number, number>>
  readonly projectedCaptainOwnership: number | null
  readonly projectedFlexOwnership: number | null
  readonly ownership20: number | null
  readonly ownership10: number | null
  readonly ownership1: number | null
  readonly leverage: number | null
}

const sumByPlayer = <R extends { readonly playerId: number }>(
  rows: readonly R[],
  value: (row: R) => number,
): ReadonlyMap<number, number> => {
  const sums = new Map<number, number>()
  for (const row of rows) sums.set(row.playerId, (sums.get(row.playerId) ?? 0) + value(row))
  return sums
}

/**
 * The table rows, in the players' order (highest salary first).
 * @example buildOwnershipRows(players, [contest], splits)[0]?.ownershipByContest[contest.contestId] // 31.5
 */
export const buildOwnershipRows = (
  players: readonly OwnershipPlayer[],
  contests: readonly Contest[],
  splits: readonly OwnershipSplit[],
): readonly OwnershipRow[] => {
  const owned = contests
    .filter((contest) => contest.players.length > 0)
    .map((contest) => ({
      contestId: contest.contestId,
      byPlayer: sumByPlayer(contest.players, (row) => row.ownership),
      asCaptain: sumByPlayer(contest.players, (row) => (row.isCaptain ? row.ownership : 0)),
    }))
  const field = sumByPlayer(splits, (row) => row.ownership)
  const top20 = sumByPlayer(splits, (row) => row.ownership20)
  const top10 = sumByPlayer(splits, (row) => row.ownership10)
  const top1 = sumByPlayer(splits, (row) => row.ownership1)
  const hasSplits = splits.length > 0
  return players.map((player) => {
    const ownershipByContest: Record<number, number> = {}
    const captainByContest: Record<number, number> = {}
    const flexByContest: Record<number, number> = {}
    for (const { contestId, byPlayer, asCaptain } of owned) {
      const total = byPlayer.get(player.playerId) ?? 0
      const captain = asCaptain.get(player.playerId) ?? 0
      ownershipByContest[contestId] = total
      captainByContest[contestId] = captain
      flexByContest[contestId] = total - captain
    }
    const { projectedCaptainOwnership = null, ...rest } = player
    // Apart only where both rows have a projection; otherwise the one row's stands.
    const projectedApart =
      projectedCaptainOwnership === null || rest.projectedOwnership === null
        ? null
        : { captain: projectedCaptainOwnership, flex: rest.projectedOwnership }
    const split = (shares: ReadonlyMap<number, number>) =>
      hasSplits ? (shares.get(player.playerId) ?? 0) : null
    const ownership1 = split(top1)
    const fieldOwnership = split(field)
    return {
      ...rest,
      // A lineup holds a player once: where the two rows' projections add up past 100 % (they
      // are projected apart), the total stops there.
      projectedOwnership:
        projectedApart === null
          ? rest.projectedOwnership
          : Math.min(100, projectedApart.flex + projectedApart.captain),
      projectedCaptainOwnership: projectedApart?.captain ?? null,
      projectedFlexOwnership: projectedApart?.flex ?? null,
      ownershipByContest,
      captainByContest,
      flexByContest,
      ownership20: split(top20),
      ownership10: split(top10),
      ownership1,
      leverage: ownership1 === null || fieldOwnership === null ? null : ownership1 - fieldOwnership,
    }
  })
}

/**
 * Which captain columns a slate's table shows: the contests' captain and flex ownership apart
 * once a visible contest has captain rows (a single-game slate's entries), and the projected
 * captain ownership where the slate's salary file lists captains apart.
 * @example captainColumnsOf(rows, [showdownContest]) // { actual: true, projected: true }
 */
export const captainColumnsOf = (
  rows: readonly OwnershipRow[],
  contests: readonly Contest[],
): { readonly actual: boolean; readonly projected: boolean } => ({
  actual: contests.some((contest) => contest.players.some((row) => row.isCaptain)),
  projected: rows.some((row) => row.projectedCaptainOwnership !== null),
})

/** The table's filters: a position, a team and part of a name (any case); empty is all. */
export type OwnershipFilters = {
  readonly position: string | null
  readonly team: string | null
  readonly search: string
}

/**
 * The rows the filters let through.
 * @example filterOwnershipRows(rows, { position: 'QB', team: null, search: 'all' }) // QBs named like "all"
 */
export const filterOwnershipRows = (
  rows: readonly OwnershipRow[],
  filters: OwnershipFilters,
): readonly OwnershipRow[] => {
  const search = filters.search.trim().toLowerCase()
  return rows.filter(
    (row) =>
      (filters.position === null || row.position === filters.position) &&
      (filters.team === null || row.team === filters.team) &&
      (search === '' || row.playerName.toLowerCase().includes(search)),
  )
}

/** Salary tiers are this wide, in site salary units. */
export const salaryTierWidth = 1000

/** One series of the salary-tier chart: a row's ownership in percent (absent counts as 0). */
export type OwnershipValue = (row: OwnershipRow) => number | null | undefined

/**
 * Mean ownership per salary tier for each series: tiers of `salaryTierWidth` from the
 * cheapest player up, and the mean of the players' ownership in each (percent).
 * @example ownershipBySalaryTier(rows, [(row) => row.ownershipByContest[7]]).tiers // [3000, 4000, …]
 */
export const ownershipBySalaryTier = (
  rows: readonly OwnershipRow[],
  values: readonly OwnershipValue[],
): { readonly tiers: readonly number[]; readonly means: readonly (readonly number[])[] } => {
  const tierOf = (salary: number) => Math.floor(salary / salaryTierWidth) * salaryTierWidth
  const tiers = [...new Set(rows.map((row) => tierOf(row.salary)))].sort((a, b) => a - b)
  const means = values.map((value) =>
    tiers.map((tier) => {
      const inTier = rows.filter((row) => tierOf(row.salary) === tier)
      const total = inTier.reduce((sum, row) => sum + (value(row) ?? 0), 0)
      return inTier.length === 0 ? 0 : total / inTier.length
    }),
  )
  return { tiers, means }
}
