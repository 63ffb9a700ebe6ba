import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxImportRows } from './run-import'
import {
  countStoredRows,
  fixtureNames,
  readFixture,
} from '../../testing/import-fixtures/import-fixtures'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

describe('POST /api/imports/*', () => {
  let t: TestApp
  let admin: SignedIn
  let free: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAs(t.app, 'admin@slatelab.test')
    free = await signInAs(t.app, 'free@slatelab.test')
  })
  afterAll(() => t.close())

  const upload = (url: string, body: string, session: SignedIn | null = admin) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        ...(session === null ? {} : authHeaders(session)),
      },
      payload: body,
    })

  it('stores a DraftKings salary file and lists its slate under its date at once', async () => {
    const before = await t.app.inject({ url: '/api/sourcedata/1/10_15_2023' })
    expect(before.json()[0].contestGroups).toEqual([])
    const response = await upload(
      '/api/imports/dk-salaries',
      readFixture(fixtureNames.dkSalariesCurrent),
    )
    expect(response.statusCode).toBe(200)
    const summary = response.json()
    expect(summary).toMatchObject({
      sportId: 1,
      sourceId: 4,
      rows: 21,
      players: { created: 21 },
      events: { created: 2 },
    })
    const after = await t.app.inject({ url: '/api/sourcedata/1/10_15_2023' })
    expect(after.json()[0].contestGroups).toEqual([
      expect.objectContaining({ contestGroupId: summary.contestGroupId, gameCount: 2 }),
    ])
  })

  it('stores a FanDuel list on the date given as a query parameter', async () => {
    const response = await upload(
      '/api/imports/fd-salaries?date=2023-10-15',
      readFixture(fixtureNames.fdPlayers),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ sourceId: 3, rows: 9, date: '2023-10-15' })
  })

  it('stores standings with fee, title and payout table from the query', async () => {
    const slate = await upload(
      '/api/imports/dk-salaries',
      readFixture(fixtureNames.dkSalariesCurrent),
    )
    const query = new URLSearchParams({
      slate: String(slate.json().contestGroupId),
      title: 'NFL $3 Flea Flicker',
      entryFee: '3',
      payouts: readFixture(fixtureNames.dkPayouts),
    })
    const response = await upload(
      `/api/imports/dk-standings?${query}`,
      readFixture(fixtureNames.dkStandingsCurrent),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      title: 'NFL $3 Flea Flicker',
      entries: 4,
      payoutBands: 3,
      totalPrizes: 240,
      ownership: { players: 21, maxDifferencePercent: 0 },
    })
    const contests = await t.app.inject({ url: `/svc/contests/${slate.json().contestGroupId}/` })
    expect(contests.json()).toEqual([
      expect.objectContaining({ title: 'NFL $3 Flea Flicker', entryCost: 3, contestSize: 4 }),
    ])
  })

  it('answers 400 naming the line and field of bad input, and stores nothing', async () => {
    const before = await countStoredRows(t.database.db)
    const salaries = await upload(
      '/api/imports/dk-salaries',
      readFixture(fixtureNames.dkSalariesCurrent).replace(',6100,', ',12k,'),
    )
    expect(salaries.statusCode).toBe(400)
    expect(salaries.json().message).toBe('line 6, Salary: expected a whole number, got "12k"')
    const standings = await upload(
      '/api/imports/dk-standings?slate=1',
      readFixture(fixtureNames.dkStandingsCurrent),
    )
    expect(standings.statusCode).toBe(400)
    expect(standings.json().message).toBe(
      'slate: no slate 1: import its salary file first (dk-salaries)',
    )
    const undated = await upload('/api/imports/fd-salaries', readFixture(fixtureNames.fdPlayers))
    expect(undated.statusCode).toBe(400)
    expect(undated.json().message).toMatch(/^date: a FanDuel list carries no dates/)
    // Over the row limit: refused before it is parsed, under the 50 MB body limit.
    const huge = await upload(
      '/api/imports/dk-salaries',
      `${readFixture(fixtureNames.dkSalariesCurrent)}${'\n,'.repeat(maxImportRows + 1)}`,
    )
    expect(huge.statusCode).toBe(400)
    expect(huge.json().message).toMatch(/one import takes at most 500000 rows/)
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })

  it('stores an odds file (CSV, or the SBR NFL JSON as text) and refuses a bad one with its line', async () => {
    const nba = await upload('/api/imports/odds', readFixture('odds-sbr-nba.csv'))
    expect(nba.statusCode).toBe(200)
    expect(nba.json()).toMatchObject({ layout: 'sbr-nba', games: 3, eventsCreated: 3 })
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/imports/odds',
      headers: { ...authHeaders(admin), 'content-type': 'text/plain' },
      payload: readFixture('odds-sbr-nfl.json'),
    })
    expect(json.statusCode).toBe(200)
    expect(json.json()).toMatchObject({ layout: 'sbr-nfl', games: 2, snapshots: 4 })
    const before = await countStoredRows(t.database.db)
    const bad = await upload(
      '/api/imports/odds',
      readFixture('odds-sbr-mlb.csv').replace('NYY,1,-150', 'NYY,1,minus'),
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('line 2, line: expected a number, got "minus"')
    const undated = await upload('/api/imports/odds', readFixture('odds-api-nhl.csv'))
    expect(undated.statusCode).toBe(400)
    expect(undated.json().message).toMatch(/^date: an odds-API snapshot carries no dates/)
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })

  it('answers 415 for a body that is not CSV', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/imports/dk-salaries',
      headers: { ...authHeaders(admin), 'content-type': 'application/xml' },
      payload: '<salaries/>',
    })
    expect(response.statusCode).toBe(415)
  })

  it('is for admins only: 403 for other users, 401 without tokens', async () => {
    const before = await countStoredRows(t.database.db)
    for (const url of [
      '/api/imports/dk-salaries',
      '/api/imports/fd-salaries?date=2023-10-15',
      '/api/imports/dk-standings?slate=1',
      '/api/imports/odds',
    ]) {
      const forbidden = await upload(url, readFixture(fixtureNames.dkSalariesCurrent), free)
      expect({ url, status: forbidden.statusCode, message: forbidden.json().message }).toEqual({
        url,
        status: 403,
        message: errors.adminOnly,
      })
      const anonymous = await upload(url, readFixture(fixtureNames.dkSalariesCurrent), null)
      expect({ url, status: anonymous.statusCode, message: anonymous.json().message }).toEqual({
        url,
        status: 401,
        message: errors.missingTokens,
      })
    }
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })
})
