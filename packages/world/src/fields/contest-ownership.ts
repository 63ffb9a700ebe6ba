/**
 * Ownership by kind of contest. A slate has one projected ownership, but real fields differ
 * by contest: cash games (double-ups, 50/50s) pile into the safe chalk (the real $25 double-up
 * of NFL 2017 week 2 had its most-owned player at 79.5 % and 13 players over 20 %, the GPPs of
 * the same slate 41–43 % and 7–8), high-stakes single-entry and 3-max fields lean on it a little
 * more than mass multi-entry ones (docs/field-realism.md). `contestOwnership` sharpens the
 * slate's projection for a contest before its field is drawn to it.
 */
import { percent } from '@slatelab/domain/units'
import { capAndRescale, maxOwnership } from '../season/ownership-projection'
import { isCashGame } from './field-entrants'
import type { FieldContest, FieldPlayer } from './field-input'

/**
 * How much a contest's field concentrates on the projected chalk: the power each row's
 * projected ownership is raised to within its position before the position's total is shared
 * out again (1 = the slate's projection). Tuned so the demo world's fields land in the real
 * ranges (docs/field-realism.md, `npm run field-realism`).
 * @example contestFocus({ contestSize: 11000, multiEntryMax: 1, isDoubleUp: true, isFiftyFifty: false }) // 1.6
 */
export const contestFocus = (contest: FieldContest): number => {
  if (isCashGame(contest)) return 1.6
  if (contest.multiEntryMax === 1) return 1.1
  if (contest.multiEntryMax <= 3) return 1.06
  if (contest.multiEntryMax <= 20) return 1.03
  return 1
}

// Each share of the group reshaped, then scaled back to the group's total and capped.
const reshareGroups = (
  shares: readonly number[],
  groups: readonly string[],
  reshape: (share: number, index: number) => number,
  limits: readonly number[],
): readonly number[] => {
  const out = [...shares]
  for (const group of new Set(groups)) {
    const members = groups.flatMap((key, index) => (key === group ? [index] : []))
    const total = members.reduce((sum, index) => sum + (shares[index] ?? 0), 0)
    if (total <= 0) continue
    const reshaped = members.map((index) => reshape(shares[index] ?? 0, index))
    const reshapedTotal = reshaped.reduce((sum, share) => sum + share, 0)
    if (reshapedTotal <= 0) continue
    // Scaled to the position's total first: the caps apply to shares, not to powers.
    const shared = capAndRescale(
      reshaped.map((share) => (share * total) / reshapedTotal),
      total,
      members.map((index) => limits[index] ?? maxOwnership),
    )
    members.forEach((index, at) => (out[index] = shared[at] ?? 0))
  }
  return out
}

/**
 * The players with every row's share reshaped by `reshape` (the share and the player's index)
 * among the rows of the same positions (captain shares among the captain shares), each
 * position keeping its total, so the lineups stay as buildable as the slate's, and no player
 * above 95 % (captain and flex together).
 * @example reshareOwnership(players, (share) => share ** 1.6)[0]?.projectedOwnership // 61.4 (from 38.2)
 */
export const reshareOwnership = (
  players: readonly FieldPlayer[],
  reshape: (share: number, index: number) => number,
): readonly FieldPlayer[] => {
  const groups = players.map((player) => player.rosterPositions.join('/'))
  const captain = reshareGroups(
    players.map((player) => player.projectedCaptainOwnership ?? 0),
    groups,
    reshape,
    [],
  )
  const flex = reshareGroups(
    players.map((player) => player.projectedOwnership),
    groups,
    reshape,
    captain.map((share) => Math.max(0, maxOwnership - share)),
  )
  return players.map((player, index) => ({
    ...player,
    projectedOwnership: percent(flex[index] ?? 0),
    ...(player.projectedCaptainOwnership === undefined
      ? {}
      : { projectedCaptainOwnership: percent(captain[index] ?? 0) }),
  }))
}

/**
 * The slate's players with the projected ownership this contest's field aims at: each row's
 * share raised to `contestFocus(contest)` among the rows of the same positions (captain shares
 * among the captain shares), each position keeping its total, so the lineups stay as buildable
 * as the slate's, and no player above 95 % (captain and flex together).
 * @example contestOwnership(players, cashContest)[0]?.projectedOwnership // 61.4 (from 38.2)
 */
export const contestOwnership = (
  players: readonly FieldPlayer[],
  contest: FieldContest,
): readonly FieldPlayer[] => {
  const focus = contestFocus(contest)
  return focus === 1 ? players : reshareOwnership(players, (share) => share ** focus)
}
