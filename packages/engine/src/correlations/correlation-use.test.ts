import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Glpk } from '../optimizer/glpk-solver'
import { optimizeLineups } from '../optimizer/optimize-lineups'
import { buildNflPool } from '../optimizer/pool-builders'
import { playerCorrelationRules, viewTargets, type ViewCell } from './correlation-use'

let glpk: Glpk
beforeAll(async () => {
  glpk = await GLPK()
})

// Two games, four teams (T01–T04), 16 players each; the first of a position is its starter.
const pool = buildNflPool('correlation-use', 2)
const slatePlayers = pool.map((player, index) => ({
  id: player.id,
  playerId: index + 1,
  team: player.team ?? '',
  opponent: player.opponent ?? '',
  positions: player.positions,
  projection: player.projection,
}))
const starter = (team: string, role: string) => {
  const ranked = pool
    .filter((player) => player.team === team && player.positions[0] === role.replace(/\d$/, ''))
    .sort((a, b) => b.projection - a.projection)
  return ranked[Number(role.at(-1)) - 1 || 0]?.id
}

const cells: ViewCell[] = [
  { row: 'QB', column: { role: 'WR1', relation: 'teammate' }, correlation: 0.45, samples: 500 },
  { row: 'WR1', column: { role: 'QB', relation: 'teammate' }, correlation: 0.45, samples: 480 },
  { row: 'QB', column: { role: 'TE1', relation: 'teammate' }, correlation: 0.3, samples: 500 },
  { row: 'QB', column: { role: 'RB1', relation: 'teammate' }, correlation: 0.08, samples: 500 },
  { row: 'DST', column: { role: 'QB', relation: 'opponent' }, correlation: -0.35, samples: 500 },
]

describe('viewTargets', () => {
  it('keeps one target per role pair and relation, the one read from more games', () => {
    const targets = viewTargets(cells)
    expect(targets).toHaveLength(4)
    expect(targets[0]).toEqual({
      roles: ['QB', 'WR1'],
      relation: 'teammate',
      correlation: 0.45,
      samples: 500,
    })
    expect(targets.find((target) => target.relation === 'opponent')?.correlation).toBe(-0.35)
  })

  it('leaves player-to-player cells out: SimLabs reads roles', () => {
    expect(
      viewTargets([
        { row: { playerId: 1 }, column: { playerId: 2 }, correlation: 0.5, samples: 30 },
      ]),
    ).toEqual([])
  })
})

describe('playerCorrelationRules', () => {
  const rules = playerCorrelationRules(sportIds.NFL, slatePlayers, cells, {
    threshold: 0.2,
    maxRules: 100,
  })

  it('maps each role pair to the slate’s players by depth: the QB goes with his WR1', () => {
    for (const team of ['T01', 'T02', 'T03', 'T04']) {
      expect(rules).toContainEqual({
        playerId: starter(team, 'QB'),
        otherPlayerId: starter(team, 'WR1'),
        kind: 'together',
        correlation: 0.45,
        pair: 'QB–WR1',
      })
    }
    // One "together" per anchor: the QB's strongest partner (WR1), not also his TE1.
    expect(rules.filter((rule) => rule.pair === 'QB–TE1')).toEqual([])
    expect(rules.filter((rule) => rule.pair === 'WR1–QB')).toHaveLength(4)
  })

  it('keeps a defence apart from the opposing QB and ignores values under the threshold', () => {
    expect(rules).toContainEqual({
      playerId: starter('T01', 'DST'),
      otherPlayerId: starter('T02', 'QB'),
      kind: 'apart',
      correlation: -0.35,
      pair: 'DST–Opp QB',
    })
    expect(rules.some((rule) => rule.pair === 'QB–RB1')).toBe(false)
    expect(rules).toHaveLength(12)
  })

  it('keeps the strongest rules when the settings have room for fewer', () => {
    const few = playerCorrelationRules(sportIds.NFL, slatePlayers, cells, {
      threshold: 0.2,
      maxRules: 5,
    })
    expect(few).toHaveLength(5)
    expect(few.every((rule) => rule.correlation === 0.45)).toBe(true)
  })

  it('changes the build: every lineup with a QB has his WR1 and no DST faces its QB', async () => {
    const format = requireRosterFormat('dk-nfl-classic')
    const build = async (withRules: boolean) =>
      optimizeLineups(
        {
          players: pool,
          format,
          count: 15,
          settings: {
            general: { minSalaryCapPct: 0 },
            playerCorrelations: withRules ? rules : [],
          },
        },
        { glpk },
      )
    const broken = (lineups: readonly { readonly playerIds: readonly string[] }[]) =>
      lineups.filter((lineup) =>
        rules.some((rule) =>
          rule.kind === 'together'
            ? lineup.playerIds.includes(rule.playerId) &&
              !lineup.playerIds.includes(rule.otherPlayerId)
            : lineup.playerIds.includes(rule.playerId) &&
              lineup.playerIds.includes(rule.otherPlayerId),
        ),
      ).length
    const without = await build(false)
    const applied = await build(true)
    expect(broken(without.lineups)).toBeGreaterThan(0)
    expect(applied.lineups).toHaveLength(15)
    expect(broken(applied.lineups)).toBe(0)
  })
})
