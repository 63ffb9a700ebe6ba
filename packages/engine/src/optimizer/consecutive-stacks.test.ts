import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import GLPK from 'glpk.js/node'
import { describe, expect, it } from 'vitest'
import { optimizeLineups } from './optimize-lineups'
import { optimizerPlayerSchema, type OptimizerPlayerInput } from './optimizer-request'
import { battingOrderWindows } from './settings-rules'

const format = requireRosterFormat('dk-mlb-classic')
const orderPositions = ['SS', '2B', 'OF', '1B', '3B', 'OF', 'C', 'OF', '2B']

/**
 * Four teams in two games, nine hitters each in batting order and two pitchers. Team AAA's
 * strong hitters bat 1st, 3rd, 5th and 7th: the best 4-stack of AAA is not consecutive.
 */
const pool: OptimizerPlayerInput[] = [
  ['AAA', 'BBB', 'g1'],
  ['BBB', 'AAA', 'g1'],
  ['CCC', 'DDD', 'g2'],
  ['DDD', 'CCC', 'g2'],
].flatMap(([team = '', opponent = '', game = '']) => [
  ...orderPositions.map((position, index) => {
    const slot = index + 1
    const strong = team === 'AAA' && slot % 2 === 1 && slot < 9
    return {
      id: `${team}-${slot}`,
      name: `${team} hitter ${slot}`,
      team,
      opponent,
      game,
      positions: [position],
      salary: 3_500,
      projection: strong ? 14 - slot / 10 : 6 + (team === 'AAA' ? 0 : slot / 10),
      battingOrder: slot,
    }
  }),
  ...[1, 2].map((number) => ({
    id: `${team}-P${number}`,
    name: `${team} pitcher ${number}`,
    team,
    opponent,
    game,
    positions: ['SP'],
    salary: 7_000,
    projection: 15 + number,
  })),
])
const orderOf = new Map(pool.map((player) => [player.id, player.battingOrder]))
const teamOf = new Map(pool.map((player) => [player.id, player.team]))

const build = async (settings: OptimizerSettingsInput) =>
  (await optimizeLineups({ players: pool, format, count: 4, settings }, { glpk: await GLPK() }))
    .lineups

/** The batting-order slots of a team's hitters in a lineup. */
const slotsOf = (playerIds: readonly string[], team: string) =>
  playerIds
    .filter((id) => teamOf.get(id) === team && orderOf.get(id) !== undefined)
    .map((id) => orderOf.get(id) ?? 0)

/** Whether some `size` slots of `slots` are adjacent in a 9-slot order that wraps 9 → 1. */
const hasRun = (slots: readonly number[], size: number) =>
  Array.from({ length: 9 }, (_, first) => first).some((first) =>
    Array.from({ length: size }, (_, step) => ((first + step) % 9) + 1).every((slot) =>
      slots.includes(slot),
    ),
  )

const stackOf4 = (consecutivePlayers: boolean): OptimizerSettingsInput => ({
  general: { minSalaryCapPct: 0 },
  teamStacks: [{ stackCount: 4, consecutivePlayers, teams: ['AAA'] }],
})

describe('consecutive team stacks', () => {
  it('gives windows of adjacent slots, wrapping from the 9th hitter to the leadoff', () => {
    const players = pool.map((player) => optimizerPlayerSchema.parse(player))
    const members = players.flatMap((player, index) => (player.team === 'AAA' ? [index] : []))
    const windows = battingOrderWindows(players, members, 4)
    expect(windows).toHaveLength(9)
    const slots = (window: readonly number[]) => window.map((index) => players[index]?.battingOrder)
    expect(slots(windows[0] ?? [])).toEqual([1, 2, 3, 4])
    expect(slots(windows[7] ?? [])).toEqual([8, 9, 1, 2])
    // A hitter without a slot (slot 5 empty) leaves out every window through it.
    const without5 = members.filter((index) => players[index]?.battingOrder !== 5)
    expect(battingOrderWindows(players, without5, 4)).toHaveLength(5)
  })

  it('without the setting, the stack takes the best hitters wherever they bat', async () => {
    for (const lineup of await build(stackOf4(false))) {
      const slots = slotsOf(lineup.playerIds, 'AAA')
      expect(slots.length).toBeGreaterThanOrEqual(4)
      expect(hasRun(slots, 4)).toBe(false)
    }
  })

  it('with it, every lineup holds 4 AAA hitters in adjacent batting-order slots', async () => {
    const lineups = await build(stackOf4(true))
    expect(lineups).toHaveLength(4)
    for (const lineup of lineups) expect(hasRun(slotsOf(lineup.playerIds, 'AAA'), 4)).toBe(true)
  })

  it('GLPK alone keeps the same rule', async () => {
    const { lineups } = await optimizeLineups(
      { players: pool, format, count: 2, settings: stackOf4(true), solver: 'glpk' },
      { glpk: await GLPK() },
    )
    for (const lineup of lineups) expect(hasRun(slotsOf(lineup.playerIds, 'AAA'), 4)).toBe(true)
  })
})
