import { tieredRankingsRoute } from '@slatelab/contract/season-long.contract'
import type { ResponseOf } from '@slatelab/contract/define-route'
import { isoDate } from '@slatelab/domain/units'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '../testing/call-route'
import { createTestApp, type TestApp } from '../testing/test-app'
import { storeDraftSeason } from './draft-season-seed'

describe('the demo draft season’s overall tiers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    await storeDraftSeason(
      t.database.db,
      createDemoWorld('test', demoGameModels),
      'test',
      isoDate('2026-11-26'),
    )
  }, 120_000)
  afterAll(() => t.close())

  it('keep kickers and defences to the last rounds of a 12-team draft, a dozen of each listed', async () => {
    const answer = await callRoute(t.app, tieredRankingsRoute, { query: { season: 2026 } })
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body))
    const rows = (answer.body as ResponseOf<typeof tieredRankingsRoute>).Content
    const late = rows.filter((row) => row.position === 'K' || row.position === 'DST')
    // Every expert drafts 12 teams × 13 skill players (15 a team, less K and DST) first; the
    // average over experts blurs the edge by a few picks, so none in the first 12 rounds.
    expect(Math.min(...late.map((row) => row.rank))).toBeGreaterThan(144)
    // Each team's kicker and defence still go in the draft (12 × 15 = 180 picks).
    expect(late.filter((row) => row.position === 'K').length).toBeGreaterThanOrEqual(12)
    expect(late.filter((row) => row.position === 'DST').length).toBeGreaterThanOrEqual(12)
    expect(rows.slice(0, 24).map((row) => row.position)).toEqual(
      expect.arrayContaining(['RB', 'WR']),
    )
  })
})
