import { vegasLinesRoute, type BettingLineEvent } from '@slatelab/contract/vegas.contract'
import { isoDate } from '@slatelab/domain/units'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventLines } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { countStoredRows, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { ImportError } from '../../csv/import-error'
import { importOdds } from './odds-import'

describe('importing odds', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const nbaLines = async () => {
    const answer = await callRoute(t.app, vegasLinesRoute, {
      params: { sportId: 2, date: isoDate('2024-01-10') },
      query: {},
    })
    expect(answer.statusCode).toBe(200)
    return answer.body as readonly BettingLineEvent[]
  }

  it('stores each game with its closing line, served by the vegas-lines call', async () => {
    const summary = await importOdds(t.database.db, readFixture('odds-sbr-nba.csv'), {})
    expect(summary).toMatchObject({ games: 3, eventsCreated: 3, eventsMatched: 0, snapshots: 3 })
    const rows = await nbaLines()
    expect(rows.map((row) => row.teamShort)).toEqual(['GSW', 'UTA', 'BOS', 'LAL'])
    const [warriors, jazz] = rows
    expect(warriors).toMatchObject({
      team: 'GSW',
      opposingTeamShort: 'UTA',
      score: 120,
      gameSpread: { current: -5, open: -5, change: 0, juice: null, pct: null },
      moneyline: { current: -200, open: -200, pct: null },
      overUnder: { current: 230.5, juice: null, pct: null },
      vegasRuns: { current: 117.75, open: 117.75, diff: 0 },
    })
    expect(jazz?.moneyline?.current).toBe(170)
    expect(
      (warriors?.moneyline?.winProbability ?? 0) + (jazz?.moneyline?.winProbability ?? 0),
    ).toBeCloseTo(1, 3)
  })

  it('puts a second import of the file on the same events, replacing their lines', async () => {
    const before = await countStoredRows(t.database.db)
    const summary = await importOdds(t.database.db, readFixture('odds-sbr-nba.csv'), {})
    expect(summary).toMatchObject({ eventsMatched: 3, eventsCreated: 0 })
    expect(await countStoredRows(t.database.db)).toEqual(before)
    const [lines] = await t.database.db.select({ rows: count() }).from(eventLines)
    expect(lines?.rows).toBe(3)
  })

  it('leaves the store as it was when the file is refused', async () => {
    const before = await countStoredRows(t.database.db)
    const bad = readFixture('odds-spreadspoke-nfl.csv').replace(',46.5,', ',lots,')
    await expect(importOdds(t.database.db, bad, {})).rejects.toThrow(ImportError)
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })

  it('shows a market the file lacks as null: spreadspoke has no moneylines', async () => {
    await importOdds(t.database.db, readFixture('odds-spreadspoke-nfl.csv'), {})
    const answer = await callRoute(t.app, vegasLinesRoute, {
      params: { sportId: 1, date: isoDate('2024-09-08') },
      query: {},
    })
    const chiefs = (answer.body as readonly BettingLineEvent[]).find(
      (row) => row.teamShort === 'KC',
    )
    expect(chiefs).toMatchObject({
      moneyline: null,
      gameSpread: { current: -3 },
      vegasRuns: { current: 24.75 },
    })
  })
})
