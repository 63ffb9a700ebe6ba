import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { optimizerPresets } from '@slatelab/domain/optimizer-presets'
import { describe, expect, it } from 'vitest'
import { optimizeLineups } from './optimize-lineups'
import { buildNflPool } from './pool-builders'

const format = requireRosterFormat('dk-nfl-classic')
const pool = buildNflPool('stack-exposure', 3)
const teamOf = new Map(pool.map((player) => [player.id, player.team ?? '']))
const gameOf = new Map(pool.map((player) => [player.id, player.game ?? '']))
// Every lineup stacks its quarterback with two pass catchers.
const stacked: OptimizerSettingsInput = {
  general: { minSalaryCapPct: 0, maxPerTeam: 8 },
  positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }],
}

const build = async (gpp: OptimizerSettingsInput['gpp'], count = 20) =>
  (await optimizeLineups({ players: pool, format, count, settings: { ...stacked, gpp } })).lineups

/** Lineups per team (game) with at least `size` of its players. */
const stackCounts = (
  lineups: readonly { playerIds: readonly string[] }[],
  keyOf: ReadonlyMap<string, string>,
  size: number,
) => {
  const counts = new Map<string, number>()
  for (const lineup of lineups) {
    const per = new Map<string, number>()
    for (const id of lineup.playerIds)
      per.set(keyOf.get(id) ?? '', (per.get(keyOf.get(id) ?? '') ?? 0) + 1)
    for (const [key, players] of per)
      if (players >= size) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

describe('stack exposure over a build', () => {
  it('caps every team’s 3-player stacks at 30 % of 20 lineups', { timeout: 30_000 }, async () => {
    const free = stackCounts(await build({}), teamOf, 3)
    expect(Math.max(...free.values())).toBeGreaterThan(6)
    const lineups = await build({ stackExposure: { teamStackSize: 3, maxTeamStackPct: 30 } })
    expect(lineups).toHaveLength(20)
    const capped = stackCounts(lineups, teamOf, 3)
    expect(Math.max(...capped.values())).toBeLessThanOrEqual(6)
  })

  it('caps one named team harder than the rest', async () => {
    const free = stackCounts(await build({}), teamOf, 3)
    const [top = ''] = [...free].sort((a, b) => b[1] - a[1]).map(([team]) => team)
    const lineups = await build({ stackExposure: { teams: [{ team: top, maxPct: 10 }] } })
    expect(stackCounts(lineups, teamOf, 3).get(top) ?? 0).toBeLessThanOrEqual(2)
  })

  it('caps game stacks of 5 at 40 %', async () => {
    const free = stackCounts(await build({}), gameOf, 5)
    expect(Math.max(...free.values())).toBeGreaterThan(8)
    const lineups = await build({ stackExposure: { gameStackSize: 5, maxGameStackPct: 40 } })
    expect(Math.max(...stackCounts(lineups, gameOf, 5).values())).toBeLessThanOrEqual(8)
  })
})

describe('the NFL GPP preset', () => {
  it('keeps every player away from his own lineup’s DST, where the defaults do not', async () => {
    const preset = optimizerPresets.find((entry) => entry.key === 'nfl-gppLarge')
    const general = { minSalaryCapPct: 0, maxPerTeam: 8, uniquePlayers: 1 }
    const facingOwnDst = (lineup: { playerIds: readonly string[] }) => {
      const lineupPlayers = lineup.playerIds.flatMap((id) => pool.filter((p) => p.id === id))
      const dst = lineupPlayers.find((player) => player.positions.includes('DST'))
      return lineupPlayers.some((player) => player.team === dst?.opponent)
    }
    // Cheap defences facing the best offence make the plain build pair them.
    const players = pool.map((player) =>
      player.positions.includes('DST') ? { ...player, salary: 2000, projection: 14 } : player,
    )
    const plainBuild = await optimizeLineups({ players, format, count: 20, settings: { general } })
    expect(plainBuild.lineups.some(facingOwnDst)).toBe(true)
    // The preset's stacks and its defence switch (its ownership and exposure rules only slow
    // this check down).
    const presetBuild = await optimizeLineups({
      players,
      format,
      count: 20,
      settings: {
        general,
        positionStacks: preset?.settings.positionStacks,
        gpp: { noneAgainstOwnDefense: preset?.settings.gpp?.noneAgainstOwnDefense },
      },
    })
    expect(presetBuild.lineups).toHaveLength(20)
    expect(presetBuild.lineups.some(facingOwnDst)).toBe(false)
  }, 60_000)
})
