/**
 * How far a projection source is from the truth, and what that means for a simulation.
 * Regressing actual points on a source's projection gives a slope below 1 (real NFL sets:
 * about 0.8): high projections overstate, low ones understate, because a projection is the
 * truth plus its own error. With projection = truth + error, the slope b is the truth's share
 * of the projections' variance, and given a projection the player's true mean is
 * a + b · projection with a remaining uncertainty of √(b (1 − b)) × the projections' standard
 * deviation. A simulation that takes the projection as exact skips both, and lineups built to
 * the projection's extremes look better than they are.
 */
import { inverseStandardNormalCdf } from './normal-math'
import { fitOutcome, maxSkew, playedAt, playedVariance, type SimPlayer } from './player-outcomes'
import { fitZeroChance, zeroChanceAt, type ZeroModel } from './zero-chance'

/** What the projection error moves: a `SimPlayer`'s points, branded or plain. */
type ErrorFreePlayer = {
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  /** The share of his games that are zeros; none where absent. */
  readonly zeroChance?: number
} & Partial<Pick<SimPlayer, 'projectionErrorSd' | 'skew'>>

/**
 * One projection with what the player then scored, his salary where known (dollars), and the
 * band the simulation reads as the 10th and 90th percentiles of his game (`SimPlayer`'s floor
 * and ceiling) where the source gives one.
 */
export type ProjectionOutcome = {
  readonly position: string
  readonly projection: number
  readonly actual: number
  readonly salary?: number
  readonly floor?: number
  readonly ceiling?: number
}

/**
 * What a player's salary says beyond his projection. The site prices players with its own
 * projection, so a salary above the one the projection would predict (`base` + `perPoint` ·
 * projection) is a second opinion, and actual points move by `perDollar` per dollar of it
 * (shrunk toward 0 by its precision, never below 0). A projection far above what the salary says is partly the
 * projector's own error: the very players an optimizer picks for value.
 */
export type SalarySignal = {
  readonly perDollar: number
  readonly base: number
  readonly perPoint: number
  /** Standard deviation of the salary beyond the projection's line (dollars). */
  readonly surplusSd: number
}

/** A position's fit: actual ≈ intercept + slope · projection. */
export type PositionAccuracy = {
  readonly count: number
  /** The slope used: the least-squares slope shrunk toward the source's by its precision. */
  readonly slope: number
  /** The least-squares slope as measured, and its standard error. */
  readonly measuredSlope: number
  readonly slopeSe: number
  readonly intercept: number
  /** Standard deviation of the projections themselves. */
  readonly projectionSd: number
  /** Root-mean-square of actual − projection. */
  readonly rmse: number
  /** Null where the rows had no salaries (or no spread of them). */
  readonly salary: SalarySignal | null
  /**
   * How much wider (above 1) or narrower than the source's band, about the fitted mean, its
   * players' games turned out: measured where the rows carry a band, shrunk toward 1 by its
   * precision; 1 where unmeasured. This is the scale at the position's mean projection.
   */
  readonly spreadScale: number
  /**
   * How the scale grows (above 0) or falls with the projection: a player projected at x plays
   * with `spreadScale` × (x / `meanProjection`) ^ `spreadSlope` of his band. A source whose
   * bands are right for bench players and too narrow for stars measures above 0. Shrunk toward
   * 0 by its precision.
   */
  readonly spreadSlope: number
  /** The rows' mean projection, where `spreadScale` holds. */
  readonly meanProjection: number
  /**
   * How often a player scores 0 by his projection (`zero-chance.ts`), measured where the rows
   * hold enough zeros; null where not, and then nobody does.
   */
  readonly zeroChance: ZeroModel | null
  /**
   * How much longer its players' booms run than the band's shape gives (`SimPlayer.skew`):
   * measured where the rows carry a band so that as many land past their simulated 95th and
   * 99.5th percentiles, and below their 5th, as should; 0 where unmeasured.
   */
  readonly skew: number
}

export type ProjectionAccuracy = {
  readonly byPosition: Readonly<Record<string, PositionAccuracy>>
  /** All positions pooled: used where a position has fewer than `minPositionCount` rows. */
  readonly pooled: PositionAccuracy
  /** Where this source's slopes sit, which each position's slope is shrunk toward. */
  readonly sourceSlope: number
}

/** Actual on projected points of real NFL sets (FantasyCruncher 2016–17): slope about 0.8. */
export const typicalProjectionSlope = 0.8

/** Fewer rows than this and a position borrows the pooled fit. */
export const minPositionCount = 30

/**
 * How far one position's slope may plausibly sit from its source's typical slope: the spread
 * of slopes over the positions of the real NFL sets (0.56–0.83). A slope measured on one
 * slate's twenty shortstops (standard error 0.4 or more) says little, so it stays near its
 * source's; three weeks of receivers (error about 0.1) mostly speak for themselves.
 */
export const slopePriorSd = 0.15

/**
 * How far a source's typical slope may sit from `typicalProjectionSlope`: a sport whose
 * points are mostly noise has lower slopes at every position (a real MLB slate's hitters:
 * 0.54 ± 0.17). The source's own positions, together, say where it sits.
 */
export const sourceSlopePriorSd = 0.2

/**
 * How much a salary may plausibly add, as a share of what the projection tells: one standard
 * deviation of salary beyond the projection's line moves the prior's points by this share of
 * slope × the projections' spread, at one standard deviation. Measured effects on the demo
 * world's NBA (0.1–0.3 of it) fall inside; MLB hitters' are noise and stay near 0.
 */
export const salaryPriorShare = 0.25

/**
 * How far a source's band may plausibly be off: 0.2 either way is a band read as the 10th and
 * 90th percentiles that is really the 15th and 85th, or the 5th and 95th.
 */
export const spreadScalePriorSd = 0.2

/**
 * How far the band's scale may plausibly move with the projection: 0.25 is a star projected at
 * twice his position's mean playing with a band 19 % wider (or narrower) than his projection's
 * share of it, about as far as a source that gives every player one band in proportion to his
 * projection sits from one whose games spread with the square root of it.
 */
export const spreadSlopePriorSd = 0.25

// Past these a measured spread scale says the band is not a range of outcomes at all.
const spreadScaleLimits = { low: 0.5, high: 2 } as const
const withinScaleLimits = (scale: number) =>
  Math.min(spreadScaleLimits.high, Math.max(spreadScaleLimits.low, scale))

type LineFit = {
  readonly count: number
  readonly measuredSlope: number
  readonly slopeSe: number
  readonly meanX: number
  readonly meanY: number
  readonly sxx: number
  readonly squares: number
}

const lineFit = (rows: readonly ProjectionOutcome[]): LineFit => {
  const count = rows.length
  const meanX = count === 0 ? 0 : rows.reduce((sum, row) => sum + row.projection, 0) / count
  const meanY = count === 0 ? 0 : rows.reduce((sum, row) => sum + row.actual, 0) / count
  let sxx = 0
  let sxy = 0
  let squares = 0
  for (const row of rows) {
    sxx += (row.projection - meanX) ** 2
    sxy += (row.projection - meanX) * (row.actual - meanY)
    squares += (row.actual - row.projection) ** 2
  }
  const measuredSlope = sxx > 0 ? sxy / sxx : 1
  let residuals = 0
  for (const row of rows) {
    residuals += (row.actual - meanY - measuredSlope * (row.projection - meanX)) ** 2
  }
  const slopeSe = sxx > 0 && count > 2 ? Math.sqrt(residuals / (count - 2) / sxx) : Infinity
  return { count, measuredSlope, slopeSe, meanX, meanY, sxx, squares }
}

// Normal prior around `centre`, normal likelihood around the measured value (an unmeasurable
// one, se ∞, weighs nothing; an exact one, se 0, is taken as it is): a slope or a salary effect.
const shrunkToward = (centre: number, priorSd: number, measured: number, se: number) =>
  se === 0
    ? measured
    : (centre / priorSd ** 2 + measured / se ** 2) / (1 / priorSd ** 2 + 1 / se ** 2)

/**
 * Where the source's slopes sit: `typicalProjectionSlope` moved by its positions' measured
 * slopes, each weighed by its precision as a guess at the source's slope (its own error and
 * the positions' spread together). This is the normal hierarchical model: a position's slope
 * shrunk toward this centre is its posterior mean given every position's rows.
 */
const sourceSlopeOf = (lines: readonly LineFit[]) => {
  let weight = 1 / sourceSlopePriorSd ** 2
  let total = typicalProjectionSlope * weight
  for (const line of lines) {
    const own = 1 / (line.slopeSe ** 2 + slopePriorSd ** 2)
    weight += own
    total += own * line.measuredSlope
  }
  return total / weight
}

const salarySignalOf = (
  rows: readonly ProjectionOutcome[],
  line: LineFit,
  slope: number,
): SalarySignal | null => {
  const count = rows.length
  if (count < 4 || line.sxx === 0 || rows.some((row) => row.salary === undefined)) return null
  const salaryOf = (row: ProjectionOutcome) => row.salary ?? 0
  const meanSalary = rows.reduce((sum, row) => sum + salaryOf(row), 0) / count
  let sxs = 0
  for (const row of rows) sxs += (row.projection - line.meanX) * (salaryOf(row) - meanSalary)
  const perPoint = sxs / line.sxx
  const base = meanSalary - perPoint * line.meanX
  const surplusOf = (row: ProjectionOutcome) => salaryOf(row) - base - perPoint * row.projection
  const residualOf = (row: ProjectionOutcome) =>
    row.actual - line.meanY - slope * (row.projection - line.meanX)
  let sss = 0
  let ssr = 0
  for (const row of rows) {
    sss += surplusOf(row) ** 2
    ssr += surplusOf(row) * residualOf(row)
  }
  // Salaries that only echo the projection (to rounding) say nothing of their own.
  if (sss <= 1e-12 * count * meanSalary ** 2) return null
  const measured = ssr / sss
  let left = 0
  for (const row of rows) left += (residualOf(row) - measured * surplusOf(row)) ** 2
  const variance = left / (count - 3) / sss
  const surplusSd = Math.sqrt(sss / count)
  const priorSd = (salaryPriorShare * slope * Math.sqrt(line.sxx / count)) / surplusSd
  const shrunk = shrunkToward(0, priorSd, measured, Math.sqrt(variance))
  // A dearer price never says fewer points: a price is the site's own forecast, and a forecast
  // that errs independently of the projection can only add to it. A negative fit is a history's
  // accident (the demo NFL of late 2025 measured −0.3 points a standard deviation for
  // quarterbacks) that the optimizer would chase, so it counts as none.
  const perDollar = Math.max(0, shrunk)
  return { perDollar, base, perPoint, surplusSd }
}

// `withProjectionError` with the position's fit chosen.
const estimateFrom = <P extends ErrorFreePlayer>(
  player: P,
  fit: PositionAccuracy,
  scale: number,
  salary: number | undefined,
): P => {
  const effectiveSlope = 1 - scale * (1 - fit.slope)
  const signal = salary === undefined ? null : fit.salary
  const perDollar = scale * (signal?.perDollar ?? 0)
  const surplus =
    signal === null ? 0 : (salary ?? 0) - signal.base - signal.perPoint * player.projection
  const trueMean = Math.max(
    0,
    scale * fit.intercept + effectiveSlope * player.projection + perDollar * surplus,
  )
  // A measured share of games are zeros; the played game's mean lifts so the mean stays.
  const zero = scale * zeroChanceAt(fit.zeroChance, fit.meanProjection, player.projection)
  const played = trueMean / (1 - zero)
  // The band moves with the played mean, and widens (or narrows) about it by the measured scale.
  const widen = 1 + scale * (spreadScaleAt(fit, player.projection) - 1)
  // The truth's variance given the projection, b (1 − b) sd², less what the salary explains.
  const errorVariance =
    effectiveSlope * (1 - effectiveSlope) * fit.projectionSd ** 2 -
    (perDollar * (signal?.surplusSd ?? 0)) ** 2
  return {
    ...player,
    projection: trueMean,
    floor: Math.max(0, played - widen * (player.projection - player.floor)),
    ceiling: Math.max(0, played + widen * (player.ceiling - player.projection)),
    projectionErrorSd: Math.sqrt(Math.max(0, errorVariance)),
    ...(zero > 0 ? { zeroChance: zero } : {}),
    ...(scale * fit.skew > 0 ? { skew: scale * fit.skew } : {}),
  }
}

/**
 * How far a position's skew may plausibly sit from none: 0.5 moves a normal player's 99th
 * percentile out by 1.23 of his band's spread. At 0.3 the demo world's MLB hitters and NFL
 * receivers sat at the largest skew then allowed (1), the share of players above their 99th
 * percentile still twice what it should be (docs/simlabs.md, "Booms, measured").
 */
export const skewPriorSd = 0.5

// Fewer rows with a band than this, and no skew is measured.
const minSkewRows = 200
// At most this many rows (evenly spaced) are placed, each among this many draws: the game's
// standard normal at every 1/100th quantile, paired with the projection error's in another
// order.
const maxSkewRows = 800
const skewDraws = 100
const drawQuantile = (k: number) => (k + 0.5) / skewDraws
const errorDraws = Array.from({ length: skewDraws }, (_, k) =>
  inverseStandardNormalCdf(drawQuantile((k * 77 + 31) % skewDraws)),
)
// A row's played draws: the game's quantiles below its zero chance are zeros (NaN here), the
// rest mapped past them as `outcomeAt` maps them; the same for every skew tried.
const playedDraws = (zeroChance: number) =>
  Float64Array.from({ length: skewDraws }, (_, k) =>
    drawQuantile(k) < zeroChance
      ? Number.NaN
      : inverseStandardNormalCdf((drawQuantile(k) - zeroChance) / (1 - zeroChance)),
  )
// A row lands past its 95th (99.5th) percentile when it beats at least 95.5 (99.5) of its
// draws (a tie counts half), and below its 5th when it beats at most 4.5; with quantile draws
// each happens as often as its share when the model is right. The bottom tells a skew from a
// wider band: both send more draws past the top, only the band more below the bottom.
const pastCounts = [
  { past: (below: number) => below >= 95.5, share: 4.5 / skewDraws },
  { past: (below: number) => below >= 99.5, share: 0.5 / skewDraws },
  { past: (below: number) => below <= 4.5, share: 4.5 / skewDraws },
] as const

// Where one row's actual points fall among its draws: how many draws it beats (a tie counts
// half). `played` are its played draws (`playedDraws`), the projection error scaling each.
const drawsBeaten = (actual: number, estimate: ErrorFreePlayer, played: Float64Array): number => {
  const outcome = fitOutcome({ ...estimate, zeroChance: estimate.zeroChance ?? 0 })
  const errorShare = (estimate.projectionErrorSd ?? 0) / estimate.projection
  let beaten = 0
  for (let k = 0; k < skewDraws; k += 1) {
    const draw = played[k] ?? Number.NaN
    const points = Number.isNaN(draw)
      ? 0
      : playedAt(outcome, draw) * Math.max(0, 1 + errorShare * (errorDraws[k] ?? 0))
    beaten += points < actual ? 1 : points === actual ? 0.5 : 0
  }
  return beaten
}

/**
 * The skew whose rows land past their simulated 95th and 99.5th percentiles, and below their
 * 5th, as often as they should: the least binomial chi-square of the three counts, with a
 * normal prior of `skewPriorSd` about none, over a grid refined twice. Each skew tried has the
 * band's scale fitted with its variance counted (`fit` is the line's, its spread unmeasured).
 */
const skewOf = (rows: readonly ProjectionOutcome[], fit: PositionAccuracy): number => {
  const banded = rows.filter((row) => row.floor !== undefined && row.ceiling !== undefined)
  if (banded.length < minSkewRows) return 0
  const every = Math.ceil(banded.length / maxSkewRows)
  const sample = banded.filter((_, index) => index % every === 0)
  const placed = sample.map((row) => {
    const band: ErrorFreePlayer = {
      projection: row.projection,
      floor: row.floor ?? 0,
      ceiling: row.ceiling ?? 0,
    }
    // A row's zero chance, so its played draws, is the same for every skew.
    const played = playedDraws(estimateFrom(band, fit, 1, row.salary).zeroChance ?? 0)
    return { row, band, played }
  })
  // The band's slope with the projection is measured once, without a skew: each skew tried
  // fits its own scale (the slope's fit costs forty of the scale's).
  const { spreadSlope } = spreadOf(sample, fit)
  const misfit = (skew: number) => {
    const skewed = { ...fit, skew, ...spreadOf(sample, { ...fit, skew }, spreadSlope) }
    const past = pastCounts.map(() => 0)
    let count = 0
    for (const { row, band, played } of placed) {
      const estimate = estimateFrom(band, skewed, 1, row.salary)
      if (!(estimate.projection > 0)) continue
      count += 1
      const beaten = drawsBeaten(row.actual, estimate, played)
      pastCounts.forEach((tail, at) => {
        if (tail.past(beaten)) past[at] = (past[at] ?? 0) + 1
      })
    }
    return pastCounts.reduce(
      (sum, tail, at) => sum + ((past[at] ?? 0) - tail.share * count) ** 2 / (tail.share * count),
      (skew / skewPriorSd) ** 2,
    )
  }
  const tried = new Map<number, number>()
  const best = (grid: readonly number[]) => {
    for (const skew of grid) if (!tried.has(skew)) tried.set(skew, misfit(skew))
    return grid.reduce((a, b) => ((tried.get(b) ?? Infinity) < (tried.get(a) ?? Infinity) ? b : a))
  }
  // A quarter of the range apart, then halved twice about the best: to an eighth of a quarter.
  let chosen = best([0, 0.25, 0.5, 0.75, 1].map((share) => share * maxSkew))
  for (const step of [maxSkew / 8, maxSkew / 16]) {
    chosen = best(
      [chosen - step, chosen, chosen + step].filter((skew) => skew >= 0 && skew <= maxSkew),
    )
  }
  return chosen
}

/**
 * The band's scale at projection `projection`: the position's scale moved by its slope, kept
 * within the limits of a measured scale.
 * @example spreadScaleAt({ spreadScale: 1, spreadSlope: 0.5, meanProjection: 20 }, 80) // 2
 */
export const spreadScaleAt = (
  fit: Pick<PositionAccuracy, 'spreadScale' | 'spreadSlope' | 'meanProjection'>,
  projection: number,
): number =>
  fit.spreadSlope === 0 || !(projection > 0) || !(fit.meanProjection > 0)
    ? fit.spreadScale
    : withinScaleLimits(fit.spreadScale * (projection / fit.meanProjection) ** fit.spreadSlope)

/** One history row as the spread's fit reads it. */
type SpreadTerm = {
  /** Squared miss of the fitted mean, less the projection error's own share of it. */
  readonly unexplained: number
  /** The played game's variance the band gives, with the projection's error multiplying it. */
  readonly game: number
  /** ln(projection / the rows' mean projection). */
  readonly level: number
}

const spreadTermsOf = (
  rows: readonly ProjectionOutcome[],
  fit: PositionAccuracy,
): readonly SpreadTerm[] =>
  rows.flatMap((row) => {
    if (row.floor === undefined || row.ceiling === undefined) return []
    const band: ErrorFreePlayer = {
      projection: row.projection,
      floor: row.floor,
      ceiling: row.ceiling,
    }
    const estimate = estimateFrom(band, fit, 1, row.salary)
    const mean = estimate.projection
    if (!(mean > 0)) return []
    const error = (estimate.projectionErrorSd ?? 0) ** 2
    // The zeros' own variance is the zero model's, not the band's: only the played game scales.
    const zero = estimate.zeroChance ?? 0
    const game = (1 - zero) * playedVariance(fitOutcome({ ...estimate, zeroChance: zero }))
    const zeros = zero * (1 - zero) * (mean / (1 - zero)) ** 2
    return [
      {
        unexplained: (row.actual - mean) ** 2 - error - zeros,
        game: game * (1 + error / mean ** 2),
        level: Math.log(row.projection / fit.meanProjection),
      },
    ]
  })

// A term's game variance at this slope, before the scale at the mean projection.
const gameAt = (term: SpreadTerm, slope: number) => term.game * Math.exp(2 * slope * term.level)

// The squared scale at the mean projection that explains the rows' misses for this slope.
const squaredScaleFor = (terms: readonly SpreadTerm[], slope: number) => {
  let unexplained = 0
  let games = 0
  for (const term of terms) {
    unexplained += term.unexplained
    games += gameAt(term, slope)
  }
  return Math.max(0, unexplained / games)
}

// What the rows' misses say the slope is off by, weighed by level: 0 at the measured slope, and
// falling as the slope rises (more of the spread moves to the high projections). With the
// scatter of its terms, which gives the slope's standard error.
const slopeMoment = (terms: readonly SpreadTerm[], slope: number) => {
  const squared = squaredScaleFor(terms, slope)
  let moment = 0
  let scatter = 0
  for (const term of terms) {
    const left = term.unexplained - squared * gameAt(term, slope)
    moment += term.level * left
    scatter += (term.level * left) ** 2
  }
  return { moment, scatter }
}

// Past these a measured slope is not a band's shape but a few rows' accident.
const spreadSlopeLimit = 1.5

// The slope whose moment is 0, or the limit it lies past.
const solvedSpreadSlope = (terms: readonly SpreadTerm[]): number => {
  let low = -spreadSlopeLimit
  let high = spreadSlopeLimit
  if (slopeMoment(terms, low).moment <= 0) return low
  if (slopeMoment(terms, high).moment >= 0) return high
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2
    if (slopeMoment(terms, middle).moment > 0) low = middle
    else high = middle
  }
  return (low + high) / 2
}

const measuredSpreadSlope = (terms: readonly SpreadTerm[]): number => {
  const slope = solvedSpreadSlope(terms)
  const step = 0.01
  const change =
    (slopeMoment(terms, slope + step).moment - slopeMoment(terms, slope - step).moment) / (2 * step)
  const se = change < 0 ? Math.sqrt(slopeMoment(terms, slope).scatter) / -change : Infinity
  return shrunkToward(0, spreadSlopePriorSd, slope, se)
}

/**
 * The band's scale and its slope with the projection (`PositionAccuracy.spreadScale`,
 * `spreadSlope`) that make the rows' squared misses of their fitted means what the simulation
 * expects of them: a played game's variance (the band's, scaled) with the projection's error
 * multiplying it, plus that error's own. A band half as wide as the games' spread measures
 * about 2. The slope is fitted first (the misses weighed by how far each projection sits from
 * the mean), then the scale given it; each is shrunk toward no change by its precision (each
 * row's squared miss about its expectation, as measured), so a few rows say little.
 */
const spreadOf = (
  rows: readonly ProjectionOutcome[],
  fit: PositionAccuracy,
  knownSlope?: number,
): Pick<PositionAccuracy, 'spreadScale' | 'spreadSlope'> => {
  const terms = spreadTermsOf(rows, fit)
  const none = { spreadScale: 1, spreadSlope: 0 }
  if (terms.length < 3 || terms.reduce((sum, term) => sum + term.game, 0) <= 0) return none
  const spreadSlope = knownSlope ?? measuredSpreadSlope(terms)
  const squared = squaredScaleFor(terms, spreadSlope)
  const measured = Math.sqrt(squared)
  let games = 0
  let scatter = 0
  for (const term of terms) {
    const game = gameAt(term, spreadSlope)
    games += game
    scatter += (term.unexplained - squared * game) ** 2
  }
  const se = measured > 0 ? Math.sqrt(scatter) / games / (2 * measured) : Infinity
  return {
    spreadScale: withinScaleLimits(shrunkToward(1, spreadScalePriorSd, measured, se)),
    spreadSlope,
  }
}

const accuracyOfLine = (
  rows: readonly ProjectionOutcome[],
  line: LineFit,
  centre: number,
): PositionAccuracy => {
  if (line.count === 0) {
    return {
      count: 0,
      slope: 1,
      measuredSlope: 1,
      slopeSe: 0,
      intercept: 0,
      projectionSd: 0,
      rmse: 0,
      salary: null,
      spreadScale: 1,
      spreadSlope: 0,
      meanProjection: 0,
      zeroChance: null,
      skew: 0,
    }
  }
  // A slope outside (0, 1] says the source is worse than a constant or over-shrunk; neither
  // is a projection error this model describes, so it is clamped.
  const slope = Math.min(
    1,
    Math.max(0, shrunkToward(centre, slopePriorSd, line.measuredSlope, line.slopeSe)),
  )
  const fit = {
    count: line.count,
    slope,
    measuredSlope: line.measuredSlope,
    slopeSe: line.slopeSe,
    intercept: line.meanY - slope * line.meanX,
    projectionSd: Math.sqrt(line.sxx / line.count),
    rmse: Math.sqrt(line.squares / line.count),
    salary: salarySignalOf(rows, line, slope),
    spreadScale: 1,
    spreadSlope: 0,
    meanProjection: line.meanX,
    zeroChance: fitZeroChance(rows, line.meanX),
    skew: 0,
  }
  // The skew with the band's spread that goes with it: a boom's variance is part of what the
  // misses measure, so each skew tried has its spread fitted with the skew's variance counted.
  const skew = skewOf(rows, fit)
  return { ...fit, skew, ...spreadOf(rows, { ...fit, skew }) }
}

/**
 * Least-squares fits of actual on projection, per position and pooled, over rows projected
 * above 0 (a player projected for nothing was not expected to play).
 * @example measureProjectionAccuracy(rows).byPosition.WR?.slope // 0.73
 */
export const measureProjectionAccuracy = (
  rows: readonly ProjectionOutcome[],
): ProjectionAccuracy => {
  const used = rows.filter((row) => row.projection > 0)
  const groups = new Map<string, ProjectionOutcome[]>()
  for (const row of used) {
    const group = groups.get(row.position)
    if (group === undefined) groups.set(row.position, [row])
    else group.push(row)
  }
  const lines = [...groups].map(([position, list]) => [position, list, lineFit(list)] as const)
  const sourceSlope = sourceSlopeOf(lines.map(([, , line]) => line))
  return {
    byPosition: Object.fromEntries(
      lines.map(([position, list, line]) => [position, accuracyOfLine(list, line, sourceSlope)]),
    ),
    pooled: accuracyOfLine(used, lineFit(used), sourceSlope),
    sourceSlope,
  }
}

const accuracyOf = (accuracy: ProjectionAccuracy, position: string): PositionAccuracy => {
  const own = accuracy.byPosition[position]
  return own !== undefined && own.count >= minPositionCount ? own : accuracy.pooled
}

/**
 * The player as the simulation should see him when his projection is an estimate: his mean
 * moved to intercept + slope · projection, plus what his `salary` (dollars, where the fit has
 * a salary signal) says beyond the projection, floor and ceiling moved with it and widened
 * about it by the source's `spreadScale` (never below 0), and the remaining uncertainty of that mean as `projectionErrorSd`. `scale` 0 keeps the player
 * as he is (projections exact); 1 applies the measured error in full.
 * @example withProjectionError(player, 'WR', accuracy, 1).projection // 14.1 for a 16-point WR at slope 0.8
 */
export const withProjectionError = <P extends ErrorFreePlayer>(
  player: P,
  position: string,
  accuracy: ProjectionAccuracy,
  scale: number,
  salary?: number,
): P =>
  scale === 0 || player.projection <= 0
    ? player
    : estimateFrom(player, accuracyOf(accuracy, position), scale, salary)

/**
 * A typical source's accuracy on a slate whose source has too little history to measure: each
 * position's projections shrink by `typicalProjectionSlope` toward the position's mean on
 * the slate, with the slate's spread of projections.
 * @example typicalProjectionAccuracy([{ position: 'QB', projection: 20 }, { position: 'QB', projection: 14 }]).byPosition.QB?.intercept // 3.4
 */
export const typicalProjectionAccuracy = (
  players: readonly { readonly position: string; readonly projection: number }[],
): ProjectionAccuracy => {
  const typical = (list: readonly { readonly projection: number }[]): PositionAccuracy => {
    const count = list.length
    const mean = count === 0 ? 0 : list.reduce((sum, row) => sum + row.projection, 0) / count
    const variance =
      count === 0 ? 0 : list.reduce((sum, row) => sum + (row.projection - mean) ** 2, 0) / count
    return {
      count,
      slope: typicalProjectionSlope,
      measuredSlope: typicalProjectionSlope,
      slopeSe: 0,
      intercept: (1 - typicalProjectionSlope) * mean,
      projectionSd: Math.sqrt(variance),
      rmse: 0,
      salary: null,
      spreadScale: 1,
      spreadSlope: 0,
      meanProjection: mean,
      zeroChance: null,
      skew: 0,
    }
  }
  const used = players.filter((player) => player.projection > 0)
  const groups = new Map<string, { readonly projection: number }[]>()
  for (const player of used) {
    groups.set(player.position, [...(groups.get(player.position) ?? []), player])
  }
  return {
    // Every position of the slate counts, however few players it has.
    byPosition: Object.fromEntries(
      [...groups].map(([position, list]) => [
        position,
        { ...typical(list), count: Math.max(list.length, minPositionCount) },
      ]),
    ),
    pooled: typical(used),
    sourceSlope: typicalProjectionSlope,
  }
}
