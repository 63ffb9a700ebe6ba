/**
 * Portfolio selection: from candidate lineups that each carry a simulated value (SimLabs'
 * expected profit or top-1 % rate), choose N that maximise the summed value under player and
 * stack exposure caps and a uniqueness rule between any two chosen lineups. The choice is a
 * 0/1 integer program solved by GLPK; its LP relaxation bounds how far a time-limited answer
 * can be from the best one. "Top N by value" (taken greedily while the caps allow) is the
 * baseline it must beat and the fallback when GLPK finds nothing in time.
 */
import type { Glpk } from './glpk-solver'

/** A lineup that may enter the portfolio. */
export type PortfolioCandidate = {
  /** The lineup's player ids. */
  readonly players: readonly number[]
  /** What one copy of the lineup adds to the portfolio (expected profit, top-1 % rate…). */
  readonly value: number
  /** Keys of the stacks the lineup holds (e.g. `team:KC`), for the stack exposure cap. */
  readonly stacks?: readonly string[]
}

export type PortfolioRequest = {
  readonly candidates: readonly PortfolioCandidate[]
  /** How many lineups to choose. */
  readonly count: number
  /** The share of the portfolio any one player may be in (0–1); 1 when absent. */
  readonly maxExposure?: number
  /** Per-player shares that replace `maxExposure` for those players. */
  readonly playerMaxExposure?: ReadonlyMap<number, number>
  /** The share of the portfolio any one stack key may be in (0–1); no cap when absent. */
  readonly maxStackExposure?: number
  /** Two chosen lineups differ in at least this many players (1: no lineup twice). */
  readonly minUniquePlayers?: number
  /** GLPK's time limit; the best portfolio found by then is answered with its bound. */
  readonly timeLimitSeconds?: number
}

export type PortfolioSelection = {
  /** Indexes into the candidates, highest value first. */
  readonly chosen: readonly number[]
  /** The summed value of the chosen lineups. */
  readonly value: number
  /** No portfolio under the rules can exceed this (the LP relaxation's value). */
  readonly upperBound: number
  /** Whether `value` is proven the best (GLPK finished). */
  readonly proven: boolean
  /** "Top N by value" under the same rules: what the choice is measured against. */
  readonly baseline: { readonly chosen: readonly number[]; readonly value: number }
}

/** The most lineups one portfolio may appear in, per player or stack key. */
const capCount = (share: number, count: number) => Math.floor(share * count + 1e-9)

type Limits = {
  readonly playerCap: (player: number) => number
  readonly stackCap: number
  readonly conflicts: readonly (readonly number[])[]
}

/**
 * The candidates each candidate may not share a portfolio with: those that differ from it in
 * fewer than `minUnique` players. Shared players are counted through an index of player →
 * candidates, so only candidates that share a player are compared.
 */
const conflictsOf = (candidates: readonly PortfolioCandidate[], minUnique: number): number[][] => {
  const holders = new Map<number, number[]>()
  for (const [index, candidate] of candidates.entries()) {
    for (const player of candidate.players) {
      const list = holders.get(player)
      if (list === undefined) holders.set(player, [index])
      else list.push(index)
    }
  }
  const shared = new Uint16Array(candidates.length)
  return candidates.map((candidate, index) => {
    shared.fill(0)
    for (const player of candidate.players) {
      for (const other of holders.get(player) ?? []) shared[other] = (shared[other] ?? 0) + 1
    }
    const partners: number[] = []
    for (const [other, lineup] of candidates.entries()) {
      const size = Math.max(candidate.players.length, lineup.players.length)
      if (other !== index && size - (shared[other] ?? 0) < minUnique) partners.push(other)
    }
    return partners
  })
}

const limitsOf = (request: PortfolioRequest): Limits => {
  const exposure = request.maxExposure ?? 1
  return {
    playerCap: (player) =>
      capCount(request.playerMaxExposure?.get(player) ?? exposure, request.count),
    stackCap: capCount(request.maxStackExposure ?? 1, request.count),
    conflicts: conflictsOf(request.candidates, Math.max(1, request.minUniquePlayers ?? 1)),
  }
}

const valueOf = (request: PortfolioRequest, chosen: readonly number[]) =>
  chosen.reduce((sum, index) => sum + (request.candidates[index]?.value ?? 0), 0)

const byValue = (request: PortfolioRequest) => (a: number, b: number) =>
  (request.candidates[b]?.value ?? 0) - (request.candidates[a]?.value ?? 0) || a - b

/**
 * The baseline: candidates in order of value, each taken when the caps and the uniqueness
 * rule still allow it, until `count` are chosen (fewer when the rules run out of lineups).
 * @example topByValue({ candidates, count: 150, maxExposure: 0.4 }).chosen.length // 150
 */
export const topByValue = (
  request: PortfolioRequest,
  limits: Limits = limitsOf(request),
): PortfolioSelection['baseline'] => {
  const players = new Map<number, number>()
  const stacks = new Map<string, number>()
  const blocked = new Set<number>()
  const chosen: number[] = []
  const order = request.candidates.map((_, index) => index).sort(byValue(request))
  for (const index of order) {
    if (chosen.length === request.count) break
    const candidate = request.candidates[index]
    if (candidate === undefined || blocked.has(index)) continue
    if (candidate.players.some((player) => (players.get(player) ?? 0) >= limits.playerCap(player)))
      continue
    if ((candidate.stacks ?? []).some((key) => (stacks.get(key) ?? 0) >= limits.stackCap)) continue
    chosen.push(index)
    for (const player of candidate.players) players.set(player, (players.get(player) ?? 0) + 1)
    for (const key of candidate.stacks ?? []) stacks.set(key, (stacks.get(key) ?? 0) + 1)
    for (const other of limits.conflicts[index] ?? []) blocked.add(other)
  }
  return { chosen, value: valueOf(request, chosen) }
}

const problemOf = (glpk: Glpk, request: PortfolioRequest, limits: Limits) => {
  const name = (index: number) => `x${index}`
  const upTo = (max: number) => ({ type: glpk.GLP_UP, lb: 0, ub: max })
  const members = <K>(keysOf: (candidate: PortfolioCandidate) => readonly K[]) => {
    const of = new Map<K, number[]>()
    for (const [index, candidate] of request.candidates.entries()) {
      for (const key of keysOf(candidate)) of.set(key, [...(of.get(key) ?? []), index])
    }
    return of
  }
  const sumOf = (indexes: readonly number[]) =>
    indexes.map((index) => ({ name: name(index), coef: 1 }))
  const players = [...members((candidate) => candidate.players)]
    .map(([player, indexes]) => ({ player, indexes, cap: limits.playerCap(player) }))
    .filter(({ indexes, cap }) => indexes.length > cap)
  const stacks = [...members((candidate) => candidate.stacks ?? [])].filter(
    ([, indexes]) => indexes.length > limits.stackCap,
  )
  const all = request.candidates.map((_, index) => index)
  return {
    name: 'portfolio',
    objective: {
      direction: glpk.GLP_MAX,
      name: 'value',
      vars: request.candidates.map((candidate, index) => ({
        name: name(index),
        coef: candidate.value,
      })),
    },
    subjectTo: [
      { name: 'count', vars: sumOf(all), bnds: upTo(request.count) },
      ...players.map(({ player, indexes, cap }) => ({
        name: `player_${player}`,
        vars: sumOf(indexes),
        bnds: upTo(cap),
      })),
      ...stacks.map(([, indexes], at) => ({
        name: `stack_${at}`,
        vars: sumOf(indexes),
        bnds: upTo(limits.stackCap),
      })),
      ...limits.conflicts.flatMap((partners, index) =>
        partners
          .filter((other) => other > index)
          .map((other) => ({
            name: `unique_${index}_${other}`,
            vars: sumOf([index, other]),
            bnds: upTo(1),
          })),
      ),
    ],
    bounds: all.map((index) => ({ name: name(index), type: glpk.GLP_DB, lb: 0, ub: 1 })),
  }
}

type GlpkLp = ReturnType<typeof problemOf>

const withCount = (glpk: Glpk, problem: GlpkLp, count: number): GlpkLp => ({
  ...problem,
  subjectTo: problem.subjectTo.map((row) =>
    row.name === 'count' ? { ...row, bnds: { type: glpk.GLP_FX, lb: count, ub: count } } : row,
  ),
})

/**
 * Chooses `count` candidates maximising their summed value under the request's caps and
 * uniqueness (fewer only when the rules allow no more: then as many as they allow). Lineups
 * of negative value still fill the count: a portfolio of fewer lineups is not what was asked.
 * @example await selectPortfolio(glpk, { candidates, count: 20, maxExposure: 0.5 }) // { chosen: [...20], value, upperBound, proven: true }
 */
export const selectPortfolio = async (
  glpk: Glpk,
  request: PortfolioRequest,
): Promise<PortfolioSelection> => {
  const limits = limitsOf(request)
  const baseline = topByValue(request, limits)
  const options = { msglev: glpk.GLP_MSG_OFF, presol: true, tmlim: request.timeLimitSeconds ?? 20 }
  const binaries = request.candidates.map((_, index) => `x${index}`)
  const problem = problemOf(glpk, request, limits)
  const solve = (lp: GlpkLp, integer: boolean) =>
    glpk.solve(integer ? { ...lp, binaries } : lp, options)
  const found = (status: number) => status === glpk.GLP_OPT || status === glpk.GLP_FEAS
  let lp = withCount(glpk, problem, request.count)
  let solved = await solve(lp, true)
  if (!found(solved.result.status) && baseline.chosen.length < request.count) {
    // The rules may allow fewer lineups than asked: find how many, then the best that many.
    const most = await solve(
      {
        ...problem,
        objective: { ...problem.objective, vars: binaries.map((name) => ({ name, coef: 1 })) },
      },
      true,
    )
    const reachable = found(most.result.status) ? Math.round(most.result.z) : 0
    lp = withCount(glpk, problem, Math.max(reachable, baseline.chosen.length))
    solved = await solve(lp, true)
  }
  const relaxed = await solve(lp, false)
  const upperBound =
    relaxed.result.status === glpk.GLP_OPT ? relaxed.result.z : Number.POSITIVE_INFINITY
  if (!found(solved.result.status)) return { ...baseline, upperBound, proven: false, baseline }
  const chosen = Object.entries(solved.result.vars)
    .filter(([, value]) => value > 0.5)
    .map(([variable]) => Number(variable.slice(1)))
    .sort(byValue(request))
  const value = valueOf(request, chosen)
  // A time-limited answer is kept only when it is at least as good as the baseline.
  if (
    chosen.length < baseline.chosen.length ||
    (chosen.length === baseline.chosen.length && value < baseline.value)
  ) {
    return { ...baseline, upperBound, proven: false, baseline }
  }
  return { chosen, value, upperBound, proven: solved.result.status === glpk.GLP_OPT, baseline }
}
