/**
 * The "lineup climb" of an optimizer user: from a drawn lineup, single-player swaps that raise
 * the lineup's value (his own noisy projection) while it stays under the cap, the best swap of
 * a slot first, until no swap helps. Real optimizer lineups end near the top projection and
 * near the cap because the climb spends salary wherever it buys points. Locked slots (his stack)
 * stay; players he may not use any more (a pro at his exposure cap) must leave.
 */
import type { CompiledSlate } from './compiled-slate'

/**
 * Climbs `lineup` in place and returns its salary, or −1 when a blocked player could not be
 * replaced (the lineup is then as it came in). A climb that breaks a team or game minimum is
 * undone: the drawn lineup stands.
 * `value[row]` is the user's points by row (captain rows at their multiplier); `locked[s] = 1`
 * keeps slot s; `blocked(player)` says a player must not stay. Salaries in salary units.
 * @example const climb = createLineupClimber(slate); climb(lineup, value, locked, 48_200, 6, () => false) // 49_900
 */
export type LineupClimber = (
  lineup: Int32Array,
  value: Float64Array,
  locked: Uint8Array,
  spent: number,
  passes: number,
  blocked: (player: number) => boolean,
) => number

/**
 * A climber with its own scratch space (not re-entrant).
 * @example createLineupClimber(compileSlate(players, format))
 */
export const createLineupClimber = (slate: CompiledSlate): LineupClimber => {
  const { rosterSize, playerCount, eligible, cost, slotIsCaptain, salaryCap } = slate
  const used = new Int32Array(playerCount)
  const teamCount = new Int32Array(slate.teamCount)
  const seenTeam = new Int32Array(slate.teamCount)
  const seenEvent = new Int32Array(Math.max(0, ...slate.event) + 1)
  const before = new Int32Array(rosterSize)
  const paid = new Int32Array(rosterSize)
  let stamp = 0

  const costIn = (slot: number, player: number): number => {
    const price = slate.salary[player] ?? 0
    return slotIsCaptain[slot] === 1 ? Math.round(price * slate.captainSalaryMultiplier) : price
  }

  const meetsMinimums = (lineup: Int32Array): boolean => {
    stamp += 1
    let teams = 0
    let events = 0
    for (let s = 0; s < rosterSize; s += 1) {
      const player = lineup[s] ?? 0
      const t = slate.team[player] ?? 0
      const e = slate.event[player] ?? 0
      if (slate.countsForMinTeams[s] === 1 && seenTeam[t] !== stamp) {
        seenTeam[t] = stamp
        teams += 1
      }
      if (seenEvent[e] !== stamp) {
        seenEvent[e] = stamp
        events += 1
      }
    }
    return teams >= slate.minTeams && events >= slate.minGames
  }

  return (lineup, value, locked, spentIn, passes, blocked) => {
    before.set(lineup)
    let spent = spentIn
    used.fill(0)
    teamCount.fill(0)
    for (let s = 0; s < rosterSize; s += 1) {
      const player = lineup[s] ?? 0
      used[player] = 1
      paid[s] = costIn(s, player)
      if (slate.countsForMaxPerTeam[s] === 1) {
        const t = slate.team[player] ?? 0
        teamCount[t] = (teamCount[t] ?? 0) + 1
      }
    }
    // One slot's best swap: true when it swapped. A blocked player leaves for the best one
    // that fits, however worse; false for him means he cannot leave.
    const swapSlot = (s: number): boolean => {
      const players = eligible[s]
      const costs = cost[s]
      if (players === undefined || costs === undefined) return false
      const current = lineup[s] ?? 0
      const rowOffset = slotIsCaptain[s] === 1 ? playerCount : 0
      const mustLeave = blocked(current)
      const room = salaryCap - spent + (paid[s] ?? 0)
      const countsForTeam = slate.countsForMaxPerTeam[s] === 1
      const currentTeam = slate.team[current] ?? 0
      let best = -1
      let bestValue = mustLeave ? Number.NEGATIVE_INFINITY : (value[rowOffset + current] ?? 0)
      for (let j = 0; j < players.length; j += 1) {
        const player = players[j] ?? 0
        const price = costs[j] ?? 0
        if (price > room || used[player] === 1) continue
        const worth = value[rowOffset + player] ?? 0
        if (!(worth > bestValue)) continue
        if (slate.maxPerTeam > 0 && countsForTeam) {
          const t = slate.team[player] ?? 0
          if (t !== currentTeam && (teamCount[t] ?? 0) >= slate.maxPerTeam) continue
        }
        if (blocked(player)) continue
        best = j
        bestValue = worth
      }
      if (best < 0) return false
      const newcomer = players[best] ?? 0
      used[current] = 0
      used[newcomer] = 1
      if (countsForTeam) {
        teamCount[currentTeam] = (teamCount[currentTeam] ?? 0) - 1
        const t = slate.team[newcomer] ?? 0
        teamCount[t] = (teamCount[t] ?? 0) + 1
      }
      lineup[s] = newcomer
      spent += (costs[best] ?? 0) - (paid[s] ?? 0)
      paid[s] = costs[best] ?? 0
      return true
    }
    // Blocked players leave first, while the salary they free is still there to spend.
    for (let s = 0; s < rosterSize; s += 1) {
      if (blocked(lineup[s] ?? 0) && (locked[s] === 1 || !swapSlot(s))) {
        lineup.set(before)
        return -1
      }
    }
    for (let pass = 0; pass < passes; pass += 1) {
      let improved = false
      for (let s = 0; s < rosterSize; s += 1) {
        if (locked[s] !== 1 && swapSlot(s)) improved = true
      }
      if (!improved) break
    }
    if (!meetsMinimums(lineup)) {
      // The climb left one team or game (a showdown's lineup of one side): the drawn lineup
      // stands, unless it holds a player who must leave.
      lineup.set(before)
      for (let s = 0; s < rosterSize; s += 1) if (blocked(lineup[s] ?? 0)) return -1
      return spentIn
    }
    return spent
  }
}
