import {
  duplicatesCoefficients,
  expectedDuplicates,
} from '@slatelab/engine/optimizer/duplicates-model'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contests } from '../../db/schema'
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
  lineups: { salary: number; expectedDuplicates: number; players: { id: string }[] }[]
}

describe('expected duplicates through a DraftKings showdown build', () => {
  let t: TestApp
  let headers: Record<string, string>
  let slateId: number
  let pool: PoolPlayer[]
  let largestGpp: number
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    slateId = (await anyDkSlate(t.database.db, 1, 'showdown')).id
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

  const build = async (settings: Record<string, unknown>, count: number): Promise<Build> => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/svc/optimizer/builds/',
      headers,
      payload: { contestGroupId: slateId, count, settings },
    })
    expect(started.statusCode).toBe(202)
    const { buildId } = started.json<Build>()
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const answer = await t.app.inject({ url: `/svc/optimizer/builds/${buildId}/`, headers })
      const current = answer.json<Build>()
      if (!['queued', 'running'].includes(current.status)) return current
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`build ${buildId} did not finish`)
  }

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
    const sorted = free.lineups.map((lineup) => lineup.expectedDuplicates).sort((a, b) => a - b)
    const cap = sorted[Math.floor(sorted.length / 2)] ?? 0
    expect(sorted.some((value) => value > cap)).toBe(true)

    const capped = await build(
      { general: { minSalaryCapPct: 0 }, gpp: { duplicates: { maxExpected: cap } } },
      10,
    )
    expect(capped.status).toBe('done')
    expect(capped.lineups).toHaveLength(10)
    for (const lineup of capped.lineups) {
      expect(lineup.expectedDuplicates).toBeLessThanOrEqual(cap + 0.001)
    }
  })

  it('counts them in the contest size the user gives', async () => {
    const sized = await build(
      { general: { minSalaryCapPct: 0 }, gpp: { duplicates: { contestSize: 1000 } } },
      3,
    )
    for (const lineup of sized.lineups) {
      expect(lineup.expectedDuplicates).toBeCloseTo(byHand(lineup, 1000), 2)
    }
  })
})
