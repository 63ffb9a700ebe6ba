import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { describe, expect, it } from 'vitest'
import { createObjectiveSampler } from './objective-points'
import { optimizeLineups } from './optimize-lineups'
import { optimizeRequestSchema, type OptimizerPlayerInput } from './optimizer-request'

const format = requireRosterFormat('dk-nba-showdown')
// Seven players, six slots: the build leaves one out and picks a captain. Mean, ceiling and
// floor each favour a different player, so a person can tell the three builds apart by hand.
const player = (
  id: string,
  projection: number,
  floor: number,
  ceiling: number,
): OptimizerPlayerInput => ({
  id,
  name: id,
  team: id < 'D' ? 'BOS' : 'NYK',
  opponent: id < 'D' ? 'NYK' : 'BOS',
  game: 'BOS@NYK',
  positions: ['SF'],
  rosterPositions: ['CPT', 'UTIL'],
  salary: 5000,
  projection,
  fields: { floor, ceiling },
})
const pool = [
  player('Mean', 40, 30, 50),
  player('Boom', 25, 5, 80),
  player('Safe', 30, 29, 31),
  player('B1', 20, 15, 25),
  player('D1', 20, 15, 25),
  player('D2', 10, 5, 15),
  player('D3', 9, 5, 14),
]
const settings = (objective: NonNullable<OptimizerSettingsInput['gpp']>['objective']) => ({
  general: { minSalaryCapPct: 0, maxPerTeam: 6 },
  gpp: { objective },
})
const bestLineup = async (objective: NonNullable<OptimizerSettingsInput['gpp']>['objective']) =>
  (await optimizeLineups({ players: pool, format, count: 1, settings: settings(objective) }))
    .lineups[0]

describe('objectives', () => {
  it('mean: captain Mean, D3 left out, 40·1.5 + 25 + 30 + 20 + 20 + 10 = 165', async () => {
    const lineup = await bestLineup({ kind: 'mean' })
    expect(lineup?.playerIds[0]).toBe('Mean')
    expect(lineup?.playerIds).not.toContain('D3')
    expect(lineup?.objective).toBeCloseTo(165, 9)
  })

  it('ceiling: captain Boom, 80·1.5 + 50 + 31 + 25 + 25 + 15 = 266', async () => {
    const lineup = await bestLineup({ kind: 'ceiling' })
    expect(lineup?.playerIds[0]).toBe('Boom')
    expect(lineup?.objective).toBeCloseTo(266, 9)
    expect(lineup?.projection).toBeCloseTo(25 * 1.5 + 40 + 30 + 20 + 20 + 10, 9)
  })

  it('floor: captain Mean (30 beats Safe’s 29), 30·1.5 + 29 + 15 + 15 + 5 + 5 = 114', async () => {
    const lineup = await bestLineup({ kind: 'floor' })
    expect(lineup?.playerIds[0]).toBe('Mean')
    expect(lineup?.objective).toBeCloseTo(114, 9)
  })

  it('blend 1:3 mean:ceiling: Boom (65) over Mean (47.5) at captain, total 240.75', async () => {
    const lineup = await bestLineup({ kind: 'blend', meanWeight: 1, ceilingWeight: 3 })
    // Blended points: Mean 47.5, Boom 66.25, Safe 30.75, B1/D1 23.75, D2 13.75, D3 12.75.
    expect(lineup?.playerIds[0]).toBe('Boom')
    expect(lineup?.objective).toBeCloseTo(66.25 * 1.5 + 47.5 + 30.75 + 23.75 + 23.75 + 13.75, 9)
  })

  it('simulation: lineup i is the best lineup of correlated draw i, and the draws differ', async () => {
    const request = optimizeRequestSchema.parse({
      players: pool,
      format,
      count: 6,
      seed: 'draws',
      settings: {
        ...settings({ kind: 'simulation' }),
        general: { minSalaryCapPct: 0, maxPerTeam: 6, uniquePlayers: 0 },
      },
    })
    const { lineups } = await optimizeLineups(request)
    const sampler = createObjectiveSampler(request)
    const indexOf = new Map(pool.map((entry, index) => [entry.id, index]))
    for (const [index, lineup] of lineups.entries()) {
      const draw = new Float64Array(pool.length)
      sampler.draw(index, draw)
      const points = lineup.playerIds.map((id) => draw[indexOf.get(id) ?? -1] ?? 0)
      const total = points.reduce((sum, value, slot) => sum + value * (slot === 0 ? 1.5 : 1), 0)
      expect(lineup.objective).toBeCloseTo(total, 9)
      // Best on the draw, by hand: the top scorer is captain and the lowest one sits out.
      const sorted = [...draw].sort((a, b) => b - a)
      expect(points[0]).toBeCloseTo(sorted[0] ?? 0, 9)
      expect(Math.min(...points)).toBeGreaterThanOrEqual(sorted[5] ?? 0)
    }
    expect(new Set(lineups.map((lineup) => lineup.playerIds.join())).size).toBeGreaterThan(1)
  })
})
