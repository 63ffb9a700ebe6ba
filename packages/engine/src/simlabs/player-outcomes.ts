/**
 * Each player's fantasy points as a function of one standard normal draw z, so the Gaussian
 * copula can join players: the mean is the projection exactly, the 10th and 90th percentiles
 * of a played game are the floor and ceiling, and a zero-inflated player scores exactly 0 with
 * probability `zeroChance`. The parametrisation is in docs/simlabs.md.
 */
import { percentSchema, pointsSchema, probabilitySchema } from '@slatelab/domain'
import { z } from 'zod'
import { inverseStandardNormalCdf, standardNormalCdf } from './normal-math'

/**
 * The most right skew a played game takes (`SimPlayer.skew`): at 2 its 99th percentile lies
 * 4.9 band spreads above the shape's own.
 */
export const maxSkew = 2

/**
 * A player as the simulation sees him: `projection` is his mean, `floor` and `ceiling` the
 * 10th and 90th percentiles of his points when he plays (not counting the zero), `zeroChance`
 * the probability that he scores exactly 0 (a backup, a pitcher scratched), and
 * `projectedOwnership` the share of the field expected to roster him.
 * @example simPlayerSchema.parse({ projection: 18.2, floor: 9, ceiling: 29, zeroChance: 0, projectedOwnership: 21.5 })
 */
export const simPlayerSchema = z
  .object({
    projection: pointsSchema,
    floor: pointsSchema,
    ceiling: pointsSchema,
    zeroChance: probabilitySchema,
    projectedOwnership: percentSchema,
    /**
     * Standard deviation (points) of the projection's own error: each iteration scales the
     * player's whole outcome by (projection + error) / projection, one error for every entry.
     * Absent or 0: the projection is exact.
     */
    projectionErrorSd: z.number().nonnegative().max(1000).optional(),
    /**
     * How much longer the played game's right tail runs than the band's shape gives: a played
     * draw z adds skew × the band's spread × ((z⁺)² − ½) / 2, which keeps the mean, stretches
     * the booms and lowers the rest a little. Measured on a source's history
     * (projection-accuracy.ts). Absent or 0: the shape alone.
     */
    skew: z.number().nonnegative().max(maxSkew).optional(),
  })
  .readonly()
  .refine((player) => player.floor <= player.ceiling, {
    message: 'floor must not be above ceiling',
    path: ['floor'],
  })
  .refine((player) => player.zeroChance < 1, {
    message: 'zeroChance must be below 1',
    path: ['zeroChance'],
  })
export type SimPlayer = z.infer<typeof simPlayerSchema>

/** The 90th percentile of the standard normal: floor and ceiling sit this far out. */
export const z90 = 1.2815515655446004

/** The shapes a played game's points can take. */
export const outcomeShapes = {
  /** No spread: always the conditional mean. */
  constant: 'constant',
  /** Floor and ceiling equally far from the mean. */
  normal: 'normal',
  /** Skewed: a shifted log-normal, mirrored when the floor is farther than the ceiling. */
  logNormal: 'logNormal',
} as const
export type OutcomeShape = (typeof outcomeShapes)[keyof typeof outcomeShapes]

/**
 * A fitted outcome. A played game scores `shift + scale · z` (normal), `shift` (constant) or
 * `shift + direction · exp(logMedian + direction · sigma · z)` (log-normal).
 */
export type Outcome = {
  readonly shape: OutcomeShape
  /** Points per unit of `skewTerm`: `SimPlayer.skew` × the band's spread. */
  readonly skewPoints: number
  readonly zeroChance: number
  /** Draws below this z score 0 (−∞ without zero inflation). */
  readonly zeroCut: number
  readonly shift: number
  readonly scale: number
  readonly logMedian: number
  readonly sigma: number
  readonly direction: 1 | -1
}

/**
 * The most skew a log-normal takes (σ of its logarithm). With its 10th and 90th percentiles
 * pinned, a log-normal's mean moves away from their midpoint as σ grows up to about 1 and back
 * after; past this the shape stops, the spread and the mean stay exact and the percentiles
 * slide.
 */
export const maxSigma = 1

const base = {
  zeroCut: Number.NEGATIVE_INFINITY,
  scale: 0,
  logMedian: 0,
  sigma: 0,
  skewPoints: 0,
}

/**
 * The skew's term for a played draw z: ((z⁺)² − ½) / 2, of mean 0 over the standard normal,
 * rising past the median. A quadratic in z grows like a boom's points do (a third touchdown,
 * a second home run) where the band's log-normal at its cap grows exponentially and a normal
 * hardly at all: the history of NFL and MLB players showed 3–5 times the booms those gave.
 * @example skewTerm(2.326) // 2.46: the 99th percentile's draw
 */
export const skewTerm = (z: number): number => (z > 0 ? z * z - 0.5 : -0.5) / 2

// How far below the midpoint of its 10th and 90th percentiles a log-normal's mean lies, as a
// share of their distance: 0 at σ = 0, falling to about −0.089 at σ = maxSigma.
const meanBelowMiddle = (sigma: number): number =>
  (Math.exp((sigma * sigma) / 2) - Math.cosh(sigma * z90)) / (2 * Math.sinh(sigma * z90))

// The σ whose mean lies `share` of the width below the middle (share ≥ 0), by bisection on the
// falling branch.
const sigmaFor = (share: number): number => {
  if (-meanBelowMiddle(maxSigma) <= share) return maxSigma
  let low = 0
  let high = maxSigma
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2
    if (-meanBelowMiddle(middle) < share) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/**
 * Fits a player's outcome. The played game's mean is `projection / (1 − zeroChance)`, so the
 * overall mean is the projection. When that mean lies outside floor–ceiling, the game is normal
 * around it with the band's spread.
 * @example fitOutcome({ projection: 10, floor: 4, ceiling: 16, zeroChance: 0, projectedOwnership: 5 }).shape // 'normal'
 */
export const fitOutcome = (player: {
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  readonly zeroChance: number
  readonly skew?: number | undefined
}): Outcome => {
  const shaped = shapeOf(player)
  const skew = Math.min(maxSkew, player.skew ?? 0)
  if (!(skew > 0)) return shaped
  return { ...shaped, skewPoints: (skew * (player.ceiling - player.floor)) / (2 * z90) }
}

// The band's shape for the player's played mean, before any skew.
const shapeOf = (player: {
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  readonly zeroChance: number
}): Outcome => {
  const { floor, ceiling, zeroChance } = player
  const mean = player.projection / (1 - zeroChance)
  const zeroCut = zeroChance > 0 ? inverseStandardNormalCdf(zeroChance) : Number.NEGATIVE_INFINITY
  const width = ceiling - floor
  const common = { ...base, zeroChance, zeroCut, direction: 1 as const }
  if (width <= 0) return { ...common, shape: outcomeShapes.constant, shift: mean }
  const normal = {
    ...common,
    shape: outcomeShapes.normal,
    shift: mean,
    scale: width / (2 * z90),
  }
  const below = ((floor + ceiling) / 2 - mean) / width
  if (mean <= floor || mean >= ceiling || Math.abs(below) <= 1e-6) return normal
  // A mean below the middle is a right skew; above it, the mirrored shape.
  const direction = below > 0 ? 1 : -1
  const sigma = sigmaFor(Math.abs(below))
  const logMedian = Math.log(width / (2 * Math.sinh(sigma * z90)))
  return {
    ...common,
    shape: outcomeShapes.logNormal,
    shift: mean - direction * Math.exp(logMedian + (sigma * sigma) / 2),
    logMedian,
    sigma,
    direction,
  }
}

/**
 * A player's points for the standard normal draw `z` (increasing in z).
 * @example outcomeAt(fitOutcome(player), 0) // the median of a played game when zeroChance is 0
 */
export const outcomeAt = (outcome: Outcome, z: number): number => {
  let played = z
  if (outcome.zeroChance > 0) {
    if (z < outcome.zeroCut) return 0
    const u = (standardNormalCdf(z) - outcome.zeroChance) / (1 - outcome.zeroChance)
    played = inverseStandardNormalCdf(Math.min(Math.max(u, 1e-12), 1 - 1e-12))
  }
  return playedAt(outcome, played)
}

/**
 * A played game's points for its own standard normal draw (`outcomeAt` once a draw is known
 * not to be a zero, and mapped past the zeros).
 * @example playedAt(fitOutcome(player), 0) // the played game's median before any skew
 */
export const playedAt = (outcome: Outcome, played: number): number =>
  outcome.skewPoints > 0
    ? shapedAt(outcome, played) + outcome.skewPoints * skewTerm(played)
    : shapedAt(outcome, played)

const shapedAt = (outcome: Outcome, played: number): number => {
  switch (outcome.shape) {
    case outcomeShapes.constant:
      return outcome.shift
    case outcomeShapes.normal:
      return outcome.shift + outcome.scale * played
    case outcomeShapes.logNormal:
      return (
        outcome.shift +
        outcome.direction * Math.exp(outcome.logMedian + outcome.direction * outcome.sigma * played)
      )
  }
}

/**
 * The variance of a played game's points (the zero left out): what the band from floor to
 * ceiling means as a spread.
 * @example playedVariance(fitOutcome({ projection: 10, floor: 4, ceiling: 16, zeroChance: 0, projectedOwnership: 5 })) // 21.9 (4.68²)
 */
export const playedVariance = (outcome: Outcome): number => {
  const k = outcome.skewPoints
  return shapeVariance(outcome) + k * k * skewTermVariance + 2 * k * covarianceWithSkew(outcome)
}

const shapeVariance = (outcome: Outcome): number => {
  switch (outcome.shape) {
    case outcomeShapes.constant:
      return 0
    case outcomeShapes.normal:
      return outcome.scale ** 2
    case outcomeShapes.logNormal:
      return Math.exp(2 * outcome.logMedian + outcome.sigma ** 2) * Math.expm1(outcome.sigma ** 2)
  }
}

// E[skewTerm(z)²] over the standard normal (its mean is 0): (E[z⁴; z > 0] − E[z²; z > 0] +
// ¼ · ½) / 4 + ½ / 16 = 5 / 16.
const skewTermVariance = 5 / 16
const normalDensityAt0 = 1 / Math.sqrt(2 * Math.PI)

// E[shape(z) · skewTerm(z)], in closed form: a normal's is its scale × φ(0); a log-normal's
// comes from E[e^{az}; z > 0] = e^{a²/2} Φ(a) and E[z² e^{az}; z > 0] = e^{a²/2} ((1 + a²) Φ(a)
// + a φ(a)), with a = direction × σ.
const covarianceWithSkew = (outcome: Outcome): number => {
  switch (outcome.shape) {
    case outcomeShapes.constant:
      return 0
    case outcomeShapes.normal:
      return outcome.scale * normalDensityAt0
    case outcomeShapes.logNormal: {
      const a = outcome.direction * outcome.sigma
      const above = standardNormalCdf(a)
      const density = normalDensityAt0 * Math.exp((-a * a) / 2)
      const squaredAbove = (1 + a * a) * above + a * density
      const expTerm = (squaredAbove - 0.5 * above) / 2 - (1 - above) / 4
      return outcome.direction * Math.exp(outcome.logMedian + (a * a) / 2) * expTerm
    }
  }
}
