/**
 * The repair pass after a field's final draw: deterministic changes to single lineups that move
 * every row's realised ownership to within a band of its projection. Drawing leaves sampling
 * noise and the clusters of multi-entrants' cores (a max-entrant moves a player by up to a
 * point); calibration cannot remove either, since it only changes the odds of the next draw.
 * A change swaps an over-owned player in one slot for an under-owned one eligible there, with a
 * second swap in another slot when the salary alone blocks it, or (showdowns) exchanges the
 * captain with a FLEX player. Every change keeps the lineup valid (no player twice, within the
 * cap, the team and game rules), at or above its user's salary floor (or its own salary, if
 * lower), and lowers the sum of squared misses, so the pass ends. Lineups of users with few
 * entries go first, and lineups another entry also holds only when the others are not enough,
 * so multi-entrants' cores and the duplicates that chalk builders create mostly stay as drawn.
 * In a single-entry tournament no change makes a lineup another entry holds: its players enter
 * one lineup to win alone, and the repair alone had made most showdown lineups alike.
 */
import type { CompiledSlate } from './compiled-slate'
import type { Entrant } from './field-entrants'
import type { GeneratedField } from './generate-field'

/**
 * The lineups each tier may change, in order: users with at most `maxEntries` entries, and
 * whether lineups another entry also holds are open too (only when the others are not enough,
 * as on showdowns, where chalk makes most lineups duplicates).
 */
const tiers = [
  { maxEntries: 1, duplicates: false },
  { maxEntries: 5, duplicates: false },
  { maxEntries: 19, duplicates: false },
  { maxEntries: Number.POSITIVE_INFINITY, duplicates: false },
  { maxEntries: 1, duplicates: true },
  { maxEntries: Number.POSITIVE_INFINITY, duplicates: true },
] as const
/** Passes over a tier's lineups before the next tier joins. */
const passesPerTier = 4
/** Blocked swaps per slot for which a second, salary-balancing swap is sought. */
const pairTriesPerSlot = 6

// An order-free lineup key: the sum of a pseudo-random 48-bit code per row (9 codes sum below
// 2⁵³, so the sum is exact), equal for lineups holding the same players in the same roles.
const rowCode = (row: number): number => {
  const high = Math.imul(row + 1, 0x9e3779b1) >>> 8
  const low = Math.imul(row + 1, 0x85ebca77) >>> 8
  return high * 2 ** 24 + low
}

// The key of the lineup at `base`.
const lineupKey = (lineups: Int32Array, base: number, slate: CompiledSlate): number => {
  let key = 0
  for (let s = 0; s < slate.rosterSize; s += 1) {
    const player = lineups[base + s] ?? 0
    key += rowCode(player + (slate.slotIsCaptain[s] === 1 ? slate.playerCount : 0))
  }
  return key
}

// Every entry's lineup key, and how many entries hold each key.
const lineupKeys = (field: GeneratedField, slate: CompiledSlate) => {
  const keys = Float64Array.from({ length: field.entryCount }, (_, entry) =>
    lineupKey(field.lineups, entry * field.rosterSize, slate),
  )
  const copies = new Map<number, number>()
  for (const key of keys) copies.set(key, (copies.get(key) ?? 0) + 1)
  return { keys, copies }
}

/** A repair in progress: the field's copies it changes, and its scratch space. */
type Repair = {
  readonly slate: CompiledSlate
  readonly entryCount: number
  readonly lineups: Int32Array
  readonly salaryUsed: Int32Array
  /** Realised minus projected entries per row. */
  readonly excess: Float64Array
  readonly band: number
  /** 1 for entries whose lineup another entry also holds (chalk duplicates, repeats). */
  readonly duplicated: Uint8Array
  /** Single entry: a change may not make a lineup another entry holds. */
  readonly distinct: boolean
  readonly keys: Float64Array
  readonly copies: Map<number, number>
  /** The entry's lineup before its changes in a pass. */
  readonly before: Int32Array
  readonly entriesOf: Int32Array
  /** Each entry's salary floor (its user's minimum share of the cap). */
  readonly floorOf: Int32Array
  // Stamps instead of clearing, for the rule checks.
  readonly teamSeen: Int32Array
  readonly teamCount: Int32Array
  readonly teamCounted: Int32Array
  readonly usedStamp: Int32Array
  readonly eventSeen: Int32Array
  stamp: number
  // Entries whose pair searches all failed in the tier's last pass get none in its next
  // passes: the squared misses rarely move enough to open one, and the searches are the cost.
  readonly hopeless: Int32Array
  tierStamp: number
  pairSearches: number
}

const worst = ({ excess }: Repair): number =>
  excess.reduce((most, value) => Math.max(most, Math.abs(value)), 0)

const rowIn = ({ slate }: Repair, slot: number, player: number): number =>
  player + (slate.slotIsCaptain[slot] === 1 ? slate.playerCount : 0)

const priceIn = ({ slate }: Repair, slot: number, player: number): number =>
  slate.slotIsCaptain[slot] === 1
    ? Math.round((slate.salary[player] ?? 0) * slate.captainSalaryMultiplier)
    : (slate.salary[player] ?? 0)

const outside = (repair: Repair, row: number): boolean =>
  Math.abs(repair.excess[row] ?? 0) > repair.band

// Whether the lineup at `base` keeps the team and game rules with player `a` in `slotA` and
// player `b` in `slotB` (−1: no second change), no player twice.
const keepsRules = (
  repair: Repair,
  base: number,
  slotA: number,
  a: number,
  slotB: number,
  b: number,
): boolean => {
  const { rosterSize, team, event, countsForMinTeams, countsForMaxPerTeam } = repair.slate
  const { maxPerTeam, minTeams, minGames } = repair.slate
  const { lineups, usedStamp, teamSeen, teamCount, teamCounted, eventSeen } = repair
  repair.stamp += 1
  const stamp = repair.stamp
  let teams = 0
  let events = 0
  for (let s = 0; s < rosterSize; s += 1) {
    const player = s === slotA ? a : s === slotB ? b : (lineups[base + s] ?? 0)
    if (usedStamp[player] === stamp) return false
    usedStamp[player] = stamp
    const t = team[player] ?? 0
    if (teamSeen[t] !== stamp) {
      teamSeen[t] = stamp
      teamCount[t] = 0
    }
    if (countsForMinTeams[s] === 1 && teamCounted[t] !== stamp) {
      teamCounted[t] = stamp
      teams += 1
    }
    if (countsForMaxPerTeam[s] === 1) {
      teamCount[t] = (teamCount[t] ?? 0) + 1
      if (maxPerTeam > 0 && (teamCount[t] ?? 0) > maxPerTeam) return false
    }
    const e = event[player] ?? 0
    if (eventSeen[e] !== stamp) {
      eventSeen[e] = stamp
      events += 1
    }
  }
  return teams >= minTeams && events >= minGames
}

const swap = (repair: Repair, entry: number, slot: number, player: number): void => {
  const { lineups, excess, salaryUsed } = repair
  const at = entry * repair.slate.rosterSize + slot
  const leaving = lineups[at] ?? 0
  const row = rowIn(repair, slot, leaving)
  excess[row] = (excess[row] ?? 0) - 1
  const next = rowIn(repair, slot, player)
  excess[next] = (excess[next] ?? 0) + 1
  salaryUsed[entry] =
    (salaryUsed[entry] ?? 0) - priceIn(repair, slot, leaving) + priceIn(repair, slot, player)
  lineups[at] = player
}

// The best swap in a slot other than `skipA` and `skipB` that brings the entry's salary back
// to [lowest, cap] after a first change (already made) that moved the squared misses by
// `budget` (negative), such that the pair lowers them. Returns slot × playerCount + player,
// or −1.
const findPartner = (
  repair: Repair,
  entry: number,
  skips: readonly [number, number],
  lowest: number,
  budget: number,
): number => {
  const { rosterSize, playerCount, salaryCap, eligible, cost, slotIsCaptain } = repair.slate
  const { lineups, excess } = repair
  const base = entry * rosterSize
  const spent = repair.salaryUsed[entry] ?? 0
  let best = -1
  let bestChange = -budget
  for (let other = 0; other < rosterSize; other += 1) {
    if (other === skips[0] || other === skips[1]) continue
    const players = eligible[other]
    const costs = cost[other]
    if (players === undefined || costs === undefined) continue
    const leaving = lineups[base + other] ?? 0
    const offset = slotIsCaptain[other] === 1 ? playerCount : 0
    const rest = spent - priceIn(repair, other, leaving)
    const leavingChange = 1 - 2 * (excess[offset + leaving] ?? 0)
    for (let j = 0; j < players.length; j += 1) {
      const price = rest + (costs[j] ?? 0)
      if (price > salaryCap || price < lowest) continue
      const player = players[j] ?? 0
      const change = leavingChange + 1 + 2 * (excess[offset + player] ?? 0)
      if (change >= bestChange || player === leaving) continue
      if (!keepsRules(repair, base, other, player, -1, 0)) continue
      best = other * playerCount + player
      bestChange = change
    }
  }
  return best
}

// Makes a first change with `apply` and keeps it if a partner swap brings the salary back
// (undoing it with `undo` otherwise). Returns the swaps made.
const withPartner = (
  repair: Repair,
  entry: number,
  skips: readonly [number, number],
  lowest: number,
  budget: number,
  apply: () => void,
  undo: () => void,
): number => {
  apply()
  repair.pairSearches += 1
  const partner = findPartner(repair, entry, skips, lowest, budget)
  if (partner < 0) {
    undo()
    return 0
  }
  const { playerCount } = repair.slate
  swap(repair, entry, Math.floor(partner / playerCount), partner % playerCount)
  return 2
}

// Swaps the captain with the player of FLEX slot `slot`.
const exchange = (repair: Repair, entry: number, captainSlot: number, slot: number): void => {
  const base = entry * repair.slate.rosterSize
  const captain = repair.lineups[base + captainSlot] ?? 0
  const flex = repair.lineups[base + slot] ?? 0
  swap(repair, entry, captainSlot, flex)
  swap(repair, entry, slot, captain)
}

// A captain exchange in a showdown lineup: the captain moves to a FLEX slot and that slot's
// player becomes captain, where that lowers the squared misses of the four rows involved
// (with a partner swap when the salary leaves the range). Returns the swaps made.
const exchangeCaptain = (
  repair: Repair,
  entry: number,
  captainSlot: number,
  pairs: boolean,
): number => {
  const { rosterSize, salaryCap, slotIsCaptain } = repair.slate
  const { lineups, excess } = repair
  const base = entry * rosterSize
  const captain = lineups[base + captainSlot] ?? 0
  const spent = repair.salaryUsed[entry] ?? 0
  const lowest = Math.min(spent, repair.floorOf[entry] ?? 0)
  const rowOf = (slot: number, player: number) => rowIn(repair, slot, player)
  let pairTries = 0
  for (let slot = 0; slot < rosterSize; slot += 1) {
    if (slotIsCaptain[slot] === 1) continue
    const flex = lineups[base + slot] ?? 0
    const change =
      4 -
      2 * (excess[rowOf(captainSlot, captain)] ?? 0) +
      2 * (excess[rowOf(captainSlot, flex)] ?? 0) -
      2 * (excess[rowOf(slot, flex)] ?? 0) +
      2 * (excess[rowOf(slot, captain)] ?? 0)
    if (change >= -1) continue
    const misses =
      outside(repair, rowOf(captainSlot, captain)) ||
      outside(repair, rowOf(captainSlot, flex)) ||
      outside(repair, rowOf(slot, flex)) ||
      outside(repair, rowOf(slot, captain))
    if (!misses) continue
    const after =
      spent -
      priceIn(repair, captainSlot, captain) -
      priceIn(repair, slot, flex) +
      priceIn(repair, captainSlot, flex) +
      priceIn(repair, slot, captain)
    if (after <= salaryCap && after >= lowest) {
      if (!keepsRules(repair, base, captainSlot, flex, slot, captain)) continue
      exchange(repair, entry, captainSlot, slot)
      return 2
    }
    if (!pairs || pairTries >= pairTriesPerSlot || repair.hopeless[entry] === repair.tierStamp)
      continue
    pairTries += 1
    const made = withPartner(
      repair,
      entry,
      [captainSlot, slot],
      lowest,
      change,
      () => exchange(repair, entry, captainSlot, slot),
      () => exchange(repair, entry, captainSlot, slot),
    )
    if (made > 0) return made + 2
  }
  return 0
}

// Each slot's eligible players (indexes into `eligible[slot]`) that may take a place, most
// under-owned first.
const underFirst = ({ slate, excess, band }: Repair, slot: number): Int32Array => {
  const offset = slate.slotIsCaptain[slot] === 1 ? slate.playerCount : 0
  const players = slate.eligible[slot] ?? new Int32Array(0)
  const under = Array.from(players.keys()).filter(
    (j) => (excess[offset + (players[j] ?? 0)] ?? 0) < band / 2,
  )
  const byExcess = (j: number): number => excess[offset + (players[j] ?? 0)] ?? 0
  return Int32Array.from(under.sort((a, b) => byExcess(a) - byExcess(b) || a - b))
}

// How far the candidates of a slot's list go for a giver that wants a row below `below`,
// by the excesses the list was sorted by (rows change during a pass; the next pass re-sorts).
const reach = ({ slate, excess }: Repair, slot: number, order: Int32Array, below: number) => {
  const offset = slate.slotIsCaptain[slot] === 1 ? slate.playerCount : 0
  const players = slate.eligible[slot] ?? new Int32Array(0)
  let count = 0
  while (
    count < order.length &&
    (excess[offset + (players[order[count] ?? 0] ?? 0)] ?? 0) < below
  ) {
    count += 1
  }
  return count
}

/** A pass's candidate lists per slot, and how far each goes for givers outside and inside the band. */
type PassCandidates = {
  readonly order: readonly Int32Array[]
  readonly wide: Int32Array
  readonly narrow: Int32Array
}

// The player of `slot` gives way to an under-owned one, with a second swap where the salary
// blocks it and `pairs` allows. Returns the swaps made.
const giveWay = (
  repair: Repair,
  entry: number,
  slot: number,
  candidates: PassCandidates,
  pairs: boolean,
): number => {
  const { salaryCap, eligible, cost } = repair.slate
  const { band, excess } = repair
  const base = entry * repair.slate.rosterSize
  const current = repair.lineups[base + slot] ?? 0
  const over = excess[rowIn(repair, slot, current)] ?? 0
  if (over <= 0) return 0
  // A row outside the band gives way to any row in its lower half (so a position the field
  // over-owns as a whole can pass players on to a FLEX slot); a row inside the band only to a
  // row below it.
  const below = over > band ? band / 2 : -band
  const players = eligible[slot]
  const costs = cost[slot]
  const order = candidates.order[slot]
  if (players === undefined || costs === undefined || order === undefined) return 0
  const spent = repair.salaryUsed[entry] ?? 0
  const rest = spent - priceIn(repair, slot, current)
  const lowest = Math.min(spent, repair.floorOf[entry] ?? 0)
  let pairTries = 0
  const count = (over > band ? candidates.wide[slot] : candidates.narrow[slot]) ?? 0
  for (let k = 0; k < count; k += 1) {
    const j = order[k] ?? 0
    const newcomer = players[j] ?? 0
    const under = excess[rowIn(repair, slot, newcomer)] ?? 0
    // Each swap must lower the sum of squared misses.
    if (under >= below || over - under <= 1) continue
    const after = rest + (costs[j] ?? 0)
    if (after <= salaryCap && after >= lowest) {
      if (!keepsRules(repair, base, slot, newcomer, -1, 0)) continue
      swap(repair, entry, slot, newcomer)
      return 1
    }
    if (!pairs || pairTries >= pairTriesPerSlot || repair.hopeless[entry] === repair.tierStamp)
      continue
    pairTries += 1
    const made = withPartner(
      repair,
      entry,
      [slot, -1],
      lowest,
      2 - 2 * (over - under),
      () => swap(repair, entry, slot, newcomer),
      () => swap(repair, entry, slot, current),
    )
    if (made > 0) return made
  }
  return 0
}

// One pass over a tier's lineups; returns the swaps.
// With `pairs`, a swap the salary blocks for a row outside the band may come with a second.
const pass = (repair: Repair, maxEntries: number, duplicates: boolean, pairs: boolean): number => {
  const { rosterSize, slotIsCaptain } = repair.slate
  const { band } = repair
  const order = Array.from({ length: rosterSize }, (_, slot) => underFirst(repair, slot))
  // Candidates per slot for givers outside the band and inside it.
  const candidates: PassCandidates = {
    order,
    wide: Int32Array.from(order, (list, slot) => reach(repair, slot, list, band / 2)),
    narrow: Int32Array.from(order, (list, slot) => reach(repair, slot, list, -band)),
  }
  let swaps = 0
  for (let entry = 0; entry < repair.entryCount; entry += 1) {
    // Every row inside the band: nothing left to do.
    if (entry % 256 === 0 && worst(repair) <= band) break
    if ((repair.entriesOf[entry] ?? 0) > maxEntries) continue
    if (!duplicates && repair.duplicated[entry] === 1) continue
    const swapsBefore = swaps
    repair.pairSearches = 0
    const base = entry * rosterSize
    repair.before.set(repair.lineups.subarray(base, base + rosterSize))
    for (let slot = 0; slot < rosterSize; slot += 1) {
      if (slotIsCaptain[slot] === 1) swaps += exchangeCaptain(repair, entry, slot, pairs)
      swaps += giveWay(repair, entry, slot, candidates, pairs)
    }
    if (swaps > swapsBefore && !keepsKey(repair, entry)) swaps = swapsBefore
    if (repair.pairSearches > 0 && swaps === swapsBefore) repair.hopeless[entry] = repair.tierStamp
  }
  return swaps
}

// Whether the entry's changed lineup may stay, the keys updated if so; a single-entry lineup
// that another entry already holds goes back to what it was.
const keepsKey = (repair: Repair, entry: number): boolean => {
  const { keys, copies, lineups, slate } = repair
  const base = entry * slate.rosterSize
  const old = keys[entry] ?? 0
  const key = lineupKey(lineups, base, slate)
  if (repair.distinct && key !== old && (copies.get(key) ?? 0) > 0) {
    for (let slot = 0; slot < slate.rosterSize; slot += 1) {
      const was = repair.before[slot] ?? 0
      if (lineups[base + slot] !== was) swap(repair, entry, slot, was)
    }
    return false
  }
  copies.set(old, (copies.get(old) ?? 0) - 1)
  copies.set(key, (copies.get(key) ?? 0) + 1)
  keys[entry] = key
  return true
}

const startRepair = (
  field: GeneratedField,
  slate: CompiledSlate,
  entrants: readonly Entrant[],
  bandShare: number,
  distinct: boolean,
): Repair => {
  const { playerCount, rosterSize, salaryCap, slotIsCaptain, target, event } = slate
  const { entryCount, userOf } = field
  const { keys, copies } = lineupKeys(field, slate)
  const lineups = field.lineups.slice()
  const excess = target.map((share) => -share * entryCount)
  for (let at = 0; at < lineups.length; at += 1) {
    const row = (lineups[at] ?? 0) + (slotIsCaptain[at % rosterSize] === 1 ? playerCount : 0)
    excess[row] = (excess[row] ?? 0) + 1
  }
  return {
    slate,
    entryCount,
    lineups,
    salaryUsed: field.salaryUsed.slice(),
    excess,
    band: bandShare * entryCount,
    duplicated: Uint8Array.from(keys, (key) => ((copies.get(key) ?? 0) > 1 ? 1 : 0)),
    distinct,
    keys,
    copies,
    before: new Int32Array(rosterSize),
    entriesOf: Int32Array.from(userOf, (user) => entrants[user]?.entries ?? 1),
    floorOf: Int32Array.from(userOf, (user) =>
      Math.ceil(salaryCap * (entrants[user]?.minSalaryShare ?? 0)),
    ),
    teamSeen: new Int32Array(slate.teamCount),
    teamCount: new Int32Array(slate.teamCount),
    teamCounted: new Int32Array(slate.teamCount),
    usedStamp: new Int32Array(playerCount),
    eventSeen: new Int32Array(Math.max(0, ...event) + 1),
    stamp: 0,
    hopeless: new Int32Array(entryCount),
    tierStamp: 0,
    pairSearches: 0,
  }
}

/**
 * The field with lineups swapped until every row's ownership is within `bandShare` (0–1) of
 * its target, or no allowed swap is left. Entries, users and salary floors stay; `salaryUsed`
 * follows the swaps. With `distinct` (a single-entry tournament) no change makes a lineup
 * that another entry holds. Deterministic: no random draws.
 * @example repairOwnership(field, slate, entrants, 0.005, false) // every row within 0.5 points
 */
export const repairOwnership = (
  field: GeneratedField,
  slate: CompiledSlate,
  entrants: readonly Entrant[],
  bandShare: number,
  distinct: boolean,
): GeneratedField => {
  const repair = startRepair(field, slate, entrants, bandShare, distinct)
  if (worst(repair) <= repair.band) return field
  const repaired = () => ({ ...field, lineups: repair.lineups, salaryUsed: repair.salaryUsed })
  for (const { maxEntries, duplicates } of tiers) {
    repair.tierStamp += 1
    for (const pairs of [false, true]) {
      for (let round = 0; round < passesPerTier; round += 1) {
        if (worst(repair) <= repair.band) return repaired()
        if (pass(repair, maxEntries, duplicates, pairs) === 0) break
      }
    }
  }
  return repaired()
}
