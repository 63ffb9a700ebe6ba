/**
 * Projected ownership of a slate: players the field likes (high projection, and above all high
 * points per dollar) draw the roster spots of their position, and every slot is filled by
 * someone, so the slate's ownership sums to roster size × 100 %.
 */

/**
 * A slate row as the ownership model sees it. `rosterPositions` are the slots the row can
 * fill; `isCaptain` marks a showdown captain row.
 * @example { salary: 9800, mean: 48.2, rosterPositions: ['PG', 'G', 'UTIL'] }
 */
export type OwnershipRow = {
  readonly salary: number
  readonly mean: number
  readonly rosterPositions: readonly string[]
}

import { sportIds } from '@slatelab/domain/sports'

// How strongly the field chases raw projection, as a power of it relative to the slate's
// average; the chase of value is the caller's `valuePower` (larger concentrates ownership).
const projectionPower = 1.6

/**
 * How strongly each sport's field chases value (points per $1,000) on a classic slate, as a
 * power of value relative to the slate's average. NFL fields pile into a few cheap values
 * (real DraftKings main slates: the most-owned player at 38–45 %, 7–9 players over 20 %), which
 * takes 7; golf fields converge on the week's favourites and values (top golfers 25–30 %);
 * NBA, MLB and NHL fields match real slates at 4.5, as do single-game slates of every sport.
 * @example classicValuePower[1] // 7
 */
export const classicValuePower: Readonly<Record<number, number>> = {
  [sportIds.NFL]: 7,
  [sportIds.PGA]: 6,
}
export const defaultValuePower = 4.5

/**
 * The share of each slot that goes to the field's "stars" chasers, who pick by projection
 * alone whatever the price (a power of it): without them a steep value power leaves the
 * best-projected player of a position nearly unowned (a 27-point quarterback at 0.8 %), which
 * real slates never show (docs/demo-world.md).
 */
const starShare = 0.25
const starPower = 6
// The share of the cap an average field lineup spends.
const fieldCapUse = 0.985

const meanOf = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

/**
 * Projected ownership in percent per row, for a lineup of `rosterSlots`. Each slot's 100 % is
 * shared by the rows that can fill it in proportion to their appeal; a row's appeal is spread
 * over the slots it can fill in proportion to how contested they are. The result sums to
 * `rosterSlots.length × 100` and no row passes 95 %. With `salaryCap`, appeal is tilted by
 * salary until the average lineup of the projected field spends 98.5 % of the cap, as real
 * fields do (without it, ownership could ask for lineups no cap allows).
 * @example projectOwnership(rows, ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL']).reduce((a, b) => a + b) // 800
 */
export const projectOwnership = (
  rows: readonly OwnershipRow[],
  rosterSlots: readonly string[],
  salaryCap?: number,
  valuePower = defaultValuePower,
): readonly number[] => {
  if (rows.length === 0) return []
  const values = rows.map((row) => row.mean / Math.max(1, row.salary / 1000))
  const averageValue = meanOf(values.filter((value) => value > 0)) || 1
  const averageMean = meanOf(rows.map((row) => row.mean).filter((mean) => mean > 0)) || 1
  const appeal = rows.map((row, index) =>
    row.mean <= 0
      ? 0.0001
      : ((values[index] ?? 0) / averageValue) ** valuePower *
        (row.mean / averageMean) ** projectionPower,
  )
  const salaries = rows.map((row) => row.salary / 1000)
  const eligibleBySlot = rosterSlots.map((slot) =>
    rows.flatMap((row, index) => (row.rosterPositions.includes(slot) ? [index] : [])),
  )
  // Stars are chased whatever their price: only the value chasers' picks bend to the cap.
  const starAppeal = rows.map((row) =>
    row.mean <= 0 ? 0.0001 : (row.mean / averageMean) ** starPower,
  )
  const shareOut = (salaryPenalty: number): readonly number[] => {
    const tilt = salaries.map((salary) => Math.exp(-salaryPenalty * salary))
    const weights = appeal.map((weight, index) => weight * (tilt[index] ?? 0))
    const ownership = new Array<number>(rows.length).fill(0)
    for (const eligible of eligibleBySlot) {
      let total = 0
      let starTotal = 0
      for (const index of eligible) {
        total += weights[index] ?? 0
        starTotal += starAppeal[index] ?? 0
      }
      if (total === 0 || starTotal === 0) continue
      for (const index of eligible)
        ownership[index] =
          (ownership[index] ?? 0) +
          100 *
            ((1 - starShare) * ((weights[index] ?? 0) / total) +
              starShare * ((starAppeal[index] ?? 0) / starTotal))
    }
    return capAndRescale(ownership, rosterSlots.length * 100)
  }
  if (salaryCap === undefined) return shareOut(0)
  // The field's lineups must fit the cap: tilt toward cheaper players (or pricier ones) until
  // the average lineup spends what real fields spend.
  const lineupSalary = (ownership: readonly number[]) =>
    ownership.reduce((sum, share, index) => sum + (share / 100) * (rows[index]?.salary ?? 0), 0)
  const target = fieldCapUse * salaryCap
  let low = -3
  let high = 3
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2
    if (lineupSalary(shareOut(middle)) > target) low = middle
    else high = middle
  }
  return shareOut((low + high) / 2)
}

/**
 * The most a player is projected to be owned, percent: nobody is in every lineup.
 * @example maxOwnership // 95
 */
export const maxOwnership = 95

/**
 * Shares capped at their limits (`maxOwnership` where `limits` has none), what the caps remove
 * going to the others in proportion so the total stays `total`; rounded to 0.01.
 * @example capAndRescale([120, 40, 40], 200) // [95, 52.5, 52.5]
 */
export const capAndRescale = (
  ownership: readonly number[],
  total: number,
  limits: readonly number[] = [],
): readonly number[] => {
  const limitOf = (index: number) => limits[index] ?? maxOwnership
  let shares = [...ownership]
  for (let round = 0; round < 5; round += 1) {
    const capped = shares.map((share, index) => Math.min(limitOf(index), share))
    const atLimit = capped.map((share, index) => share >= limitOf(index))
    const free = capped.reduce((sum, share, index) => sum + (atLimit[index] ? 0 : share), 0)
    const fixed = capped.reduce((sum, share, index) => sum + (atLimit[index] ? share : 0), 0)
    const scale = free > 0 ? (total - fixed) / free : 1
    shares = capped.map((share, index) => (atLimit[index] ? share : share * scale))
  }
  return shares.map((share) => Math.round(share * 100) / 100)
}
