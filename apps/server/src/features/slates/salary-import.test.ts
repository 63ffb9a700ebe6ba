import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSlate } from '../../db/repositories/sports-data'
import {
  countStoredRows,
  fixtureNames,
  readBackSlate,
  readFixture,
  refusal,
} from '../../testing/import-fixtures/import-fixtures'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { parseDkSalaries } from './dk-salaries-csv'
import { parseFdPlayerList } from './fd-salaries-csv'
import { importSalaries } from './salary-import'

/** What a salary file says about each of its rows, in the shape read back from the store. */
const asListed = (file: ReturnType<typeof parseDkSalaries>) =>
  [...file.players]
    .sort((a, b) => (a.sitePlayerId < b.sitePlayerId ? -1 : 1))
    .map((player) => ({
      sitePlayerId: player.sitePlayerId,
      name: player.name,
      team: player.team ?? null,
      salary: player.salary,
      positions: player.positions,
      rosterPositions: player.rosterPositions,
    }))

describe('salary imports', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const roundTrips = [
    { fixture: fixtureNames.dkSalariesCurrent, kind: 'dk-salaries', date: undefined },
    { fixture: fixtureNames.dkSalaries2017, kind: 'dk-salaries', date: isoDate('2017-09-17') },
    { fixture: fixtureNames.dkEntries, kind: 'dk-salaries', date: undefined },
    { fixture: fixtureNames.dkSalariesShowdown, kind: 'dk-salaries', date: undefined },
    { fixture: fixtureNames.fdPlayers, kind: 'fd-salaries', date: isoDate('2023-10-15') },
  ] as const
  for (const { fixture, kind, date } of roundTrips) {
    it(`round-trips ${fixture}: every row reads back as listed`, async () => {
      const text = readFixture(fixture)
      const file =
        kind === 'dk-salaries' ? parseDkSalaries(text, { date }) : parseFdPlayerList(text, { date })
      const summary = await importSalaries(t.database.db, kind, text, { date })
      const slate = await findSlate(t.database.db, summary.contestGroupId)
      expect(slate).toMatchObject({
        sportId: file.sportId,
        sourceId: file.siteId,
        variant: file.variant,
      })
      expect(slate?.eventIds).toHaveLength(file.games.length)
      const stored = await readBackSlate(t.database.db, summary.contestGroupId)
      expect(
        stored.map(({ sitePlayerId, name, team, salary, positions, rosterPositions }) => ({
          sitePlayerId,
          name,
          team,
          salary,
          positions,
          rosterPositions,
        })),
      ).toEqual(asListed(file))
    })
  }

  it('stores the same players on another day as a new slate with its own events', async () => {
    const db = t.database.db
    const other = readFixture(fixtureNames.dkSalariesCurrent).replaceAll('10/15/2023', '10/22/2023')
    const summary = await importSalaries(db, 'dk-salaries', other, {})
    expect(summary).toMatchObject({
      rows: 21,
      players: { matchedBySiteId: 21, matchedByName: 0, created: 0 },
      teamsCreated: 0,
      events: { created: 2, matched: 0 },
      replacedExisting: false,
    })
    const slate = await findSlate(db, summary.contestGroupId)
    expect(slate?.startsAt.toISOString()).toBe('2023-10-22T17:00:00.000Z')
  })

  it('imports the same file again into the same slate, matching every player by site id', async () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent)
    const before = await countStoredRows(t.database.db)
    const summary = await importSalaries(t.database.db, 'dk-salaries', text, {})
    expect(summary).toMatchObject({
      replacedExisting: true,
      players: { matchedBySiteId: 21, matchedByName: 0, created: 0 },
      events: { matched: 2, created: 0 },
    })
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })

  it('matches the players of another slate by normalised name and team', async () => {
    // Another draft group of the same day: new site ids, names spelt differently.
    const text = readFixture(fixtureNames.dkSalariesCurrent)
      .replaceAll('(301', '(302')
      .replaceAll(',301', ',302')
      .replaceAll('A.J. Brown', 'AJ Brown')
      .replaceAll('Odell Beckham Jr.', 'Odell Beckham')
    const summary = await importSalaries(t.database.db, 'dk-salaries', text, {})
    expect(summary).toMatchObject({
      replacedExisting: false,
      players: { matchedBySiteId: 0, matchedByName: 21, created: 0 },
      events: { matched: 2, created: 0 },
    })
  })

  it('stores a showdown player once, under both his captain and flex rows', async () => {
    const summary = await importSalaries(
      t.database.db,
      'dk-salaries',
      readFixture(fixtureNames.dkSalariesShowdown),
      {},
    )
    expect(summary).toMatchObject({ variant: 'showdown', rows: 8 })
    const stored = await readBackSlate(t.database.db, summary.contestGroupId)
    const luck = stored.filter((row) => row.name === 'Andrew Luck')
    expect(luck.map((row) => [row.rosterPositions, row.salary])).toEqual([
      [['CPT'], 17100],
      [['FLEX'], 11400],
    ])
    expect(new Set(luck.map((row) => row.playerId)).size).toBe(1)
  })

  it('refuses a malformed file and stores nothing', async () => {
    const before = await countStoredRows(t.database.db)
    const text = readFixture(fixtureNames.dkSalaries2017).replace(',7600,', ',7.6k,')
    expect(
      await refusal(
        importSalaries(t.database.db, 'dk-salaries', text, { date: isoDate('2017-09-17') }),
      ),
    ).toBe('line 3, Salary: expected a whole number, got "7.6k"')
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })
})
