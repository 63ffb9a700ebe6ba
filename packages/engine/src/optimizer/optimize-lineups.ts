/**
 * Builds N lineups in order of objective, each optimal given the rules and the lineups
 * before it (the k-best sequence when the only rule between lineups is "differ by one").
 *
 * Without diversification the objective never changes between lineups, so one enumeration
 * of the best static-feasible lineups (every lineup above its floor, complete) serves many
 * steps: the next lineup is the best listed one that the rules between lineups still allow,
 * provided it is at or above the floor. When none is, a direct search with every rule runs,
 * seeded with the best allowed listed lineup as incumbent. GLPK takes over a step only when
 * the search's node budget runs out.
 */
import { createRng } from '../rng'
import { appearanceLimits, exposureRows, uniquenessRows } from './build-state'
import { solveWithGlpk, type Glpk } from './glpk-solver'
import { explainInfeasibility, OptimizerInfeasibleError } from './infeasibility'
import {
  buildItems,
  rowHolds,
  slotCodeCounts,
  type LinearRow,
  type LineupModel,
  type ModelSolution,
} from './lineup-model'
import { toBuiltLineup } from './lineup-output'
import {
  optimizeRequestSchema,
  type BuiltLineup,
  type OptimizeProgress,
  type OptimizeRequest,
  type OptimizeRequestInput,
  type OptimizeResult,
} from './optimizer-request'
import { objectiveTolerance, searchRosters, type SearchLimits } from './roster-search'
import { buildSettingsRules } from './settings-rules'

/** The part of an `AbortSignal` a build reads (this package has no DOM or Node types). */
export type CancelSignal = { readonly aborted: boolean; throwIfAborted(): void }

/** How a build runs: the MILP solver behind the search, progress, cancel, search limits. */
export type OptimizeOptions = {
  /** GLPK for steps the search gives up on (and for `solver: 'glpk'`). */
  readonly glpk?: Glpk
  /**
   * Called after each lineup and awaited: a job runner yields to its event loop here, so a
   * cancel can arrive between lineups.
   */
  readonly onProgress?: (progress: OptimizeProgress) => void | Promise<void>
  readonly signal?: CancelSignal
  readonly limits?: SearchLimits
}

/** Default search limits: generous for real slates, small enough to hand over in seconds. */
export const defaultSearchLimits: SearchLimits = { maxNodes: 20_000_000, maxCompositions: 20_000 }

type Candidate = { readonly solution: ModelSolution; readonly players: Uint8Array }

// Lineups listed per enumeration when rules between lineups cut the list down as it is used.
const batchSize = 100

const diversifiedPoints = (request: OptimizeRequest, lineupIndex: number): readonly number[] => {
  const { general } = request.settings
  const rng = createRng(request.seed).fork(`lineup-${lineupIndex}`)
  return request.players.map((player) => {
    const spread = Math.max(
      general.diversification,
      ...player.positions.map((position) => general.diversificationPerPosition[position] ?? 0),
    )
    return spread > 0
      ? player.projection * (1 + (spread / 100) * (2 * rng.next() - 1))
      : player.projection
  })
}

/**
 * Whether the roster search would only check the model's rules at its leaves: a consecutive
 * stack's windows hold in few lineups, so the search walks millions of rosters (minutes on an
 * MLB day) where GLPK answers in about a second.
 */
const searchCannotPrune = (model: LineupModel): boolean =>
  model.groupRows.some((row) => row.groups.some((group) => group.windows !== undefined))

const isDiversified = (request: OptimizeRequest): boolean =>
  request.settings.general.diversification > 0 ||
  Object.values(request.settings.general.diversificationPerPosition).some((value) => value > 0)

/**
 * Builds `request.count` lineups. Throws `OptimizerInfeasibleError` naming the rules when a
 * lineup cannot be built, and the signal's reason when cancelled.
 * @example (await optimizeLineups({ players, format, count: 150 }, { glpk })).lineups.length // 150
 */
export const optimizeLineups = async (
  input: OptimizeRequestInput,
  options: OptimizeOptions = {},
): Promise<OptimizeResult> => {
  const request = optimizeRequestSchema.parse(input)
  const { players, format, settings, count } = request
  const limits = options.limits ?? defaultSearchLimits
  const flexPositions = new Map(
    settings.general.flexGroups.map((group) => [
      group.groupName,
      group.positions
        .filter((position) => position.isSelected)
        .map((position) => position.positionName),
    ]),
  )
  const { codes, counts } = slotCodeCounts(format)
  const staticRules = buildSettingsRules(players, format, settings)
  const cap = format.salaryCap
  const baseModel = (points: readonly number[]): LineupModel => ({
    playerCount: players.length,
    items: buildItems(players, points, format, flexPositions, codes),
    slotCodes: codes,
    slotCounts: counts,
    minSalary: Math.ceil((cap * settings.general.minSalaryCapPct) / 100 - 1e-9),
    maxSalary: Math.floor((cap * settings.general.maxSalaryCapPct) / 100 + 1e-9),
    rows: staticRules.rows,
    groupRows: staticRules.groupRows,
  })
  const limitsPerPlayer = appearanceLimits(players, settings, count)
  const appearances = new Uint32Array(players.length)
  const diversified = isDiversified(request)
  const fixedModel = diversified ? undefined : baseModel(players.map((player) => player.projection))

  // The best lineups under the rules of the moment, best first: every lineup with objective
  // ≥ poolFloor is listed. Rules between lineups only ever shrink the feasible set, so a
  // listed lineup that still satisfies them, at or above the floor, is optimal later too.
  let pool: Candidate[] = []
  let poolFloor = Number.POSITIVE_INFINITY
  const enumerate = async (model: LineupModel, size: number): Promise<number> => {
    if (request.solver === 'glpk' || searchCannotPrune(model)) return fillPoolByGlpk(model)
    const floor = pool[size - 1]?.solution.objective ?? Number.NEGATIVE_INFINITY
    const found: ModelSolution[] = []
    const collector = {
      threshold: floor,
      accept(objective: number, items: readonly number[]) {
        if (objective < this.threshold - objectiveTolerance) return
        found.push({ objective, items })
        if (found.length >= size * 2) {
          found.sort((a, b) => b.objective - a.objective)
          found.length = size
          this.threshold = found[size - 1]?.objective ?? this.threshold
        }
      },
    }
    if (searchRosters(model, collector, limits) !== 'done') return fillPoolByGlpk(model)
    found.sort((a, b) => b.objective - a.objective)
    found.length = Math.min(found.length, size)
    pool = found.map((solution) => toCandidate(model, solution))
    poolFloor = found.length === size ? (found[size - 1]?.objective ?? floor) : floor
    return 0
  }
  const toCandidate = (model: LineupModel, solution: ModelSolution): Candidate => {
    const inLineup = new Uint8Array(players.length)
    for (const index of solution.items) inLineup[model.items[index]?.player ?? 0] = 1
    return { solution, players: inLineup }
  }
  const fillPoolByGlpk = async (model: LineupModel): Promise<number> => {
    if (options.glpk === undefined) {
      throw new Error('This build needs the MILP solver: pass options.glpk (glpk.js)')
    }
    const solution = await solveWithGlpk(options.glpk, model)
    pool = solution === undefined ? [] : [toCandidate(model, solution)]
    poolFloor = Number.NEGATIVE_INFINITY
    return 1
  }
  const onlyUniqueness = limitsPerPlayer.every((limit) => limit.min === 0 && limit.max >= count)

  const lineups: BuiltLineup[] = []
  const betweenRows: LinearRow[] = []
  let newRows: readonly LinearRow[] = []
  let solvedBySearch = 0
  let solvedByGlpk = 0
  for (let index = 0; index < count; index += 1) {
    options.signal?.throwIfAborted()
    const model = fixedModel ?? baseModel(diversifiedPoints(request, index))
    const exposure = exposureRows(appearances, limitsPerPlayer, players, index, count)
    const fullModel: LineupModel = { ...model, rows: [...model.rows, ...betweenRows, ...exposure] }
    if (fixedModel === undefined) pool = []
    const fresh = [...newRows, ...exposure]
    pool = pool.filter((entry) => fresh.every((row) => rowHolds(row, entry.players)))
    let byGlpk = 0
    if (pool.length === 0 || (pool[0]?.solution.objective ?? 0) < poolFloor - objectiveTolerance) {
      // One enumeration covers a whole plain build; otherwise a batch of lineups.
      const size =
        fixedModel === undefined
          ? 1
          : onlyUniqueness && settings.general.uniquePlayers <= 1
            ? count - index
            : batchSize
      byGlpk = await enumerate(fullModel, size)
    }
    const solution = pool[0]?.solution
    if (solution === undefined) {
      const rules = await explainInfeasibility(fullModel, async (test) => {
        if (options.glpk !== undefined)
          return (await solveWithGlpk(options.glpk, test)) !== undefined
        let found = false
        const outcome = searchRosters(
          test,
          {
            threshold: Number.NEGATIVE_INFINITY,
            accept() {
              found = true
              this.threshold = Number.POSITIVE_INFINITY
            },
          },
          { ...limits, maxNodes: Math.min(limits.maxNodes, 2_000_000) },
        )
        return found || (outcome === 'done' ? false : undefined)
      })
      throw new OptimizerInfeasibleError(index + 1, rules)
    }
    if (byGlpk > 0) solvedByGlpk += 1
    else solvedBySearch += 1
    const items = solution.items.flatMap((item) => {
      const found = model.items[item]
      return found === undefined ? [] : [found]
    })
    const lineupPlayers = items.map((item) => item.player)
    for (const player of lineupPlayers) appearances[player] = (appearances[player] ?? 0) + 1
    // A minimum's pace row comes and goes, so a list enumerated under it is not the best
    // list once it is gone: enumerate afresh.
    if (exposure.some((row) => row.min !== undefined)) {
      pool = []
      poolFloor = Number.POSITIVE_INFINITY
    }
    newRows = uniquenessRows(lineupPlayers, index + 1, players, settings)
    betweenRows.push(...newRows)
    lineups.push(toBuiltLineup(items, solution.objective, players, codes, format))
    await options.onProgress?.({ done: index + 1, total: count })
  }
  return {
    lineups,
    exposures: players.flatMap((player, index) => {
      const seen = appearances[index] ?? 0
      const limit = limitsPerPlayer[index] ?? { min: 0, max: count }
      return seen === 0 && limit.min === 0
        ? []
        : [
            {
              playerId: player.id,
              name: player.name,
              lineups: seen,
              exposurePct: (100 * seen) / count,
              minExposurePct: (100 * limit.min) / count,
              maxExposurePct: (100 * limit.max) / count,
            },
          ]
    }),
    prunedPlayers: 0,
    solvedBySearch,
    solvedByGlpk,
  }
}
