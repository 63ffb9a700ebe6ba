import { existsSync, readFileSync } from 'node:fs'
import { battersRoute, type BatterRow } from '@slatelab/contract/plateiq.contract'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statcastSeasonBatting } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { isSavantAggregate, parseSavantAggregate } from './statcast-aggregate-csv'
import { importStatcast } from './statcast-import'
import { listBatters } from './plateiq-service'

const fixture = readFixture(fixtureNames.statcastAggregate)
// The demo world's opening day: no batter has a pitch-level plate appearance in the season yet.
const openingDay = isoDate('2026-03-26')
const now = new Date(`${openingDay}T10:00:00Z`)
const realFile = '/work/shared/data/real/statcast/mlb_statcast_search_aggregate_white-sox.csv'

describe('Savant’s player-grouped export', () => {
  it('is told from the pitch-level layout by its header', () => {
    expect(isSavantAggregate(fixture)).toBe(true)
    expect(isSavantAggregate(readFixture(fixtureNames.statcastPitches))).toBe(false)
  })

  it('reads each batter’s line; blank cells are none, a player without a finished PA has 0', () => {
    const [ashford, , rook] = parseSavantAggregate(fixture)
    expect(ashford).toMatchObject({ line: 2, mlbamId: 900001, name: 'Dale Ashford', pitches: 1410 })
    expect(ashford?.figures).toEqual({
      pa: 560,
      avg: 0.281,
      iso: 0.214,
      woba: 0.352,
      xwoba: 0.361,
      kPct: 21.4,
      bbPct: 8.6,
      barrelPct: 11.3,
      hardHitPct: 45.1,
      avgEv: 91.4,
      avgLa: 14.2,
      flyBallPct: null,
      pullPct: null,
    })
    expect(rook?.figures).toMatchObject({ pa: 0, avg: null, xwoba: null, avgEv: null })
  })

  it('refuses a file whole, naming the line and column', () => {
    const lines = fixture.split('\n')
    const header = lines[0] ?? ''
    const badRow = (lines[2] ?? '').replace(',0.288,', ',.288x,')
    expect(() => parseSavantAggregate([header, lines[1], badRow, ''].join('\n'))).toThrow(
      'line 3, xwoba: expected a number, got ".288x"',
    )
    expect(() => parseSavantAggregate([header, lines[1], lines[1], ''].join('\n'))).toThrow(
      'line 3, player_id: player 900001 is listed again (first on line 2)',
    )
    const noXwoba = header.replace('"xwoba"', '"xw"')
    expect(() => parseSavantAggregate([noXwoba, lines[1], ''].join('\n'))).toThrow(
      'line 1: the header has no "xwoba" column',
    )
  })

  it('names every problem of the file at once, by line and column', () => {
    const [header = '', ashford = '', quintero = ''] = fixture.split('\n')
    const text = [
      header,
      ashford.replace(',0.214,', ',lots,'),
      quintero.replace(',0.288,', ',.288x,'),
      ashford,
      '',
    ].join('\n')
    let message = 'accepted'
    try {
      parseSavantAggregate(text)
    } catch (error) {
      message = error instanceof Error ? error.message : String(error)
    }
    expect(message).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, iso: expected a number, got "lots"',
        'line 3, xwoba: expected a number, got ".288x"',
        'line 4, player_id: player 900001 is listed again (first on line 2)',
      ].join('\n'),
    )
  })

  it.skipIf(!existsSync(realFile))('reads the real White Sox export: 650 batters', () => {
    const lines = parseSavantAggregate(readFileSync(realFile, 'utf8'))
    expect(lines).toHaveLength(650)
    expect(lines[0]).toMatchObject({ mlbamId: 678662, name: 'Ezequiel Tovar' })
    expect(lines[0]?.figures).toMatchObject({ pa: 534, xwoba: 0.3, barrelPct: 9.4 })
  })
})

describe('a Savant season line in PlateIQ', () => {
  let t: TestApp
  let subscriber: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ world: true, now })
    subscriber = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
  }, 240_000)
  afterAll(() => t.close())

  const batters = async (range: 'season') => {
    const answer = await callRoute(
      t.app,
      battersRoute,
      { query: { date: openingDay, contest_group_id: 0, split: 'all', range } },
      subscriber,
    )
    expect(answer.statusCode).toBe(200)
    return (answer.body as { Batters: readonly BatterRow[] }).Batters
  }

  it('round-trips: stored for the named batters and shown in the season range without pitches', async () => {
    const before = await batters('season')
    const [first, second] = before
    if (first === undefined || second === undefined) throw new Error('no opening-day batters')
    expect(first.stats.pa).toBe(0)
    // The fixture's first two rows renamed to two opening-day batters (matched by name).
    const renamed = fixture
      .replace('"Ashford, Dale"', `"${first.name.split(' ').toReversed().join(', ')}"`)
      .replace('"Quintero, Luis"', `"${second.name.split(' ').toReversed().join(', ')}"`)
    const summary = await importStatcast(t.database.db, renamed, { season: 2026 })
    expect(summary).toEqual({ season: 2026, seasonLines: 3, newPlayers: 1 })
    const stored = await t.database.db.select().from(statcastSeasonBatting)
    const expected = parseSavantAggregate(renamed)
    expect(stored.find((row) => row.playerId === first.playerId)?.figures).toEqual(
      expected[0]?.figures,
    )
    // The service itself: the route's answer of the same query is cached for 300 s.
    const { Batters: rows } = await listBatters(
      t.database.db,
      { date: openingDay, contest_group_id: 0, split: 'all', range: 'season' },
      now,
    )
    const shown = rows.find((row) => row.playerId === first.playerId)
    expect(shown?.statsSource).toBe('savantSeason')
    expect(shown?.stats).toEqual(expected[0]?.figures)
    expect(rows.find((row) => row.playerId === second.playerId)?.stats.xwoba).toBe(0.288)
    const others = rows.filter(
      (row) => row.playerId !== first.playerId && row.playerId !== second.playerId,
    )
    expect(others.every((row) => row.statsSource === 'pitches')).toBe(true)
    // A window of days never shows a season line.
    const { Batters: last30 } = await listBatters(
      t.database.db,
      { date: openingDay, contest_group_id: 0, split: 'all', range: 'last30' },
      now,
    )
    expect(last30.every((row) => row.statsSource === 'pitches')).toBe(true)
    // Imported again: replaced, not added.
    await importStatcast(t.database.db, renamed, { season: 2026 })
    expect(await t.database.db.select().from(statcastSeasonBatting)).toHaveLength(3)
  })
})
