import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anyDkSlate } from '../../testing/slate-builders'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'

type PoolPlayer = { id: string; ownership: number; captainOwnership: number | null }
type Build = {
  buildId: string
  status: string
  error: string | null
  lineups: {
    ownership: number
    ownershipGeoMean: number
    players: { slot: string; id: string }[]
  }[]
}

describe('GPP rules through a DraftKings showdown build', () => {
  let t: TestApp
  let headers: Record<string, string>
  let slateId: number
  let pool: PoolPlayer[]
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

  it('holds a captain-only exposure cap and a captain lock over 20 lineups, and counts captain ownership', async () => {
    const free = await build({ general: { minSalaryCapPct: 0 } }, 20)
    expect(free.status).toBe('done')
    const captainOf = (lineup: Build['lineups'][number]) => lineup.players[0]?.id ?? ''
    const star = captainOf(free.lineups[0] ?? { ownership: 0, ownershipGeoMean: 0, players: [] })
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
})
