/**
 * The static GPP rules of a build (settings `gpp`): slot locks, slot excludes and conditions by
 * slot for single-game slates, and the lineup ownership bounds. Rules over the whole build
 * (slot exposure, stack exposure) are in `gpp-build-state.ts`.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import type { LinearRow, RowTerm } from './lineup-model'
import type { OptimizerPlayer } from './optimizer-request'
import { hasPosition, opposingPositions } from './settings-rules'
import { duplicatesModelOf, expectedDuplicatesRow } from './duplicates-model'
import { ownershipFloorPct, valueTerms, type SlotKind } from './slot-terms'

/** What the GPP rules read: players, their slot kinds, the model's slot codes and the settings. */
export type GppContext = {
  readonly players: readonly OptimizerPlayer[]
  readonly format: RosterFormat
  readonly settings: OptimizerSettings
  readonly codes: readonly string[]
  /** Per player: his slot kinds (`slotKinds`). */
  readonly kindsOf: readonly (readonly SlotKind[])[]
  readonly indexOf: ReadonlyMap<string, number>
}

/**
 * A term for player `playerId` in slot `code` ('' = any slot), or undefined when the player is
 * not in the pool or the format has no such slot.
 */
export const slotTerm = (
  context: GppContext,
  playerId: string,
  code: string,
  coef: number,
): RowTerm | undefined => {
  const player = context.indexOf.get(playerId)
  if (player === undefined) return undefined
  if (code === '') return { player, coef }
  const slot = context.codes.indexOf(code)
  return slot < 0 ? undefined : { player, coef, slot }
}

const nameOf = (context: GppContext, playerId: string): string =>
  context.players[context.indexOf.get(playerId) ?? -1]?.name ?? playerId

/** Slot locks and excludes, and "if X in slot then Y (not) in slot". */
const slotRows = (context: GppContext): LinearRow[] => {
  const { gpp } = context.settings
  const rows: LinearRow[] = []
  for (const rule of gpp.slotRules.filter((entry) => entry.isActive)) {
    const term = slotTerm(context, rule.playerId, rule.slot, 1)
    if (term === undefined) continue
    const name = nameOf(context, rule.playerId)
    if (rule.lock) rows.push({ rule: `Lock at ${rule.slot}: ${name}`, terms: [term], min: 1 })
    if (rule.exclude) rows.push({ rule: `Exclude at ${rule.slot}: ${name}`, terms: [term], max: 0 })
  }
  for (const condition of gpp.slotConditions.filter((entry) => entry.isActive)) {
    const together = condition.kind === 'together'
    const first = slotTerm(context, condition.playerId, condition.slot, 1)
    const second = slotTerm(
      context,
      condition.otherPlayerId,
      condition.otherSlot,
      together ? -1 : 1,
    )
    if (first === undefined || second === undefined) continue
    const other = `${nameOf(context, condition.otherPlayerId)}${condition.otherSlot === '' ? '' : ` at ${condition.otherSlot}`}`
    rows.push({
      rule: `If ${nameOf(context, condition.playerId)} at ${condition.slot} then ${together ? '' : 'not '}${other}`,
      terms: [first, second],
      max: together ? 0 : 1,
    })
  }
  return rows
}

/**
 * A player's share of the product of ownerships, as a positive number: −ln(own / 100), with
 * ownership floored at `ownershipFloorPct`.
 * @example logOwnershipCost(10) // 2.302…
 */
export const logOwnershipCost = (ownershipPct: number): number =>
  -Math.log(Math.max(ownershipFloorPct, ownershipPct) / 100)

/** Ownership cap and floor (sum), product cap (as a geometric mean), players under a threshold. */
const ownershipRows = (context: GppContext): LinearRow[] => {
  const { ownership } = context.settings.gpp
  const rows: LinearRow[] = []
  const size = context.format.slots.length
  const { maxOwnershipPerLineupPct } = context.settings.general
  if (maxOwnershipPerLineupPct > 0) {
    rows.push({
      rule: `Max ownership per lineup (${maxOwnershipPerLineupPct}%)`,
      terms: valueTerms(context.kindsOf, (kind) => kind.ownership),
      max: maxOwnershipPerLineupPct,
    })
  }
  if (ownership.minSumPct > 0) {
    rows.push({
      rule: `Min ownership per lineup (${ownership.minSumPct}%)`,
      terms: valueTerms(context.kindsOf, (kind) => kind.ownership),
      min: ownership.minSumPct,
    })
  }
  if (ownership.maxGeoMeanPct > 0) {
    // Π own ≤ g^n ⇔ Σ −ln own ≥ −n·ln g: a row of positive terms with a minimum.
    rows.push({
      rule: `Max product ownership (geometric mean ${ownership.maxGeoMeanPct}%)`,
      terms: valueTerms(context.kindsOf, (kind) => logOwnershipCost(kind.ownership)),
      min: size * logOwnershipCost(ownership.maxGeoMeanPct) - 1e-9,
    })
  }
  const { duplicates } = context.settings.gpp
  const duplicatesRow = expectedDuplicatesRow({
    coefficients: duplicatesModelOf(context.format),
    format: context.format,
    kindsOf: context.kindsOf,
    salaries: context.players.map((player) => player.salary),
    maxExpected: duplicates.maxExpected,
    contestSize: duplicates.contestSize,
  })
  if (duplicatesRow !== undefined) rows.push(duplicatesRow)
  if (ownership.lowOwnedCount > 0) {
    rows.push({
      rule: `At least ${ownership.lowOwnedCount} players under ${ownership.lowOwnedUnderPct}% owned`,
      terms: valueTerms(context.kindsOf, (kind) =>
        kind.ownership < ownership.lowOwnedUnderPct ? 1 : 0,
      ),
      min: ownership.lowOwnedCount,
    })
  }
  return rows
}

/**
 * No player against his own lineup's defence: for each defence D, Σ opponents facing D + n·y_D ≤ n
 * (with D in, none of the n facing players; without him, any).
 */
const defenseRows = (context: GppContext): LinearRow[] => {
  const opposing = opposingPositions[context.format.sportId] ?? []
  if (!context.settings.gpp.noneAgainstOwnDefense || opposing.length === 0) return []
  const { players } = context
  return players.flatMap((player, index): LinearRow[] => {
    if (!hasPosition(player, opposing) || player.opponent === '') return []
    const facing = players.flatMap((other, otherIndex) =>
      other.team === player.opponent && !hasPosition(other, opposing) ? [otherIndex] : [],
    )
    if (facing.length === 0) return []
    return [
      {
        rule: `No players against own defence: ${player.name}`,
        terms: [
          ...facing.map((other) => ({ player: other, coef: 1 })),
          { player: index, coef: facing.length },
        ],
        max: facing.length,
      },
    ]
  })
}

/**
 * Rows of the GPP section's static rules.
 * @example buildGppRules(context).map((row) => row.rule) // ['Lock at CPT: A', 'Max product ownership (geometric mean 12%)']
 */
export const buildGppRules = (context: GppContext): readonly LinearRow[] => [
  ...slotRows(context),
  ...ownershipRows(context),
  ...defenseRows(context),
]
