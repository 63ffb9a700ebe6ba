import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import {
  countStoredRows,
  fixtureNames,
  fixturePath,
  readFixture,
} from '../testing/import-fixtures/import-fixtures'
import { runImportCommand, titleFromFileName } from './import-command'
import { listImportRuns } from '../features/imports'
import { catalogueDataDir } from '../testing/seeded-templates'
import { storeLockPath } from '../db/store-lock'

const dataDirs: string[] = []
const emptyDataDir = () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slatelab-import-'))
  dataDirs.push(dataDir)
  return dataDir
}
// Migrating a new embedded store takes seconds; each test copies one written from the run's
// catalogue-only template.
let migratedDataDir = ''
beforeAll(async () => {
  migratedDataDir = await catalogueDataDir()
  dataDirs.push(migratedDataDir)
}, 120_000)
const freshDataDir = () => {
  const dataDir = emptyDataDir()
  cpSync(migratedDataDir, dataDir, { recursive: true })
  return dataDir
}
afterAll(() => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
})

/** Runs the command on an embedded store in `dataDir`, collecting what it prints. */
const runCommand = async (args: string[], dataDir: string, cwd = process.cwd()) => {
  const log: string[] = []
  const error: string[] = []
  const code = await runImportCommand(
    args,
    { DATA_DIR: dataDir, INIT_CWD: cwd },
    { log: (line) => log.push(line), error: (line) => error.push(line) },
  )
  return { code, log: log.join('\n'), error: error.join('\n') }
}

const storedRows = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    return await countStoredRows(database.db)
  } finally {
    await database.close()
  }
}

// On the embedded store only: CI's PostgreSQL run would repeat it unchanged.
describe.skipIf(process.env.DATABASE_URL)('npm run import', () => {
  it('imports salaries, then standings on the slate found by its players or given by --slate', async () => {
    const dataDir = freshDataDir()
    const salaries = await runCommand(
      ['dk-salaries', fixtureNames.dkSalariesCurrent],
      dataDir,
      path.dirname(fixturePath(fixtureNames.dkSalariesCurrent)),
    )
    expect(salaries).toMatchObject({ code: 0, error: '' })
    const { contestGroupId } = JSON.parse(salaries.log.slice(salaries.log.indexOf('{')))
    // No --slate: the import finds the slate holding every drafted player and says so.
    const standings = await runCommand(
      [
        'dk-standings',
        fixturePath(fixtureNames.dkStandingsCurrent),
        '--payouts',
        fixturePath(fixtureNames.dkPayouts),
        '--entry-fee',
        '3',
      ],
      dataDir,
    )
    expect(standings).toMatchObject({ code: 0, error: '' })
    expect(standings.log).toMatch(
      new RegExp(`^Slate ${contestGroupId} \\(.+\\): found by its players`, 'm'),
    )
    expect(standings.log).toContain('"title": "dk-current"')
    expect(standings.log).toContain('"slateFoundByPlayers": true')
    expect(await storedRows(dataDir)).toMatchObject({
      contestGroups: 1,
      slatePlayers: 21,
      contests: 1,
      contestEntries: 4,
      contestPayouts: 3,
    })
    expect(existsSync(storeLockPath(dataDir))).toBe(false)
    const given = await runCommand(
      [
        'dk-standings',
        fixturePath(fixtureNames.dkStandingsCurrent),
        '--slate',
        String(contestGroupId),
      ],
      dataDir,
    )
    expect(given).toMatchObject({ code: 0, error: '' })
    expect(given.log).toMatch(
      new RegExp(`^Slate ${contestGroupId} \\(.+\\): as given by --slate`, 'm'),
    )
    expect(given.log).toContain('"replacedExisting": true')
  })

  it('refuses a malformed file with its line and field, exits 1 and stores nothing', async () => {
    const dataDir = freshDataDir()
    expect(
      (await runCommand(['dk-salaries', fixturePath(fixtureNames.dkSalariesCurrent)], dataDir))
        .code,
    ).toBe(0)
    const before = await storedRows(dataDir)
    const bad = path.join(dataDir, 'bad.csv')
    writeFileSync(bad, readFixture(fixtureNames.dkSalariesCurrent).replace(',6100,', ',12k,'))
    const result = await runCommand(['dk-salaries', bad], dataDir)
    expect(result).toMatchObject({
      code: 1,
      error: 'Refused: line 6, Salary: expected a whole number, got "12k"',
    })
    expect(await storedRows(dataDir)).toEqual(before)
  })

  it('refuses standings whose slate is not stored and options it cannot read', async () => {
    const dataDir = freshDataDir()
    const standings = fixturePath(fixtureNames.dkStandingsCurrent)
    expect(await runCommand(['dk-standings', standings], dataDir)).toMatchObject({
      code: 1,
      error: expect.stringMatching(
        /^Refused: slate: no DraftKings NFL slate holds these players \("A\.J\. Brown"/,
      ),
    })
    expect(await runCommand(['fd-salaries', standings, '--date', '9/17/2017'], dataDir)).toEqual({
      code: 1,
      log: '',
      error: 'Refused: --date: expected YYYY-MM-DD, got "9/17/2017"',
    })
    expect((await runCommand(['dk-salaries'], dataDir)).code).toBe(2)
    expect((await runCommand(['nba-salaries', standings], dataDir)).error).toMatch(
      /unknown kind "nba-salaries"/,
    )
  })

  it('tells the kind from the header, and a dry run reports what it would store without storing', async () => {
    const dataDir = freshDataDir()
    const file = fixturePath(fixtureNames.dkSalariesCurrent)
    const dry = await runCommand([file, '--dry-run', '--json'], dataDir)
    expect(dry.code).toBe(0)
    expect(JSON.parse(dry.log)).toMatchObject({
      kind: 'dk-salaries',
      dryRun: true,
      rowsRead: 21,
      rowsStored: 0,
      rowsWouldStore: 21,
      problems: [],
      summary: { rows: 21 },
    })
    expect(await storedRows(dataDir)).toMatchObject({ contestGroups: 0, slatePlayers: 0 })
    const real = await runCommand([file], dataDir)
    expect(real.code).toBe(0)
    expect(real.log).toMatch(/^Importing .+ \(dk-salaries, told by its header\)…/)
    expect(real.log).toMatch(/: read 21 rows, stored 21, skipped 0, 0 warning\(s\)$/m)
    expect(await storedRows(dataDir)).toMatchObject({ contestGroups: 1, slatePlayers: 21 })
  })

  it('prints every problem of a refused file at once as JSON, and exits 1', async () => {
    const dataDir = freshDataDir()
    const bad = path.join(dataDir, 'three-problems.csv')
    writeFileSync(
      bad,
      readFixture(fixtureNames.gameLogsMlb)
        .replace('20180526,2508', 'someday,2508')
        .replace(',12.5,', ',lots,')
        .replace('@ lad', 'at lad'),
    )
    const result = await runCommand([bad, '--json'], dataDir)
    expect(result.code).toBe(1)
    const json = JSON.parse(result.log)
    expect(json).toMatchObject({ kind: 'game-logs', rowsRead: 7, rowsStored: 0, rowsRefused: 3 })
    expect(json.problems).toEqual([
      expect.objectContaining({ line: 2, column: 'Date' }),
      expect.objectContaining({
        line: 3,
        column: 'DK pts',
        message: 'expected a number, got "lots"',
      }),
      expect.objectContaining({ line: 4, column: 'Oppt' }),
    ])
    const text = await runCommand(['game-logs', bad], dataDir)
    expect(text.error).toMatch(/^Refused: 3 problems, nothing was imported:\nline 2, Date:/)
  })

  it('answers --help with every kind and exits 0; refuses a file it cannot tell', async () => {
    const dataDir = freshDataDir()
    const help = await runCommand(['--help'], dataDir)
    expect(help.code).toBe(0)
    for (const kind of [
      'dk-salaries',
      'fd-salaries',
      'dk-standings',
      'game-logs',
      'odds',
      'nhl-team-logs',
      'statcast',
      'adp',
      'rankings',
      'season-projections',
    ]) {
      expect(help.log).toMatch(new RegExp(`^  ${kind}\\b`, 'm'))
    }
    const unknown = path.join(dataDir, 'unknown.csv')
    writeFileSync(unknown, 'a,b\n1,2\n')
    expect(await runCommand([unknown], dataDir)).toMatchObject({
      code: 1,
      error: expect.stringMatching(/^Refused: line 1: cannot tell the kind of this file/),
    })
  })
})

describe('the record of CLI imports', () => {
  it('records each import with its file name and result, refusals included', async () => {
    const dataDir = freshDataDir()
    const bad = path.join(dataDir, 'broken.csv')
    writeFileSync(bad, 'Position,Name\nQB,Nobody\n')
    expect(
      (await runCommand(['dk-salaries', fixturePath(fixtureNames.dkSalariesCurrent)], dataDir))
        .code,
    ).toBe(0)
    const refused = await runCommand(['dk-salaries', bad], dataDir)
    expect(refused.code).toBe(1)
    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const runs = await listImportRuns(database.db, 10)
      expect(runs).toEqual([
        expect.objectContaining({
          kind: 'dk-salaries',
          via: 'cli',
          fileName: 'broken.csv',
          userEmail: null,
          succeeded: false,
          result: refused.error,
        }),
        expect.objectContaining({
          fileName: fixtureNames.dkSalariesCurrent,
          succeeded: true,
          result: expect.stringMatching(/: 21 players$/),
        }),
      ])
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe('titleFromFileName', () => {
  it('drops "standings" and spaces the underscores', () => {
    expect(
      titleFromFileName('/x/nfl_dk_2017-09-17_w2_main_25-MASSIVE-DoubleUp_standings.csv'),
    ).toBe('nfl dk 2017-09-17 w2 main 25-MASSIVE-DoubleUp')
    expect(titleFromFileName('contest-standings-45789123.csv')).toBe('DraftKings contest 45789123')
  })
})
