/**
 * Draws one lineup from row weights, the way a player builds one: first slot by slot in the
 * slate's fill order, each slot's player with probability proportional to his row's weight
 * among the players that keep the lineup valid (not used yet, within the per-team maximum, and
 * cheap enough to leave room under the cap for the remaining slots); then, while the lineup
 * spends less than its minimum salary, upgrades: one drawn player is swapped for a pricier one
 * that fits, the pair chosen with probability proportional to new weight / old weight among
 * all pairs that lift the lineup over its minimum (or, when none does, among all pairs that
 * raise it). Allocation-free per draw, for fields of 150 000 entries.
 */
import type { Rng } from '@slatelab/engine/rng'
import type { CompiledSlate } from './compiled-slate'

/**
 * Fills `lineup` (player index per slot position) and returns the salary used, or −1 when the
 * draw ended in a dead end (no valid player for a slot, or the team/game minimum missed); the
 * caller draws again. `kept[s] ≥ 0` pre-fills slot s with that player. `minSalary` and the
 * result are in salary units.
 * @example const draw = createLineupSampler(slate); draw(lineup, weights, 49500, undefined, rng) // 49800
 */
export type LineupSampler = (
  lineup: Int32Array,
  weights: Float64Array,
  minSalary: number,
  kept: Int32Array | undefined,
  rng: Rng,
) => number

// The weight a swap divides by when the leaving player has none (a forced pick).
const floorWeight = 1e-9

/**
 * A sampler's scratch space, allocated once. Stamps instead of clearing: an entry of the stamp
 * arrays counts only if it holds this draw's stamp.
 */
type Scratch = {
  readonly slate: CompiledSlate
  stamp: number
  readonly usedStamp: Int32Array
  readonly teamStamp: Int32Array
  readonly teamTaken: Int32Array
  readonly teamSeenStamp: Int32Array
  readonly eventSeenStamp: Int32Array
  /** The slots this draw fills (those not kept), in fill order. */
  readonly steps: Int32Array
  /** The least the slots from step k on can cost. */
  readonly restMin: Float64Array
  readonly kindTaken: Int32Array
  readonly cumulative: Float64Array
  readonly choices: Int32Array
  // Swap candidates over all slots: slot and index into its eligible players.
  readonly swapWeights: Float64Array
  readonly swapSlots: Int32Array
  readonly swapChoices: Int32Array
  /** What each slot's player costs there, for upgrades. */
  readonly paid: Int32Array
}

const createScratch = (slate: CompiledSlate): Scratch => {
  const { playerCount, rosterSize, eligible, event } = slate
  const widest = Math.max(...eligible.map((players) => players.length))
  const candidateCount = eligible.reduce((sum, players) => sum + players.length, 0)
  return {
    slate,
    stamp: 0,
    usedStamp: new Int32Array(playerCount),
    teamStamp: new Int32Array(slate.teamCount),
    teamTaken: new Int32Array(slate.teamCount),
    teamSeenStamp: new Int32Array(slate.teamCount),
    eventSeenStamp: new Int32Array(Math.max(0, ...event) + 1),
    steps: new Int32Array(rosterSize),
    restMin: new Float64Array(rosterSize + 1),
    kindTaken: new Int32Array(rosterSize),
    cumulative: new Float64Array(widest),
    choices: new Int32Array(widest),
    swapWeights: new Float64Array(candidateCount),
    swapSlots: new Int32Array(candidateCount),
    swapChoices: new Int32Array(candidateCount),
    paid: new Int32Array(rosterSize),
  }
}

const take = (scratch: Scratch, slot: number, player: number): void => {
  const { usedStamp, teamStamp, teamTaken, stamp } = scratch
  usedStamp[player] = stamp
  if (scratch.slate.countsForMaxPerTeam[slot] !== 1) return
  const t = scratch.slate.team[player] ?? 0
  if (teamStamp[t] !== stamp) {
    teamStamp[t] = stamp
    teamTaken[t] = 0
  }
  teamTaken[t] = (teamTaken[t] ?? 0) + 1
}

const release = (scratch: Scratch, slot: number, player: number): void => {
  scratch.usedStamp[player] = 0
  if (scratch.slate.countsForMaxPerTeam[slot] === 1) {
    const t = scratch.slate.team[player] ?? 0
    scratch.teamTaken[t] = (scratch.teamTaken[t] ?? 0) - 1
  }
}

const teamIsFull = (scratch: Scratch, slot: number, player: number): boolean => {
  const { maxPerTeam, countsForMaxPerTeam, team } = scratch.slate
  if (maxPerTeam === 0 || countsForMaxPerTeam[slot] !== 1) return false
  const t = team[player] ?? 0
  return scratch.teamStamp[t] === scratch.stamp && (scratch.teamTaken[t] ?? 0) >= maxPerTeam
}

// Index into `choices` of a weighted draw from the first `count` cumulative weights.
const drawFrom = (weightsSoFar: Float64Array, count: number, rng: Rng): number => {
  const draw = rng.next() * (weightsSoFar[count - 1] ?? 0)
  let low = 0
  let high = count - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if ((weightsSoFar[middle] ?? 0) > draw) high = middle
    else low = middle + 1
  }
  return low
}

// One upgrade among the `stepCount` drawn slots: returns the new salary, or `spent` when no
// pricier player fits. `reach` asks for pairs that end at or above `minSalary`.
const upgrade = (
  scratch: Scratch,
  lineup: Int32Array,
  stepCount: number,
  weights: Float64Array,
  spent: number,
  minSalary: number,
  reach: boolean,
  rng: Rng,
): number => {
  const { playerCount, salaryCap, eligible, cost, slotIsCaptain } = scratch.slate
  const { steps, paid, usedStamp, swapWeights, swapSlots, swapChoices } = scratch
  let total = 0
  let count = 0
  for (let k = 0; k < stepCount; k += 1) {
    const slot = steps[k] ?? 0
    const players = eligible[slot]
    const costs = cost[slot]
    if (players === undefined || costs === undefined) continue
    const current = lineup[slot] ?? 0
    const rowOffset = slotIsCaptain[slot] === 1 ? playerCount : 0
    const base = spent - (paid[slot] ?? 0)
    const lowest = reach ? minSalary - base : (paid[slot] ?? 0) + 1
    const highest = salaryCap - base
    const currentWeight = Math.max(weights[rowOffset + current] ?? 0, floorWeight)
    // The leaving player frees his team place but may not come back.
    release(scratch, slot, current)
    usedStamp[current] = scratch.stamp
    for (let j = 0; j < players.length; j += 1) {
      const price = costs[j] ?? 0
      const player = players[j] ?? 0
      if (price < lowest || price > highest || price <= (paid[slot] ?? 0)) continue
      if (usedStamp[player] === scratch.stamp || teamIsFull(scratch, slot, player)) continue
      const weight = weights[rowOffset + player] ?? 0
      if (!(weight > 0)) continue
      total += weight / currentWeight
      swapWeights[count] = total
      swapSlots[count] = slot
      swapChoices[count] = j
      count += 1
    }
    take(scratch, slot, current)
  }
  if (count === 0) return spent
  const pick = drawFrom(swapWeights, count, rng)
  const slot = swapSlots[pick] ?? 0
  const j = swapChoices[pick] ?? 0
  const newcomer = eligible[slot]?.[j] ?? 0
  release(scratch, slot, lineup[slot] ?? 0)
  lineup[slot] = newcomer
  take(scratch, slot, newcomer)
  const before = paid[slot] ?? 0
  paid[slot] = cost[slot]?.[j] ?? before
  return spent - before + (paid[slot] ?? 0)
}

const meetsMinimums = (scratch: Scratch, lineup: Int32Array): boolean => {
  const { rosterSize, team, event, countsForMinTeams, minTeams, minGames } = scratch.slate
  const { teamSeenStamp, eventSeenStamp, stamp } = scratch
  let teams = 0
  let events = 0
  for (let s = 0; s < rosterSize; s += 1) {
    const player = lineup[s] ?? 0
    const t = team[player] ?? 0
    const e = event[player] ?? 0
    if (countsForMinTeams[s] === 1 && teamSeenStamp[t] !== stamp) {
      teamSeenStamp[t] = stamp
      teams += 1
    }
    if (eventSeenStamp[e] !== stamp) {
      eventSeenStamp[e] = stamp
      events += 1
    }
  }
  return teams >= minTeams && events >= minGames
}

/**
 * Places the kept players that still fit, in fill order, and lists the other slots as steps.
 * Returns the kept players' salary and the number of steps.
 */
const placeKept = (
  scratch: Scratch,
  lineup: Int32Array,
  kept: Int32Array | undefined,
): { spent: number; stepCount: number } => {
  const { rosterSize, fillOrder, salary, slotIsCaptain, captainSalaryMultiplier } = scratch.slate
  const { usedStamp, paid, steps } = scratch
  let spent = 0
  let stepCount = 0
  for (let i = 0; i < rosterSize; i += 1) {
    const slot = fillOrder[i] ?? 0
    const keep = kept?.[slot] ?? -1
    if (keep >= 0 && usedStamp[keep] !== scratch.stamp && !teamIsFull(scratch, slot, keep)) {
      lineup[slot] = keep
      take(scratch, slot, keep)
      const pay = salary[keep] ?? 0
      paid[slot] = slotIsCaptain[slot] === 1 ? Math.round(pay * captainSalaryMultiplier) : pay
      spent += paid[slot] ?? 0
    } else {
      steps[stepCount] = slot
      stepCount += 1
    }
  }
  return { spent, stepCount }
}

// The least the slots from step k on can cost: slots of one kind take its cheapest players in
// turn, since no player fills two.
const fillRestMin = (scratch: Scratch, stepCount: number): void => {
  const { slotKind, cheapest } = scratch.slate
  const { restMin, kindTaken, steps } = scratch
  restMin[stepCount] = 0
  kindTaken.fill(0)
  for (let k = stepCount - 1; k >= 0; k -= 1) {
    const slot = steps[k] ?? 0
    const kind = slotKind[slot] ?? 0
    const costs = cheapest[slot]
    const taken = kindTaken[kind] ?? 0
    kindTaken[kind] = taken + 1
    restMin[k] = (restMin[k + 1] ?? 0) + (costs?.[Math.min(taken, costs.length - 1)] ?? 0)
  }
}

/** Draws each step's player by weight among those that fit; returns the salary, or −1. */
const drawSteps = (
  scratch: Scratch,
  lineup: Int32Array,
  weights: Float64Array,
  stepCount: number,
  keptSpent: number,
  rng: Rng,
): number => {
  const { playerCount, salaryCap, eligible, cost, slotIsCaptain } = scratch.slate
  const { steps, restMin, usedStamp, cumulative, choices, paid } = scratch
  let spent = keptSpent
  for (let k = 0; k < stepCount; k += 1) {
    const slot = steps[k] ?? 0
    const players = eligible[slot]
    const costs = cost[slot]
    if (players === undefined || costs === undefined) return -1
    const rowOffset = slotIsCaptain[slot] === 1 ? playerCount : 0
    // The most this slot may cost and still leave the cheapest owned players for the rest.
    const highest = salaryCap - spent - (restMin[k + 1] ?? 0)
    let total = 0
    let count = 0
    for (let j = 0; j < players.length; j += 1) {
      const player = players[j] ?? 0
      if ((costs[j] ?? 0) > highest || usedStamp[player] === scratch.stamp) continue
      if (teamIsFull(scratch, slot, player)) continue
      const weight = weights[rowOffset + player] ?? 0
      if (!(weight > 0)) continue
      total += weight
      cumulative[count] = total
      choices[count] = j
      count += 1
    }
    if (count === 0) return -1
    const j = choices[drawFrom(cumulative, count, rng)] ?? 0
    const player = players[j] ?? 0
    lineup[slot] = player
    take(scratch, slot, player)
    paid[slot] = costs[j] ?? 0
    spent += paid[slot] ?? 0
  }
  return spent
}

/**
 * A sampler with its own scratch space (not re-entrant).
 * @example createLineupSampler(compileSlate(players, format))
 */
export const createLineupSampler = (slate: CompiledSlate): LineupSampler => {
  const scratch = createScratch(slate)
  return (lineup, weights, minSalary, kept, rng) => {
    scratch.stamp += 1
    const placed = placeKept(scratch, lineup, kept)
    const { stepCount } = placed
    fillRestMin(scratch, stepCount)
    let spent = drawSteps(scratch, lineup, weights, stepCount, placed.spent, rng)
    if (spent < 0) return -1
    // Upgrades, as a player spends what is left, in the drawn slots: a kept core stays.
    for (let tries = 0; spent < minSalary && tries < slate.rosterSize; tries += 1) {
      const reached = upgrade(scratch, lineup, stepCount, weights, spent, minSalary, true, rng)
      spent =
        reached !== spent
          ? reached
          : upgrade(scratch, lineup, stepCount, weights, spent, minSalary, false, rng)
    }
    return spent >= minSalary && meetsMinimums(scratch, lineup) ? spent : -1
  }
}
