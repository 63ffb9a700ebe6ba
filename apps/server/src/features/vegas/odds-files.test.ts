import { describe, expect, it } from 'vitest'
import { isoDate } from '@slatelab/domain/units'
import { readFixture } from '../../testing/import-fixtures/import-fixtures'
import { ImportError } from '../../csv/import-error'
import { parseOddsFile, type OddsFile } from './odds-files'

// The message of the ImportError `run` throws, whole.
const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  throw new Error('expected the file to be refused')
}

const closeOf = (file: OddsFile, home: string) => {
  const game = file.games.find((candidate) => candidate.home === home)
  if (game === undefined) throw new Error(`no game at ${home}`)
  return { game, close: game.snapshots.at(-1) }
}

describe('parseOddsFile', () => {
  it('reads spreadspoke NFL: favourite to home spread, pick’em, former names, unplayed rows skipped', () => {
    const file = parseOddsFile(readFixture('odds-spreadspoke-nfl.csv'), {})
    expect([file.layout, file.sportId, file.games.length, file.skippedRows]).toEqual([
      'spreadspoke',
      1,
      3,
      1,
    ])
    expect(closeOf(file, 'KC').close).toMatchObject({ homeSpread: -3, total: 46.5 })
    expect(closeOf(file, 'GB').close).toMatchObject({ homeSpread: 2.5, total: 49 })
    const chargers = closeOf(file, 'LAC')
    expect(chargers.game).toMatchObject({ visitor: 'KC', date: '2010-09-12', homeScore: 21 })
    expect(chargers.close).toMatchObject({ homeSpread: 0, homeMoneyline: null })
  })

  it('reads SBR NBA once per game with the file’s moneylines; 0 is not quoted', () => {
    const file = parseOddsFile(readFixture('odds-sbr-nba.csv'), {})
    expect([file.layout, file.games.length, file.skippedRows]).toEqual(['sbr-nba', 3, 1])
    expect(closeOf(file, 'GSW').close).toMatchObject({
      homeMoneyline: -200,
      visitorMoneyline: 170,
      homeSpread: -5,
      total: 230.5,
    })
    expect(closeOf(file, 'BOS')).toMatchObject({
      game: { visitor: 'LAL', homeScore: 115, visitorScore: 101 },
      close: { homeMoneyline: -290, visitorMoneyline: 240, homeSpread: -7.5 },
    })
    expect(closeOf(file, 'BKN')).toMatchObject({
      game: { visitor: 'OKC' },
      close: { homeMoneyline: null, visitorMoneyline: null, homeSpread: -2 },
    })
  })

  it('pairs SBR MLB rows by day, game and total market, dropping prices that are not odds', () => {
    const file = parseOddsFile(readFixture('odds-sbr-mlb.csv'), {})
    expect([file.layout, file.games.length, file.skippedRows]).toEqual(['sbr-mlb', 3, 1])
    expect([file.droppedPrices, file.firstDroppedLine]).toEqual([1, 8])
    expect(closeOf(file, 'BOS')).toMatchObject({
      game: { visitor: 'NYY', time: '12:00' },
      close: { homeMoneyline: 130, visitorMoneyline: -150, homeSpread: 1.5, spreadPrice: -140 },
    })
    expect(closeOf(file, 'LAD').close).toMatchObject({
      homeMoneyline: -150,
      visitorMoneyline: 130,
      total: 8,
      overPrice: -105,
      underPrice: -115,
    })
    expect(closeOf(file, 'STL')).toMatchObject({
      game: { visitor: 'CHC', time: '16:00' },
      close: { homeMoneyline: -120, visitorMoneyline: 110, total: null },
    })
  })

  it('reads the SBR NFL archive with its open and close, skipping games without teams', () => {
    const file = parseOddsFile(readFixture('odds-sbr-nfl.json'), {})
    expect([file.layout, file.games.length, file.skippedRows]).toEqual(['sbr-nfl', 2, 1])
    const chiefs = file.games.find((game) => game.home === 'KC')
    expect(chiefs).toMatchObject({ visitor: 'JAX', date: '2019-09-08', homeScore: 30 })
    expect(chiefs?.snapshots).toEqual([
      expect.objectContaining({ minutesBefore: 10_080, homeSpread: -3, total: 51 }),
      expect.objectContaining({
        minutesBefore: 30,
        homeSpread: -3.5,
        total: 52.5,
        homeMoneyline: -170,
        visitorMoneyline: 150,
      }),
    ])
    // The archive's `LosAngeles` of 2016 is the Rams.
    expect(file.games.find((game) => game.visitor === 'SEA')?.home).toBe('LAR')
    expect(() =>
      parseOddsFile(
        readFixture('odds-sbr-nfl.json').replace(
          '"home_close_ml": -170',
          '"home_close_ml": "-170"',
        ),
        {},
      ),
    ).toThrow(/^games\[0\]\.home_close_ml: /)
  })

  it('reads an odds-API NHL snapshot as the median of the books, on the day given', () => {
    const file = parseOddsFile(readFixture('odds-api-nhl.csv'), { date: isoDate('2025-03-02') })
    expect([file.layout, file.games.length]).toEqual(['odds-api-nhl', 2])
    expect(closeOf(file, 'PIT')).toMatchObject({
      game: { visitor: 'TOR', date: '2025-03-02' },
      close: { homeMoneyline: 135, visitorMoneyline: -160, homeSpread: null, total: null },
    })
    expect(closeOf(file, 'MTL').close).toMatchObject({ homeMoneyline: -120, visitorMoneyline: 100 })
    expect(() => parseOddsFile(readFixture('odds-api-nhl.csv'), {})).toThrow(
      'date: an odds-API snapshot carries no dates: give the day (--date YYYY-MM-DD, or ?date= when uploading)',
    )
  })

  it('refuses a bad file whole, naming the line and the column', () => {
    const spreadspoke = readFixture('odds-spreadspoke-nfl.csv')
    expect(() => parseOddsFile(spreadspoke.replace(',-2.5,49,', ',two,49,'), {})).toThrow(
      'line 4, spread_favorite: expected a number, got "two"',
    )
    expect(() =>
      parseOddsFile(spreadspoke.replace('Green Bay Packers', 'Springfield Atoms'), {}),
    ).toThrow('line 4, team_home: unknown NFL team "Springfield Atoms"')
    expect(() => parseOddsFile(spreadspoke.replace(',PHI,-2.5,', ',DAL,-2.5,'), {})).toThrow(
      'line 4, team_favorite_id: "DAL" is neither team of the game',
    )
    const nba = readFixture('odds-sbr-nba.csv')
    expect(() =>
      parseOddsFile(nba.replace('2024-01-10,2024,LA Lakers,@', '2024-01-10,2024,LA Lakers,at'), {}),
    ).toThrow('line 5, home/visitor: expected "@" (visitor) or "vs" (home), got "at"')
    expect(() => parseOddsFile('Name,Salary\nA,1\n', {})).toThrow(/^line 1: not an odds layout/)
  })

  it('names every problem of a CSV file at once, by line and column', () => {
    const spreadspoke = readFixture('odds-spreadspoke-nfl.csv')
      .replace('San Diego Chargers', 'Springfield Atoms')
      .replace(',KC,-3,', ',DAL,-3,')
      .replace(',-2.5,49,', ',two,49,')
    expect(refusal(() => parseOddsFile(spreadspoke, {}))).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, team_home: unknown NFL team "Springfield Atoms"',
        'line 3, team_favorite_id: "DAL" is neither team of the game',
        'line 4, spread_favorite: expected a number, got "two"',
      ].join('\n'),
    )
  })

  it('notes a game id listed again with other teams among the snapshot’s problems', () => {
    const lines = readFixture('odds-api-nhl.csv').split('\n')
    const snapshot = [
      ...lines.slice(0, 2),
      lines[2]?.replace('-160.0', 'lots'),
      lines[3]?.replace('fanduel,Pittsburgh Penguins', 'fanduel,Boston Bruins'),
      ...lines.slice(4, 8),
      lines[8]?.replace('g2,', 'g1,'),
      ...lines.slice(9),
    ].join('\n')
    expect(refusal(() => parseOddsFile(snapshot, { date: isoDate('2025-03-02') }))).toBe(
      [
        '3 problems, nothing was imported:',
        'line 3, american_odds: expected a number, got "lots"',
        'line 4, outcome: "Boston Bruins" is neither team of the game',
        'line 9, home_team: game "g1" was listed with other teams on line 2',
      ].join('\n'),
    )
  })

  it('names every bad element of the SBR NFL archive at once', () => {
    const archive = readFixture('odds-sbr-nfl.json')
      .replace('"home_close_ml": -170', '"home_close_ml": "-170"')
      .replace('20160918.0', '20161318.0')
      .replace(
        '"season": 2019,\n    "date": 20200202.0',
        '"season": "2019",\n    "date": 20200202.0',
      )
    expect(refusal(() => parseOddsFile(archive, {}))).toBe(
      [
        '3 problems, nothing was imported:',
        'games[0].home_close_ml: Invalid input: expected number, received string',
        'games[1].date: expected a day as YYYYMMDD, got 20161318',
        'games[2].season: Invalid input: expected number, received string',
      ].join('\n'),
    )
  })

  it('names each wrong key of one archive element', () => {
    const archive = readFixture('odds-sbr-nfl.json')
      .replace('"home_close_ml": -170', '"home_close_ml": "-170"')
      .replace('"away_close_ml": 150', '"away_close_ml": null')
    expect(refusal(() => parseOddsFile(archive, {}))).toBe(
      [
        '2 problems, nothing was imported:',
        'games[0].home_close_ml: Invalid input: expected number, received string',
        'games[0].away_close_ml: Invalid input: expected number, received null',
      ].join('\n'),
    )
  })

  it('counts the same key’s problem in many elements as one kind, past the first five', () => {
    const [chiefs] = JSON.parse(readFixture('odds-sbr-nfl.json')) as Record<string, unknown>[]
    const archive = JSON.stringify(Array.from({ length: 7 }, () => ({ ...chiefs, date: 'soon' })))
    expect(refusal(() => parseOddsFile(archive, {})).split('\n')).toEqual([
      '7 problems, nothing was imported:',
      ...[0, 1, 2, 3, 4].map(
        (index) => `games[${index}].date: Invalid input: expected number, received string`,
      ),
      '… and 2 more like the ones above',
    ])
  })
})
