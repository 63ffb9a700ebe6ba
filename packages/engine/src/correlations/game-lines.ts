/**
 * Players' lines of finished games and the roles they played: the sample every correlation of
 * roles is read from (SimLabs' targets, the correlations tool's matrices).
 */
import { sportIds } from '@slatelab/domain/sports'
import { rolesOf, type RolePoolPlayer } from './game-roles'

/** One player's fantasy points in one finished game. */
export type GameLine = {
  readonly eventId: number
  readonly playerId: number
  readonly teamId: number
  readonly opponentId: number
  readonly position: string
  readonly points: number
  /** Minutes played, where the box score says (NBA). */
  readonly minutes?: number | null
}

/**
 * Each line's role in its game, the depth chart ranked by the players' average points over
 * all `lines` (a player's one big game does not make him the WR1); NBA starters by average
 * minutes where the box scores have them (the rotation, not the scoring, makes the starter).
 * @example gameRoles(sportIds.NFL, lines)[0] // 'QB'
 */
export const gameRoles = (sportId: number, lines: readonly GameLine[]): readonly string[] => {
  const byMinutes = sportId === sportIds.NBA
  const totals = new Map<number, { sum: number; count: number; minutes: number; timed: number }>()
  for (const line of lines) {
    const total = totals.get(line.playerId) ?? { sum: 0, count: 0, minutes: 0, timed: 0 }
    total.sum += line.points
    total.count += 1
    if (line.minutes !== undefined && line.minutes !== null) {
      total.minutes += line.minutes
      total.timed += 1
    }
    totals.set(line.playerId, total)
  }
  const averageOf = (playerId: number) => {
    const total = totals.get(playerId)
    if (total === undefined) return 0
    return byMinutes && total.timed > 0 ? total.minutes / total.timed : total.sum / total.count
  }
  const roles: string[] = Array.from({ length: lines.length }, () => '')
  for (const indexes of groupIndexes(lines, (line) => line.eventId).values()) {
    const pool: RolePoolPlayer[] = indexes.map((index) => {
      const line = lines[index] as GameLine
      return {
        team: String(line.teamId),
        opponent: String(line.opponentId),
        positions: [line.position],
        projection: averageOf(line.playerId),
      }
    })
    rolesOf(sportId, pool).forEach((role, i) => {
      roles[indexes[i] ?? 0] = role
    })
  }
  return roles
}

/**
 * The indexes of `items` grouped by a key, in order.
 * @example groupIndexes(['a', 'b', 'a'], (x) => x) // Map { 'a' => [0, 2], 'b' => [1] }
 */
export const groupIndexes = <T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
): Map<K, number[]> => {
  const groups = new Map<K, number[]>()
  items.forEach((item, index) => {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [index])
    else group.push(index)
  })
  return groups
}
