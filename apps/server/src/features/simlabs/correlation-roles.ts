/**
 * Correlation targets of a slate's players by their roster roles (the engine's `rolesOf`). The
 * targets' values come from stored box scores (historical-correlations.ts), the engine's
 * defaults where history is short; sports without targets get no correlations.
 */
import { sportIds } from '@slatelab/domain/sports'
import { rolesOf, type RolePoolPlayer } from '@slatelab/engine/correlations/game-roles'
import {
  buildCorrelations,
  mlbCorrelationTargets,
  nbaCorrelationTargets,
  nflCorrelationTargets,
  nhlCorrelationTargets,
  type CorrelationPair,
  type CorrelationTarget,
} from '@slatelab/engine/simlabs/correlation-targets'

/**
 * The engine's typical targets of a sport (none for sports without roles).
 * @example defaultTargetsOf(sportIds.NHL)[0]?.roles // ['G', 'S']
 */
export const defaultTargetsOf = (sportId: number): readonly CorrelationTarget[] =>
  sportId === sportIds.NFL
    ? nflCorrelationTargets
    : sportId === sportIds.NBA
      ? nbaCorrelationTargets
      : sportId === sportIds.MLB
        ? mlbCorrelationTargets
        : sportId === sportIds.NHL
          ? nhlCorrelationTargets
          : []

/**
 * The correlation pairs of a slate's players (indexes as given) for these targets.
 * @example slateCorrelations(1, pool, targets)[0] // { a: 0, b: 4, correlation: 0.45 }
 */
export const slateCorrelations = (
  sportId: number,
  players: readonly RolePoolPlayer[],
  targets: readonly CorrelationTarget[],
): CorrelationPair[] => {
  if (targets.length === 0) return []
  const roles = rolesOf(sportId, players)
  return buildCorrelations(
    players.map((player, index) => ({
      team: player.team,
      opponent: player.opponent,
      role: roles[index] ?? '',
    })),
    targets,
  )
}
