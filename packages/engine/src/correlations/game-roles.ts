/**
 * Roster roles of the players of one game or one slate: NFL depth roles by projection (or
 * season average) within a team (QB, RB1, RB2, WR1–WR3, TE1, DST; no kicker: no DFS classic slot
 * takes one, and the demo world gives kickers no DFS points), NBA starters by position
 * (PG, SG, SF, PF, C: the player of the position ranked first by projection, or by average
 * minutes over box scores), MLB pitcher or batter, NHL goalie or skater. Correlations are read and applied between roles, not players, so that
 * a season's games line up (every team has a QB and a WR1).
 */
import { sportIds } from '@slatelab/domain/sports'

/** What a role is read from; `projection` ranks the depth chart (NBA box scores: minutes). */
export type RolePoolPlayer = {
  readonly team: string
  readonly opponent: string
  readonly positions: readonly string[]
  readonly projection: number
}

/** The depth roles of a sport's positions: the n-th ranked player of a position gets the n-th. */
type DepthRoles = Readonly<Record<string, readonly string[]>>

const nflDepthRoles: DepthRoles = {
  QB: ['QB'],
  RB: ['RB1', 'RB2'],
  WR: ['WR1', 'WR2', 'WR3'],
  TE: ['TE1'],
  DST: ['DST'],
  DEF: ['DST'],
  D: ['DST'],
}

const nbaPositions = ['PG', 'SG', 'SF', 'PF', 'C'] as const
const nbaDepthRoles: DepthRoles = Object.fromEntries(
  nbaPositions.map((position) => [position, [position]]),
)

/** The role a player beyond the listed depth gets; no view or target names it. */
export const depthRole = 'depth'

/**
 * The roles a sport's players can have, in the order views and matrices list them.
 * @example sportRoles(sportIds.MLB) // ['P', 'B']
 */
export const sportRoles = (sportId: number): readonly string[] => {
  switch (sportId) {
    case sportIds.NFL:
      return ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'WR3', 'TE1', 'DST']
    case sportIds.NBA:
      return nbaPositions
    case sportIds.MLB:
      return ['P', 'B']
    case sportIds.NHL:
      return ['G', 'S']
    default:
      return []
  }
}

const depthChartRoles = (
  players: readonly RolePoolPlayer[],
  depthRoles: DepthRoles,
): readonly string[] => {
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
  return players.map(
    (player) => depthRoles[player.positions[0] ?? '']?.[rankOf.get(player) ?? 0] ?? depthRole,
  )
}

// The sports whose roles are ranks on a depth chart; the players past it get `depthRole`.
const depthCharts: ReadonlyMap<number, DepthRoles> = new Map([
  [sportIds.NFL, nflDepthRoles],
  [sportIds.NBA, nbaDepthRoles],
])

/**
 * Every role `rolesOf` can give a sport's players: `sportRoles` and, on a depth chart, the
 * players beyond it.
 * @example assignableRoles(sportIds.NBA) // ['PG', 'SG', 'SF', 'PF', 'C', 'depth']
 */
export const assignableRoles = (sportId: number): readonly string[] =>
  depthCharts.has(sportId) ? [...sportRoles(sportId), depthRole] : sportRoles(sportId)

const isPitcher = (positions: readonly string[]) =>
  positions.some((position) => ['P', 'SP', 'RP'].includes(position))

/**
 * Each player's role (players of one slate or one game).
 * @example rolesOf(sportIds.MLB, [{ team: 'NYY', opponent: 'BOS', positions: ['SP'], projection: 18 }]) // ['P']
 */
export const rolesOf = (sportId: number, players: readonly RolePoolPlayer[]): readonly string[] => {
  const chart = depthCharts.get(sportId)
  if (chart !== undefined) return depthChartRoles(players, chart)
  switch (sportId) {
    case sportIds.MLB:
      return players.map((player) => (isPitcher(player.positions) ? 'P' : 'B'))
    case sportIds.NHL:
      return players.map((player) => (player.positions.includes('G') ? 'G' : 'S'))
    default:
      return players.map(() => '')
  }
}
