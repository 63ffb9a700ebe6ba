/**
 * The field's own view of a slate. A projection of ownership misses, and real misses are not
 * noise: the field likes a player more than projected when its own sources (news, lineups,
 * other projections) rate him higher, and about half of what they know is right. A field
 * whose ownership misses at random only ever gets weaker than projected, so optimized lineups
 * look better against it than against a real one (docs/field-model.md, "The crowd's view").
 *
 * Per player one standard normal `view` says how much the crowd likes him against the
 * projection: his ownership moves by `ownershipViewSpread` log points per unit of view (the
 * rest of the miss is noise) and his truth by `crowdInformation` log points. SimLabs draws the
 * view before lock and moves each player's mean with it (`informedOutcome`); the demo world
 * draws it knowing how the game went, so that its fields know exactly as much
 * (`informedView`).
 */
import { points } from '@slatelab/domain/units'
import type { Rng } from '@slatelab/engine/rng'

/**
 * The truth's move, in log points, per unit of the crowd's view: projection sources differ by
 * about a quarter of a player's points, and equally good sources know half of that each.
 */
export const crowdInformation = 0.125
/**
 * Log-odds of a player's ownership miss per unit of view at or below the error's knee, of the
 * miss's 1 in all (above the knee both narrow alike, ownership-error.ts). 0.88 of the spread
 * keeps the share of the miss that follows the view as it was at 0.75 of 0.85, where SimLabs'
 * point-3 bench put the fields' knowledge (docs/field-model.md).
 */
export const ownershipViewSpread = 0.88
/**
 * The truth's move, in log points per unit of view, for a player whose projection misses its
 * mean by `errorShare` of it (projection-accuracy.ts): `crowdInformation`, but never more than
 * 80 % of that error, so the crowd cannot know more than there is to know.
 * @example viewInformation(0.09) // 0.072
 */
export const viewInformation = (errorShare: number): number =>
  Math.max(0, Math.min(crowdInformation, 0.8 * errorShare))

// The most of a player's outcome spread a view may explain, so a nearly certain player's view
// stays mostly noise.
const maxLean = 0.9

// The 15th and 85th percentiles of a normal lie this many standard deviations from its mean.
const z85 = 1.0364333894937898

/**
 * A player's result as SimLabs' view model reads it (`informedOutcome`): from his true mean as
 * the projection's error allows it (`withProjectionError`), in standard deviations of his game
 * spread (floor to ceiling) and that error together, with that spread as a share of the mean;
 * the outcome undefined before the game. Measured against the game spread alone, a result
 * looks further out than it is, and the crowd learned (full spread / game spread)² times what
 * `viewInformation` grants it (docs/field-model.md).
 * @example resultAgainstEstimate({ projection: 20, floor: 14, ceiling: 26, projectionErrorSd: 4 }, 27.04).outcome // 1.0 (spread √(5.79² + 4²) = 7.04)
 */
export const resultAgainstEstimate = (
  estimate: InformedPlayer,
  actual: number | null | undefined,
): { readonly outcome: number | undefined; readonly relativeSpread: number } => {
  const { projection: mean, floor, ceiling } = estimate
  const spread = Math.hypot((ceiling - floor) / (2 * z85), estimate.projectionErrorSd ?? 0)
  if (!(mean > 0) || !(spread > 0)) return { outcome: undefined, relativeSpread: 0 }
  return {
    outcome: actual == null ? undefined : (actual - mean) / spread,
    relativeSpread: spread / mean,
  }
}

/**
 * A player's crowd view drawn by a world that knows how he did: leaning towards his result by
 * `information` log points (`viewInformation`) per standard deviation of the view, the rest
 * noise. `outcome` is his result in standard deviations of his projected spread
 * (`relativeSpread` of his projection); undefined before the game, when the view is noise.
 * @example informedView(2, 0.3, 0.125, createRng('view')) // about 0.83 + 0.55 · noise
 */
export const informedView = (
  outcome: number | undefined,
  relativeSpread: number,
  information: number,
  rng: Rng,
): number => {
  const lean =
    outcome === undefined || relativeSpread <= 0
      ? 0
      : Math.min(maxLean, information / relativeSpread)
  const clamped = Math.max(-3, Math.min(3, outcome ?? 0))
  return lean * clamped + Math.sqrt(1 - lean * lean) * rng.normal(0, 1)
}

/**
 * A simulated player's outcome given the crowd's view of him: his mean (floor and ceiling with
 * it) moves by `viewInformation · view` log points, mean-preserving over views, and his
 * projection error keeps only what the view does not explain, so his spread over views stays
 * what was measured. Before lock the view is drawn, and `known` is 1; once a field's entries are
 * known, `view` is its mean given the field's ownership and `known` the share of a view's
 * variance that ownership explains (`viewsFromOwnership`). A player without a projection error
 * (projections taken as exact) is left as he is: nobody can know more than the truth.
 * @example informedOutcome({ projection: 20, floor: 10, ceiling: 30, projectionErrorSd: 4 }, 1).projection // 22.5
 */
export type InformedPlayer = {
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  readonly projectionErrorSd?: number | undefined
}

export const informedOutcome = <P extends InformedPlayer>(
  player: P,
  view: number,
  known = 1,
): P => {
  const errorShare = player.projection > 0 ? (player.projectionErrorSd ?? 0) / player.projection : 0
  if (errorShare <= 0 || known <= 0) return player
  const lean = viewInformation(errorShare)
  const factor = Math.exp(lean * view - (lean ** 2 * known) / 2)
  const explained = Math.exp(lean ** 2 * known) - 1
  const left = Math.sqrt(Math.max(0, errorShare ** 2 - explained))
  return {
    ...player,
    projection: points(player.projection * factor),
    floor: points(player.floor * factor),
    ceiling: points(player.ceiling * factor),
    projectionErrorSd: left * player.projection * factor,
  }
}
