import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { describe, expect, it } from 'vitest'
import { optimizeLineups } from './optimize-lineups'
import { buildNflPool } from './pool-builders'

describe('minimum exposure', () => {
  it('spreads a 30 % minimum over 20 lineups instead of filling the last ones', async () => {
    const players = buildNflPool('min-spread', 4)
    // A cheap backup nobody would play without the minimum.
    const backup = [...players]
      .filter((player) => player.positions[0] === 'WR')
      .sort((a, b) => a.projection - b.projection)[0]
    if (backup === undefined) throw new Error('no WR')
    const result = await optimizeLineups({
      players: players.map((player) =>
        player.id === backup.id ? { ...player, minExposurePct: 30 } : player,
      ),
      format: requireRosterFormat('dk-nfl-classic'),
      count: 20,
    })
    const holding = result.lineups.flatMap((lineup, index) =>
      lineup.playerIds.includes(backup.id) ? [index + 1] : [],
    )
    expect(holding).toHaveLength(6)
    // Before: lineups 15–20. Spread: on pace, from the first few lineups on.
    expect(holding.filter((number) => number <= 10).length).toBeGreaterThanOrEqual(2)
    expect(Math.min(...holding)).toBeLessThanOrEqual(5)
  }, 30_000)
})
