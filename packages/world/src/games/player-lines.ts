/**
 * Turning a model's running tallies into box-score lines: counters per player while a game is
 * simulated, then each line scored by every site that has a table for it, with the engine's
 * scorer (the tables are data in `@slatelab/domain`, never re-implemented here).
 */
import { findScoringRules, type PlayerKind } from '@slatelab/domain/scoring/scoring-tables'
import { siteIds } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import { fantasyPoints } from '@slatelab/engine/fantasy-points/fantasy-points'
import type { GamePlayer, PlayerBox, SitePoints, StatLine } from './game-schema'

/** A line being filled in during a game: stat key → running count. */
export type Tally = Record<string, number>

/**
 * Adds `amount` (default 1) to a tally's stat.
 * @example add(tally, 'receptions') // tally.receptions is now one more
 */
export const add = (tally: Tally, stat: string, amount = 1): void => {
  tally[stat] = (tally[stat] ?? 0) + amount
}

/**
 * A stat of a tally or line, 0 when absent.
 * @example statOf({ goals: 2 }, 'assists') // 0
 */
export const statOf = (line: StatLine, stat: string): number => line[stat] ?? 0

/**
 * The points each site with a table for this sport and kind gives a line, keyed by site id.
 * @example scoreLine(1, 'player', { passingYards: 250, passingTouchdowns: 2 }) // { '4': 18, '3': 18, '11': 18 }
 */
export const scoreLine = (sportId: SportId, kind: PlayerKind, line: StatLine): SitePoints => {
  const points: Record<string, number> = {}
  for (const siteId of Object.values(siteIds)) {
    const rules = findScoringRules(siteId, sportId, kind)
    if (rules !== undefined) points[siteId] = fantasyPoints(rules, line)
  }
  return points
}

/**
 * A finished player line: his key and position, the tally, and its points per site.
 * @example playerBox(1, 'player', qb, { passingYards: 250 }).fantasyPoints['4'] // 10
 */
export const playerBox = (
  sportId: SportId,
  kind: PlayerKind,
  player: GamePlayer,
  stats: Tally,
): PlayerBox => ({
  key: player.key,
  position: player.position,
  kind,
  stats,
  fantasyPoints: scoreLine(sportId, kind, stats),
})

/**
 * A team's players at one position, starter first (by depth, then input order).
 * @example playersAt(team, 'WR').map((player) => player.depth) // [1, 2, 3, 4]
 */
export const playersAt = (
  players: readonly GamePlayer[],
  position: string,
): readonly GamePlayer[] =>
  players.filter((player) => player.position === position).sort((a, b) => a.depth - b.depth)

/**
 * A player's `usage` multiplier, 1 when unset.
 * @example usageOf({ key: 'x', position: 'WR', depth: 1, skill: 0 }) // 1
 */
export const usageOf = (player: GamePlayer): number => player.usage ?? 1

/**
 * A player's `variance` multiplier, 1 when unset.
 * @example varianceOf({ key: 'x', position: 'WR', depth: 1, skill: 0, variance: 1.5 }) // 1.5
 */
export const varianceOf = (player: GamePlayer): number => player.variance ?? 1
