/** The ownership a generated field realises: the share of its entries holding each player. */
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import type { GeneratedField } from './generate-field'

/**
 * The share of entries (0–1) holding each row of a field: row p is player p outside captain
 * slots, row `playerCount + p` player p as captain.
 * @example rowOwnership(field, Uint8Array.of(0, 0), 3)[1] // 0.43 (player 1 in 43 % of lineups)
 */
export const rowOwnership = (
  field: GeneratedField,
  slotIsCaptain: Uint8Array,
  playerCount: number,
): Float64Array => {
  const counts = new Float64Array(2 * playerCount)
  const { lineups, rosterSize } = field
  for (let at = 0; at < lineups.length; at += 1) {
    const row = (lineups[at] ?? 0) + (slotIsCaptain[at % rosterSize] === 1 ? playerCount : 0)
    counts[row] = (counts[row] ?? 0) + 1
  }
  return counts.map((count) => count / Math.max(1, field.entryCount))
}

/**
 * Each player's realised ownership in percent of entries, outside captain slots and as
 * captain, indexed like the slate players the field was drawn from. Over the slate the two sum
 * to roster size × 100 %.
 * @example fieldOwnership(field, ['QB', 'RB'], 40).ownership[7] // 31.2 (Percent)
 */
export const fieldOwnership = (
  field: GeneratedField,
  rosterSlots: readonly string[],
  playerCount: number,
): { readonly ownership: Float64Array; readonly captainOwnership: Float64Array } => {
  const shares = rowOwnership(
    field,
    Uint8Array.from(rosterSlots, (slot) => (isCaptainSlot(slot) ? 1 : 0)),
    playerCount,
  )
  const percent = shares.map((share) => share * 100)
  return {
    ownership: percent.subarray(0, playerCount),
    captainOwnership: percent.subarray(playerCount),
  }
}
