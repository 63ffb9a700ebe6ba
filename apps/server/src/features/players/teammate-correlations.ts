/**
 * How a player's fantasy points move with each teammate's: over the games both played, the
 * Pearson correlation of their points, how many games that is, and the teammate's average.
 */
import { pearson } from '@slatelab/engine/correlations/pearson'

/** A player's points per event id. */
export type PointsByEvent = ReadonlyMap<number, number>

/** One teammate's row of the card (SPEC §3 "Player card" correlations). */
export type TeammateCorrelation = {
  readonly playerId: number
  readonly fullName: string
  readonly position: string
  readonly count: number
  readonly correlation: number
  readonly average: number
}

// Fewer shared games than this say nothing about a correlation.
export const minSharedGames = 3

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * Each teammate with at least `minSharedGames` games beside the player, strongest positive
 * correlation first (ties by more games, then name).
 * @example teammateCorrelations(points, [{ playerId: 7, fullName: 'Ty Moss', position: 'WR', points }]) // [{ …, count: 9, correlation: 0.41, average: 14.2 }]
 */
export const teammateCorrelations = (
  player: PointsByEvent,
  teammates: readonly {
    readonly playerId: number
    readonly fullName: string
    readonly position: string
    readonly points: PointsByEvent
  }[],
): readonly TeammateCorrelation[] =>
  teammates
    .flatMap((teammate) => {
      const shared = [...player.keys()].filter((eventId) => teammate.points.has(eventId))
      if (shared.length < minSharedGames) return []
      const own = shared.map((eventId) => player.get(eventId) ?? 0)
      const theirs = shared.map((eventId) => teammate.points.get(eventId) ?? 0)
      return [
        {
          playerId: teammate.playerId,
          fullName: teammate.fullName,
          position: teammate.position,
          count: shared.length,
          correlation: round3(pearson(own, theirs)),
          average: Math.round((theirs.reduce((a, b) => a + b, 0) / shared.length) * 100) / 100,
        },
      ]
    })
    .sort(
      (a, b) =>
        b.correlation - a.correlation || b.count - a.count || a.fullName.localeCompare(b.fullName),
    )
