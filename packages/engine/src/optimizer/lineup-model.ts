/**
 * The solver-neutral model of one build: items (a player in one kind of slot, e.g. a
 * showdown captain and the same player as flex are two items), the slot codes to fill, the
 * salary range, and rules as linear rows over player indicators y (1 when the player is in
 * the lineup) or as group counts. Both the roster search and GLPK read this model.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerPlayer } from './optimizer-request'

/** A player in the slots of one multiplier: his points and salary there and the slot codes. */
export type ModelItem = {
  readonly player: number
  readonly points: number
  /** Salary with the slot multiplier, in site units. */
  readonly salary: number
  /** Codes of the slots this item may fill (indices into `LineupModel.slotCodes`). */
  readonly codes: readonly number[]
}

/**
 * A term of a linear row: `coef` times player `player`'s indicator; with `slot` (an index into
 * `LineupModel.slotCodes`), only when he fills it through an item that may take that slot (a
 * showdown captain: the CPT item, not the FLEX one).
 */
export type RowTerm = { readonly player: number; readonly coef: number; readonly slot?: number }

/**
 * Whether a term counts for an item of its player: always without a slot, else when the item
 * may fill the slot.
 * @example termCountsFor({ player: 3, coef: 1, slot: 0 }, { player: 3, points: 30, salary: 15000, codes: [0] }) // true
 */
export const termCountsFor = (term: RowTerm, item: ModelItem): boolean =>
  term.slot === undefined || item.codes.includes(term.slot)

/**
 * `min ≤ Σ coef·y ≤ max`; `rule` names the setting it comes from, for infeasibility messages.
 * @example { rule: 'Max per team (5): KC', terms: [...], max: 5 }
 */
export type LinearRow = {
  readonly rule: string
  readonly terms: readonly RowTerm[]
  readonly min?: number
  readonly max?: number
}

/**
 * A group counts as "on" when at least `minPlayers` of its players are in the lineup; with
 * `windows`, when at least `minPlayers` of one window's players are (a team's consecutive
 * batting-order slots: the team counts once however many of its windows are full).
 */
export type PlayerGroup = {
  readonly players: readonly number[]
  readonly minPlayers: number
  readonly windows?: readonly (readonly number[])[]
}

/** `minGroups ≤ (groups on) ≤ maxGroups`: least teams or games, team stacks, opposition. */
export type GroupRow = {
  readonly rule: string
  readonly groups: readonly PlayerGroup[]
  readonly minGroups?: number
  readonly maxGroups?: number
}

/** Everything a solver needs for one lineup. */
export type LineupModel = {
  readonly playerCount: number
  readonly items: readonly ModelItem[]
  /** Distinct slot codes and how many slots of each the lineup has. */
  readonly slotCodes: readonly string[]
  readonly slotCounts: readonly number[]
  readonly minSalary: number
  readonly maxSalary: number
  readonly rows: readonly LinearRow[]
  readonly groupRows: readonly GroupRow[]
}

/** A solved lineup: its items (indices into `LineupModel.items`) and objective. */
export type ModelSolution = { readonly items: readonly number[]; readonly objective: number }

/**
 * The slots a player may fill: those his roster positions name, or else those taking one of
 * his positions. `flexPositions` narrows a flex slot code to the positions a user selected.
 * @example eligibleCodes(player, format, new Map([['FLEX', ['WR', 'TE']]])) // Set {'WR', 'FLEX'} for a WR
 */
export const eligibleCodes = (
  player: OptimizerPlayer,
  format: RosterFormat,
  flexPositions: ReadonlyMap<string, readonly string[]>,
): ReadonlySet<string> =>
  new Set(
    format.slots
      .filter((slot) =>
        player.rosterPositions.length > 0
          ? player.rosterPositions.includes(slot.code)
          : slot.positions.some((position) => player.positions.includes(position)),
      )
      .filter((slot) => {
        const allowed = flexPositions.get(slot.code)
        return allowed === undefined || player.positions.some((p) => allowed.includes(p))
      })
      .map((slot) => slot.code),
  )

/**
 * Items of every player: one per slot multiplier he is eligible for. `points` are the
 * objective's points per player (projections, perhaps diversified).
 * @example buildItems(players, points, format, new Map()).length // 2 × players in showdown
 */
export const buildItems = (
  players: readonly OptimizerPlayer[],
  points: readonly number[],
  format: RosterFormat,
  flexPositions: ReadonlyMap<string, readonly string[]>,
  codes: readonly string[],
): readonly ModelItem[] =>
  players.flatMap((player, index) => {
    const eligible = eligibleCodes(player, format, flexPositions)
    const byMultiplier = new Map<
      string,
      { slot: RosterFormat['slots'][number]; codes: Set<number> }
    >()
    for (const slot of format.slots) {
      if (!eligible.has(slot.code)) continue
      const key = `${slot.pointsMultiplier}:${slot.salaryMultiplier}`
      const entry = byMultiplier.get(key) ?? { slot, codes: new Set<number>() }
      entry.codes.add(codes.indexOf(slot.code))
      byMultiplier.set(key, entry)
    }
    return [...byMultiplier.values()].map(({ slot, codes: itemCodes }) => ({
      player: index,
      points: (points[index] ?? 0) * slot.pointsMultiplier,
      salary: Math.round(player.salary * slot.salaryMultiplier),
      codes: [...itemCodes].sort((a, b) => a - b),
    }))
  })

/**
 * Distinct slot codes of a format in upload order, with their counts.
 * @example slotCodeCounts(requireRosterFormat('dk-nfl-classic')).codes // ['QB', 'RB', 'WR', 'TE', 'FLEX', 'DST']
 */
export const slotCodeCounts = (
  format: RosterFormat,
): { readonly codes: readonly string[]; readonly counts: readonly number[] } => {
  const codes = [...new Set(format.slots.map((slot) => slot.code))]
  return {
    codes,
    counts: codes.map((code) => format.slots.filter((slot) => slot.code === code).length),
  }
}

/**
 * Whether a row holds for player indicators `inLineup`; a term with a slot also needs
 * `itemOf(player)`, the item he fills (a lineup without items counts every slot term).
 * @example rowHolds({ rule: 'r', terms: [{ player: 0, coef: 1 }], max: 0 }, [true]) // false
 */
export const rowHolds = (
  row: LinearRow,
  inLineup: ArrayLike<boolean | number>,
  itemOf?: (player: number) => ModelItem | undefined,
): boolean => {
  let value = 0
  for (const term of row.terms) {
    if (!inLineup[term.player]) continue
    const item = itemOf?.(term.player)
    if (item === undefined || termCountsFor(term, item)) value += term.coef
  }
  return (
    (row.min === undefined || value >= row.min - 1e-9) &&
    (row.max === undefined || value <= row.max + 1e-9)
  )
}

/**
 * Whether a group row holds for player indicators `inLineup`.
 * @example groupRowHolds({ rule: 'Least teams (2)', groups, minGroups: 2 }, inLineup) // true
 */
export const groupRowHolds = (row: GroupRow, inLineup: ArrayLike<boolean | number>): boolean => {
  const full = (players: readonly number[], minPlayers: number) => {
    let count = 0
    for (const player of players) if (inLineup[player]) count += 1
    return count >= minPlayers
  }
  let on = 0
  for (const group of row.groups) {
    const isOn =
      group.windows === undefined
        ? full(group.players, group.minPlayers)
        : group.windows.some((window) => full(window, group.minPlayers))
    if (isOn) on += 1
  }
  return (
    (row.minGroups === undefined || on >= row.minGroups) &&
    (row.maxGroups === undefined || on <= row.maxGroups)
  )
}
