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
import {
  explainInfeasibility,
  highestSalary,
  minSalaryRule,
  OptimizerInfeasibleError,
} from './infeasibility'
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
import { createGppBuildState } from './gpp-build-state'
import { buildGppRules, type GppContext } from './gpp-rules'
import { flexPositionsOf, slotKinds } from './slot-terms'
import { createObjectiveSampler, objectivePoints } from './objective-points'

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

/** A listed lineup: its solution, its players, and the item each player fills (index + 1). */
type Candidate = {
  readonly solution: ModelSolution
  readonly players: Uint8Array
  readonly itemOf: Int32Array
}

// Lineups listed per enumeration when rules between lineups cut the list down as it is used.
const batchSize = 100

// Objective points with diversification's seeded noise on top: d % of each, uniform ±.
const diversifiedPoints = (
  request: OptimizeRequest,
  lineupIndex: number,
  base: readonly number[],
): readonly number[] => {
  const { general } = request.settings
  const rng = createRng(request.seed).fork(`lineup-${lineupIndex}`)
  return request.players.map((player, index) => {
    const points = base[index] ?? player.projection
    const spread = Math.max(
      general.diversification,
      ...player.positions.map((position) => general.diversificationPerPosition[position] ?? 0),
    )
    return spread > 0 ? points * (1 + (spread / 100) * (2 * rng.next() - 1)) : points
  })
}

/**
 * Whether the roster search would only check the model's rules at its leaves: a consecutive
 * stack's windows hold in few lineups, so the search walks millions of rosters (minutes on an
 * MLB day) where GLPK answers in about a second.
 */
const searchCannotPrune = (model: LineupModel): boolean =>
  model.groupRows.some((row) => row.groups.some((group) => group.windows !== undefined))

// Whether each lineup has points of its own (noise, or one simulated outcome each).
const isDiversified = (request: OptimizeRequest): boolean =>
  request.settings.gpp.objective.kind === 'simulation' ||
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
  const flexPositions = flexPositionsOf(settings)
  const { codes, counts } = slotCodeCounts(format)
  const gppContext: GppContext = {
    players,
    format,
    settings,
    codes,
    kindsOf: players.map((player) => slotKinds(player, format, flexPositions, codes)),
    indexOf: new Map(players.map((player, index) => [player.id, index])),
  }
  const settingsRules = buildSettingsRules(players, format, settings)
  const staticRules = {
    rows: [...settingsRules.rows, ...buildGppRules(gppContext)],
    groupRows: settingsRules.groupRows,
  }
  const gppState = createGppBuildState(gppContext, count)
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
  const sampler =
    settings.gpp.objective.kind === 'simulation' ? createObjectiveSampler(request) : undefined
  const fixedModel = diversified ? undefined : baseModel(objectivePoints(request, 0, sampler))

  // The best lineups under the rules of the moment, best first: every lineup with objective
  // ≥ poolFloor is listed. Rules between lineups only ever shrink the feasible set, so a
  // listed lineup that still satisfies them, at or above the floor, is optimal later too.
  let pool: Candidate[] = []
  let poolFloor = Number.POSITIVE_INFINITY
  // Once the search has spent its node budget on this build's rules, the next lineups (the
  // same rules and more) would spend it again before GLPK answers: a hundred pairwise
  // correlation rules cost 2 s of search per lineup where GLPK takes 50 ms.
  let searchGaveUp = false
  const enumerate = async (model: LineupModel, size: number): Promise<number> => {
    if (request.solver === 'glpk' || searchGaveUp || searchCannotPrune(model)) {
      return fillPoolByGlpk(model)
    }
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
    if (searchRosters(model, collector, limits) !== 'done') {
      searchGaveUp = true
      return fillPoolByGlpk(model)
    }
    found.sort((a, b) => b.objective - a.objective)
    found.length = Math.min(found.length, size)
    pool = found.map((solution) => toCandidate(model, solution))
    poolFloor = found.length === size ? (found[size - 1]?.objective ?? floor) : floor
    return 0
  }
  const toCandidate = (model: LineupModel, solution: ModelSolution): Candidate => {
    const inLineup = new Uint8Array(players.length)
    const itemOf = new Int32Array(players.length)
    for (const index of solution.items) {
      const player = model.items[index]?.player ?? 0
      inLineup[player] = 1
      itemOf[player] = index + 1
    }
    return { solution, players: inLineup, itemOf }
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
  const onlyUniqueness =
    !gppState.active && limitsPerPlayer.every((limit) => limit.min === 0 && limit.max >= count)

  const lineups: BuiltLineup[] = []
  const betweenRows: LinearRow[] = []
  let newRows: readonly LinearRow[] = []
  let solvedBySearch = 0
  let solvedByGlpk = 0
  for (let index = 0; index < count; index += 1) {
    options.signal?.throwIfAborted()
    const model =
      fixedModel ??
      baseModel(diversifiedPoints(request, index, objectivePoints(request, index, sampler)))
    const exposure = [
      ...exposureRows(appearances, limitsPerPlayer, players, index, count),
      ...gppState.rowsBefore(index),
    ]
    const fullModel: LineupModel = { ...model, rows: [...model.rows, ...betweenRows, ...exposure] }
    if (fixedModel === undefined) pool = []
    const fresh = [...newRows, ...exposure]
    pool = pool.filter((entry) =>
      fresh.every((row) =>
        rowHolds(row, entry.players, (player) => model.items[(entry.itemOf[player] ?? 0) - 1]),
      ),
    )
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
      const feasible = async (test: LineupModel) => {
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
      }
      const rules = await explainInfeasibility(fullModel, feasible)
      // A least salary the pool cannot reach says how far off it is (a salary file priced
      // low, a short slate): what the user needs to lower it to.
      const reach =
        rules.length === 1 && rules[0] === minSalaryRule
          ? await highestSalary(fullModel, feasible)
          : undefined
      throw new OptimizerInfeasibleError(index + 1, rules, reach)
    }
    if (byGlpk > 0) solvedByGlpk += 1
    else solvedBySearch += 1
    const items = solution.items.flatMap((item) => {
      const found = model.items[item]
      return found === undefined ? [] : [found]
    })
    const lineupPlayers = items.map((item) => item.player)
    for (const player of lineupPlayers) appearances[player] = (appearances[player] ?? 0) + 1
    gppState.record(items)
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
