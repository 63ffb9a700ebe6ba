import { describe, expect, it } from 'vitest'
import { minSharedGames, teammateCorrelations } from './teammate-correlations'

const series = (values: readonly number[]) =>
  new Map(values.map((value, index) => [index + 1, value]))

describe('teammate correlations', () => {
  it('uses only the games both played and leaves out teammates with too few', () => {
    const player = series([10, 20, 30, 40])
    const rows = teammateCorrelations(player, [
      // Missed game 4: three shared games, moving with the player.
      { playerId: 2, fullName: 'Al Up', position: 'WR', points: series([5, 10, 15]) },
      { playerId: 3, fullName: 'Bo Down', position: 'RB', points: series([9, 7, 4, 1]) },
      { playerId: 4, fullName: 'Cy Short', position: 'TE', points: series([1, 2]) },
    ])
    expect(rows.map((row) => row.playerId)).toEqual([2, 3])
    expect(rows[0]).toMatchObject({ count: 3, correlation: 1, average: 10 })
    expect(rows[1]).toMatchObject({ count: 4, average: 5.25 })
    expect(rows[1]?.correlation).toBeLessThan(-0.9)
    expect(minSharedGames).toBe(3)
  })
})
