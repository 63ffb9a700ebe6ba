/**
 * Correlation targets of a slate's players by their roster roles (the engine's `rolesOf`). The
 * targets' values come from stored box scores (historical-correlations.ts), the engine's
 * defaults where history is short; sports without targets get no correlations.
 */
import { rolesOf, type RolePoolPlayer } from '@slatelab/engine/correlations/game-roles'
import {
  buildCorrelations,
  defaultTargetsOf,
  type CorrelationPair,
  type CorrelationTarget,
} from '@slatelab/engine/simlabs/correlation-targets'

// The typical targets moved to the engine (the optimizer's simulation objective reads them too).
export { defaultTargetsOf }

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
