import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OptimizerInfeasibleError } from './infeasibility'
import { optimizeLineups } from './optimize-lineups'
import type { OptimizerPlayerInput } from './optimizer-request'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { buildNflPool } from './pool-builders'

const format = requireRosterFormat('dk-nfl-classic')
const pool = buildNflPool('rules', 2)
const byId = new Map(pool.map((player) => [player.id, player]))
const noMinSalary = { minSalaryCapPct: 0 }

const build = async (
  settings: OptimizerSettingsInput,
  count = 5,
  players: readonly OptimizerPlayerInput[] = pool,
) => (await optimizeLineups({ players: [...players], format, count, settings })).lineups

const playersOf = (playerIds: readonly string[]) =>
  playerIds.flatMap((id) => {
    const player = byId.get(id)
    return player === undefined ? [] : [player]
  })
const countBy = (playerIds: readonly string[], test: (player: OptimizerPlayerInput) => boolean) =>
  playersOf(playerIds).filter(test).length
const teamCounts = (playerIds: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const player of playersOf(playerIds))
    counts.set(player.team ?? '', (counts.get(player.team ?? '') ?? 0) + 1)
  return counts
}
const withPlayer = (id: string, change: Partial<OptimizerPlayerInput>) =>
  pool.map((player) => (player.id === id ? { ...player, ...change } : player))

describe('settings rules', () => {
  it('keeps the salary within the min and max share of the cap', async () => {
    for (const lineup of await build({ general: { minSalaryCapPct: 99, maxSalaryCapPct: 100 } })) {
      expect(lineup.salary).toBeGreaterThanOrEqual(49_500)
      expect(lineup.salary).toBeLessThanOrEqual(50_000)
    }
  })

  it('puts a locked player in every lineup and an excluded one in none', async () => {
    const [best] = await build({ general: noMinSalary }, 1)
    const star = best?.playerIds[0] ?? ''
    const players = withPlayer(star, { exclude: true }).map((player) =>
      player.id === 'T02-WR6' ? { ...player, lock: true } : player,
    )
    for (const lineup of await build({ general: noMinSalary }, 3, players)) {
      expect(lineup.playerIds).toContain('T02-WR6')
      expect(lineup.playerIds).not.toContain(star)
    }
  })

  it('caps players per team', async () => {
    for (const lineup of await build({ general: { ...noMinSalary, maxPerTeam: 3 } })) {
      expect(Math.max(...teamCounts(lineup.playerIds).values())).toBeLessThanOrEqual(3)
    }
  })

  it('caps the summed ownership of a lineup', async () => {
    for (const lineup of await build({
      general: { ...noMinSalary, maxOwnershipPerLineupPct: 60 },
    })) {
      expect(lineup.ownership).toBeLessThanOrEqual(60 + 1e-9)
    }
  })

  it('makes every lineup differ by the unique-player count', async () => {
    const lineups = await build({ general: { ...noMinSalary, uniquePlayers: 3 } }, 6)
    for (const [index, lineup] of lineups.entries()) {
      for (const earlier of lineups.slice(0, index)) {
        expect(
          lineup.playerIds.filter((id) => earlier.playerIds.includes(id)).length,
        ).toBeLessThanOrEqual(6)
      }
    }
  })

  it('makes lineups differ at a position by its own unique count', async () => {
    const lineups = await build({ general: { ...noMinSalary, uniquePerPosition: { QB: 1 } } }, 4)
    const quarterbacks = lineups.map((lineup) => lineup.playerIds[0])
    expect(new Set(quarterbacks).size).toBe(4)
  })

  it('spreads max exposure over the whole build', async () => {
    const lineups = await build({ general: { ...noMinSalary, maxExposurePct: 50 } }, 10)
    const seen = new Map<string, number>()
    for (const lineup of lineups)
      for (const id of lineup.playerIds) seen.set(id, (seen.get(id) ?? 0) + 1)
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(5)
  })

  it('caps exposure per position', async () => {
    const lineups = await build(
      { general: { ...noMinSalary, maxExposurePerPosition: { QB: 25 } } },
      8,
    )
    const seen = new Map<string, number>()
    for (const lineup of lineups)
      seen.set(lineup.playerIds[0] ?? '', (seen.get(lineup.playerIds[0] ?? '') ?? 0) + 1)
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(2)
  })

  it('reaches a player’s min exposure by the end of the build', async () => {
    const players = withPlayer('T03-RB4', { minExposurePct: 50 })
    const lineups = await build({ general: noMinSalary }, 6, players)
    expect(
      lineups.filter((lineup) => lineup.playerIds.includes('T03-RB4')).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('keeps a custom rule: at most 1 player over 20 % ownership', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      customRules: [
        {
          type: 'atMost',
          playerCount: 1,
          fieldName: 'ownership',
          operator: 'greaterThan',
          value1: 20,
        },
      ],
    }
    for (const lineup of await build(settings)) {
      expect(
        countBy(lineup.playerIds, (player) => (player.ownership ?? 0) > 20),
      ).toBeLessThanOrEqual(1)
    }
  })

  it('keeps team limits', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      teamLimits: [{ team: 'T04', minCount: 3, maxCount: 3 }],
    }
    for (const lineup of await build(settings))
      expect(teamCounts(lineup.playerIds).get('T04')).toBe(3)
  })

  it('builds team stacks of 4 and 3 from two teams', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      teamStacks: [{ stackCount: 4 }, { stackCount: 3 }],
    }
    for (const lineup of await build(settings)) {
      const counts = [...teamCounts(lineup.playerIds).values()].sort((a, b) => b - a)
      expect(counts[0]).toBeGreaterThanOrEqual(4)
      expect(counts[1]).toBeGreaterThanOrEqual(3)
    }
  })

  it('stacks the quarterback with 2 pass catchers and a bring-back', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      positionStacks: [
        { keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 },
        { keyPosition: 'QB', positions: ['WR'], playerCount: 1, teamGameType: 'opponent' },
      ],
    }
    for (const lineup of await build(settings)) {
      const [quarterback] = playersOf(lineup.playerIds.slice(0, 1))
      const isCatcher = (player: OptimizerPlayerInput) =>
        ['WR', 'TE'].includes(player.positions[0] ?? '')
      expect(
        countBy(
          lineup.playerIds,
          (player) => isCatcher(player) && player.team === quarterback?.team,
        ),
      ).toBeGreaterThanOrEqual(2)
      expect(
        countBy(
          lineup.playerIds,
          (player) => player.positions[0] === 'WR' && player.team === quarterback?.opponent,
        ),
      ).toBeGreaterThanOrEqual(1)
    }
  })

  it('keeps correlations: together and apart', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      playerCorrelations: [
        { playerId: 'T01-QB1', otherPlayerId: 'T01-TE2', kind: 'together' },
        { playerId: 'T01-QB1', otherPlayerId: 'T01-WR1', kind: 'apart' },
      ],
    }
    for (const lineup of await build(settings, 8)) {
      if (lineup.playerIds.includes('T01-QB1')) {
        expect(lineup.playerIds).toContain('T01-TE2')
        expect(lineup.playerIds).not.toContain('T01-WR1')
      }
    }
  })

  it('keeps player groups: at least one of these, and if this one then that one', async () => {
    const settings: OptimizerSettingsInput = {
      general: noMinSalary,
      playerGroups: [
        { kind: 'atLeast', count: 1, playerIds: ['T03-WR5', 'T03-WR6'] },
        { kind: 'ifThen', count: 1, playerIds: ['T03-WR5'], thenPlayerIds: ['T04-DST1'] },
      ],
    }
    for (const lineup of await build(settings)) {
      expect(lineup.playerIds.some((id) => id === 'T03-WR5' || id === 'T03-WR6')).toBe(true)
      if (lineup.playerIds.includes('T03-WR5')) expect(lineup.playerIds).toContain('T04-DST1')
    }
  })

  it('avoids opposition and limits players against one’s defense', async () => {
    for (const lineup of await build({ general: { ...noMinSalary, avoidOpposition: true } })) {
      for (const player of playersOf(lineup.playerIds)) {
        expect(teamCounts(lineup.playerIds).has(player.opponent ?? '')).toBe(false)
      }
    }
    for (const lineup of await build({ general: { ...noMinSalary, playersAgainstOpponent: 1 } })) {
      const [defense] = playersOf(lineup.playerIds.slice(8))
      expect(
        countBy(lineup.playerIds, (player) => player.team === defense?.opponent),
      ).toBeLessThanOrEqual(1)
    }
  })

  it('narrows the flex to the selected positions', async () => {
    const settings: OptimizerSettingsInput = {
      general: {
        ...noMinSalary,
        flexGroups: [{ groupName: 'FLEX', positions: [{ positionName: 'TE', isSelected: true }] }],
      },
    }
    for (const lineup of await build(settings))
      expect(playersOf([lineup.playerIds[7] ?? ''])[0]?.positions).toEqual(['TE'])
  })

  it('diversifies projections the same way for the same seed', async () => {
    const settings: OptimizerSettingsInput = { general: { ...noMinSalary, diversification: 20 } }
    const run = (seed: string) =>
      optimizeLineups({ players: pool, format, count: 3, settings, seed })
    const [first, again, other] = await Promise.all([run('a'), run('a'), run('b')])
    expect(again.lineups).toEqual(first.lineups)
    expect(other.lineups.map((lineup) => lineup.objective)).not.toEqual(
      first.lineups.map((lineup) => lineup.objective),
    )
  })

  it('names the conflicting rules when no lineup exists', async () => {
    const settings: OptimizerSettingsInput = {
      general: { ...noMinSalary, maxPerTeam: 2 },
      positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }],
      teamLimits: [{ team: 'T01', minCount: 0, maxCount: 0 }],
    }
    const error = await build(settings, 1).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(OptimizerInfeasibleError)
    expect((error as OptimizerInfeasibleError).rules).toEqual([
      'Max per team (2)',
      'Position stack QB + 2 WR/TE (sameTeam)',
    ])
  })

  it('says how much a lineup can spend when the least salary is out of reach', async () => {
    // Nobody above $5,000: nine players spend $45,000 at most, under the 99 % asked.
    const cheap = pool.map((player) => ({ ...player, salary: Math.min(player.salary, 5000) }))
    const atLeast = (salary: number) => ({ general: { minSalaryCapPct: salary / 500 } })
    const error = await build(atLeast(49_500), 1, cheap).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(OptimizerInfeasibleError)
    const { rules, highestSalary = 0, message } = error as OptimizerInfeasibleError
    expect(rules).toEqual(['Min salary cap'])
    expect(message).toBe(
      `Lineup 1: no lineup satisfies Min salary cap (the most a lineup can spend is $${highestSalary.toLocaleString('en-US')})`,
    )
    // It is the most: a lineup spends exactly that, and none a dollar more.
    const [lineup] = await build(atLeast(highestSalary), 1, cheap)
    expect(lineup?.salary).toBe(highestSalary)
    await expect(build(atLeast(highestSalary + 1), 1, cheap)).rejects.toBeInstanceOf(
      OptimizerInfeasibleError,
    )
  })

  it('stops when cancelled', async () => {
    let aborted = false
    const signal = {
      get aborted() {
        return aborted
      },
      throwIfAborted() {
        if (aborted) throw new Error('cancelled')
      },
    }
    const run = optimizeLineups(
      { players: pool, format, count: 20, settings: { general: noMinSalary } },
      { signal, onProgress: () => void (aborted = true) },
    )
    await expect(run).rejects.toThrow('cancelled')
  })
})

describe('settings rules: every lineup of random builds satisfies every active rule', () => {
  it('holds for random caps, uniqueness, exposure and stacks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          maxPerTeam: fc.integer({ min: 3, max: 6 }),
          uniquePlayers: fc.integer({ min: 1, max: 3 }),
          maxExposurePct: fc.integer({ min: 40, max: 100 }),
          stack: fc.integer({ min: 0, max: 2 }),
          minSalaryCapPct: fc.integer({ min: 0, max: 98 }),
        }),
        async (rule) => {
          const count = 5
          const settings: OptimizerSettingsInput = {
            general: {
              minSalaryCapPct: rule.minSalaryCapPct,
              maxPerTeam: rule.maxPerTeam,
              uniquePlayers: rule.uniquePlayers,
              maxExposurePct: rule.maxExposurePct,
            },
            positionStacks:
              rule.stack > 0
                ? [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: rule.stack }]
                : [],
          }
          const lineups = await build(settings, count).catch((error: unknown) => {
            if (error instanceof OptimizerInfeasibleError) return []
            throw error
          })
          const seen = new Map<string, number>()
          for (const [index, lineup] of lineups.entries()) {
            const lineupPlayers = playersOf(lineup.playerIds)
            expect(new Set(lineup.playerIds).size).toBe(9)
            format.slots.forEach((slot, slotIndex) =>
              expect(lineupPlayers[slotIndex]?.rosterPositions).toContain(slot.code),
            )
            expect(lineup.salary).toBeLessThanOrEqual(50_000)
            expect(lineup.salary).toBeGreaterThanOrEqual(500 * rule.minSalaryCapPct)
            expect(Math.max(...teamCounts(lineup.playerIds).values())).toBeLessThanOrEqual(
              rule.maxPerTeam,
            )
            expect(new Set(lineupPlayers.map((player) => player.game)).size).toBeGreaterThanOrEqual(
              2,
            )
            const quarterback = lineupPlayers[0]
            expect(
              countBy(
                lineup.playerIds,
                (player) =>
                  ['WR', 'TE'].includes(player.positions[0] ?? '') &&
                  player.team === quarterback?.team,
              ),
            ).toBeGreaterThanOrEqual(rule.stack)
            for (const earlier of lineups.slice(0, index)) {
              expect(
                lineup.playerIds.filter((id) => earlier.playerIds.includes(id)).length,
              ).toBeLessThanOrEqual(9 - rule.uniquePlayers)
            }
            for (const id of lineup.playerIds) seen.set(id, (seen.get(id) ?? 0) + 1)
          }
          for (const appearances of seen.values()) {
            expect(appearances).toBeLessThanOrEqual(
              Math.floor((count * rule.maxExposurePct) / 100 + 1e-9),
            )
          }
        },
      ),
      { numRuns: 12, seed: 6 },
    )
  })
})
