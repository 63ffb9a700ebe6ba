/**
 * "Vegas-adjusted" means (issue 12): a player's mean, floor and ceiling scaled by his team's
 * implied total against the average team of the slate, so a team Vegas expects to score 10 %
 * more than the slate's average team has its players' means raised 10 %. For projections that
 * ignore the game environment; the demo world's already read the closing totals.
 */
import type { PoolPlayer } from '../optimizer'

/**
 * Each team's factor (implied total ÷ the slate teams' mean implied total); teams without a
 * line are left out (factor 1).
 * @example vegasFactors(players).get('KC') // 1.12 (KC implied 26.25 on a slate averaging 23.4)
 */
export const vegasFactors = (
  players: readonly Pick<PoolPlayer, 'team' | 'impliedTotal'>[],
): ReadonlyMap<string, number> => {
  const implied = new Map<string, number>()
  for (const player of players) {
    if (player.impliedTotal !== null && player.impliedTotal > 0 && player.team !== '') {
      implied.set(player.team, player.impliedTotal)
    }
  }
  if (implied.size === 0) return new Map()
  const mean = [...implied.values()].reduce((sum, total) => sum + total, 0) / implied.size
  return new Map([...implied].map(([team, total]) => [team, total / mean]))
}
