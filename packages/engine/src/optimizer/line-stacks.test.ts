import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { describe, expect, it } from 'vitest'
import { optimizeLineups } from './optimize-lineups'
import { buildNhlPool } from './pool-builders'

const format = requireRosterFormat('dk-nhl-classic')
const pool = buildNhlPool('line-stacks', 4)
const byId = new Map(pool.map((player) => [player.id, player]))

const build = async (secondaryStackType: 'none' | 'sameLine' | 'samePowerPlay') =>
  (
    await optimizeLineups({
      players: pool,
      format,
      count: 12,
      settings: {
        general: { minSalaryCapPct: 0, uniquePlayers: 2 },
        positionStacks: [
          {
            keyPosition: 'C',
            positions: ['W', 'D'],
            playerCount: 2,
            teamGameType: 'sameTeam',
            secondaryStackType,
          },
        ],
      } satisfies OptimizerSettingsInput,
    })
  ).lineups

// Whether every centre of the lineup has two teammates of `unit` with him.
const stacked = (playerIds: readonly string[], unit: 'line' | 'powerPlay') => {
  const players = playerIds.flatMap((id) => byId.get(id) ?? [])
  return players
    .filter((player) => player.positions.includes('C'))
    .every(
      (centre) =>
        centre[unit] !== undefined &&
        players.filter(
          (player) =>
            player !== centre &&
            player.team === centre.team &&
            player[unit] === centre[unit] &&
            !player.positions.includes('C'),
        ).length >= 2,
    )
}

describe('position stacks by line and power play (NHL)', () => {
  it('builds same-line stacks: each centre with two wingers of his line', async () => {
    const lineups = await build('sameLine')
    expect(lineups).toHaveLength(12)
    for (const lineup of lineups) expect(stacked(lineup.playerIds, 'line')).toBe(true)
    // Without the secondary stack the same build does not keep lines together.
    expect((await build('none')).some((lineup) => !stacked(lineup.playerIds, 'line'))).toBe(true)
  })

  it('builds same-power-play stacks: each centre with two mates of his unit', async () => {
    const lineups = await build('samePowerPlay')
    expect(lineups).toHaveLength(12)
    for (const lineup of lineups) expect(stacked(lineup.playerIds, 'powerPlay')).toBe(true)
    expect((await build('none')).some((lineup) => !stacked(lineup.playerIds, 'powerPlay'))).toBe(
      true,
    )
  })
})
