import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isoDate } from '@slatelab/domain/units'
import { vegasLinesRoute, type BettingLineEvent } from '@slatelab/contract/vegas.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import type { OddsFile } from './odds-files'
import { oddsImporter } from './odds-import'
import { parseSbrSeasonSheet } from './sbr-season-sheets'

// Small sheets of our own in sportsbookreviewsonline's layouts, two dialects of each.
const sheet = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'sheet-fixtures', name), 'utf8')

const gameAt = (file: OddsFile, date: string, home: string) => {
  const game = file.games.find((candidate) => candidate.date === date && candidate.home === home)
  if (game === undefined) throw new Error(`no game at ${home} on ${date}`)
  const [open, close] = game.snapshots
  return { game, open, close }
}

const refusal = (run: () => unknown): ImportError => {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportError) return error
    throw error
  }
  throw new Error('expected the file to be refused')
}

describe('SBR season sheets', () => {
  it('reads an NFL sheet: MMDD days across New Year, spread or total by size, pk, NL, neutral site', () => {
    const file = parseSbrSeasonSheet(sheet('sbr-sheet-nfl-2019-20.csv'), { season: 2019 })
    expect([file.layout, file.sportId, file.games.length, file.skippedRows]).toEqual([
      'sbr-sheet-nfl',
      1,
      5,
      0,
    ])
    // Chicago favoured by 3 at the open, 3.5 at the close; the total on Green Bay's row.
    expect(gameAt(file, '2019-09-05', 'CHI')).toMatchObject({
      game: { visitor: 'GB', homeScore: 3, visitorScore: 10 },
      open: { minutesBefore: 7 * 24 * 60, homeSpread: -3, total: 46, homeMoneyline: null },
      close: { minutesBefore: 30, homeSpread: -3.5, total: 47, homeMoneyline: -160 },
    })
    // A visitor's `pk` opens at 0; his 1.5 closes with the home side getting the points.
    expect(gameAt(file, '2019-09-08', 'DAL')).toMatchObject({
      game: { visitor: 'NYG' },
      open: { homeSpread: 0, total: 51.5 },
      close: { homeSpread: 1.5, total: 52, visitorMoneyline: 110 },
    })
    // No opening spread (NL): the lone 42 is the total.
    expect(gameAt(file, '2019-12-29', 'DAL')).toMatchObject({
      open: { homeSpread: null, total: 42 },
      close: { homeSpread: -10.5, total: 41.5 },
    })
    // January is the next year; a home `pk` close is 0.
    expect(gameAt(file, '2020-01-04', 'HOU').close).toMatchObject({ homeSpread: 0, total: 41.5 })
    // N and N: the first row is the visitor.
    expect(gameAt(file, '2020-02-02', 'KC')).toMatchObject({
      game: { visitor: 'SF', homeScore: 31 },
      close: { homeSpread: -1.5, total: 54.5, homeMoneyline: -135, visitorMoneyline: 115 },
    })
  })

  it('reads an NBA sheet in snake_case with M/D/YYYY days, told NBA by its totals; an unlined game is skipped', () => {
    const report = new ImportReport()
    const file = parseSbrSeasonSheet(sheet('sbr-sheet-nba-snake.csv'), {}, report)
    expect([file.layout, file.sportId, file.games.length, file.skippedRows]).toEqual([
      'sbr-sheet-nba',
      2,
      2,
      2,
    ])
    expect(report.skipped.get('no line')).toBe(2)
    expect(gameAt(file, '2019-10-22', 'TOR')).toMatchObject({
      game: { visitor: 'NOP', homeScore: 130 },
      close: { homeSpread: -7, total: 230, homeMoneyline: -280, visitorMoneyline: 240 },
    })
    // Lower-case v/h; the Lakers, visiting, are favoured.
    expect(gameAt(file, '2019-10-22', 'LAC').close).toMatchObject({ homeSpread: 5, total: 223.5 })
    // The same header is an NFL sheet when `--sport` or the file name says so.
    expect(() =>
      parseSbrSeasonSheet(sheet('sbr-sheet-nba-snake.csv'), { fileName: 'nfl-2019.csv' }),
    ).toThrow(/unknown NFL team "Toronto"/)
  })

  it('reads NHL sheets: moneylines, puck line and totals with their prices, two dialects', () => {
    const titled = parseSbrSeasonSheet(sheet('nhl-odds-2019-20.csv'), {
      fileName: 'nhl-odds-2019-20.csv',
    })
    expect([titled.layout, titled.sportId, titled.games.length]).toEqual(['sbr-sheet-nhl', 4, 2])
    expect(gameAt(titled, '2019-10-02', 'TOR')).toMatchObject({
      game: { visitor: 'OTT', homeScore: 5 },
      open: { homeMoneyline: -205, visitorMoneyline: 175, total: 6, overPrice: -110 },
      close: {
        homeMoneyline: -210,
        visitorMoneyline: 180,
        homeSpread: -1.5,
        spreadPrice: 170,
        total: 6.5,
        overPrice: 120,
        underPrice: -140,
      },
    })
    // January 3 is in 2020; Arizona is the Coyotes' franchise, now Utah's.
    expect(gameAt(titled, '2020-01-03', 'UTA').game.visitor).toBe('NYR')

    const snake = parseSbrSeasonSheet(sheet('sbr-sheet-nhl-snake.csv'), {})
    expect(gameAt(snake, '2019-10-02', 'TOR')).toMatchObject({
      open: { homeMoneyline: -205, total: null },
      close: { homeSpread: null, spreadPrice: null, total: 6.5, underPrice: -140 },
    })
  })

  it('reads MLB sheets: pitchers, run line, site codes, NL closes, two dialects', () => {
    const titled = parseSbrSeasonSheet(sheet('sbr-sheet-mlb.csv'), { season: 2019 })
    expect([titled.layout, titled.sportId, titled.games.length]).toEqual(['sbr-sheet-mlb', 3, 2])
    expect(gameAt(titled, '2019-03-28', 'SD')).toMatchObject({
      game: { visitor: 'SF', homeScore: 2, visitorScore: 0 },
      close: {
        homeMoneyline: -140,
        visitorMoneyline: 130,
        homeSpread: -1.5,
        spreadPrice: 150,
        total: 7.5,
        overPrice: -105,
        underPrice: -115,
      },
    })
    expect(gameAt(titled, '2019-03-29', 'TEX')).toMatchObject({
      game: { visitor: 'CHC' },
      open: { homeMoneyline: 100, visitorMoneyline: -110, total: 9 },
      close: { homeMoneyline: null, visitorMoneyline: null, homeSpread: 1.5 },
    })
    const snake = parseSbrSeasonSheet(sheet('sbr-sheet-mlb-snake.csv'), {})
    expect(gameAt(snake, '2019-03-28', 'LAD')).toMatchObject({
      game: { visitor: 'KC' },
      close: { homeMoneyline: -125, homeSpread: -1.5, spreadPrice: 165, total: 8.5 },
    })
  })

  it('asks for the season of MMDD days', () => {
    expect(refusal(() => parseSbrSeasonSheet(sheet('sbr-sheet-mlb.csv'), {})).message).toMatch(
      /days as MMDD: give its season/,
    )
  })

  it('names every problem of a bad sheet at once', () => {
    const bad = [
      'Date,Rot,VH,Team,1st,2nd,3rd,4th,Final,Open,Close,ML,2H',
      '905,451,V,GreenBay,3,7,0,0,10,46,47,abc,3',
      '905,452,H,Gotham,0,3,0,0,3,3,3.5,-160,1',
      '1345,453,V,NYGiants,7,0,7,3,17,pk,1.5,110,2',
      '908,454,H,Dallas,7,14,7,7,35,51.5,fifty,-130,24',
      '909,455,V,Denver,0,0,0,0,0,40,41,110,1',
      '909,456,V,Oakland,0,0,0,0,0,3,3,-130,1',
      '909,457,Q,Miami,0,0,0,0,-2,3,3,-130,1',
    ].join('\n')
    const error = refusal(() => parseSbrSeasonSheet(bad, { season: 2019 }))
    expect(error.message).toMatch(/^6 problems, nothing was imported/)
    for (const problem of [
      'line 2, ML: expected a number, got "abc"',
      'line 3, Team: unknown NFL team "Gotham"',
      'line 4, Date: expected a day as MMDD, got "1345"',
      'line 5, Close: expected a line such as 3.5, 47, pk or NL, got "fifty"',
      'line 7, VH: expected the home row (H, or N after N) of the game on line 6',
      'line 8, VH: expected V, H or N, got "Q"',
    ]) {
      expect(error.message).toContain(problem)
    }
  })
})

describe('importing an SBR season sheet', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('stores each game with its opening and closing line, the season from the file name', async () => {
    const summary = await oddsImporter.run(t.database.db, {
      text: sheet('sbr-sheet-nfl-2019-20.csv'),
      fileName: 'nfl odds 2019-20.csv',
      now: new Date(),
    })
    expect(summary).toMatchObject({ layout: 'sbr-sheet-nfl', games: 5, snapshots: 10 })
    const answer = await callRoute(t.app, vegasLinesRoute, {
      params: { sportId: 1, date: isoDate('2019-09-05') },
      query: {},
    })
    expect(answer.statusCode).toBe(200)
    const [bears] = (answer.body as readonly BettingLineEvent[]).filter(
      (row) => row.teamShort === 'CHI',
    )
    expect(bears).toMatchObject({
      gameSpread: { open: -3, current: -3.5, change: -0.5 },
      overUnder: { open: 46, current: 47 },
      moneyline: { current: -160 },
      score: 3,
    })
  })
})
