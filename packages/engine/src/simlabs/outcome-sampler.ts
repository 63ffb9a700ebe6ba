/**
 * Joint draws of every player's points: a Gaussian copula over the fitted marginals. Players
 * fall into blocks (connected by correlation pairs, in practice one game each); a block's
 * normals are correlated through the Cholesky factor of its copula matrix. The independent
 * normals are Latin hypercube samples over chunks of 1 000 iterations: in each chunk every
 * player's normal falls once in each of 1 000 equally likely strata, in an order drawn for the
 * chunk, which removes most of the sampling error of the means. Iteration i depends only on the
 * seed and its chunk, so any range of iterations can be drawn alone.
 */
import { createRng, type Rng } from '../rng'
import { inverseStandardNormalCdf } from './normal-math'
import type { CorrelationPair } from './correlation-targets'
import { hermiteCoefficients, latentCorrelation } from './latent-correlation'
import { createOutcomeTable } from './outcome-table'
import { fitOutcome, type Outcome, type SimPlayer } from './player-outcomes'

type Block = {
  readonly members: Int32Array
  /** Lower-triangular Cholesky factor, row-major n × n. */
  readonly factor: Float64Array
}

/**
 * Draws the players' points of one iteration.
 * @example sampler.draw(0, points) // points[p] holds player p's fantasy points
 */
export type OutcomeSampler = {
  readonly playerCount: number
  /** Fills `points` (one slot per player) with the points of iteration `iteration`. */
  draw(iteration: number, points: Float64Array): void
}

const findRoot = (parent: Int32Array, index: number): number => {
  let root = index
  while ((parent[root] ?? root) !== root) root = parent[root] ?? root
  return root
}

// Connected components of the correlation graph, members in index order.
const blocksOf = (playerCount: number, pairs: readonly CorrelationPair[]): Int32Array[] => {
  const parent = Int32Array.from({ length: playerCount }, (_, index) => index)
  for (const { a, b } of pairs) parent[findRoot(parent, a)] = findRoot(parent, b)
  const members = new Map<number, number[]>()
  for (let p = 0; p < playerCount; p += 1) {
    const root = findRoot(parent, p)
    members.set(root, [...(members.get(root) ?? []), p])
  }
  return [...members.values()].map((list) => Int32Array.from(list))
}

/**
 * The Cholesky factor of a correlation matrix (row-major n × n), or `undefined` when the
 * matrix is not positive definite.
 * @example choleskyFactor(Float64Array.of(1, 0.5, 0.5, 1), 2) // [1, 0, 0.5, 0.866…]
 */
export const choleskyFactor = (matrix: Float64Array, n: number): Float64Array | undefined => {
  const factor = new Float64Array(n * n)
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix[i * n + j] ?? 0
      for (let k = 0; k < j; k += 1) sum -= (factor[i * n + k] ?? 0) * (factor[j * n + k] ?? 0)
      if (i === j) {
        if (!(sum > 1e-10)) return undefined
        factor[i * n + i] = Math.sqrt(sum)
      } else {
        factor[i * n + j] = sum / (factor[j * n + j] ?? 1)
      }
    }
  }
  return factor
}

// Targets from different sources need not fit together; such a matrix is shrunk towards the
// identity, in steps of 2 %, until it is a correlation matrix again.
const shrinkStep = 0.02

const factorBlock = (members: Int32Array, latent: Map<string, number>): Float64Array => {
  const n = members.length
  const matrix = new Float64Array(n * n)
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      matrix[i * n + j] = i === j ? 1 : (latent.get(`${members[i] ?? 0}:${members[j] ?? 0}`) ?? 0)
    }
  }
  for (let shrink = 0; shrink < 1; shrink += shrinkStep) {
    const factor = choleskyFactor(
      matrix.map((value, index) => (index % (n + 1) === 0 ? 1 : value * (1 - shrink))),
      n,
    )
    if (factor !== undefined) return factor
  }
  const identity = new Float64Array(n * n)
  for (let i = 0; i < n; i += 1) identity[i * n + i] = 1
  return identity
}

/**
 * One standard normal per player, drawn once, correlated as `pairs` say (each pair's
 * correlation taken as the normals'): what moves players together, such as the field's liking
 * for a whole game.
 * @example correlatedNormals(2, [{ a: 0, b: 1, correlation: 0.5 }], createRng('view')) // [0.31…, 0.87…]
 */
export const correlatedNormals = (
  playerCount: number,
  pairs: readonly CorrelationPair[],
  rng: Rng,
): Float64Array => {
  const correlation = new Map<string, number>()
  for (const { a, b, correlation: value } of pairs) {
    correlation.set(`${a}:${b}`, value)
    correlation.set(`${b}:${a}`, value)
  }
  const normals = new Float64Array(playerCount)
  for (const members of blocksOf(playerCount, pairs)) {
    const factor = factorBlock(members, correlation)
    const n = members.length
    const independent = Array.from({ length: n }, () => rng.normal(0, 1))
    for (let i = 0; i < n; i += 1) {
      let z = 0
      for (let k = 0; k <= i; k += 1) z += (factor[i * n + k] ?? 0) * (independent[k] ?? 0)
      normals[members[i] ?? 0] = z
    }
  }
  return normals
}

/** Iterations per Latin hypercube: each player's normal visits each of this many strata once. */
export const chunkSize = 1000

// Stratum s of the standard normal spans edges[s] to edges[s + 1].
const edges = Float64Array.from({ length: chunkSize + 1 }, (_, s) =>
  inverseStandardNormalCdf(s / chunkSize),
)

// A uniform draw in [0, 1) from a mulberry32 state. rng.ts seeds every stream; this small
// generator makes the chunk's million draws, where a closure call per draw would cost more
// than scoring a 20 000-entry field.
const mulberry32 = (state: number): number => {
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const mulberryIncrement = 0x6d2b79f5

// A random order of the strata 0…chunkSize − 1 for every player (Fisher–Yates).
const shuffleStrata = (strata: Int32Array, playerCount: number, seed: number): void => {
  let state = seed
  for (let p = 0; p < playerCount; p += 1) {
    const offset = p * chunkSize
    for (let j = 0; j < chunkSize; j += 1) strata[offset + j] = j
    for (let j = chunkSize - 1; j > 0; j -= 1) {
      state = (state + mulberryIncrement) | 0
      const k = Math.floor(mulberry32(state) * (j + 1))
      const held = strata[offset + j] ?? 0
      strata[offset + j] = strata[offset + k] ?? 0
      strata[offset + k] = held
    }
  }
}

// A normal within stratum s at uniform position u: linear between the stratum's edges (each
// stratum holds 0.1 % of the probability), exact in the two open-ended tail strata.
const stratumNormal = (stratum: number, u: number): number =>
  stratum === 0 || stratum === chunkSize - 1
    ? inverseStandardNormalCdf((stratum + u) / chunkSize)
    : (edges[stratum] ?? 0) + u * ((edges[stratum + 1] ?? 0) - (edges[stratum] ?? 0))

// The error draws take their own stream, so the outcome draws stay those of an exact run.
const errorSalt = 0x5bd1e995

// Scales each player's points by his "true" mean over his projection: 1 + share · n for a
// standard normal n (Box–Muller), never below 0.
const applyProjectionError = (points: Float64Array, share: Float64Array, seed: number): void => {
  let state = seed
  for (let p = 0; p < points.length; p += 1) {
    const s = share[p] ?? 0
    if (s === 0) continue
    state = (state + mulberryIncrement) | 0
    const u1 = 1 - mulberry32(state)
    state = (state + mulberryIncrement) | 0
    const n = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * mulberry32(state))
    points[p] = (points[p] ?? 0) * Math.max(0, 1 + s * n)
  }
}

/**
 * A sampler for these players and correlation pairs (correlations of fantasy points), seeded
 * by `seed`.
 * @example createOutcomeSampler(players, buildCorrelations(roles, nflCorrelationTargets), 'sim-1')
 */
export const createOutcomeSampler = (
  players: readonly SimPlayer[],
  pairs: readonly CorrelationPair[],
  seed: string,
): OutcomeSampler => {
  const outcomes: readonly Outcome[] = players.map(fitOutcome)
  const table = createOutcomeTable(outcomes)
  const coefficients = outcomes.map((_, p) => hermiteCoefficients((z) => table.pointsAt(p, z)))
  const latent = new Map<string, number>()
  for (const { a, b, correlation } of pairs) {
    const rho = latentCorrelation(correlation, coefficients[a], coefficients[b])
    latent.set(`${a}:${b}`, rho)
    latent.set(`${b}:${a}`, rho)
  }
  const blocks: readonly Block[] = blocksOf(players.length, pairs).map((members) => ({
    members,
    factor: factorBlock(members, latent),
  }))
  const playerCount = players.length
  const normals = new Float64Array(playerCount)
  const root = createRng(seed)
  // The chunk in hand: its strata player by player (strata[p · chunkSize + j]) and one seed
  // per iteration for the draws within the strata.
  const strata = new Int32Array(playerCount * chunkSize)
  const iterationSeeds = new Int32Array(chunkSize)
  let chunkInHand = -1
  // The projection's error as a share of it, per player; all 0 leaves the draws untouched.
  const errorShare = Float64Array.from(players, (player) =>
    player.projection > 0 ? (player.projectionErrorSd ?? 0) / player.projection : 0,
  )
  const withError = errorShare.some((share) => share > 0)

  const draw = (iteration: number, points: Float64Array): void => {
    const chunk = Math.floor(iteration / chunkSize)
    if (chunk !== chunkInHand) {
      const rng = root.fork(`chunk ${chunk}`)
      for (let j = 0; j < chunkSize; j += 1) iterationSeeds[j] = rng.int(0, 2 ** 32 - 1) | 0
      shuffleStrata(strata, playerCount, rng.int(0, 2 ** 32 - 1) | 0)
      chunkInHand = chunk
    }
    const position = iteration % chunkSize
    let state = iterationSeeds[position] ?? 0
    for (let p = 0; p < playerCount; p += 1) {
      state = (state + mulberryIncrement) | 0
      normals[p] = stratumNormal(strata[p * chunkSize + position] ?? 0, mulberry32(state))
    }
    for (const { members, factor } of blocks) {
      const n = members.length
      for (let i = 0; i < n; i += 1) {
        let z = 0
        for (let k = 0; k <= i; k += 1) {
          z += (factor[i * n + k] ?? 0) * (normals[members[k] ?? 0] ?? 0)
        }
        const player = members[i] ?? 0
        points[player] = table.pointsAt(player, z)
      }
    }
    if (withError)
      applyProjectionError(points, errorShare, (iterationSeeds[position] ?? 0) ^ errorSalt)
  }
  return { playerCount, draw }
}
