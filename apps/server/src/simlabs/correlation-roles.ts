/**
 * Roster roles of a slate's players for the engine's default correlation targets: NFL depth
 * roles by projection within a team (QB, RB1, RB2, WR1–WR3, TE1, DST), MLB pitcher or batter,
 * NHL goalie or skater. Estimating the targets from stored box scores is left for later
 * (docs/simlabs.md); sports without targets get no correlations.
 */
import { sportIds } from '@slatelab/domain/sports'
import {
  buildCorrelations,
  mlbCorrelationTargets,
  nflCorrelationTargets,
  nhlCorrelationTargets,
  type CorrelationPair,
  type CorrelationTarget,
} from '@slatelab/engine/simlabs/correlation-targets'

/** What a role is read from. */
export type RolePoolPlayer = {
  readonly team: string
  readonly opponent: string
  readonly positions: readonly string[]
  readonly projection: number
}

const nflDepthRoles: Readonly<Record<string, readonly string[]>> = {
  QB: ['QB'],
  RB: ['RB1', 'RB2'],
  WR: ['WR1', 'WR2', 'WR3'],
  TE: ['TE1'],
  DST: ['DST'],
  DEF: ['DST'],
  D: ['DST'],
}

const nflRoles = (players: readonly RolePoolPlayer[]): readonly string[] => {
  const rankOf = new Map<RolePoolPlayer, number>()
  const groups = new Map<string, RolePoolPlayer[]>()
  for (const player of players) {
    const key = `${player.team}:${player.positions[0] ?? ''}`
    groups.set(key, [...(groups.get(key) ?? []), player])
  }
  for (const group of groups.values()) {
    ;[...group]
      .sort((a, b) => b.projection - a.projection)
      .forEach((player, rank) => rankOf.set(player, rank))
  }
  // Backups beyond the listed depth get a role no target names.
  return players.map(
    (player) => nflDepthRoles[player.positions[0] ?? '']?.[rankOf.get(player) ?? 0] ?? 'depth',
  )
}

const isPitcher = (positions: readonly string[]) =>
  positions.some((position) => ['P', 'SP', 'RP'].includes(position))

const rolesAndTargets = (
  sportId: number,
  players: readonly RolePoolPlayer[],
): { readonly roles: readonly string[]; readonly targets: readonly CorrelationTarget[] } => {
  switch (sportId) {
    case sportIds.NFL:
      return { roles: nflRoles(players), targets: nflCorrelationTargets }
    case sportIds.MLB:
      return {
        roles: players.map((player) => (isPitcher(player.positions) ? 'P' : 'B')),
        targets: mlbCorrelationTargets,
      }
    case sportIds.NHL:
      return {
        roles: players.map((player) => (player.positions.includes('G') ? 'G' : 'S')),
        targets: nhlCorrelationTargets,
      }
    default:
      return { roles: players.map(() => ''), targets: [] }
  }
}

/**
 * The correlation pairs of a slate's players (indexes as given) from the default targets.
 * @example slateCorrelations(1, pool)[0] // { a: 0, b: 4, correlation: 0.45 }
 */
export const slateCorrelations = (
  sportId: number,
  players: readonly RolePoolPlayer[],
): CorrelationPair[] => {
  const { roles, targets } = rolesAndTargets(sportId, players)
  if (targets.length === 0) return []
  return buildCorrelations(
    players.map((player, index) => ({
      team: player.team,
      opponent: player.opponent,
      role: roles[index] ?? '',
    })),
    targets,
  )
}
