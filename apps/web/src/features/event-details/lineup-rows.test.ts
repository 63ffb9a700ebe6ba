import { describe, expect, it } from 'vitest'
import { buildGameFlow } from '../../shared/testing/game-flow-builders'
import { lineupRows } from './lineup-rows'

describe('lineupRows', () => {
  const flow = buildGameFlow()
  const rows = lineupRows(flow)

  it('adds a lineup’s periods up, most minutes first, keeping each team’s points', () => {
    expect(rows.map((row) => [row.teamId, row.playerIds.join(','), row.seconds])).toEqual([
      [32, '201,202,203,204,205', 2880],
      [31, '101,102,103,104,105', 1440],
      [31, '101,102,103,104,106', 1440],
    ])
    for (const team of [flow.homeTeam, flow.visitorTeam]) {
      const own = rows.filter((row) => row.teamId === team.teamId)
      expect(own.reduce((total, row) => total + row.pointsScored, 0)).toBe(team.score)
    }
  })

  it('rates a lineup by its margin per 48 minutes together', () => {
    // The first-half lineup: 11 scored and 7 allowed in 24 minutes.
    const firstHalf = rows[1]
    expect(firstHalf && [firstHalf.pointsScored, firstHalf.pointsAllowed]).toEqual([11, 7])
    expect(firstHalf?.netRating).toBe(8)
    const visitors = rows[0]
    expect(visitors?.netRating).toBe(flow.visitorTeam.score - flow.homeTeam.score)
  })
})
