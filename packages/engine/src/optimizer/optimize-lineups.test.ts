import { requireRosterFormat, type RosterFormat } from '@slatelab/domain/roster-formats'
import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Glpk } from './glpk-solver'
import { optimizeLineups } from './optimize-lineups'
import { optimizerPlayerSchema, type OptimizerPlayerInput } from './optimizer-request'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { buildNbaPool, buildNflPool } from './pool-builders'
import { createRng } from '../rng'

let glpk: Glpk
beforeAll(async () => {
  glpk = await GLPK()
})

const nfl = requireRosterFormat('dk-nfl-classic')
const plain: OptimizerSettingsInput = { general: { minSalaryCapPct: 0 } }

// Every valid lineup of a small pool, by brute force over player subsets with a slot matching.
const bruteForce = (players: readonly OptimizerPlayerInput[], format: RosterFormat) => {
  const size = format.slots.length
  const parsed = players.map((player) => optimizerPlayerSchema.parse(player))
  const fits = (subset: readonly number[]): boolean => {
    const taken = new Set<number>()
    const place = (slot: number): boolean => {
      const code = format.slots[slot]?.code
      if (code === undefined) return true
      return subset.some((index) => {
        if (taken.has(index) || !parsed[index]?.rosterPositions.includes(code)) return false
        taken.add(index)
        if (place(slot + 1)) return true
        taken.delete(index)
        return false
      })
    }
    return place(0)
  }
  const points: number[] = []
  const pick = (from: number, subset: number[], salary: number, total: number) => {
    if (salary > format.salaryCap) return
    if (subset.length === size) {
      if (fits(subset)) points.push(total)
      return
    }
    for (let index = from; index <= parsed.length - (size - subset.length); index += 1) {
      const player = parsed[index]
      if (player === undefined) continue
      subset.push(index)
      pick(index + 1, subset, salary + player.salary, total + player.projection)
      subset.pop()
    }
  }
  pick(0, [], 0, 0)
  return points.sort((a, b) => b - a)
}

const objectives = async (
  players: readonly OptimizerPlayerInput[],
  format: RosterFormat,
  count: number,
  settings: OptimizerSettingsInput,
  solver: 'auto' | 'glpk' = 'auto',
) =>
  (
    await optimizeLineups({ players: [...players], format, count, settings, solver }, { glpk })
  ).lineups.map((lineup) => lineup.objective)

describe('optimizeLineups: exactness', () => {
  it('returns the best lineup and then the k-th best, as brute force finds them', async () => {
    // Two games of a small DK NBA slate: 20 players, every 8-player subset checked.
    const second = buildNbaPool('brute-2', 1).map((player) => ({
      ...player,
      id: `b${player.id}`,
      team: `${player.team}b`,
      game: 'g2',
    }))
    const players = [...buildNbaPool('brute', 1).slice(0, 10), ...second.slice(0, 10)]
    const expected = bruteForce(players, requireRosterFormat('dk-nba-classic')).slice(0, 25)
    const found = await objectives(players, requireRosterFormat('dk-nba-classic'), 25, {
      general: { minSalaryCapPct: 0, maxPerTeam: 8 },
    })
    expect(found).toHaveLength(25)
    found.forEach((objective, index) =>
      expect(objective).toBeCloseTo(expected[index] ?? Number.NaN, 6),
    )
  })

  it('matches GLPK step by step on a stacked build with exposure and uniqueness', async () => {
    const players = buildNflPool('cross-check', 2)
    const settings: OptimizerSettingsInput = {
      general: { minSalaryCapPct: 90, maxExposurePct: 60, uniquePlayers: 2 },
      positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }],
    }
    const bySearch = await objectives(players, nfl, 10, settings)
    const byGlpk = await objectives(players, nfl, 10, settings, 'glpk')
    bySearch.forEach((objective, index) =>
      expect(objective).toBeCloseTo(byGlpk[index] ?? Number.NaN, 6),
    )
  })

  it('matches GLPK on a showdown captain build (1.5x salary and points)', async () => {
    const format = requireRosterFormat('dk-nfl-showdown')
    const players = buildNflPool('showdown', 1).map((player) => ({
      ...player,
      rosterPositions: ['CPT', 'FLEX'],
    }))
    const bySearch = await objectives(players, format, 8, plain)
    const byGlpk = await objectives(players, format, 8, plain, 'glpk')
    bySearch.forEach((objective, index) =>
      expect(objective).toBeCloseTo(byGlpk[index] ?? Number.NaN, 6),
    )
  })
})

// Real salary files project from season averages: cheap part-timers often outscore their
// salary. Shuffling points between players gives the search that shape on seeded pools.
const withScrambledPoints = (players: readonly OptimizerPlayerInput[], seed: string) => {
  const rng = createRng(seed)
  return players.map((player) => ({
    ...player,
    projection: Math.round(rng.next() * 3000) / 100,
  }))
}

describe('optimizeLineups: pruning keeps every lineup an exact solver would pick', () => {
  it.each(['a', 'b', 'c'])(
    'matches GLPK step by step on stacked builds with value players everywhere (%s)',
    async (seed) => {
      const players = withScrambledPoints(buildNflPool(`value-${seed}`, 2), seed)
      const settings: OptimizerSettingsInput = {
        general: { minSalaryCapPct: 0, maxPerTeam: 9, maxExposurePct: 50, uniquePlayers: 3 },
        positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }],
      }
      const bySearch = await objectives(players, nfl, 8, settings)
      const byGlpk = await objectives(players, nfl, 8, settings, 'glpk')
      expect(bySearch).toHaveLength(8)
      bySearch.forEach((objective, index) =>
        expect(objective).toBeCloseTo(byGlpk[index] ?? Number.NaN, 6),
      )
    },
  )

  it('matches GLPK on an NBA pool with thousands of compositions (plans rebuilt per search)', async () => {
    const players = withScrambledPoints(buildNbaPool('compositions', 2), 'nba')
    const settings: OptimizerSettingsInput = { general: { minSalaryCapPct: 0, maxPerTeam: 8 } }
    const bySearch = await objectives(players, requireRosterFormat('dk-nba-classic'), 6, settings)
    const byGlpk = await objectives(
      players,
      requireRosterFormat('dk-nba-classic'),
      6,
      settings,
      'glpk',
    )
    bySearch.forEach((objective, index) =>
      expect(objective).toBeCloseTo(byGlpk[index] ?? Number.NaN, 6),
    )
  })
})
