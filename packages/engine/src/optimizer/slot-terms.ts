/**
 * A player's slot kinds: the slots of one multiplier he may fill (a showdown player is a CPT
 * kind and a FLEX kind), each named by one of its codes, with his ownership there. Rules by slot
 * and ownership rows write one term per kind, so a captain counts his captain ownership.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { eligibleCodes, type RowTerm } from './lineup-model'
import type { OptimizerPlayer } from './optimizer-request'

/** Ownerships below this count as it in products (percent): a 0 % player would zero the product. */
export const ownershipFloorPct = 0.1

/**
 * The positions each flex slot code takes, as the user narrowed them (`flexGroups`).
 * @example flexPositionsOf(settings).get('FLEX') // ['WR', 'TE']
 */
export const flexPositionsOf = (
  settings: OptimizerSettings,
): ReadonlyMap<string, readonly string[]> =>
  new Map(
    settings.general.flexGroups.map((group) => [
      group.groupName,
      group.positions
        .filter((position) => position.isSelected)
        .map((position) => position.positionName),
    ]),
  )

/** One slot kind of a player: a code naming it (an index into the model's codes) and his ownership there. */
export type SlotKind = { readonly slot: number; readonly code: string; readonly ownership: number }

/**
 * A player's ownership in a slot code: his own there (`slotOwnership`), else his general one.
 * @example slotOwnership(player, 'CPT') // 8.4
 */
export const slotOwnership = (player: OptimizerPlayer, code: string): number =>
  player.slotOwnership[code] ?? player.ownership

/**
 * The slot kinds of a player: one per points/salary multiplier among the slots he may fill,
 * named by its first code he may fill (the model builds one item per kind, whose codes include
 * that one).
 * @example slotKinds(player, format, new Map(), codes) // [{ slot: 0, code: 'CPT', ownership: 8.4 }, { slot: 1, code: 'FLEX', ownership: 31 }]
 */
export const slotKinds = (
  player: OptimizerPlayer,
  format: RosterFormat,
  flexPositions: ReadonlyMap<string, readonly string[]>,
  codes: readonly string[],
): readonly SlotKind[] => {
  const eligible = eligibleCodes(player, format, flexPositions)
  const byMultiplier = new Map<string, string>()
  for (const slot of format.slots) {
    const key = `${slot.pointsMultiplier}:${slot.salaryMultiplier}`
    if (eligible.has(slot.code) && !byMultiplier.has(key)) byMultiplier.set(key, slot.code)
  }
  return [...byMultiplier.values()].map((code) => ({
    slot: codes.indexOf(code),
    code,
    ownership: slotOwnership(player, code),
  }))
}

/**
 * Terms of a value per player and slot kind: one unslotted term when the value is the same in
 * every kind, else one term per kind (no two of a player's terms match the same item).
 * @example valueTerms(players, kinds, (kind) => kind.ownership) // ownership sum terms
 */
export const valueTerms = (
  kindsOf: readonly (readonly SlotKind[])[],
  value: (kind: SlotKind, player: number) => number,
): RowTerm[] =>
  kindsOf.flatMap((kinds, player) => {
    const values = kinds.map((kind) => value(kind, player))
    const [first] = values
    if (first === undefined) return []
    if (values.every((v) => v === first)) return first === 0 ? [] : [{ player, coef: first }]
    return kinds.flatMap((kind, index) => {
      const coef = values[index] ?? 0
      return coef === 0 ? [] : [{ player, coef, slot: kind.slot }]
    })
  })
