/**
 * How often a position's players score exactly 0 (or less), by projection: a hitter who goes
 * 0-for-4, a backup who never sees the field. A band read as a played game's 10th and 90th
 * percentiles has no such mass, so a quarter of MLB hitters' games fell below their simulated
 * 10th percentile (docs/field-model.md). The chance is a logistic in ln(projection / the
 * position's mean projection), fitted on the history's rows.
 */

/** logit(zero chance) = intercept + slope · ln(projection / meanProjection). */
export type ZeroModel = {
  readonly intercept: number
  readonly slope: number
}

/** Fewer rows, or fewer zeros among them, and a position's zero chance is not measured. */
const minRows = 100
const minZeros = 10

/** The most of a player's games the model may call zeros: past it he is not expected to play. */
export const maxZeroChance = 0.6

// A weak ridge on the slope keeps a fit with zeros at one end of the projections finite.
const slopeRidge = 1

const logistic = (value: number) => 1 / (1 + Math.exp(-value))

/**
 * The zero model of `rows` about `meanProjection`, or null where they hold too few rows or too
 * few zeros to say: a logistic regression by Newton's method.
 * @example fitZeroChance(hitters, 7.5)?.slope // about −1: the better the projection, the rarer a zero
 */
export const fitZeroChance = (
  rows: readonly { readonly projection: number; readonly actual: number }[],
  meanProjection: number,
): ZeroModel | null => {
  const used = rows.filter((row) => row.projection > 0)
  const zeros = used.filter((row) => row.actual <= 0).length
  if (used.length < minRows || zeros < minZeros || !(meanProjection > 0)) return null
  const levels = used.map((row) => Math.log(row.projection / meanProjection))
  const share = zeros / used.length
  let intercept = Math.log(share / (1 - share))
  let slope = 0
  for (let step = 0; step < 25; step += 1) {
    let g0 = 0
    let g1 = -slopeRidge * slope
    let h00 = 0
    let h01 = 0
    let h11 = slopeRidge
    used.forEach((row, index) => {
      const level = levels[index] ?? 0
      const chance = logistic(intercept + slope * level)
      const miss = (row.actual <= 0 ? 1 : 0) - chance
      const weight = chance * (1 - chance)
      g0 += miss
      g1 += miss * level
      h00 += weight
      h01 += weight * level
      h11 += weight * level * level
    })
    const det = h00 * h11 - h01 * h01
    if (!(det > 0)) break
    const d0 = (h11 * g0 - h01 * g1) / det
    const d1 = (h00 * g1 - h01 * g0) / det
    intercept += d0
    slope += d1
    if (Math.abs(d0) + Math.abs(d1) < 1e-9) break
  }
  return Number.isFinite(intercept) && Number.isFinite(slope) ? { intercept, slope } : null
}

/**
 * A player's chance of 0 at `projection` under `model` (0 without one), at most
 * `maxZeroChance`.
 * @example zeroChanceAt({ intercept: -1.1, slope: -1 }, 7.5, 7.5) // 0.25
 */
export const zeroChanceAt = (
  model: ZeroModel | null,
  meanProjection: number,
  projection: number,
): number =>
  model === null || !(projection > 0) || !(meanProjection > 0)
    ? 0
    : Math.min(
        maxZeroChance,
        logistic(model.intercept + model.slope * Math.log(projection / meanProjection)),
      )
