/**
 * The question SimLabs calibration exists for, asked of a real contest: lineups our optimizer
 * builds from the slate's projection table (the product's default settings), entered into the
 * real contest. The simulation says what they should win; the players' actual points, ranked
 * among the real entries, say what they would have won. Lineups picked for their projection
 * are where taking the projection as exact flatters most: the real entries were not chosen by
 * this table, so the reliability tables alone cannot show it.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { Glpk } from '@slatelab/engine/optimizer/glpk-solver'
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import { payoutsByRank, type PayoutBand } from '../../contests'
import type { ProjectedPlayer } from './projections-with-actuals'

/**
 * `count` lineups from the table's players projected above 0, as indices into `players`.
 * @example (await optimizerLineups(players, requireRosterFormat('dk-nfl-classic'), 150, glpk))[0] // [12, 40, 3, …]
 */
export const optimizerLineups = async (
  players: readonly ProjectedPlayer[],
  format: RosterFormat,
  count: number,
  glpk: Glpk,
): Promise<readonly (readonly number[])[]> => {
  const result = await optimizeLineups(
    {
      players: players.flatMap((player, index) =>
        player.projection > 0 && player.salary > 0
          ? [
              {
                id: String(index),
                name: player.name,
                team: player.team,
                opponent: player.opponent,
                game: [player.team, player.opponent].sort().join('@'),
                positions: [...player.positions],
                salary: player.salary,
                projection: player.projection,
              },
            ]
          : [],
      ),
      format,
      count,
      seed: 'calibration',
    },
    { glpk },
  )
  return result.lineups.map((lineup) => lineup.playerIds.map(Number))
}

/**
 * What each extra lineup would have won (cents): its actual points ranked among the real
 * entries' and the other extra lineups', ties sharing their places' prizes as DraftKings does.
 * @example actualPrizesCents([150], [160, 140], [{ placeFrom: 1, placeTo: 2, payoutCents: 500 }]) // [500]
 */
export const actualPrizesCents = (
  lineupPoints: readonly number[],
  realPoints: readonly number[],
  payouts: readonly PayoutBand[],
): readonly number[] => {
  const all = [...realPoints, ...lineupPoints]
  const sorted = [...all].sort((a, b) => b - a)
  // Competition ranking: one more than the entries with strictly more points.
  const rankOf = (points: number) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((sorted[middle] ?? 0) > points) low = middle + 1
      else high = middle
    }
    return low + 1
  }
  const prizes = payoutsByRank(all.map(rankOf), payouts)
  return prizes.slice(realPoints.length)
}
