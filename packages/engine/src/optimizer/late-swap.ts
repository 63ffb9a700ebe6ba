/**
 * Late swap (docs/late-swap.md): lineups already built or entered on a slate in progress.
 * A player whose game has started (by the slate's game times and `now`) is locked in his slot;
 * the open slots are re-optimised under the build's settings, with exposures counted over the
 * whole set and uniqueness kept against the lineups already decided. DraftKings' flex rule
 * holds by construction: a locked player keeps his exact slot and an open slot only takes a
 * player whose game has not started.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import { appearanceLimits, uniquenessRows } from './build-state'
import { solveWithGlpk, type Glpk } from './glpk-solver'
import {
  buildItems,
  eligibleCodes,
  slotCodeCounts,
  type GroupRow,
  type LinearRow,
  type LineupModel,
  type ModelItem,
  type ModelSolution,
} from './lineup-model'
import { describeStack } from './lineup-output'
import type { OptimizerPlayer } from './optimizer-request'
import { objectiveTolerance, searchRosters } from './roster-search'
import { buildSettingsRules } from './settings-rules'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { defaultSearchLimits } from './optimize-lineups'

/**
 * What a swap may change.
 * @example swapModes.quick // 'quick'
 */
export const swapModes = {
  /** Replace only the players to swap out (OUT, doubtful) by the best player for that slot. */
  quick: 'quick',
  /** Re-optimise every open slot. */
  full: 'full',
} as const
export type SwapMode = (typeof swapModes)[keyof typeof swapModes]

/** A late swap's input: the pool, rules and lineups (player id per slot, `''` when empty). */
export type LateSwapInput = {
  readonly players: readonly OptimizerPlayer[]
  readonly format: RosterFormat
  readonly settings: OptimizerSettings
  readonly lineups: readonly (readonly string[])[]
  /** Start of each game by the players' `game` key, ISO instants. */
  readonly gameStarts: Readonly<Record<string, string>>
  /** The moment of the swap, ISO instant. */
  readonly now: string
  readonly mode: SwapMode
  /** Players to swap out of every open slot (ruled OUT or doubtful). */
  readonly swapOut: readonly string[]
  /**
   * Whether a `now` before the first game is taken (nothing is locked yet): a Quick swap
   * before kickoff; a Full swap then is a build, and is refused.
   */
  readonly beforeFirstGame?: boolean
  /** Quick swap: the named replacement per swapped-out player id, where the user chose one. */
  readonly replacements?: Readonly<Record<string, string>>
}

/** One lineup after the swap. */
export type SwappedLineup = {
  readonly playerIds: readonly string[]
  /** Slot indices whose player's game had started: kept as they were. */
  readonly lockedSlots: readonly number[]
  /** Slot indices whose player changed. */
  readonly changedSlots: readonly number[]
  /** Projected points with slot multipliers, and salary with slot multipliers. */
  readonly projection: number
  readonly salary: number
  readonly stack: string
  /** Why a lineup that needed a change kept its players (no valid lineup under the rules). */
  readonly problem?: string
}

/** A swap's lineups in input order, and how many changed. */
export type LateSwapResult = {
  readonly lineups: readonly SwappedLineup[]
  readonly changed: number
}

/** A swap refused for its input: the message names the lineup (1-based) or the field. */
export class LateSwapError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LateSwapError'
  }
}

type Context = {
  readonly input: LateSwapInput
  readonly indexOf: ReadonlyMap<string, number>
  readonly started: Uint8Array
  readonly out: Uint8Array
  readonly limits: readonly { readonly min: number; readonly max: number }[]
  /** Appearances over the set: locked players of every lineup, open choices as decided. */
  readonly appearances: Uint32Array
}

const startedGames = (input: LateSwapInput): ReadonlySet<string> => {
  const now = Date.parse(input.now)
  if (Number.isNaN(now)) throw new LateSwapError(`now: ${input.now} is not an ISO instant`)
  const starts = Object.values(input.gameStarts)
    .map((iso) => Date.parse(iso))
    .filter((time) => !Number.isNaN(time))
  if (starts.length === 0) throw new LateSwapError('The slate has no game times')
  const first = Math.min(...starts)
  const last = Math.max(...starts)
  if (now < first && input.beforeFirstGame !== true) {
    throw new LateSwapError(
      `now: ${input.now} is before the first game (${new Date(first).toISOString()}): nothing is locked, build instead`,
    )
  }
  if (now >= last) {
    throw new LateSwapError(
      `now: ${input.now} is after the last game starts (${new Date(last).toISOString()}): every player is locked`,
    )
  }
  return new Set(
    Object.entries(input.gameStarts).flatMap(([game, iso]) =>
      Date.parse(iso) <= now ? [game] : [],
    ),
  )
}

const lineupIndices = (context: Context, lineup: readonly string[], number: number) =>
  lineup.map((id, slot) => {
    if (id === '') return -1
    const index = context.indexOf.get(id)
    if (index === undefined) {
      throw new LateSwapError(
        `lineup ${number}, slot ${slot + 1}: player ${id} is not in the slate's pool`,
      )
    }
    return index
  })

const lockedSlotsOf = (context: Context, indices: readonly number[]) =>
  indices.flatMap((player, slot) => (player >= 0 && context.started[player] ? [slot] : []))

const summarise = (
  context: Context,
  indices: readonly number[],
  lockedSlots: readonly number[],
  before: readonly number[],
  problem?: string,
): SwappedLineup => {
  const { players, format } = context.input
  let projection = 0
  let salary = 0
  for (const [slot, player] of indices.entries()) {
    const row = players[player]
    const rosterSlot = format.slots[slot]
    if (row === undefined || rosterSlot === undefined) continue
    projection += row.projection * rosterSlot.pointsMultiplier
    salary += Math.round(row.salary * rosterSlot.salaryMultiplier)
  }
  return {
    playerIds: indices.map((player) => players[player]?.id ?? ''),
    lockedSlots,
    changedSlots: indices.flatMap((player, slot) => (player !== before[slot] ? [slot] : [])),
    projection: Number(projection.toFixed(2)),
    salary,
    stack: describeStack(indices.map((player) => players[player]?.team ?? '')),
    ...(problem === undefined ? {} : { problem }),
  }
}

/** Whether player `index` may fill slot `slot` and is still free to use in this lineup. */
const fitsSlot = (context: Context, player: number, slot: number, flex: FlexMap) => {
  const { players, format } = context.input
  const row = players[player]
  const rosterSlot = format.slots[slot]
  return (
    row !== undefined &&
    rosterSlot !== undefined &&
    !context.started[player] &&
    !context.out[player] &&
    !row.exclude &&
    eligibleCodes(row, format, flex).has(rosterSlot.code)
  )
}

type FlexMap = ReadonlyMap<string, readonly string[]>

const flexMapOf = (settings: OptimizerSettings): FlexMap =>
  new Map(
    settings.general.flexGroups.map((group) => [
      group.groupName,
      group.positions.filter((p) => p.isSelected).map((p) => p.positionName),
    ]),
  )

const salaryOfSlot = (context: Context, player: number, slot: number) =>
  Math.round(
    (context.input.players[player]?.salary ?? 0) *
      (context.input.format.slots[slot]?.salaryMultiplier ?? 1),
  )

/**
 * Quick swap of one lineup: each open slot holding a swapped-out player gets the named
 * replacement or else the best projected player for that slot who fits the cap, is under
 * his exposure cap and does not repeat a lineup already decided.
 */
const quickSwap = (
  context: Context,
  indices: readonly number[],
  flex: FlexMap,
  decided: ReadonlySet<string>,
): { indices: number[]; problem?: string } => {
  const { players, format, replacements = {} } = context.input
  const next = [...indices]
  const cap = format.salaryCap
  let problem: string | undefined
  for (const [slot, player] of indices.entries()) {
    if (player < 0 || context.started[player] || !context.out[player]) continue
    const rest = next.reduce(
      (sum, other, at) => (at === slot || other < 0 ? sum : sum + salaryOfSlot(context, other, at)),
      0,
    )
    const named = context.indexOf.get(replacements[players[player]?.id ?? ''] ?? '')
    const candidates = (named === undefined ? players.map((_, index) => index) : [named])
      .filter(
        (candidate) =>
          !next.includes(candidate) &&
          fitsSlot(context, candidate, slot, flex) &&
          rest + salaryOfSlot(context, candidate, slot) <= cap &&
          (context.appearances[candidate] ?? 0) < (context.limits[candidate]?.max ?? 0),
      )
      .sort(
        (a, b) =>
          (players[b]?.projection ?? 0) * (format.slots[slot]?.pointsMultiplier ?? 1) -
            (players[a]?.projection ?? 0) * (format.slots[slot]?.pointsMultiplier ?? 1) || a - b,
      )
    const choice = candidates.find((candidate) => {
      const trial = next.map((other, at) => (at === slot ? candidate : other))
      return !decided.has(lineupKey(trial))
    })
    if (choice === undefined) {
      problem = `No player fits slot ${format.slots[slot]?.code ?? slot + 1} under the cap`
      continue
    }
    next[slot] = choice
  }
  return problem === undefined ? { indices: next } : { indices: next, problem }
}

const lineupKey = (indices: readonly number[]) =>
  indices
    .filter((player) => player >= 0)
    .sort((a, b) => a - b)
    .join(',')

type FullModel = {
  readonly rows: readonly LinearRow[]
  readonly groupRows: readonly GroupRow[]
  readonly minSalary: number
  readonly maxSalary: number
  readonly flex: FlexMap
  /** Items of the players yet to play, per set of open slots (many lineups share one). */
  readonly itemsByOpenSlots: Map<
    string,
    { items: readonly ModelItem[]; codes: readonly string[]; counts: readonly number[] }
  >
}

const fullModelOf = (context: Context, flex: FlexMap): FullModel => {
  const { players, format, settings } = context.input
  // Locks of the build do not bind a swap: started players are fixed by slot instead.
  const rules = buildSettingsRules(
    players.map((player) => ({ ...player, lock: false })),
    format,
    settings,
  )
  const cap = format.salaryCap
  return {
    rows: rules.rows,
    groupRows: rules.groupRows,
    minSalary: Math.ceil((cap * settings.general.minSalaryCapPct) / 100 - 1e-9),
    maxSalary: Math.floor((cap * settings.general.maxSalaryCapPct) / 100 + 1e-9),
    flex,
    itemsByOpenSlots: new Map(),
  }
}

/** The open slots' model items: players yet to play, not swapped out, in those slots only. */
const openItems = (context: Context, model: FullModel, openSlots: readonly number[]) => {
  const key = openSlots.join(',')
  const cached = model.itemsByOpenSlots.get(key)
  if (cached !== undefined) return cached
  const { players, format } = context.input
  const open = { ...format, slots: openSlots.flatMap((slot) => format.slots[slot] ?? []) }
  const { codes, counts } = slotCodeCounts(open)
  const items = buildItems(
    players,
    players.map((player) => player.projection),
    open,
    model.flex,
    codes,
  ).filter((item) => !context.started[item.player] && !context.out[item.player])
  const entry = { items, codes, counts }
  model.itemsByOpenSlots.set(key, entry)
  return entry
}

/**
 * A row over the open slots: locked players' terms become a constant that moves its bounds.
 * A row only over locked players is dropped (nothing left to choose can change it).
 */
const rowOverOpen = (row: LinearRow, locked: ReadonlySet<number>): LinearRow | undefined => {
  let constant = 0
  const terms = row.terms.filter((term) => {
    if (!locked.has(term.player)) return true
    constant += term.coef
    return false
  })
  if (terms.length === 0) return undefined
  if (constant === 0) return row
  return {
    rule: row.rule,
    terms,
    ...(row.min === undefined ? {} : { min: row.min - constant }),
    ...(row.max === undefined ? {} : { max: row.max - constant }),
  }
}

/**
 * A group row over the open slots: a group needs as many fewer players as it has locked.
 * A batting-order window group takes its most locked window (so it may count as on early).
 */
const groupRowOverOpen = (row: GroupRow, locked: ReadonlySet<number>): GroupRow => ({
  ...row,
  groups: row.groups.map((group) => {
    const lockedIn = (members: readonly number[]) =>
      members.reduce((sum, player) => sum + (locked.has(player) ? 1 : 0), 0)
    const windows = group.windows?.map((window) => window.filter((player) => !locked.has(player)))
    const lockedCount =
      group.windows === undefined
        ? lockedIn(group.players)
        : Math.max(0, ...group.windows.map(lockedIn))
    return {
      players: group.players.filter((player) => !locked.has(player)),
      minPlayers: group.minPlayers - lockedCount,
      ...(windows === undefined ? {} : { windows }),
    }
  }),
})

const solveBest = async (model: LineupModel, glpk: Glpk | undefined) => {
  let best: ModelSolution | undefined
  const outcome = searchRosters(
    model,
    {
      threshold: Number.NEGATIVE_INFINITY,
      accept(objective, items) {
        if (best !== undefined && objective <= best.objective + objectiveTolerance) return
        best = { objective, items: [...items] }
        this.threshold = objective
      },
    },
    defaultSearchLimits,
  )
  if (outcome === 'done' || glpk === undefined) return best
  return solveWithGlpk(glpk, model)
}

/** Places the chosen items in the open slots, in slot order (a small bipartite search). */
const placeOpen = (
  context: Context,
  indices: readonly number[],
  openSlots: readonly number[],
  items: readonly ModelItem[],
  codes: readonly string[],
): number[] | undefined => {
  const { format } = context.input
  const placed = [...indices]
  const taken = new Set<ModelItem>()
  const place = (at: number): boolean => {
    const slot = openSlots[at]
    if (slot === undefined) return true
    const code = codes.indexOf(format.slots[slot]?.code ?? '')
    for (const item of items) {
      if (taken.has(item) || !item.codes.includes(code)) continue
      taken.add(item)
      placed[slot] = item.player
      if (place(at + 1)) return true
      taken.delete(item)
    }
    return false
  }
  return place(0) ? placed : undefined
}

const exposureRowsOf = (context: Context, left: number) =>
  context.limits.flatMap((limit, player): LinearRow[] => {
    if (context.started[player]) return []
    const seen = context.appearances[player] ?? 0
    const terms = [{ player, coef: 1 }]
    const name = context.input.players[player]?.name ?? String(player)
    if (seen >= limit.max) return [{ rule: `Max exposure: ${name}`, terms, max: 0 }]
    if (limit.min - seen >= left) return [{ rule: `Min exposure: ${name}`, terms, min: 1 }]
    return []
  })

/**
 * Full swap of one lineup: the best choice for its open slots (players yet to play, none
 * swapped out) under the settings with the locked players counted in, the exposure caps and
 * uniqueness against `decidedRows`; when none exists, without uniqueness, then without
 * exposures; else the lineup is kept with a problem.
 */
const fullSwap = async (
  context: Context,
  model: FullModel,
  indices: readonly number[],
  lockedSlots: readonly number[],
  decidedRows: readonly LinearRow[],
  left: number,
  glpk: Glpk | undefined,
): Promise<{ indices: number[]; problem?: string }> => {
  const { players, format } = context.input
  const lockedSet = new Set(lockedSlots)
  const openSlots = format.slots.flatMap((_, slot) => (lockedSet.has(slot) ? [] : [slot]))
  const locked = new Set(lockedSlots.map((slot) => indices[slot] ?? -1))
  const lockedSalary = lockedSlots.reduce(
    (sum, slot) => sum + salaryOfSlot(context, indices[slot] ?? -1, slot),
    0,
  )
  const { items, codes, counts } = openItems(context, model, openSlots)
  const overOpen = (rows: readonly LinearRow[]) =>
    rows.flatMap((row) => rowOverOpen(row, locked) ?? [])
  const staticRows = overOpen(model.rows)
  const groupRows = model.groupRows.map((row) => groupRowOverOpen(row, locked))
  const exposure = exposureRowsOf(context, left)
  const modelOf = (extra: readonly LinearRow[]): LineupModel => ({
    playerCount: players.length,
    items: items.filter((item) => !locked.has(item.player)),
    slotCodes: codes,
    slotCounts: counts,
    minSalary: Math.max(0, model.minSalary - lockedSalary),
    maxSalary: model.maxSalary - lockedSalary,
    rows: [...staticRows, ...extra],
    groupRows,
  })
  for (const extra of [[...overOpen(decidedRows), ...exposure], exposure, []]) {
    const open = modelOf(extra)
    const solution = await solveBest(open, glpk)
    if (solution === undefined) continue
    const chosen = solution.items.flatMap((index) => open.items[index] ?? [])
    const placed = placeOpen(context, indices, openSlots, chosen, codes)
    if (placed !== undefined) return { indices: placed }
  }
  return { indices: [...indices], problem: 'No valid lineup keeps its locked players' }
}

/**
 * Late-swaps `input.lineups` in order. Throws `LateSwapError` for a `now` outside the slate's
 * games or a lineup holding a player not in the pool.
 * @example (await lateSwap({ ...input, mode: 'quick', swapOut: ['T01-RB1'] })).changed // 3
 */
export const lateSwap = async (
  input: LateSwapInput,
  options: { readonly glpk?: Glpk } = {},
): Promise<LateSwapResult> => {
  const { players, format, settings } = input
  const started = startedGames(input)
  const indexOf = new Map(players.map((player, index) => [player.id, index]))
  const swapOut = new Set(input.swapOut)
  const context: Context = {
    input,
    indexOf,
    started: Uint8Array.from(players, (player) => (started.has(player.game) ? 1 : 0)),
    out: Uint8Array.from(players, (player) => (swapOut.has(player.id) ? 1 : 0)),
    limits: appearanceLimits(players, settings, input.lineups.length),
    appearances: new Uint32Array(players.length),
  }
  const flex = flexMapOf(settings)
  const all = input.lineups.map((lineup, index) => {
    if (lineup.length !== format.slots.length) {
      throw new LateSwapError(
        `lineup ${index + 1}: ${lineup.length} slots, ${format.name} has ${format.slots.length}`,
      )
    }
    const indices = lineupIndices(context, lineup, index + 1)
    return { indices, lockedSlots: lockedSlotsOf(context, indices) }
  })
  // Locked players count toward exposure wherever they stand; open ones as each lineup is decided.
  for (const { indices, lockedSlots } of all) {
    for (const slot of lockedSlots) {
      const player = indices[slot] ?? -1
      context.appearances[player] = (context.appearances[player] ?? 0) + 1
    }
  }
  const model = input.mode === swapModes.full ? fullModelOf(context, flex) : undefined
  const decidedRows: LinearRow[] = []
  const decided = new Set<string>()
  const lineups: SwappedLineup[] = []
  for (const [number, { indices, lockedSlots }] of all.entries()) {
    const needs =
      model !== undefined
        ? lockedSlots.length < format.slots.length
        : indices.some((player) => player >= 0 && !context.started[player] && context.out[player])
    const swapped = !needs
      ? { indices: [...indices] }
      : model === undefined
        ? quickSwap(context, indices, flex, decided)
        : await fullSwap(
            context,
            model,
            indices,
            lockedSlots,
            decidedRows,
            all.length - number,
            options.glpk,
          )
    const locked = new Set(lockedSlots)
    for (const [slot, player] of swapped.indices.entries()) {
      if (player >= 0 && !locked.has(slot)) {
        context.appearances[player] = (context.appearances[player] ?? 0) + 1
      }
    }
    const full = swapped.indices.filter((player) => player >= 0)
    decided.add(lineupKey(swapped.indices))
    decidedRows.push(...uniquenessRows(full, number + 1, players, settings))
    lineups.push(summarise(context, swapped.indices, lockedSlots, indices, swapped.problem))
  }
  return {
    lineups,
    changed: lineups.filter((lineup) => lineup.changedSlots.length > 0).length,
  }
}
