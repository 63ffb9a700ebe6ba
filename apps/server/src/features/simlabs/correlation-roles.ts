/**
 * Roster roles of players for correlation targets: NFL depth roles by projection (or season
 * average) within a team (QB, RB1, RB2, WR1–WR3, TE1, DST), MLB pitcher or batter, NHL goalie
 * or skater. The targets' values come from stored box scores (historical-correlations.ts), the
 * engine's defaults where history is short; sports without targets get no correlations.
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

/** What a role is read from; `projection` ranks the depth chart. */
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

/**
 * Each player's role (players of one slate or one game).
 * @example rolesOf(sportIds.MLB, [{ team: 'NYY', opponent: 'BOS', positions: ['SP'], projection: 18 }]) // ['P']
 */
export const rolesOf = (sportId: number, players: readonly RolePoolPlayer[]): readonly string[] => {
  switch (sportId) {
    case sportIds.NFL:
      return nflRoles(players)
    case sportIds.MLB:
      return players.map((player) => (isPitcher(player.positions) ? 'P' : 'B'))
    case sportIds.NHL:
      return players.map((player) => (player.positions.includes('G') ? 'G' : 'S'))
    default:
      return players.map(() => '')
  }
}

/**
 * The engine's typical targets of a sport (none for sports without roles).
 * @example defaultTargetsOf(sportIds.NHL)[0]?.roles // ['G', 'S']
 */
export const defaultTargetsOf = (sportId: number): readonly CorrelationTarget[] =>
  sportId === sportIds.NFL
    ? nflCorrelationTargets
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
