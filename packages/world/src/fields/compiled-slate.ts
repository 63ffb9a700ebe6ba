/**
 * A slate compiled into flat typed arrays for the lineup sampler: players by index, each slot's
 * eligible players and what they cost there, teams and games numbered, ownership targets by
 * row. A row is a player in one kind of slot: row `p` is player `p` outside captain slots and
 * row `playerCount + p` is player `p` as captain.
 */
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import type { FieldPlayer, LineupFormat } from './field-input'
import { slotCost } from './lineup-rules'

/**
 * The compiled slate. Slot arrays are indexed by slot position in `format.rosterSlots`.
 * @example compileSlate(players, format).eligible[0] // Int32Array [0, 4, 9] (player indexes)
 */
export type CompiledSlate = {
  readonly playerCount: number
  readonly rosterSize: number
  readonly salaryCap: number
  readonly captainSalaryMultiplier: number
  readonly salary: Int32Array
  /** Slot positions in the order the sampler fills them: captain, then the narrowest slots. */
  readonly fillOrder: Int32Array
  readonly eligible: readonly Int32Array[]
  /** `cost[s][k]` is what `eligible[s][k]` costs in slot s (salary units). */
  readonly cost: readonly Int32Array[]
  readonly slotIsCaptain: Uint8Array
  /**
   * The costs of the players projected to be owned in each slot, cheapest first (all its
   * players where nobody is): the room the sampler saves for slots still to fill.
   */
  readonly cheapest: readonly Float64Array[]
  /** Slot positions with the same name share a kind (the two RB slots). */
  readonly slotKind: Int32Array
  readonly team: Int32Array
  readonly event: Int32Array
  readonly teamCount: number
  /** 1 where the slot counts towards the per-team maximum, and towards the team minimum. */
  readonly countsForMaxPerTeam: Uint8Array
  readonly countsForMinTeams: Uint8Array
  readonly maxPerTeam: number
  readonly minTeams: number
  readonly minGames: number
  /** Projected ownership by row, as a share of lineups (0–1). */
  readonly target: Float64Array
  /** Projected points by row (captain rows at 1.5×); all 0 when the players carry none. */
  readonly value: Float64Array
  /** Each player's stack role (`stackRoles`), from the slots he may fill. */
  readonly role: Uint8Array
  /** Each player's opponent's team number, −1 when his game names no other team. */
  readonly opponent: Int32Array
}

/** A player's part in an NFL stack, read from the classic slots he may fill. */
export const stackRoles = {
  /** Not part of a stack (defence, kicker, other sports, showdown slots). */
  none: 0,
  /** The quarterback a stack is built around. */
  quarterback: 1,
  /** A wide receiver or tight end: stacked with his quarterback, or brought back. */
  passCatcher: 2,
  /** A running back: brought back from the other side. */
  runningBack: 3,
} as const

const roleOf = (rosterPositions: readonly string[]): number => {
  if (rosterPositions.includes('QB')) return stackRoles.quarterback
  if (rosterPositions.includes('WR') || rosterPositions.includes('TE'))
    return stackRoles.passCatcher
  if (rosterPositions.includes('RB')) return stackRoles.runningBack
  return stackRoles.none
}

/** DraftKings showdown: a captain scores 1.5× his points. */
const captainPointsMultiplier = 1.5

const numbering = (keys: readonly string[]): { numbers: Int32Array; count: number } => {
  const seen = new Map<string, number>()
  const numbers = Int32Array.from(keys, (key) => {
    const known = seen.get(key)
    if (known !== undefined) return known
    seen.set(key, seen.size)
    return seen.size - 1
  })
  return { numbers, count: seen.size }
}

/**
 * Compiles players and format; throws when a slot has no eligible player.
 * @example compileSlate(players, classicLineupFormat(4, 1)).rosterSize // 9
 */
export const compileSlate = (
  players: readonly FieldPlayer[],
  format: LineupFormat,
): CompiledSlate => {
  const { rosterSlots, rules } = format
  const playerCount = players.length
  const eligible: Int32Array[] = []
  const cost: Int32Array[] = []
  const cheapest: Float64Array[] = []
  rosterSlots.forEach((slot) => {
    const indexes: number[] = []
    players.forEach((player, p) => {
      if (player.rosterPositions.includes(slot)) indexes.push(p)
    })
    if (indexes.length === 0) throw new Error(`No player can fill slot ${slot}`)
    const costs = Int32Array.from(indexes, (p) =>
      slotCost(players[p]?.salary ?? 0, slot, format.captainSalaryMultiplier),
    )
    eligible.push(Int32Array.from(indexes))
    cost.push(costs)
    // The sampler saves room for players the field is projected to use, not for players
    // nobody owns.
    const owned = indexes.flatMap((p, k) => {
      const player = players[p]
      const share = isCaptainSlot(slot)
        ? (player?.projectedCaptainOwnership ?? 0)
        : (player?.projectedOwnership ?? 0)
      return share > 0 ? [costs[k] ?? 0] : []
    })
    cheapest.push(Float64Array.from(owned.length > 0 ? owned : costs).sort())
  })
  const slotIsCaptain = Uint8Array.from(rosterSlots, (slot) => (isCaptainSlot(slot) ? 1 : 0))
  // Captains first (they carry their own ownership), then the slots with fewest choices, so
  // the widest slot (FLEX, UTIL) comes last and absorbs what the cap leaves.
  const fillOrder = Int32Array.from(rosterSlots.keys()).sort(
    (a, b) =>
      (slotIsCaptain[b] ?? 0) - (slotIsCaptain[a] ?? 0) ||
      (eligible[a]?.length ?? 0) - (eligible[b]?.length ?? 0) ||
      a - b,
  )
  const teams = numbering(players.map((player) => player.teamKey))
  const events = numbering(players.map((player) => player.eventKey))
  const target = new Float64Array(2 * playerCount)
  const value = new Float64Array(2 * playerCount)
  players.forEach((player, p) => {
    target[p] = player.projectedOwnership / 100
    target[playerCount + p] = (player.projectedCaptainOwnership ?? 0) / 100
    value[p] = player.projection ?? 0
    value[playerCount + p] = (player.projection ?? 0) * captainPointsMultiplier
  })
  const teamNumber = new Map(players.map((player, p) => [player.teamKey, teams.numbers[p] ?? 0]))
  return {
    playerCount,
    rosterSize: rosterSlots.length,
    salaryCap: format.salaryCap,
    captainSalaryMultiplier: format.captainSalaryMultiplier,
    salary: Int32Array.from(players, (player) => player.salary),
    fillOrder,
    eligible,
    cost,
    slotIsCaptain,
    cheapest,
    slotKind: numbering(rosterSlots).numbers,
    team: teams.numbers,
    event: events.numbers,
    teamCount: teams.count,
    countsForMaxPerTeam: Uint8Array.from(rosterSlots, (slot) =>
      rules.maxPerTeamExemptSlots.includes(slot) ? 0 : 1,
    ),
    countsForMinTeams: Uint8Array.from(rosterSlots, (slot) =>
      rules.minTeamsExemptSlots.includes(slot) ? 0 : 1,
    ),
    maxPerTeam: rules.maxPerTeam,
    minTeams: rules.minTeams,
    minGames: rules.minGames,
    target,
    value,
    role: Uint8Array.from(players, (player) => roleOf(player.rosterPositions)),
    opponent: Int32Array.from(players, (player) => {
      const other = player.eventKey.split('@').find((key) => key !== player.teamKey)
      return other === undefined ? -1 : (teamNumber.get(other) ?? -1)
    }),
  }
}
