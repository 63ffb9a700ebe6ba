import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  duplicatesCoefficients,
  duplicatesModelOf,
  expectedDuplicates,
  lineupExpectedDuplicates,
} from './duplicates-model'
import type { Glpk } from './glpk-solver'
import { optimizeLineups } from './optimize-lineups'
import { optimizerPlayerSchema, type OptimizerPlayerInput } from './optimizer-request'
import { buildNflPool } from './pool-builders'

let glpk: Glpk
beforeAll(async () => {
  glpk = await GLPK()
})

const classic = requireRosterFormat('dk-nfl-classic')
const showdown = requireRosterFormat('dk-nfl-showdown')
const classicPool = buildNflPool('dupes-classic', 4)
const showdownPool: OptimizerPlayerInput[] = buildNflPool('dupes-showdown', 1).map((player) => ({
  ...player,
  rosterPositions: ['CPT', 'FLEX'],
  slotOwnership: { CPT: Math.round(((player.ownership ?? 0) / 3) * 100) / 100 },
}))

const build = async (
  players: readonly OptimizerPlayerInput[],
  format: typeof classic,
  gpp: OptimizerSettingsInput['gpp'],
  count: number,
  solver?: 'glpk',
) => {
  const parsed = players.map((player) => optimizerPlayerSchema.parse(player))
  const byId = new Map(parsed.map((player) => [player.id, player]))
  const { lineups } = await optimizeLineups(
    {
      players: [...players],
      format,
      count,
      settings: { general: { minSalaryCapPct: 0, maxPerTeam: 6 }, gpp },
      ...(solver && { solver }),
    },
    { glpk },
  )
  const contestSize = gpp?.duplicates?.contestSize ?? 0
  return lineups.map((lineup) => ({
    ...lineup,
    dupes: lineupExpectedDuplicates(
      lineup.playerIds.flatMap((id) => byId.get(id) ?? []),
      format,
      contestSize,
    ),
  }))
}

describe('the expected duplicates of a lineup', () => {
  it('is (N − 1)·e^a·Π(own)^b·e^(c·salary left in $K), by hand', () => {
    const coefficients = { a: -2, b: 0.5, c: -0.3 }
    const value = expectedDuplicates(coefficients, {
      ownerships: [40, 10],
      salary: 48_000,
      salaryCap: 50_000,
      contestSize: 1001,
    })
    expect(value).toBeCloseTo(1000 * Math.exp(-2) * Math.sqrt(0.4 * 0.1) * Math.exp(-0.6), 9)
    expect(
      expectedDuplicates(coefficients, {
        ...{ ownerships: [40], salary: 0 },
        salaryCap: 0,
        contestSize: 1,
      }),
    ).toBe(0)
  })

  it('uses the captain coefficients on a captain roster and the classic ones otherwise', () => {
    expect(duplicatesModelOf(showdown)).toBe(duplicatesCoefficients.captain)
    expect(duplicatesModelOf(requireRosterFormat('fd-nfl-mvp'))).toBe(
      duplicatesCoefficients.captain,
    )
    expect(duplicatesModelOf(classic)).toBe(duplicatesCoefficients.classic)
  })

  it('counts a captain at his captain ownership and 1.5× salary', () => {
    const players = showdownPool.slice(0, 6).map((player) => optimizerPlayerSchema.parse(player))
    const captain = players[0]
    if (captain === undefined) throw new Error('no players')
    const own = players.map((player, slot) =>
      slot === 0 ? (player.slotOwnership.CPT ?? 0) : player.ownership,
    )
    const salary = players.reduce(
      (sum, player, slot) => sum + Math.round(player.salary * (slot === 0 ? 1.5 : 1)),
      0,
    )
    expect(lineupExpectedDuplicates(players, showdown, 20_000)).toBeCloseTo(
      expectedDuplicates(duplicatesCoefficients.captain, {
        ownerships: own,
        salary,
        salaryCap: showdown.salaryCap,
        contestSize: 20_000,
      }),
      9,
    )
  })
})

describe('the cap on expected duplicates', () => {
  const contestSize = 50_000

  it('holds on every lineup of a showdown build, by the search and by GLPK alike', async () => {
    const free = await build(showdownPool, showdown, { duplicates: { contestSize } }, 20)
    const sorted = free.map((lineup) => lineup.dupes).sort((a, b) => a - b)
    const cap = Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(4))
    expect(free.filter((lineup) => lineup.dupes > cap + 1e-6).length).toBeGreaterThan(5)
    const gpp = { duplicates: { contestSize, maxExpected: cap } }
    const bySearch = await build(showdownPool, showdown, gpp, 20)
    const byGlpk = await build(showdownPool, showdown, gpp, 20, 'glpk')
    expect(bySearch).toHaveLength(20)
    for (const lineup of [...bySearch, ...byGlpk])
      expect(lineup.dupes).toBeLessThanOrEqual(cap + 1e-6)
    expect(bySearch.map((lineup) => lineup.objective)).toEqual(
      byGlpk.map((lineup) => expect.closeTo(lineup.objective, 6) as unknown as number),
    )
  })

  it('holds on every lineup of a 40-lineup classic build', async () => {
    const free = await build(classicPool, classic, { duplicates: { contestSize } }, 40)
    const sorted = free.map((lineup) => lineup.dupes).sort((a, b) => a - b)
    const cap = sorted[Math.floor(sorted.length / 2)] ?? 0
    expect(cap).toBeGreaterThan(0)
    expect(free.some((lineup) => lineup.dupes > cap + 1e-6)).toBe(true)
    const capped = await build(
      classicPool,
      classic,
      { duplicates: { contestSize, maxExpected: cap } },
      40,
    )
    expect(capped).toHaveLength(40)
    for (const lineup of capped) expect(lineup.dupes).toBeLessThanOrEqual(cap + 1e-6)
  })

  it('is off at 0 and without a contest size', async () => {
    const free = await build(classicPool, classic, {}, 5)
    const off = await build(classicPool, classic, { duplicates: { maxExpected: 0.0001 } }, 5)
    expect(off.map((lineup) => lineup.playerIds)).toEqual(free.map((lineup) => lineup.playerIds))
  })
})
