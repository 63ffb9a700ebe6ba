import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { detectImportKind } from './import-detection'

describe('detectImportKind', () => {
  it('tells every kind from its header, in each layout of our fixtures', () => {
    const expected = {
      [fixtureNames.dkSalariesCurrent]: 'dk-salaries',
      [fixtureNames.dkSalaries2017]: 'dk-salaries',
      [fixtureNames.dkSalariesShowdown]: 'dk-salaries',
      [fixtureNames.dkEntries]: 'dk-salaries',
      [fixtureNames.dkStandingsCurrent]: 'dk-standings',
      [fixtureNames.dkStandingsResaved]: 'dk-standings',
      [fixtureNames.fdPlayers]: 'fd-salaries',
      [fixtureNames.gameLogsMlb]: 'game-logs',
      [fixtureNames.gameLogsNba]: 'game-logs',
      [fixtureNames.gameLogsNfl]: 'game-logs',
      [fixtureNames.statcastPitches]: 'statcast',
      [fixtureNames.statcastAggregate]: 'statcast',
      'odds-sbr-mlb.csv': 'odds',
      'odds-sbr-nba.csv': 'odds',
      'odds-sbr-nfl.json': 'odds',
      'odds-spreadspoke-nfl.csv': 'odds',
      'odds-api-nhl.csv': 'odds',
      'odds-golf-outrights.csv': 'odds',
    }
    const detected = Object.fromEntries(
      Object.keys(expected).map((name) => [name, detectImportKind(readFixture(name))]),
    )
    expect(detected).toEqual(expected)
    const nhl = readFileSync(
      path.join(import.meta.dirname, '../hockey/fixtures/nhl-team-logs.csv'),
      'utf8',
    )
    expect(detectImportKind(nhl)).toBe('nhl-team-logs')
  })

  it('tells SBR season sheets and Evolving-Hockey GAR tables, in both header dialects', () => {
    const read = (folder: string, name: string) =>
      readFileSync(path.join(import.meta.dirname, folder, name), 'utf8')
    for (const name of [
      'nhl-odds-2019-20.csv',
      'sbr-sheet-nfl-2019-20.csv',
      'sbr-sheet-nhl-snake.csv',
    ]) {
      expect(detectImportKind(read('../vegas/sheet-fixtures', name)), name).toBe('odds')
    }
    for (const name of ['nhl-goalie-gar.csv', 'nhl-skater-gar.csv']) {
      expect(detectImportKind(read('../hockey/fixtures', name)), name).toBe('nhl-gar')
    }
    expect(detectImportKind('player,season,team,position,gp,toi,gsax,gar,war\n')).toBe('nhl-gar')
  })

  it('tells the season-long kinds apart, and reads snake_case headers', () => {
    expect(
      detectImportKind('Rank,Player,Team,Bye,POS,Yahoo,Sleeper,AVG\n1,A B,KC,10,RB1,1,1,1\n'),
    ).toBe('adp')
    expect(detectImportKind('RK,TIERS,PLAYER NAME,TEAM,POS\n1,1,A B,KC,RB1\n')).toBe('rankings')
    expect(
      detectImportKind('Player,Team,POS,PASS_ATT,PASS_YD,FPTS\nA B,KC,QB,500,4000,300\n'),
    ).toBe('season-projections')
    expect(detectImportKind('game_date,gid,mlb_id,name,dk_posn,dk_points,team,oppt\n')).toBe(
      'game-logs',
    )
  })

  it('answers undefined for a header of no kind', () => {
    expect(detectImportKind('a,b,c\n1,2,3\n')).toBeUndefined()
  })
})
