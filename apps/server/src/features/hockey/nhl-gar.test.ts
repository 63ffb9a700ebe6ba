import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sites } from '@slatelab/domain/sites'
import { sports, sportIds } from '@slatelab/domain/sports'
import { leagueCatalogue } from '@slatelab/world/league-catalogue'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { upsertCatalogue } from '../../db/repositories/catalogue'
import { upsertTeams } from '../../db/repositories/sports-data'
import { nhlGoalieGar, nhlSkaterGar, players, teams } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { parseNhlGar } from './nhl-gar-csv'
import { importNhlGar } from './nhl-gar-import'

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')

const refusal = (csv: string, checkTeam?: (team: string) => boolean) => {
  const report = new ImportReport()
  try {
    parseNhlGar(csv, report, (team, line, field) => {
      if (checkTeam !== undefined && !checkTeam(team)) {
        report.refuse(new ImportError(`no team ${team}`, { line, field }))
      }
    })
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

describe('parseNhlGar: goalie tables', () => {
  it('reads the Title Case table: Evolving-Hockey team codes, the season, GSAx and GAR', () => {
    const file = parseNhlGar(fixture('nhl-goalie-gar.csv'))
    expect(file.layout).toBe('goalie')
    expect(file.rows.map((row) => row.team)).toEqual(['NJD', 'TBL', 'LAK', 'SJS', 'BOS'])
    expect(file.rows[0]).toEqual({
      line: 2,
      playerName: 'Marek Halloran',
      team: 'NJD',
      season: 2023,
      position: 'G',
      games: 41,
      minutes: 2410.5,
      fenwickAgainst: 1650,
      expectedGoalsAgainst: 98.4,
      goalsAgainst: 90,
      goalsSavedAboveExpected: 8.4,
      goalsAboveReplacement: 12.1,
      winsAboveReplacement: 2,
      standingsPointsAboveReplacement: 6.3,
    })
  })

  it('reads the snake_case table split by strength: times and shots summed, NA missing, GSAx from xGA − GA', () => {
    const report = new ImportReport()
    const file = parseNhlGar(fixture('nhl-goalie-gar-split.csv'), report)
    expect(file.layout).toBe('goalie')
    const [halloran, vesterberg] = file.rows
    expect(halloran).toMatchObject({
      team: 'NJD',
      season: 2023,
      minutes: 2410.5,
      fenwickAgainst: 1650,
      goalsSavedAboveExpected: 8.4,
      goalsAboveReplacement: 12.1,
    })
    expect(vesterberg).toMatchObject({
      team: 'TBL',
      fenwickAgainst: null,
      expectedGoalsAgainst: null,
      goalsAgainst: 135,
      goalsSavedAboveExpected: null,
      standingsPointsAboveReplacement: null,
    })
    // The spreadsheet's helper rows below the table are skipped, its extra columns warned.
    expect(file.rows).toHaveLength(2)
    expect(report.skipped.get('no player')).toBe(2)
    expect(report.warnings.map((warning) => warning.message)).toEqual([
      '3 column(s) not read, left out: "evd_gar", "shd_gar", "injury_gar"',
    ])
  })

  it('reads the Coyotes of a 2023-24 table as Utah, the team their players moved to', () => {
    const file = parseNhlGar('Player,Season,Team,GP,GAR\nKai Lund,23-24,ARI,30,4.2\n')
    expect(file.rows.map((row) => row.team)).toEqual(['UTA'])
  })
})

describe('parseNhlGar: skater tables', () => {
  it('reads the Title Case table with every GAR component', () => {
    const file = parseNhlGar(fixture('nhl-skater-gar.csv'))
    expect(file.layout).toBe('skater')
    expect(file.rows[1]).toEqual({
      line: 3,
      playerName: 'Tomas Rinaldi',
      team: 'TBL',
      season: 2023,
      position: 'D',
      games: 76,
      minutes: 1850.7,
      evenStrengthOffense: 1.2,
      evenStrengthDefense: 3.9,
      powerPlayOffense: 0.6,
      shortHandedDefense: 1.8,
      penaltiesTaken: -1.1,
      penaltiesDrawn: 0.2,
      offense: 1.8,
      defense: 5.7,
      penalties: -0.9,
      goalsAboveReplacement: 6.6,
      winsAboveReplacement: 1.1,
      standingsPointsAboveReplacement: 3.4,
    })
  })

  it('reads the snake_case expected-GAR table (xEVO_GAR, xGAR…), NA as missing', () => {
    const file = parseNhlGar(fixture('nhl-skater-gar-expected.csv'))
    expect(file.layout).toBe('skater')
    expect(file.rows[0]).toMatchObject({
      team: 'NJD',
      season: 2023,
      evenStrengthOffense: 7.4,
      evenStrengthDefense: null,
      offense: 10.5,
      goalsAboveReplacement: null,
    })
    expect(file.rows[1]).toMatchObject({ team: 'TBL', goalsAboveReplacement: 5.7, defense: 5.1 })
  })
})

describe('parseNhlGar: bad files', () => {
  it('names every problem of a bad file at once, by line and column', () => {
    const bad = [
      'Player,Season,Team,Position,GP,TOI,FA,xGA,GA,GSAx,GAR,WAR,SPAR',
      'Marek Halloran,2023,N.J,G,41,2410.5,1650,98.4,90,8.4,12.1,2,6.3',
      'Jonas Vesterberg,23-24,T.B,G,lots,3020.2,2105,130.2,135,-4.8,3.2,0.5,1.7',
      'Petr Okonkwo,23-24,L.A,C,30,1702.9,1190,70.5,62,8.5,11.4,1.9,5.9',
      'Eli Thorsby,23-24,S.J,G,18,1010,760,48.1,60,-11.9,-7.5,-1.3,-3.9',
      'Eli Thorsby,23-24,SJ,G,6,340.2,250,15.2,13,2.2,2.9,0.5,1.5',
      'Ola Brandt,23-24,XYZ,G,6,340.2,250,15.2,13,2.2,2.9,0.5,1.5',
      '',
    ].join('\n')
    expect(refusal(bad, (team) => team !== 'XYZ')).toBe(
      [
        '5 problems, nothing was imported:',
        'line 2, Season: expected a season such as "23-24", "2023-24" or "20232024", got "2023"',
        'line 3, GP: expected a whole number, got "lots"',
        'line 4, Position: expected a goalie (G) in a goalie table, got "C"',
        'line 7, Team: no team XYZ',
        'line 6, Player: Eli Thorsby is listed twice for SJS in 2023',
      ].join('\n'),
    )
  })

  it('names every missing column at once', () => {
    expect(refusal('Player,Season,Team\nMarek Halloran,23-24,NJD\n')).toBe(
      [
        '2 problems, nothing was imported:',
        'line 1: the header has no "GP" column (read as any of: gp, gamesplayed, games)',
        'line 1: the header has no "GAR" column (read as any of: gar, xgar)',
      ].join('\n'),
    )
  })
})

describe('importNhlGar', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await upsertCatalogue(t.database.db, sports, sites)
    await upsertTeams(
      t.database.db,
      leagueCatalogue.NHL.map((team) => ({
        sportId: sportIds.NHL,
        abbreviation: team.abbreviation,
        name: team.name,
        city: team.city,
        colors: [...team.colors],
      })),
    )
  })
  afterAll(() => t.close())

  const teamId = async (abbreviation: string) => {
    const [team] = await t.database.db
      .select({ teamId: teams.teamId })
      .from(teams)
      .where(eq(teams.abbreviation, abbreviation))
    if (team === undefined) throw new Error(`no team ${abbreviation}`)
    return team.teamId
  }

  it('matches goalies by name and team or a close name (warned), adds the rest once, and replaces a season imported again', async () => {
    const [known, close] = await t.database.db
      .insert(players)
      .values([
        {
          sportId: sportIds.NHL,
          teamId: await teamId('NJD'),
          firstName: 'Marek',
          lastName: 'Halloran',
          position: 'G',
        },
        {
          sportId: sportIds.NHL,
          teamId: await teamId('TBL'),
          firstName: 'Jonas',
          lastName: 'Vesterburg',
          position: 'G',
        },
      ])
      .returning()
    const report = new ImportReport()
    const summary = await importNhlGar(t.database.db, fixture('nhl-goalie-gar.csv'), report)
    expect(summary).toEqual({
      layout: 'goalie',
      rows: 5,
      fuzzy: 1,
      newPlayers: 2,
      teams: 5,
      seasons: ['2023-24'],
    })
    expect(report.warnings).toEqual([
      { line: 3, column: 'Player', message: '"Jonas Vesterberg" read as Jonas Vesterburg (TBL)' },
    ])
    const stored = await t.database.db.select().from(nhlGoalieGar)
    expect(stored).toHaveLength(5)
    expect(stored.find((row) => row.playerId === known?.playerId)).toMatchObject({
      teamId: await teamId('NJD'),
      season: 2023,
      goalsSavedAboveExpected: 8.4,
      goalsAboveReplacement: 12.1,
    })
    expect(stored.filter((row) => row.playerId === close?.playerId)).toHaveLength(1)
    // The traded goalie is one player with a row per team.
    const thorsby = stored.filter((row) => row.minutes === 1010 || row.minutes === 340.2)
    expect(new Set(thorsby.map((row) => row.playerId)).size).toBe(1)
    expect(new Set(thorsby.map((row) => row.teamId)).size).toBe(2)

    const again = await importNhlGar(t.database.db, fixture('nhl-goalie-gar-split.csv'))
    expect(again.newPlayers).toBe(0)
    const after = await t.database.db.select().from(nhlGoalieGar)
    expect(after).toHaveLength(5)
    expect(after.find((row) => row.playerId === close?.playerId)?.fenwickAgainst).toBeNull()
  })

  it('stores skaters apart from goalies, matched among skaters', async () => {
    const summary = await importNhlGar(t.database.db, fixture('nhl-skater-gar.csv'))
    expect(summary).toMatchObject({ layout: 'skater', rows: 3, newPlayers: 3 })
    const stored = await t.database.db.select().from(nhlSkaterGar)
    expect(stored.map((row) => row.goalsAboveReplacement).sort()).toEqual([-2, 14.6, 6.6])
    const again = await importNhlGar(t.database.db, fixture('nhl-skater-gar-expected.csv'))
    expect(again).toMatchObject({ rows: 2, newPlayers: 0, fuzzy: 0 })
    expect(await t.database.db.select().from(nhlSkaterGar)).toHaveLength(3)
  })

  it('refuses a table naming teams the store does not hold, every one of them, storing nothing', async () => {
    const text = [
      'Player,Season,Team,Position,GP,TOI,GAR,WAR',
      'Ola Brandt,23-24,QUE,G,6,340.2,2.9,0.5',
      'Sam Ekholm,23-24,NJD,G,6,340.2,2.9,0.5',
      'Kai Lund,23-24,HFD,G,6,340.2,2.9,0.5',
    ].join('\n')
    const before = await t.database.db.select().from(players)
    await expect(importNhlGar(t.database.db, text)).rejects.toThrow(
      [
        '2 problems, nothing was imported:',
        'line 2, Team: no stored NHL team "QUE"',
        'line 4, Team: no stored NHL team "HFD"',
      ].join('\n'),
    )
    expect(await t.database.db.select().from(players)).toHaveLength(before.length)
  })
})
