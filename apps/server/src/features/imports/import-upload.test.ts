import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

// The MLB game logs with three bad cells: a date, a number and an opponent.
const gameLogsWithThreeProblems = () =>
  readFixture(fixtureNames.gameLogsMlb)
    .replace('20180526,2508', 'someday,2508')
    .replace(',12.5,', ',lots,')
    .replace('@ lad', 'at lad')

describe('POST /api/imports/file', () => {
  let t: TestApp
  let admin: SignedIn
  let free: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAs(t.app, 'admin@slatelab.test')
    free = await signInAs(t.app, 'free@slatelab.test')
  })
  afterAll(() => t.close())

  const upload = (query: Record<string, string>, body: string, session: SignedIn | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/imports/file?${new URLSearchParams(query)}`,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        ...(session === null ? {} : authHeaders(session)),
      },
      payload: body,
    })

  const importLog = async () =>
    (await t.app.inject({ url: '/api/admin/imports/', headers: authHeaders(admin) })).json() as {
      fileName: string | null
      kind: string
      succeeded: boolean
      result: string
    }[]

  it('checks a file in a dry run: the account of what it would store, nothing stored or logged', async () => {
    const stored = await countStoredRows(t.database.db)
    const logged = (await importLog()).length
    const response = await upload(
      { kind: 'dk-salaries', dryRun: 'true', fileName: 'DKSalaries.csv' },
      readFixture(fixtureNames.dkSalariesCurrent),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      kind: 'dk-salaries',
      dryRun: true,
      rowsRead: 21,
      rowsStored: 0,
      rowsWouldStore: 21,
      rowsRefused: 0,
      problems: [],
      summary: { rows: 21, sourceId: 4 },
    })
    expect(await countStoredRows(t.database.db)).toEqual(stored)
    expect(await importLog()).toHaveLength(logged)
  })

  it('imports a file for real, tells its kind from the header and logs it under its name', async () => {
    const response = await upload(
      { fileName: 'mlb-2018.csv' },
      readFixture(fixtureNames.gameLogsMlb),
    )
    expect(response.statusCode).toBe(200)
    const account = response.json()
    expect(account).toMatchObject({ kind: 'game-logs', dryRun: false, rowsRead: 7, problems: [] })
    expect(account.rowsStored).toBeGreaterThan(0)
    expect(account).not.toHaveProperty('rowsWouldStore')
    expect((await countStoredRows(t.database.db)).playerGameStats).toBeGreaterThanOrEqual(
      account.rowsStored,
    )
    const [latest] = await importLog()
    expect(latest).toMatchObject({ kind: 'game-logs', fileName: 'mlb-2018.csv', succeeded: true })
  })

  it('answers 400 for a file with three problems, listing all three with the counts', async () => {
    const stored = await countStoredRows(t.database.db)
    const logged = (await importLog()).length
    const checked = await upload({ dryRun: 'true' }, gameLogsWithThreeProblems())
    expect(checked.statusCode).toBe(400)
    expect(checked.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^3 problems, nothing was imported:\nline 2, Date:/),
      kind: 'game-logs',
      dryRun: true,
      rowsRead: 7,
      rowsRefused: 3,
    })
    expect(checked.json().problems).toEqual([
      expect.objectContaining({ line: 2, column: 'Date' }),
      { line: 3, column: 'DK pts', message: 'expected a number, got "lots"' },
      expect.objectContaining({ line: 4, column: 'Oppt' }),
    ])
    expect(await importLog()).toHaveLength(logged)

    // Sent for real, the refusal is logged and still nothing is stored.
    const refused = await upload({ fileName: 'bad.csv' }, gameLogsWithThreeProblems())
    expect(refused.statusCode).toBe(400)
    expect(refused.json().problems).toHaveLength(3)
    const [latest] = await importLog()
    expect(latest).toMatchObject({ fileName: 'bad.csv', succeeded: false })
    expect(latest?.result).toMatch(/^Refused: 3 problems/)
    expect(await countStoredRows(t.database.db)).toEqual(stored)
  })

  it('answers 400 with the problem at line 1 for a header of no known kind', async () => {
    const response = await upload({ dryRun: 'true' }, 'a,b\n1,2\n')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      kind: null,
      problems: [
        {
          line: 1,
          column: null,
          message: expect.stringMatching(/^cannot tell the kind of this file from its header/),
        },
      ],
    })
  })

  it('answers 400 naming the query field for a bad option', async () => {
    for (const [query, field] of [
      [{ kind: 'nba-salaries' }, 'querystring.kind'],
      [{ dryRun: 'yes' }, 'querystring.dryRun'],
      [{ fileName: 'a\u0000b.csv' }, 'querystring.fileName'],
      [{ fileName: 'x'.repeat(256) }, 'querystring.fileName'],
      [{ entryFee: '-1' }, 'querystring.entryFee'],
      [{ season: '20x4' }, 'querystring.season'],
      [{ date: '2023-02-31' }, 'querystring.date'],
      [{ payouts: '1,1,10\n'.repeat(2000) }, 'querystring.payouts'],
    ] as const) {
      const response = await upload(query, readFixture(fixtureNames.dkSalariesCurrent))
      expect({ field, status: response.statusCode, message: response.json().message }).toEqual({
        field,
        status: 400,
        message: expect.stringContaining(field),
      })
    }
  })

  it('is for admins only: 403 for other users, 401 without tokens, nothing stored', async () => {
    const stored = await countStoredRows(t.database.db)
    const body = readFixture(fixtureNames.dkSalariesCurrent)
    const forbidden = await upload({}, body, free)
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, errors.adminOnly])
    const anonymous = await upload({}, body, null)
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, errors.missingTokens])
    expect(await countStoredRows(t.database.db)).toEqual(stored)
  })
})
