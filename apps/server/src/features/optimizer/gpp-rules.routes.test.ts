import {
  duplicatesCoefficients,
  expectedDuplicates,
} from '@slatelab/engine/optimizer/duplicates-model'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contests } from '../../db/schema'
import { runBuild } from '../../testing/optimizer-builds'
import { anyDkSlate } from '../../testing/slate-builders'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'

type PoolPlayer = {
  id: string
  salary: number
  ownership: number
  captainOwnership: number | null
}
type Build = {
  buildId: string
  status: string
  error: string | null
  lineups: {
    salary: number
    ownership: number
    ownershipGeoMean: number
    expectedDuplicates: number | null
    players: { slot: string; id: string }[]
  }[]
}

describe('GPP rules through a DraftKings showdown build', () => {
  let t: TestApp
  let headers: Record<string, string>
  let slateId: number
  let pool: PoolPlayer[]
  let largestGpp: number
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    const slate = await anyDkSlate(t.database.db, 1, 'showdown')
    slateId = slate.id
    const answer = await t.app.inject({
      url: `/svc/optimizer/pool/?contest_group_id=${slateId}`,
      headers,
    })
    pool = answer.json<{ players: PoolPlayer[] }>().players
    const rows = await t.database.db
      .select({ size: contests.contestSize })
      .from(contests)
      .where(
        and(
          eq(contests.contestGroupId, slateId),
          eq(contests.isDoubleUp, false),
          eq(contests.isFiftyFifty, false),
        ),
      )
    largestGpp = Math.max(0, ...rows.map((row) => row.size))
  }, 120_000)
  afterAll(() => t.close())

  const build = (settings: Record<string, unknown>, count: number) =>
    runBuild<Build>(t.app, headers, { contestGroupId: slateId, count, settings })

  it('holds a captain-only exposure cap and a captain lock over 20 lineups, and counts captain ownership', async () => {
    const free = await build({ general: { minSalaryCapPct: 0 } }, 20)
    expect(free.status).toBe('done')
    const captainOf = (lineup: Build['lineups'][number]) => lineup.players[0]?.id ?? ''
    const star = captainOf(
      free.lineups[0] ?? {
        salary: 0,
        ownership: 0,
        ownershipGeoMean: 0,
        expectedDuplicates: null,
        players: [],
      },
    )
    const second = pool.find((player) => player.id !== star)?.id ?? ''
    const capped = await build(
      {
        general: { minSalaryCapPct: 0 },
        gpp: {
          slotRules: [
            { playerId: star, slot: 'CPT', maxExposurePct: 10 },
            { playerId: second, slot: 'FLEX', lock: true },
          ],
        },
      },
      20,
    )
    expect(capped.status).toBe('done')
    expect(capped.lineups).toHaveLength(20)
    expect(
      capped.lineups.filter((lineup) => captainOf(lineup) === star).length,
    ).toBeLessThanOrEqual(2)
    const byId = new Map(pool.map((player) => [player.id, player]))
    for (const lineup of capped.lineups) {
      expect(lineup.players.slice(1).map((player) => player.id)).toContain(second)
      const own = lineup.players.map((player, slot) => {
        const row = byId.get(player.id)
        return slot === 0 ? (row?.captainOwnership ?? row?.ownership ?? 0) : (row?.ownership ?? 0)
      })
      expect(lineup.ownership).toBeCloseTo(
        own.reduce((sum, value) => sum + value, 0),
        1,
      )
      expect(lineup.ownershipGeoMean).toBeGreaterThan(0)
    }
  })

  it('refuses a slot rule without a player, naming the field', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/svc/optimizer/builds/',
      headers,
      payload: {
        contestGroupId: slateId,
        count: 1,
        settings: { gpp: { slotRules: [{ slot: 'CPT' }] } },
      },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toMatch(/playerId/)
  })

  // What the model gives by hand: the captain at his captain ownership, the slate's largest GPP.
  const byHand = (lineup: Build['lineups'][number], contestSize: number) => {
    const byId = new Map(pool.map((player) => [player.id, player]))
    return expectedDuplicates(duplicatesCoefficients.captain, {
      ownerships: lineup.players.map((player, slot) => {
        const row = byId.get(player.id)
        return slot === 0 ? (row?.captainOwnership ?? row?.ownership ?? 0) : (row?.ownership ?? 0)
      }),
      salary: lineup.salary,
      salaryCap: 50_000,
      contestSize,
    })
  }

  it('shows every lineup’s expected duplicates in the slate’s largest GPP, and caps them', async () => {
    expect(largestGpp).toBeGreaterThan(1)
    const free = await build({ general: { minSalaryCapPct: 0 } }, 10)
    expect(free.status).toBe('done')
    for (const lineup of free.lineups) {
      expect(lineup.expectedDuplicates).toBeCloseTo(byHand(lineup, largestGpp), 2)
    }
    const sorted = free.lineups
      .map((lineup) => lineup.expectedDuplicates ?? 0)
      .sort((a, b) => a - b)
    const cap = sorted[Math.floor(sorted.length / 2)] ?? 0
    expect(sorted.some((value) => value > cap)).toBe(true)

    const capped = await build(
      { general: { minSalaryCapPct: 0 }, gpp: { duplicates: { maxExpected: cap } } },
      10,
    )
    expect(capped.status).toBe('done')
    expect(capped.lineups).toHaveLength(10)
    for (const lineup of capped.lineups) {
      expect(lineup.expectedDuplicates ?? Infinity).toBeLessThanOrEqual(cap + 0.001)
    }
  })

  it('counts expected duplicates in the contest size the user gives', async () => {
    const sized = await build(
      { general: { minSalaryCapPct: 0 }, gpp: { duplicates: { contestSize: 1000 } } },
      3,
    )
    for (const lineup of sized.lineups) {
      expect(lineup.expectedDuplicates).toBeCloseTo(byHand(lineup, 1000), 2)
    }
  })
})
