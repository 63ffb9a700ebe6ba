import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sites } from '@slatelab/domain/sites'
import { sports, sportIds } from '@slatelab/domain/sports'
import { leagueCatalogue } from '@slatelab/world/league-catalogue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/database'
import { upsertCatalogue } from '../../db/repositories/catalogue'
import { upsertTeams } from '../../db/repositories/sports-data'
import { nhlTeamGames, teams } from '../../db/schema'
import { runImportCommand } from '../../cli/import-command'
import { catalogueDataDir } from '../../testing/seeded-templates'
import { createTestApp } from '../../testing/test-app'
import { parseNhlTeamLogs } from './nhl-team-logs-csv'
import { importNhlTeamLogs } from './nhl-team-logs-import'

const fixture = path.join(import.meta.dirname, 'fixtures', 'nhl-team-logs.csv')
const text = readFileSync(fixture, 'utf8')
const [header = '', ...lines] = text.trimEnd().split('\n')
const withLine = (index: number, line: string) =>
  [header, ...lines.map((original, at) => (at === index ? line : original))].join('\n') + '\n'

const refusal = (csv: string) => {
  try {
    parseNhlTeamLogs(csv)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

describe('parseNhlTeamLogs', () => {
  it('reads each team’s game: the day, home or away, the final score and the 5-on-5 figures', () => {
    const rows = parseNhlTeamLogs(text)
    expect(rows).toHaveLength(6)
    const [toronto, tampa, losAngeles, utah] = rows
    expect(toronto).toMatchObject({
      line: 2,
      playedOn: '2025-01-07',
      team: 'TOR',
      opponent: 'TBL',
      isHome: true,
      goalsFor: 5,
      goalsAgainst: 2,
      shotAttemptsFor: 58.2,
      shotAttemptsAgainst: 44.1,
      shotsFor: 28.4,
      expectedGoalsAgainst: 1.8,
    })
    expect(tampa).toMatchObject({ team: 'TBL', isHome: false, goalsFor: 2, goalsAgainst: 5 })
    expect(losAngeles).toMatchObject({ team: 'LAK', opponent: 'UTA', goalsFor: 2 })
    expect(utah).toMatchObject({ team: 'UTA', isHome: false, goalsFor: 3 })
  })

  it('refuses a bad file whole, naming the line and the field', () => {
    const bad = lines[0]?.replace('2025-01-07 - TB 2, TOR 5', 'Jan 7 TB 2 TOR 5') ?? ''
    expect(refusal(withLine(0, bad))).toMatch(/^line 2, Game: expected "YYYY-MM-DD - AWAY goals/)
    expect(refusal(withLine(1, lines[1]?.replace('",TB,', '",BOS,') ?? ''))).toBe(
      'line 3, Team: "BOS" did not play in "2025-01-07 - TB 2, TOR 5"',
    )
    expect(refusal(withLine(2, lines[2]?.replace(',51.7,', ',-51.7,') ?? ''))).toBe(
      'line 4, CF: expected a number of 0 or more, got "-51.7"',
    )
    expect(refusal(withLine(3, lines[3]?.replace(',24.6,', ',many,') ?? ''))).toBe(
      'line 5, SF: expected a number, got "many"',
    )
    expect(refusal(withLine(5, lines[4] ?? ''))).toBe(
      'line 7, Team: LAK already has a game on 2025-01-09',
    )
    expect(refusal(text.replace(',xGA,', ',xGX,'))).toBe('line 1: the header has no "xGA" column')
  })

  it('names every problem of the file at once, by line and column', () => {
    const damaged = [
      header,
      lines[0]?.replace('2025-01-07 - TB 2, TOR 5', 'Jan 7 TB 2 TOR 5'),
      lines[1],
      lines[2]?.replace(',51.7,', ',-51.7,'),
      ...lines.slice(3),
      lines[4],
      '',
    ].join('\n')
    expect(refusal(damaged)).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, Game: expected "YYYY-MM-DD - AWAY goals, HOME goals" such as "2024-10-04 - NJ 4, BUF 1", got "Jan 7 TB 2 TOR 5"',
        'line 4, CF: expected a number of 0 or more, got "-51.7"',
        'line 8, Team: LAK already has a game on 2025-01-09',
      ].join('\n'),
    )
  })
})

// On the embedded store only (the command is given DATA_DIR): CI's PostgreSQL run would repeat
// it unchanged. It opens the on-disk store eight times, hence its own timeout.
describe.skipIf(process.env.DATABASE_URL)(
  'npm run import -- nhl-team-logs',
  { timeout: 120_000 },
  () => {
    let dataDir = ''
    beforeAll(async () => {
      dataDir = await catalogueDataDir()
    })
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

    const withStore = async <T>(
      work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
    ) => {
      const database = await openDatabase({ kind: 'pglite', dataDir })
      try {
        return await work(database.db)
      } finally {
        await database.close()
      }
    }
    const run = async (file: string) => {
      const log: string[] = []
      const error: string[] = []
      const code = await runImportCommand(
        ['nhl-team-logs', file],
        { DATA_DIR: dataDir, INIT_CWD: process.cwd() },
        { log: (line) => log.push(line), error: (line) => error.push(line) },
      )
      return { code, log: log.join('\n'), error: error.join('\n') }
    }
    const storedGames = () => withStore((db) => db.select().from(nhlTeamGames))

    it('stores every row on the stored teams, and refuses a file naming every unknown team', async () => {
      // The store knows the NHL's teams except Utah.
      await withStore(async (db) => {
        await upsertTeams(
          db,
          leagueCatalogue.NHL.filter((team) => team.abbreviation !== 'UTA').map((team) => ({
            sportId: sportIds.NHL,
            abbreviation: team.abbreviation,
            name: team.name,
            city: team.city,
            colors: [...team.colors],
          })),
        )
      })
      const refused = await run(fixture)
      expect(refused.code).toBe(1)
      expect(refused.error).toBe(
        [
          'Refused: 2 problems, nothing was imported:',
          'line 4, Game: no stored NHL team "UTA"',
          'line 5, Team: no stored NHL team "UTA"',
        ].join('\n'),
      )
      expect(await storedGames()).toHaveLength(0)

      await withStore((db) =>
        upsertTeams(db, [
          { sportId: sportIds.NHL, abbreviation: 'UTA', name: 'Mammoth', city: 'Utah', colors: [] },
        ]),
      )
      const stored = await run(fixture)
      expect(stored.code).toBe(0)
      const { games, torontoId } = await withStore(async (db) => ({
        games: await db.select().from(nhlTeamGames),
        torontoId: (await db.select().from(teams)).find((team) => team.abbreviation === 'TOR')
          ?.teamId,
      }))
      expect(games).toHaveLength(6)
      expect(
        games
          .filter((game) => game.teamId === torontoId)
          .map((game) => game.goalsFor)
          .sort(),
      ).toEqual([1, 5])
      // Imported again: the same rows, not twice.
      expect((await run(fixture)).code).toBe(0)
      expect(await storedGames()).toHaveLength(6)
    })
  },
)

describe('importNhlTeamLogs', () => {
  it('lists every row of an unknown team with the file’s other problems, in one refusal', async () => {
    const t = await createTestApp()
    try {
      await upsertCatalogue(t.database.db, sports, sites)
      await upsertTeams(
        t.database.db,
        leagueCatalogue.NHL.filter((team) => !['UTA', 'LAK'].includes(team.abbreviation)).map(
          (team) => ({
            sportId: sportIds.NHL,
            abbreviation: team.abbreviation,
            name: team.name,
            city: team.city,
            colors: [...team.colors],
          }),
        ),
      )
      const damaged = withLine(3, lines[3]?.replace(',24.6,', ',many,') ?? '')
      await expect(importNhlTeamLogs(t.database.db, damaged)).rejects.toThrow(
        [
          '7 problems, nothing was imported:',
          'line 4, Team: no stored NHL team "LAK"',
          'line 6, Team: no stored NHL team "LAK"',
          'line 4, Game: no stored NHL team "UTA"',
          'line 5, Team: no stored NHL team "UTA"',
          'line 5, Game: no stored NHL team "LAK"',
          'line 7, Game: no stored NHL team "LAK"',
          'line 5, SF: expected a number, got "many"',
        ].join('\n'),
      )
      expect(await t.database.db.select().from(nhlTeamGames)).toEqual([])
    } finally {
      await t.close()
    }
  })
})
