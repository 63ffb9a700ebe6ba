/**
 * Tiers by clustering: a one-dimensional Gaussian mixture fitted by expectation–maximisation
 * to players' average ranks, each point weighted by how much the experts agree on it (1 / (1 +
 * spread²)), with a fixed number of tiers per list (as Boris Chen's tiers are: a criterion such
 * as BIC settles on one tier when ranks are evenly spread, which tells a drafter nothing). Players then
 * take their most likely component, numbered by mean rank, and tiers are made monotone in rank
 * (a player never sits in a better tier than someone ranked above him). Deterministic: the
 * components start at equal-count splits of the sorted ranks.
 */

/** A ranked player: his average rank over the experts and their standard deviation (ranks). */
export type RankedInput = {
  readonly averageRank: number
  readonly spread: number
}

type Component = { weight: number; mean: number; variance: number }

// A floor on a tier's variance (ranks²) keeps a component from collapsing onto one player.
const minVariance = 0.5

const normalDensity = (x: number, component: Component) =>
  Math.exp(-((x - component.mean) ** 2) / (2 * component.variance)) /
  Math.sqrt(2 * Math.PI * component.variance)

const fitMixture = (ranks: readonly number[], weights: readonly number[], k: number) => {
  const n = ranks.length
  const totalWeight = weights.reduce((sum, w) => sum + w, 0)
  let components: Component[] = Array.from({ length: k }, (_, index) => {
    const slice = ranks.slice(Math.floor((index * n) / k), Math.floor(((index + 1) * n) / k))
    const mean = slice.reduce((sum, r) => sum + r, 0) / Math.max(1, slice.length)
    const variance = slice.reduce((sum, r) => sum + (r - mean) ** 2, 0) / Math.max(1, slice.length)
    return { weight: 1 / k, mean, variance: Math.max(minVariance, variance) }
  })
  let logLikelihood = -Infinity
  let responsibilities: number[][] = []
  for (let iteration = 0; iteration < 100; iteration += 1) {
    let next = 0
    responsibilities = ranks.map((rank, i) => {
      const densities = components.map((c) => c.weight * normalDensity(rank, c))
      const sum = densities.reduce((s, d) => s + d, 0) || Number.MIN_VALUE
      next += (weights[i] ?? 1) * Math.log(sum)
      return densities.map((d) => d / sum)
    })
    components = components.map((component, j) => {
      let mass = 0
      let mean = 0
      for (const [i, rank] of ranks.entries()) {
        const r = (responsibilities[i]?.[j] ?? 0) * (weights[i] ?? 1)
        mass += r
        mean += r * rank
      }
      if (mass <= 1e-9) return component
      mean /= mass
      let variance = 0
      for (const [i, rank] of ranks.entries()) {
        variance += (responsibilities[i]?.[j] ?? 0) * (weights[i] ?? 1) * (rank - mean) ** 2
      }
      return { weight: mass / totalWeight, mean, variance: Math.max(minVariance, variance / mass) }
    })
    if (Math.abs(next - logLikelihood) < 1e-4) {
      logLikelihood = next
      break
    }
    logLikelihood = next
  }
  return { components, responsibilities, logLikelihood }
}

/**
 * Tier numbers (1 = best) for players sorted by average rank, `tierCount` at most (fewer when
 * components merge or hold nobody).
 * @example assignTiers([{ averageRank: 1, spread: 0 }, { averageRank: 2, spread: 0 }, { averageRank: 40, spread: 1 }], 4) // [1, 1, 2]
 */
export const assignTiers = (
  players: readonly RankedInput[],
  tierCount: number,
): readonly number[] => {
  if (players.length === 0) return []
  const ranks = players.map((player) => player.averageRank)
  const weights = players.map((player) => 1 / (1 + player.spread ** 2))
  const n = ranks.length
  const { components, responsibilities } = fitMixture(ranks, weights, Math.min(tierCount, n))
  const byMean = components
    .map((component, index) => ({ index, mean: component.mean }))
    .sort((a, b) => a.mean - b.mean)
  const tierOf = new Map(byMean.map((entry, order) => [entry.index, order + 1]))
  let previous = 1
  const raw = responsibilities.map((row) => {
    let top = 0
    for (const [j, value] of row.entries()) if (value > (row[top] ?? 0)) top = j
    return tierOf.get(top) ?? 1
  })
  // Renumber so tiers run 1, 2, 3… in rank order with no gaps.
  const tiers: number[] = []
  let current = 1
  for (const [i, tier] of raw.entries()) {
    const monotone = Math.max(tier, previous)
    if (i > 0 && monotone > previous) current += 1
    previous = monotone
    tiers.push(current)
  }
  return tiers
}
