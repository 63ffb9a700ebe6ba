import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Glpk } from './glpk-solver'
import { logOwnershipCost } from './gpp-rules'
import { geometricMeanOwnership } from './lineup-output'
import { optimizeLineups } from './optimize-lineups'
import type { OptimizerPlayerInput } from './optimizer-request'
import { buildNflPool } from './pool-builders'

let glpk: Glpk
beforeAll(async () => {
  glpk = await GLPK()
})

const showdown = requireRosterFormat('dk-nfl-showdown')
// One game; a captain's ownership is a third of his flex ownership, as on real slates.
const showdownPool: OptimizerPlayerInput[] = buildNflPool('gpp-showdown', 1).map((player) => ({
  ...player,
  rosterPositions: ['CPT', 'FLEX'],
  slotOwnership: { CPT: Math.round(((player.ownership ?? 0) / 3) * 100) / 100 },
}))
const plain = { minSalaryCapPct: 0, maxPerTeam: 6 }

const buildShowdown = async (gpp: OptimizerSettingsInput['gpp'], count = 20, solver?: 'glpk') =>
  (
    await optimizeLineups(
      {
        players: showdownPool,
        format: showdown,
        count,
        settings: { general: plain, gpp },
        ...(solver && { solver }),
      },
      { glpk },
    )
  ).lineups

const captainOf = (lineup: { playerIds: readonly string[] }) => lineup.playerIds[0]
const flexOf = (lineup: { playerIds: readonly string[] }) => lineup.playerIds.slice(1)

describe('slot rules on a showdown build', () => {
  it('caps a player’s captain exposure without capping him at flex (20 lineups)', async () => {
    const free = await buildShowdown({}, 20)
    const star = captainOf(free[0] ?? { playerIds: [] }) ?? ''
    expect(free.filter((lineup) => captainOf(lineup) === star).length).toBeGreaterThan(5)

    const capped = await buildShowdown({
      slotRules: [{ playerId: star, slot: 'CPT', maxExposurePct: 25 }],
    })
    expect(capped).toHaveLength(20)
    expect(capped.filter((lineup) => captainOf(lineup) === star).length).toBeLessThanOrEqual(5)
    expect(capped.filter((lineup) => flexOf(lineup).includes(star)).length).toBeGreaterThan(0)
  })

  it('locks one player at captain and another at flex in every lineup, and excludes one at captain only', async () => {
    const free = await buildShowdown({}, 1)
    const best = free[0] ?? { playerIds: [] }
    const [captain, flexStar] = [flexOf(best)[0] ?? '', captainOf(best) ?? '']
    const excluded = flexOf(best)[1] ?? ''
    const lineups = await buildShowdown({
      slotRules: [
        { playerId: captain, slot: 'CPT', lock: true },
        { playerId: flexStar, slot: 'FLEX', lock: true },
        { playerId: excluded, slot: 'CPT', exclude: true },
      ],
    })
    expect(lineups).toHaveLength(20)
    for (const lineup of lineups) {
      expect(captainOf(lineup)).toBe(captain)
      expect(flexOf(lineup)).toContain(flexStar)
    }
    expect(lineups.some((lineup) => flexOf(lineup).includes(excluded))).toBe(true)
  })

  it('reaches a captain minimum exposure by the end of the build', async () => {
    const cheap = [...showdownPool].sort((a, b) => b.projection - a.projection)[8]?.id ?? ''
    const free = await buildShowdown({}, 20)
    expect(free.filter((lineup) => captainOf(lineup) === cheap).length).toBeLessThan(4)
    const lineups = await buildShowdown({
      slotRules: [{ playerId: cheap, slot: 'CPT', minExposurePct: 20 }],
    })
    expect(lineups.filter((lineup) => captainOf(lineup) === cheap).length).toBeGreaterThanOrEqual(4)
  }, 30_000)

  it('keeps “if X is captain then Y at flex” and “if X is captain then not Z”', async () => {
    const free = await buildShowdown({}, 20)
    const captains = [...new Set(free.map(captainOf))]
    const [x = '', y = ''] = captains
    const buddy = showdownPool.find((player) => player.id !== x && player.id !== y)?.id ?? ''
    const lineups = await buildShowdown({
      slotConditions: [
        { playerId: x, slot: 'CPT', otherPlayerId: buddy, otherSlot: 'FLEX', kind: 'together' },
        { playerId: y, slot: 'CPT', otherPlayerId: x, kind: 'apart' },
      ],
    })
    expect(lineups.some((lineup) => captainOf(lineup) === x)).toBe(true)
    for (const lineup of lineups) {
      if (captainOf(lineup) === x) expect(flexOf(lineup)).toContain(buddy)
      if (captainOf(lineup) === y) expect(lineup.playerIds).not.toContain(x)
    }
  })

  it('gives the same objectives by the search and by GLPK under slot rules', async () => {
    const gpp: OptimizerSettingsInput['gpp'] = {
      slotRules: [{ playerId: showdownPool[0]?.id ?? '', slot: 'CPT', maxExposurePct: 10 }],
      ownership: { maxGeoMeanPct: 12 },
    }
    const bySearch = await buildShowdown(gpp, 8)
    const byGlpk = await buildShowdown(gpp, 8, 'glpk')
    expect(bySearch.map((lineup) => lineup.objective)).toEqual(
      byGlpk.map((lineup) => expect.closeTo(lineup.objective, 6) as unknown as number),
    )
  })
})

describe('lineup ownership rules', () => {
  const ownershipOf = new Map(showdownPool.map((player) => [player.id, player]))
  // What a person adds up by hand: the captain's captain ownership, the others' flex ownership.
  const handOwnerships = (lineup: { playerIds: readonly string[] }) =>
    lineup.playerIds.map((id, slot) => {
      const player = ownershipOf.get(id)
      return slot === 0 ? (player?.slotOwnership?.CPT ?? 0) : (player?.ownership ?? 0)
    })

  it('counts a captain’s captain ownership in the lineup’s sum and geometric mean', async () => {
    const [lineup] = await buildShowdown({}, 1)
    const own = handOwnerships(lineup ?? { playerIds: [] })
    expect(lineup?.ownership).toBeCloseTo(
      own.reduce((sum, value) => sum + value, 0),
      9,
    )
    const product = own.reduce((p, value) => (p * Math.max(0.1, value)) / 100, 1)
    expect(lineup?.ownershipGeoMean).toBeCloseTo(100 * product ** (1 / 6), 9)
  })

  it('holds the product cap, the sum floor and “at least 2 under 5 %” on every lineup', async () => {
    const free = await buildShowdown({}, 20)
    expect(free.some((lineup) => lineup.ownershipGeoMean > 8)).toBe(true)
    const lineups = await buildShowdown({
      ownership: { maxGeoMeanPct: 8, minSumPct: 40, lowOwnedCount: 2, lowOwnedUnderPct: 5 },
    })
    expect(lineups).toHaveLength(20)
    for (const lineup of lineups) {
      const own = handOwnerships(lineup)
      expect(geometricMeanOwnership(own)).toBeLessThanOrEqual(8 + 1e-9)
      expect(lineup.ownershipGeoMean).toBeLessThanOrEqual(8 + 1e-9)
      expect(own.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(40 - 1e-9)
      expect(own.filter((value) => value < 5).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('prices a 0 % player at the 0.1 % floor in the product', () => {
    expect(logOwnershipCost(0)).toBeCloseTo(logOwnershipCost(0.1), 12)
    expect(geometricMeanOwnership([10, 40])).toBeCloseTo(20, 9)
  })
})
