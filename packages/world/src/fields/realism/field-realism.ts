/**
 * The figures docs/field-realism.md compares between real DraftKings contests and generated
 * ones: how concentrated ownership is, how much of the cap lineups spend, how often lineups
 * are duplicated, and how far the cash line sits above the median score.
 */
import { summarizeLineups } from '@slatelab/engine/contest-analytics/lineup-counts'

/**
 * A contest reduced to what the figures read. `lineupKeys[i]` identifies entry i's lineup
 * (equal keys, equal lineups); `salaries` holds each entry's salary used where known;
 * `ownership` each player's ownership in percent; `paidPlaces` the last paid place, if known.
 * @example { lineupKeys: ['1,2', '1,2'], salaries: [49800, 49800], ownership: [100, 100], points: [140, 140], paidPlaces: 1, salaryCap: 50000 }
 */
export type RealismInput = {
  readonly lineupKeys: readonly string[]
  readonly salaries: readonly number[]
  readonly ownership: readonly number[]
  readonly points: readonly number[]
  readonly paidPlaces: number | undefined
  readonly salaryCap: number
}

/**
 * The figures of one contest. Percentages are 0–100; points are fantasy points.
 * @example realismFigures(input).duplicatePercent // 8.9
 */
export type RealismFigures = {
  readonly entries: number
  readonly topOwnership: number
  readonly playersAbove20: number
  readonly fullCapPercent: number
  readonly duplicatePercent: number
  /** Points of the last paid place minus the median points; undefined without payouts. */
  readonly cashLineOverMedian: number | undefined
}

const median = (sorted: readonly number[]): number => {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Computes the figures. "Full cap" is a salary of at least 99 % of the cap; a duplicated
 * entry is one whose lineup another entry also holds (as on the Contests page).
 * @example realismFigures({ lineupKeys: ['a', 'a', 'b'], salaries: [50000, 49000, 49600], ownership: [60, 25], points: [150, 140, 130], paidPlaces: 1, salaryCap: 50000 }).duplicatePercent // 66.7
 */
export const realismFigures = (input: RealismInput): RealismFigures => {
  const copies = new Map<string, number>()
  for (const key of input.lineupKeys) copies.set(key, (copies.get(key) ?? 0) + 1)
  const summary = summarizeLineups(copies.values())
  const entries = input.lineupKeys.length
  const full = input.salaries.filter((salary) => salary >= 0.99 * input.salaryCap).length
  const sorted = [...input.points].sort((a, b) => b - a)
  const cash = input.paidPlaces === undefined ? undefined : sorted[input.paidPlaces - 1]
  return {
    entries,
    topOwnership: Math.max(0, ...input.ownership),
    playersAbove20: input.ownership.filter((share) => share > 20).length,
    fullCapPercent: (100 * full) / Math.max(1, input.salaries.length),
    duplicatePercent: (100 * summary.duplicateLineups) / Math.max(1, entries),
    cashLineOverMedian:
      cash === undefined ? undefined : cash - median([...sorted].sort((a, b) => a - b)),
  }
}

/**
 * How concentrated a field's ownership is, the figures docs/field-realism.md compares by kind
 * of contest: the most-owned player's share, the players above 20 %, the share of all
 * ownership held by the nine most-owned players, and the effective number of players (the
 * inverse of the sum of squared shares of ownership: 9 if nine players filled every lineup).
 * @example ownershipSpread([90, 90, 10, 10]) // { topOwnership: 90, playersAbove20: 2, topNineShare: 100, effectivePlayers: 2.4 }
 */
export const ownershipSpread = (
  ownership: readonly number[],
): {
  readonly topOwnership: number
  readonly playersAbove20: number
  readonly topNineShare: number
  readonly effectivePlayers: number
} => {
  const sorted = ownership.filter((share) => share > 0).sort((a, b) => b - a)
  const total = sorted.reduce((sum, share) => sum + share, 0)
  const squares = sorted.reduce((sum, share) => sum + (share / total) ** 2, 0)
  return {
    topOwnership: sorted[0] ?? 0,
    playersAbove20: sorted.filter((share) => share > 20).length,
    topNineShare: total === 0 ? 0 : (100 * sorted.slice(0, 9).reduce((a, b) => a + b, 0)) / total,
    effectivePlayers: squares === 0 ? 0 : 1 / squares,
  }
}
