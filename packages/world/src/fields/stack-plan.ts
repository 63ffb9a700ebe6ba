/**
 * The stack an NFL tournament player builds around before filling the rest: a quarterback, one
 * or two of his pass catchers, and sometimes a bring-back from the other side. Players are
 * picked by the field's weights, so the popular quarterback is the popular stack; they are
 * placed in the narrowest slot that takes them (a WR in a WR slot before FLEX).
 */
import type { Rng } from '@slatelab/engine/rng'
import { stackRoles, type CompiledSlate } from './compiled-slate'

/**
 * How one lineup is stacked: pass catchers with the quarterback (0 = no stack) and whether one
 * player of his opponent comes back.
 * @example { catchers: 2, bringBack: true }
 */
export type StackShape = { readonly catchers: number; readonly bringBack: boolean }

/**
 * Places a stack into `kept` (player per slot, −1 for free slots; cleared first). Returns false
 * when the slate has no stack to build (no quarterback with a pass catcher: other sports,
 * showdowns) or the picks do not fit the slots. `blocked(player)` leaves a player out.
 * @example const plan = createStackPlanner(slate); plan(kept, weights, { catchers: 1, bringBack: false }, rng, () => false) // true
 */
export type StackPlanner = (
  kept: Int32Array,
  weights: Float64Array,
  shape: StackShape,
  rng: Rng,
  blocked: (player: number) => boolean,
) => boolean

// Players of each team by role, so a pick scans a team, not the slate.
const teamRoster = (slate: CompiledSlate, role: number): readonly Int32Array[] =>
  Array.from({ length: slate.teamCount }, (_, t) =>
    Int32Array.from(
      Array.from(slate.role.keys()).filter(
        (p) => slate.team[p] === t && (slate.role[p] ?? 0) === role,
      ),
    ),
  )

/**
 * A planner for a compiled slate (not re-entrant).
 * @example createStackPlanner(compileSlate(players, classicLineupFormat(4, 1)))
 */
export const createStackPlanner = (slate: CompiledSlate): StackPlanner => {
  const quarterbacks = Int32Array.from(
    Array.from(slate.role.keys()).filter((p) => slate.role[p] === stackRoles.quarterback),
  )
  const catchers = teamRoster(slate, stackRoles.passCatcher)
  const backs = teamRoster(slate, stackRoles.runningBack)
  const chosen = new Int32Array(4)
  const canStack = quarterbacks.length > 0 && catchers.some((team) => team.length > 0)

  // A player from `pool` by weight, none already chosen or blocked; −1 when none has weight.
  const pick = (
    pool: ArrayLike<number>,
    weights: Float64Array,
    taken: number,
    rng: Rng,
    blocked: (player: number) => boolean,
  ): number => {
    let total = 0
    for (let k = 0; k < pool.length; k += 1) {
      const p = pool[k] ?? 0
      if (chosen.subarray(0, taken).includes(p) || blocked(p)) continue
      total += weights[p] ?? 0
    }
    if (!(total > 0)) return -1
    let draw = rng.next() * total
    for (let k = 0; k < pool.length; k += 1) {
      const p = pool[k] ?? 0
      if (chosen.subarray(0, taken).includes(p) || blocked(p)) continue
      draw -= weights[p] ?? 0
      if (draw < 0) return p
    }
    return -1
  }

  // The narrowest free slot (fill order puts FLEX last) that takes the player.
  const place = (kept: Int32Array, player: number): boolean => {
    for (const slot of slate.fillOrder) {
      if ((kept[slot] ?? 0) >= 0 || slate.slotIsCaptain[slot] === 1) continue
      if (slate.eligible[slot]?.includes(player) === true) {
        kept[slot] = player
        return true
      }
    }
    return false
  }

  return (kept, weights, shape, rng, blocked) => {
    kept.fill(-1)
    if (!canStack || shape.catchers === 0) return false
    const qb = pick(quarterbacks, weights, 0, rng, blocked)
    if (qb < 0) return false
    chosen[0] = qb
    let taken = 1
    const team = slate.team[qb] ?? 0
    for (let c = 0; c < shape.catchers; c += 1) {
      const catcher = pick(catchers[team] ?? [], weights, taken, rng, blocked)
      if (catcher < 0) break
      chosen[taken] = catcher
      taken += 1
    }
    if (taken === 1) return false
    const opponent = slate.opponent[qb] ?? -1
    if (shape.bringBack && opponent >= 0) {
      const pool = rng.next() < 0.75 ? catchers[opponent] : backs[opponent]
      const back = pick(pool ?? [], weights, taken, rng, blocked)
      if (back >= 0) {
        chosen[taken] = back
        taken += 1
      }
    }
    for (let k = 0; k < taken; k += 1) {
      if (!place(kept, chosen[k] ?? 0)) {
        kept.fill(-1)
        return false
      }
    }
    return true
  }
}
