/**
 * Expected duplicates of a lineup: how many other entries of a contest of N entries are
 * expected to hold the identical lineup, from a log-linear model fitted to the fields SimLabs
 * draws (`generateField`; fitting: `packages/world/src/fields/duplicates-fit.ts`):
 *
 *   log E[dupes] = log(N − 1) + a + b·Σ ln(own_i / 100) + c·(salary left / 1000)
 *
 * Being linear in the players' indicators, a cap on it is one row of the lineup model.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { LinearRow } from './lineup-model'
import type { OptimizerPlayer } from './optimizer-request'
import { ownershipFloorPct, slotOwnership, valueTerms, type SlotKind } from './slot-terms'

/** The model's coefficients for one kind of slate. */
export type DuplicatesCoefficients = {
  /** Intercept. */
  readonly a: number
  /** Per unit of Σ ln(own / 100): chalkier lineups are held by more entries. */
  readonly b: number
  /** Per $1,000 (site units / 1000) left under the cap. */
  readonly c: number
}

/**
 * Fitted coefficients by slate kind (classic rosters; single-game rosters with a captain
 * slot), reproduced by `duplicates-fit.test.ts` in packages/world (docs/optimizer.md,
 * "Expected duplicates").
 */
export const duplicatesCoefficients: Readonly<
  Record<'classic' | 'captain', DuplicatesCoefficients>
> = {
  classic: { a: 0.398, b: 0.97, c: -0.902 },
  captain: { a: -1.583, b: -0.129, c: -1.16 },
}

/**
 * The coefficients for a format: `captain` when a slot scales points or salary (DK Captain,
 * FD MVP), else `classic`.
 * @example duplicatesModelOf(requireRosterFormat('dk-nfl-showdown')) === duplicatesCoefficients.captain // true
 */
export const duplicatesModelOf = (format: RosterFormat): DuplicatesCoefficients =>
  format.slots.some((slot) => slot.pointsMultiplier !== 1 || slot.salaryMultiplier !== 1)
    ? duplicatesCoefficients.captain
    : duplicatesCoefficients.classic

const logShare = (ownershipPct: number): number =>
  Math.log(Math.max(ownershipFloorPct, ownershipPct) / 100)

/**
 * The expected duplicates of a lineup (its slots' ownerships in percent, its salary with slot
 * multipliers) in a contest of `contestSize` entries; 0 when the contest has one entry or
 * fewer (unknown).
 * @example expectedDuplicates(coefficients, { ownerships: [30, 30], salary: 49800, salaryCap: 50000, contestSize: 10000 }) // 0.41…
 */
export const expectedDuplicates = (
  coefficients: DuplicatesCoefficients,
  lineup: {
    readonly ownerships: readonly number[]
    readonly salary: number
    readonly salaryCap: number
    readonly contestSize: number
  },
): number => {
  if (lineup.contestSize <= 1) return 0
  const logOwnership = lineup.ownerships.reduce((sum, own) => sum + logShare(own), 0)
  return Math.exp(
    Math.log(lineup.contestSize - 1) +
      coefficients.a +
      coefficients.b * logOwnership +
      (coefficients.c * (lineup.salaryCap - lineup.salary)) / 1000,
  )
}

/**
 * The cap "expected duplicates ≤ m" as a row: each slot item adds b·ln(own) − c·salary/1000
 * plus a constant K that makes every term non-negative (a lineup holds one item per slot, so
 * the constants add up to slots × K on both sides), which lets the roster search prune on it
 * as soon as the sum passes the bound. Undefined when the cap or the contest is off.
 * @example expectedDuplicatesRow({ coefficients, format, kindsOf, salaries, maxExpected: 1, contestSize: 10000 })?.rule // 'Max expected duplicates (1)'
 */
export const expectedDuplicatesRow = ({
  coefficients,
  format,
  kindsOf,
  salaries,
  maxExpected,
  contestSize,
}: {
  readonly coefficients: DuplicatesCoefficients
  readonly format: RosterFormat
  readonly kindsOf: readonly (readonly SlotKind[])[]
  /** Per player: his salary (before slot multipliers). */
  readonly salaries: readonly number[]
  readonly maxExpected: number
  readonly contestSize: number
}): LinearRow | undefined => {
  if (maxExpected <= 0 || contestSize <= 1) return undefined
  const { a, b, c } = coefficients
  const multiplierOf = new Map(format.slots.map((slot) => [slot.code, slot.salaryMultiplier]))
  const raw = (kind: SlotKind, player: number) =>
    b * logShare(kind.ownership) -
    (c * Math.round((salaries[player] ?? 0) * (multiplierOf.get(kind.code) ?? 1))) / 1000
  let shift = 0
  kindsOf.forEach((kinds, player) => {
    for (const kind of kinds) shift = Math.max(shift, -raw(kind, player))
  })
  const slots = format.slots.length
  const bound =
    Math.log(maxExpected) - Math.log(contestSize - 1) - a - (c * format.salaryCap) / 1000
  return {
    rule: `Max expected duplicates (${maxExpected})`,
    terms: valueTerms(kindsOf, (kind, player) => raw(kind, player) + shift),
    max: bound + slots * shift + 1e-9,
  }
}

/**
 * The expected duplicates of a built lineup (players in the format's slot order) in a contest
 * of `contestSize` entries.
 * @example lineupExpectedDuplicates(lineupPlayers, format, 113636) // 0.02
 */
export const lineupExpectedDuplicates = (
  lineupPlayers: readonly OptimizerPlayer[],
  format: RosterFormat,
  contestSize: number,
): number =>
  expectedDuplicates(duplicatesModelOf(format), {
    ownerships: lineupPlayers.map((player, slot) =>
      slotOwnership(player, format.slots[slot]?.code ?? ''),
    ),
    salary: lineupPlayers.reduce(
      (sum, player, slot) =>
        sum + Math.round(player.salary * (format.slots[slot]?.salaryMultiplier ?? 1)),
      0,
    ),
    salaryCap: format.salaryCap,
    contestSize,
  })
