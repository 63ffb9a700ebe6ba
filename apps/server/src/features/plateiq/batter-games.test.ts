import { battersRoute, type BatterRow } from '@slatelab/contract/plateiq.contract'
import { isoDate } from '@slatelab/domain/units'
import { addBattingTotals, battingTotals } from '@slatelab/engine/statcast/statcast-metrics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mlbBatterGames } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'
import { easternDaysSpan } from '../../time/eastern-time'
import { fillMissingBatterGames, listBatterTotals } from './batter-games'
import { listPlateAppearances } from './imported-plate-appearances'

// The small demo seed around a September Sunday: four days of MLB games before it.
const date = isoDate('2026-09-20')
const now = new Date(`${date}T10:00:00Z`)
const window = {
  from: easternDaysSpan(isoDate('2026-09-10'), isoDate('2026-09-10')).from,
  to: easternDaysSpan(date, date).from,
}

describe('per-game batting totals', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true, now })
  }, 240_000)
  afterAll(() => t.close())

  it('add up to the line computed from every pitch of the window, batter by batter', async () => {
    const db = t.database.db
    const appearances = await listPlateAppearances(db, window.from, window.to)
    const byBatter = new Map<number, (typeof appearances)[number]['pitches'][number][]>()
    for (const pa of appearances) {
      const last = pa.pitches.at(-1)
      if (pa.batterId === null || last === undefined) continue
      byBatter.set(pa.batterId, [...(byBatter.get(pa.batterId) ?? []), last])
    }
    expect(byBatter.size).toBeGreaterThan(100)
    const totals = await listBatterTotals(db, window.from, window.to, [...byBatter.keys()])
    expect(totals.size).toBe(byBatter.size)
    for (const [batterId, pitches] of byBatter) {
      const stored = totals.get(batterId)
      if (stored === undefined) throw new Error(`no totals for ${batterId}`)
      const added = addBattingTotals(stored.L, stored.R)
      const counted = battingTotals(pitches)
      // Counts agree exactly; sums of decimals added in another order to 1e-6.
      for (const [key, value] of Object.entries(counted)) {
        expect(added[key as keyof typeof added]).toBeCloseTo(value, 6)
      }
      expect(added.pa).toBe(counted.pa)
      expect(added.barrels).toBe(counted.barrels)
    }
  })

  it('are written again, the same rows, for played games stored without them', async () => {
    const subscriber = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    const query = { date, contest_group_id: 0, split: 'all', range: 'last7' } as const
    const ask = async (split: 'all' | 'L') => {
      const answer = await callRoute(
        t.app,
        battersRoute,
        { query: { ...query, split } },
        subscriber,
      )
      expect(answer.statusCode).toBe(200)
      return (answer.body as { Batters: readonly BatterRow[] }).Batters
    }
    const before = await ask('all')
    expect(before.some((row) => row.stats.pa > 0)).toBe(true)
    const rowsNow = async () =>
      (await t.database.db.select().from(mlbBatterGames)).sort(
        (a, b) =>
          a.eventId - b.eventId ||
          a.batterId - b.batterId ||
          a.pitcherThrows.localeCompare(b.pitcherThrows),
      )
    const stored = await rowsNow()
    expect(stored.length).toBeGreaterThan(0)
    await t.database.db.delete(mlbBatterGames)
    // The seeder fills them on start; another split is another cache key, read afresh.
    await fillMissingBatterGames(t.database.db, new Date(0), now)
    const left = await ask('L')
    expect(left.some((row) => row.stats.pa > 0)).toBe(true)
    expect(await rowsNow()).toEqual(stored)
  })
})
