import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type {
  OptimizerSettingsInput,
  PositionStack,
} from '@slatelab/domain/entities/multi-settings'
import { describe, expect, it } from 'vitest'
import { optimizeLineups } from './optimize-lineups'
import { buildNflPool } from './pool-builders'

const format = requireRosterFormat('dk-nfl-classic')
const pool = buildNflPool('position-stack-limits', 3)
const byId = new Map(pool.map((player) => [player.id, player]))
const general = { minSalaryCapPct: 0, maxPerTeam: 8 }

const build = async (settings: OptimizerSettingsInput, count = 10) =>
  (await optimizeLineups({ players: pool, format, count, settings })).lineups

type StackInput = Partial<PositionStack> & Pick<PositionStack, 'positions' | 'playerCount'>
const qbStack = (stack: StackInput): OptimizerSettingsInput['positionStacks'] => [
  { keyPosition: 'QB', ...stack },
]

/** Each lineup's quarterback and his same-team players of `positions`. */
const qbPartners = (playerIds: readonly string[], positions: readonly string[]) => {
  const players = playerIds.flatMap((id) => byId.get(id) ?? [])
  const qb = players.find((player) => player.positions.includes('QB'))
  return {
    qb: qb?.id ?? '',
    partners: players.filter(
      (player) =>
        player !== qb &&
        player.team === qb?.team &&
        player.positions.some((position) => positions.includes(position)),
    ),
  }
}

describe('position stack secondary position', () => {
  const stack = { positions: ['WR', 'TE'], playerCount: 2 }
  const hasTePartner = (playerIds: readonly string[]) =>
    qbPartners(playerIds, ['TE']).partners.length > 0

  it('puts a TE among the QB’s partners in every lineup', { timeout: 30_000 }, async () => {
    const free = await build({ general, positionStacks: qbStack(stack) })
    expect(free.some((lineup) => !hasTePartner(lineup.playerIds))).toBe(true)
    const lineups = await build({
      general,
      positionStacks: qbStack({ ...stack, secondaryPosition: 'TE' }),
    })
    expect(lineups).toHaveLength(10)
    for (const lineup of lineups) {
      expect(hasTePartner(lineup.playerIds)).toBe(true)
      expect(qbPartners(lineup.playerIds, ['WR', 'TE']).partners.length).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('position stack pair limit', () => {
  // The best quarterback in every lineup, with two of his pass catchers or backs.
  const [qb] = pool
    .filter((player) => player.positions.includes('QB'))
    .sort((a, b) => b.projection - a.projection)
  const locked = pool.map((player) => (player === qb ? { ...player, lock: true } : player))
  const stack = { positions: ['RB', 'WR', 'TE'], playerCount: 2 }
  const pairCounts = (lineups: readonly { playerIds: readonly string[] }[]) => {
    const counts = new Map<string, number>()
    for (const lineup of lineups) {
      const { qb: key, partners } = qbPartners(lineup.playerIds, stack.positions)
      for (const partner of partners) {
        const pair = `${key}+${partner.id}`
        counts.set(pair, (counts.get(pair) ?? 0) + 1)
      }
    }
    return counts
  }
  const buildLocked = async (pairLimit: number) =>
    (
      await optimizeLineups({
        players: locked,
        format,
        count: 10,
        settings: { general, positionStacks: qbStack({ ...stack, pairLimit }) },
      })
    ).lineups

  it('keeps each QB–partner pair to 2 of 10 lineups', { timeout: 30_000 }, async () => {
    const free = pairCounts(await buildLocked(0))
    expect(Math.max(...free.values())).toBeGreaterThan(2)
    const lineups = await buildLocked(2)
    expect(lineups).toHaveLength(10)
    for (const lineup of lineups) {
      expect(lineup.playerIds).toContain(qb?.id)
      expect(qbPartners(lineup.playerIds, stack.positions).partners.length).toBeGreaterThanOrEqual(
        2,
      )
    }
    expect(Math.max(...pairCounts(lineups).values())).toBeLessThanOrEqual(2)
  })
})
