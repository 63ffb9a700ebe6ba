/**
 * What a build maximises per player (settings `gpp.objective`): the projection (mean), the
 * ceiling or floor (the pool's `fields.ceiling` / `fields.floor`, the projection where absent),
 * a weighted blend of the three, or one correlated simulated outcome of the slate per lineup:
 * lineup i is optimised on SimLabs' draw i (Gaussian copula over the fitted marginals, the
 * sport's role correlations), SaberSim-style.
 */
import { rolesOf } from '../correlations/game-roles'
import { buildCorrelations, defaultTargetsOf } from '../simlabs/correlation-targets'
import { createOutcomeSampler, type OutcomeSampler } from '../simlabs/outcome-sampler'
import { simPlayerSchema } from '../simlabs/player-outcomes'
import type { OptimizeRequest, OptimizerPlayer } from './optimizer-request'

const ceilingOf = (player: OptimizerPlayer) => player.fields.ceiling ?? player.projection
const floorOf = (player: OptimizerPlayer) => player.fields.floor ?? player.projection

/**
 * A player's points under a fixed objective (not `simulation`).
 * @example fixedObjectivePoints(player, { kind: 'blend', meanWeight: 1, ceilingWeight: 1, floorWeight: 0 }) // (mean + ceiling) / 2
 */
export const fixedObjectivePoints = (
  player: OptimizerPlayer,
  objective: OptimizeRequest['settings']['gpp']['objective'],
): number => {
  switch (objective.kind) {
    case 'ceiling':
      return ceilingOf(player)
    case 'floor':
      return floorOf(player)
    case 'blend': {
      const total = objective.meanWeight + objective.ceilingWeight + objective.floorWeight
      if (total <= 0) return player.projection
      return (
        (objective.meanWeight * player.projection +
          objective.ceilingWeight * ceilingOf(player) +
          objective.floorWeight * floorOf(player)) /
        total
      )
    }
    case 'mean':
    case 'simulation':
      return player.projection
  }
}

/**
 * The sampler of a build's simulation objective: the pool as SimLabs players (floor and ceiling
 * as the 10th and 90th percentiles, no zero chance) with the sport's role correlations, seeded
 * by the build's seed.
 * @example createObjectiveSampler(request).draw(0, points) // points of lineup 1's outcome
 */
export const createObjectiveSampler = (request: OptimizeRequest): OutcomeSampler => {
  const { players, format, seed } = request
  const roles = rolesOf(format.sportId, players)
  const pairs = buildCorrelations(
    players.map((player, index) => ({
      team: player.team,
      opponent: player.opponent,
      role: roles[index] ?? '',
    })),
    defaultTargetsOf(format.sportId),
  )
  const simPlayers = players.map((player) => {
    const projection = Math.max(0, player.projection)
    const floor = Math.max(0, Math.min(floorOf(player), projection))
    return simPlayerSchema.parse({
      projection,
      floor,
      ceiling: Math.max(ceilingOf(player), projection, floor),
      zeroChance: 0,
      projectedOwnership: player.ownership,
    })
  })
  return createOutcomeSampler(simPlayers, pairs, `${seed}:objective`)
}

/**
 * Points per player for lineup `lineupIndex` (0-based): fixed objectives give the same points
 * every lineup; `simulation` gives draw `lineupIndex` of the sampler.
 * @example objectivePoints(request, 3, sampler) // draw 3's points
 */
export const objectivePoints = (
  request: OptimizeRequest,
  lineupIndex: number,
  sampler: OutcomeSampler | undefined,
): readonly number[] => {
  const { objective } = request.settings.gpp
  if (objective.kind === 'simulation' && sampler !== undefined) {
    const points = new Float64Array(request.players.length)
    sampler.draw(lineupIndex, points)
    return [...points]
  }
  return request.players.map((player) => fixedObjectivePoints(player, objective))
}
