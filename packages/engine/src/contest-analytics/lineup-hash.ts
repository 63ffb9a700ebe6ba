/**
 * Lineup identity: two entries hold the same lineup when they roster the same players with the
 * same captain. Which non-captain slot a player fills does not matter (an RB in FLEX and a WR in
 * WR score the same wherever they sit, and the sites count such entries as duplicates); a
 * captain slot is its own kind, so a captain swapped with a flex is another lineup.
 */
import type { LineupSlot } from './contest-input'
import type { Fnv1a64State } from './fnv1a64'
import { feedFnv1a64, fnv1a64Digest, resetFnv1a64, startFnv1a64 } from './fnv1a64'
import { isCaptainSlot, slotTypeOf } from './roster-slots'

/** The identity type of every non-captain slot. */
const playerSlotType = 'P'

/**
 * A filled slot reduced to what lineup identity reads: its identity type (the captain slot's
 * type, or `P` for every other slot), its player and the text `TYPE:playerId` the hash is
 * taken over. Immutable, so a field's lineups can share one
 * token per (type, player).
 * @example slotToken('RB2', 31) // { type: 'P', playerId: 31, text: 'P:31' }
 */
export type SlotToken = { readonly type: string; readonly playerId: number; readonly text: string }

/**
 * The token of a player in a roster slot.
 * @example slotToken('cpt', 7).text // 'CPT:7'
 */
export const slotToken = (rosterSlot: string, playerId: number): SlotToken => {
  const type = isCaptainSlot(rosterSlot) ? slotTypeOf(rosterSlot) : playerSlotType
  return { type, playerId, text: `${type}:${playerId}` }
}

// Canonical order: slot type by code units, then player id as a number.
const precedes = (a: SlotToken, b: SlotToken): boolean =>
  a.type === b.type ? a.playerId < b.playerId : a.type < b.type

// Feeds the first `count` tokens' texts joined by commas into a fresh hash, without building
// the text.
const feedJoined = (tokens: readonly SlotToken[], count: number, state: Fnv1a64State): void => {
  resetFnv1a64(state)
  for (let at = 0; at < count; at += 1) {
    if (at > 0) feedFnv1a64(state, ',')
    feedFnv1a64(state, tokens[at]?.text ?? '')
  }
}

/**
 * A function that hashes a lineup given as slot tokens into `state` (the FNV-1a 64 state of
 * `lineupHash` of the same lineup, before its hex digest), reusing its own scratch space: for
 * hashing every lineup of a field without allocating. `count` tokens are read.
 * @example const hashTokens = createTokenHasher(); const state = startFnv1a64(); hashTokens([slotToken('CPT', 7), slotToken('FLEX', 9)], 2, state); fnv1a64Digest(state) // 'a715b1cdd2ee75d4'
 */
export const createTokenHasher = (): ((
  tokens: readonly SlotToken[],
  count: number,
  state: Fnv1a64State,
) => void) => {
  // Grows to the longest lineup and is never shrunk: shrinking would free it every lineup.
  const sorted: SlotToken[] = []
  return (tokens, count, state) => {
    // Insertion sort: lineups have at most a dozen slots.
    let filled = 0
    for (let index = 0; index < count; index += 1) {
      const token = tokens[index]
      if (token === undefined) continue
      let at = filled
      filled += 1
      for (; at > 0; at -= 1) {
        const before = sorted[at - 1]
        if (before === undefined || !precedes(token, before)) break
        sorted[at] = before
      }
      sorted[at] = token
    }
    feedJoined(sorted, filled, state)
  }
}

const canonicalTokens = (lineup: readonly LineupSlot[]): readonly SlotToken[] =>
  lineup
    .map((slot) => slotToken(slot.rosterSlot, slot.playerId))
    .sort((a, b) => (precedes(a, b) ? -1 : precedes(b, a) ? 1 : 0))

/**
 * The canonical text of a lineup: `TYPE:playerId` per slot (`P` for non-captain slots), ordered by type then player
 * id (as a number), comma separated.
 * @example canonicalLineupKey([{ rosterSlot: 'RB2', playerId: 31 }, { rosterSlot: 'RB1', playerId: 4 }, { rosterSlot: 'CPT', playerId: 7 }]) // 'CPT:7,P:4,P:31'
 */
export const canonicalLineupKey = (lineup: readonly LineupSlot[]): string =>
  canonicalTokens(lineup)
    .map((token) => token.text)
    .join(',')

/**
 * A lineup's hash: FNV-1a 64 of its canonical key (`canonicalLineupKey`) as 16 hex digits. Two
 * different lineups share a hash with probability about n² / 2^65 in a field of n different
 * lineups (6 · 10⁻¹⁰ at 150 000).
 * @example lineupHash([{ rosterSlot: 'CPT', playerId: 7 }, { rosterSlot: 'FLEX', playerId: 9 }]) // 'a715b1cdd2ee75d4'
 */
export const lineupHash = (lineup: readonly LineupSlot[]): string => {
  const state = startFnv1a64()
  const tokens = canonicalTokens(lineup)
  feedJoined(tokens, tokens.length, state)
  return fnv1a64Digest(state)
}
