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
import type { SimPlayer } from './player-outcomes'

/** What the projection error moves: a `SimPlayer`'s points, branded or plain. */
type ErrorFreePlayer = {
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
} & Partial<Pick<SimPlayer, 'projectionErrorSd'>>

/** One projection with what the player then scored. */
export type ProjectionOutcome = {
  readonly position: string
  readonly projection: number
  readonly actual: number
}

/** A position's fit: actual ≈ intercept + slope · projection. */
export type PositionAccuracy = {
  readonly count: number
  /** The slope used: the least-squares slope shrunk toward the typical one by its precision. */
  readonly slope: number
  /** The least-squares slope as measured, and its standard error. */
  readonly measuredSlope: number
  readonly slopeSe: number
  readonly intercept: number
  /** Standard deviation of the projections themselves. */
  readonly projectionSd: number
  /** Root-mean-square of actual − projection. */
  readonly rmse: number
}

export type ProjectionAccuracy = {
  readonly byPosition: Readonly<Record<string, PositionAccuracy>>
  /** All positions pooled: used where a position has fewer than `minPositionCount` rows. */
  readonly pooled: PositionAccuracy
}

/** Actual on projected points of real NFL sets (FantasyCruncher 2016–17): slope about 0.8. */
export const typicalProjectionSlope = 0.8

/** Fewer rows than this and a position borrows the pooled fit. */
export const minPositionCount = 30

/**
 * How far a measured slope may plausibly sit from the typical one: the spread of slopes over
 * positions and sources of the real sets (0.56–0.83 around 0.8). A slope measured on one
 * slate's twenty shortstops (standard error 0.4 or more) says little, so it stays near the
 * typical slope; three weeks of receivers (error about 0.1) mostly speak for themselves.
 */
export const slopePriorSd = 0.15

const fit = (rows: readonly ProjectionOutcome[]): PositionAccuracy => {
  const count = rows.length
  if (count === 0) {
    return {
      count: 0,
      slope: 1,
      measuredSlope: 1,
      slopeSe: 0,
      intercept: 0,
      projectionSd: 0,
      rmse: 0,
    }
  }
  const meanX = rows.reduce((sum, row) => sum + row.projection, 0) / count
  const meanY = rows.reduce((sum, row) => sum + row.actual, 0) / count
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
  // Normal prior around the typical slope, normal likelihood around the measured one (an
  // unmeasurable slope, se ∞, weighs nothing; an exact one, se 0, is taken as it is).
  const priorWeight = 1 / slopePriorSd ** 2
  const measuredWeight = 1 / slopeSe ** 2
  const shrunk =
    slopeSe === 0
      ? measuredSlope
      : (priorWeight * typicalProjectionSlope + measuredWeight * measuredSlope) /
        (priorWeight + measuredWeight)
  // A slope outside (0, 1] says the source is worse than a constant or over-shrunk; neither
  // is a projection error this model describes, so it is clamped.
  const slope = Math.min(1, Math.max(0, shrunk))
  return {
    count,
    slope,
    measuredSlope,
    slopeSe,
    intercept: meanY - slope * meanX,
    projectionSd: Math.sqrt(sxx / count),
    rmse: Math.sqrt(squares / count),
  }
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
  for (const row of used) groups.set(row.position, [...(groups.get(row.position) ?? []), row])
  return {
    byPosition: Object.fromEntries([...groups].map(([position, list]) => [position, fit(list)])),
    pooled: fit(used),
  }
}

const accuracyOf = (accuracy: ProjectionAccuracy, position: string): PositionAccuracy => {
  const own = accuracy.byPosition[position]
  return own !== undefined && own.count >= minPositionCount ? own : accuracy.pooled
}

/**
 * The player as the simulation should see him when his projection is an estimate: his mean
 * moved to intercept + slope · projection (floor and ceiling moved with it, never below 0)
 * and the remaining uncertainty of that mean as `projectionErrorSd`. `scale` 0 keeps the
 * player as he is (projections exact); 1 applies the measured error in full.
 * @example withProjectionError(player, 'WR', accuracy, 1).projection // 14.1 for a 16-point WR at slope 0.8
 */
export const withProjectionError = <P extends ErrorFreePlayer>(
  player: P,
  position: string,
  accuracy: ProjectionAccuracy,
  scale: number,
): P => {
  if (scale === 0 || player.projection <= 0) return player
  const { slope, intercept, projectionSd } = accuracyOf(accuracy, position)
  const effectiveSlope = 1 - scale * (1 - slope)
  const trueMean = Math.max(0, scale * intercept + effectiveSlope * player.projection)
  const shift = trueMean - player.projection
  return {
    ...player,
    projection: trueMean,
    floor: Math.max(0, player.floor + shift),
    ceiling: Math.max(0, player.ceiling + shift),
    projectionErrorSd: Math.sqrt(effectiveSlope * (1 - effectiveSlope)) * projectionSd,
  }
}

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
  }
}
