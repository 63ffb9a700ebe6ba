import { describe, expect, it } from 'vitest'
import { isoDate } from '@slatelab/domain/units'
import { readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseOddsFile, type OddsFile } from './odds-files'

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
})
