/**
 * The order the overall tiered list ranks players in: value over replacement, as drafts take
 * them, except that kickers and defences go in the draft's last rounds, as real drafts take
 * them whatever their value (their weekly scores are hard to predict and the waiver wire is
 * full of them). A league starting one of each drafts them with its last picks: the first
 * `teams × (roster size − K and DST slots)` picks are skill players (QB, RB, WR, TE) only.
 */
import type { Roster } from '@slatelab/domain/entities/cheatsheet'

/** The positions drafted in the last rounds. */
export const lateRoundPositions: ReadonlySet<string> = new Set(['K', 'DST'])

/**
 * Picks made before the first kicker or defence: every team's roster less its K and DST slots.
 * @example picksBeforeLateRounds({ ...roster, bench: 6 }, 12) // 156 (12 × (15 − 2))
 */
export const picksBeforeLateRounds = (roster: Roster, teamCount: number): number => {
  const rosterSize = Object.values(roster).reduce((sum, count) => sum + count, 0)
  return teamCount * Math.max(0, rosterSize - roster.k - roster.def)
}

/**
 * Players in draft order: the best skill players by value over replacement (`vbd`, points)
 * fill the picks before the late rounds; then everyone left, kickers and defences among them,
 * by value. Ties go to the lower player id, so the order is stable.
 * @example draftOrder(valued, roster, 12).findIndex((p) => p.position === 'K') // ≥ 156
 */
export const draftOrder = <
  T extends { readonly playerId: number; readonly position: string; readonly vbd: number },
>(
  valued: readonly T[],
  roster: Roster,
  teamCount: number,
): readonly T[] => {
  const byValue = [...valued].sort((a, b) => b.vbd - a.vbd || a.playerId - b.playerId)
  const early = byValue
    .filter((player) => !lateRoundPositions.has(player.position))
    .slice(0, picksBeforeLateRounds(roster, teamCount))
  const taken = new Set(early)
  return [...early, ...byValue.filter((player) => !taken.has(player))]
}
