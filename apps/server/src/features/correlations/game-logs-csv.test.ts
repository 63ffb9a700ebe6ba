import { sportIds } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listGameLines } from '../../db/repositories/game-lines'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  countStoredRows,
  fixtureNames,
  readFixture,
} from '../../testing/import-fixtures/import-fixtures'
import { nflWeekSunday, parseGameLogs } from './game-logs-csv'
import { importGameLogs } from './game-logs-import'
import { canonicalTeam } from '../../csv/team-abbreviations'
import { ImportReport } from '../../csv/import-report'

const refusal = (text: string) => {
  try {
    parseGameLogs(text)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

describe('game-log files', () => {
  it('reads RotoGuru MLB: "Last, First", home by "v", position codes, doubleheaders', () => {
    const file = parseGameLogs(readFixture(fixtureNames.gameLogsMlb))
    expect(file.layout).toBe('rotoguru-mlb')
    expect(file.sportId).toBe(sportIds.MLB)
    expect(file.rows).toHaveLength(7)
    expect(file.rows[0]).toMatchObject({
      line: 2,
      date: '2018-05-26',
      playerName: 'Lena Ortiz',
      position: 'SS',
      team: 'LAD',
      opponent: canonicalTeam(sportIds.MLB, 'SDG'),
      isHome: true,
      teamScore: 5,
      opponentScore: 7,
      points: 19,
    })
    expect(file.rows[1]?.position).toBe('P')
    expect(file.rows[2]?.isHome).toBe(false)
    expect(file.rows.slice(4, 6).map((row) => row.gameNumber)).toEqual([1, 2])
    // Extra innings are marked after the runs.
    expect(file.rows[5]?.teamScore).toBe(6)
    // Off the DraftKings slate (no position) and not batting: a pitcher.
    expect(file.rows[6]?.position).toBe('P')
  })

  it('reads RotoGuru NBA with its two-space name header', () => {
    const file = parseGameLogs(readFixture(fixtureNames.gameLogsNba))
    expect(file.layout).toBe('rotoguru-nba')
    expect(file.rows[1]).toMatchObject({
      playerName: 'Omar Diaz',
      position: 'SF',
      team: canonicalTeam(sportIds.NBA, 'pho'),
      isHome: false,
      points: 32.25,
      minutes: 30.5,
    })
  })

  it('reads nflverse weekly stats as DraftKings points, dated the week’s Sunday', () => {
    const file = parseGameLogs(readFixture(fixtureNames.gameLogsNfl))
    expect(file.layout).toBe('nflverse-weekly')
    // PPR 20.68, +1 back for the interception (DraftKings −1, not −2), +3 at 300 passing yards.
    expect(file.rows[0]).toMatchObject({
      playerName: 'Jon Vale',
      date: '2024-09-08',
      points: 24.68,
    })
    // +1 back for the lost fumble, +3 at 100 receiving yards.
    expect(file.rows[1]?.points).toBe(27.4)
    expect(file.rows[3]?.date).toBe('2024-09-15')
    expect(nflWeekSunday(2025, 1)).toBe('2025-09-07')
  })

  it('refuses a bad file naming the line and column', () => {
    const mlb = readFixture(fixtureNames.gameLogsMlb)
    expect(refusal(mlb.replace('20180526,2509', '2018-13-26,2509'))).toBe(
      'line 3, Date: expected a date as YYYY-MM-DD, M/D/YYYY or YYYYMMDD, got "2018-13-26"',
    )
    expect(
      refusal(mlb.replace('v sdg,,5,7\r\n20180526,2509', 'vs sdg,,5,7\r\n20180526,2509')),
    ).toMatch(/^line 2, Oppt: expected "v sdg" \(home\) or "@ sdg" \(away\)/)
    expect(refusal(readFixture(fixtureNames.gameLogsNba).replace(',32.25,', ',lots,'))).toBe(
      'line 3, DKP: expected a number, got "lots"',
    )
    expect(refusal('Name,Salary\nA,1\n')).toMatch(/^line 1: not a game-log layout/)
  })

  it('reads the same layout under snake_case headers with dates in any form', () => {
    const mlb = readFixture(fixtureNames.gameLogsMlb)
    const snake = mlb
      .replace('Date,GID,MLB_ID', 'game_date,gid,mlb_id')
      .replace('DK pts', 'dk_points')
      .replace('Oppt', 'opponent')
      .replace('20180526,2508', '5/26/2018,2508')
      .replace('20180526,2509', '2018-05-26,2509')
    const original = parseGameLogs(mlb)
    const dialect = parseGameLogs(snake)
    expect(dialect.layout).toBe('rotoguru-mlb')
    expect(dialect.rows).toEqual(original.rows)
  })

  it('reads RotoGuru NBA under snake_case headers with M/D/YYYY dates and DNP minutes', () => {
    const nba = readFixture(fixtureNames.gameLogsNba)
    const snake = nba
      .replace(
        'GID,First  Last,Date,Team,Opp,H/A,Team pts,Opp pts',
        'gid,name,game_date,team,opp,h_a,team_points,opp_points',
      )
      .replace(
        'Minutes,GP,active,DKP,DK pos #,DK pos',
        'min,gp,active,dk_points,dk_pos_num,dk_position',
      )
      .replaceAll(',20171128,', ',11/28/2017,')
    const original = parseGameLogs(nba)
    expect(parseGameLogs(snake).rows).toEqual(original.rows)
    const report = new ImportReport()
    const dnp = parseGameLogs(snake.replace(',11.2,1,1,11,', ',DNP,1,1,0,'), report)
    expect(dnp.rows).toHaveLength(original.rows.length - 1)
    expect(report.skipped.get('did not play')).toBe(1)
  })

  it('reports every problem of a file at once, each with its line and column', () => {
    const mlb = readFixture(fixtureNames.gameLogsMlb)
      .replace('20180526,2508', 'someday,2508')
      .replace(',12.5,', ',lots,')
      .replace('@ lad', 'at lad')
    const message = refusal(mlb)
    expect(message).toMatch(/^3 problems, nothing was imported:/)
    expect(message).toContain('line 2, Date: expected a date')
    expect(message).toContain('line 3, DK pts: expected a number, got "lots"')
    expect(message).toContain('line 4, Oppt: expected "v sdg" (home) or "@ sdg" (away)')
  })

  it('names every missing column at once', () => {
    const header = 'Date,GID,MLB_ID,Name,Bat order,DK posn,DK pts,Team,Oppt'
    const message = refusal(
      `${header}\n20180526,1,2,"A, B",1,7,3,LAD,v sdg\n`
        .replace(',Team,', ',Club,')
        .replace(',Name,', ',Who,'),
    )
    expect(message).toMatch(/^2 problems/)
    expect(message).toContain('the header has no "Name" column')
    expect(message).toContain('the header has no "Team" column')
  })

  it('skips and counts players who did not play, and warns of columns it does not read', () => {
    const nba = readFixture(fixtureNames.gameLogsNba)
    const dnp = nba.replace(',11.2,1,1,11,', ',0,0,0,0,')
    const report = new ImportReport()
    const file = parseGameLogs(dnp, report)
    expect(file.rows.map((row) => row.playerName)).not.toContain('Ravi Chen')
    expect(report.rowsRead).toBe(parseGameLogs(nba).rows.length)
    expect(report.skipped.get('did not play')).toBe(1)
    expect(report.warnings[0]?.message).toMatch(/column\(s\) not read, left out: "GID"/)
  })

  it('takes negative yards (sacks, losses) as the stat lines of real games', () => {
    const nfl = readFixture(fixtureNames.gameLogsNfl)
    const lines = nfl.split('\n')
    const header = lines[0]?.split(',') ?? []
    const rushing = header.indexOf('rushing_yards')
    const cells = lines[1]?.split(',') ?? []
    cells[rushing] = '-4.0'
    const file = parseGameLogs([lines[0], cells.join(','), ...lines.slice(2)].join('\n'))
    expect(file.rows[0]?.playerName).toBe('Jon Vale')
  })

  describe('stored', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    }, 60_000)
    afterAll(() => t.close())

    it('stores each player-game once, again without duplicates, for the correlations to read', async () => {
      const text = readFixture(fixtureNames.gameLogsMlb)
      const first = await importGameLogs(t.database.db, text)
      expect(first).toMatchObject({ playerGames: 7, games: 3, newPlayers: 5, newGames: 3 })
      const again = await importGameLogs(t.database.db, text)
      expect(again).toMatchObject({ playerGames: 7, newTeams: 0, newPlayers: 0, newGames: 0 })
      const lines = await listGameLines(t.database.db, {
        sportId: sportIds.MLB,
        siteId: 4,
        from: new Date('2018-05-26T00:00:00Z'),
        before: new Date('2018-05-28T00:00:00Z'),
      })
      expect(lines).toHaveLength(7)
      const pitcher = lines.find((line) => line.position === 'P' && line.isHome)
      expect(pitcher?.points).toBe(12.5)
      const nfl = await importGameLogs(t.database.db, readFixture(fixtureNames.gameLogsNfl))
      expect(nfl).toMatchObject({ playerGames: 4, games: 2 })
      expect(isoDate('2024-09-08')).toBe(nflWeekSunday(2024, 1))
    })

    it('refuses a player listed twice in one game and stores nothing of the file', async () => {
      const before = await countStoredRows(t.database.db)
      const text = readFixture(fixtureNames.gameLogsNba)
      const doubled = `${text}5228,Ravi  Chen,20171128,chi,pho,H,99,104,0,11.2,1,1,9,1,PG,3100,-100,0,0,6,4,0,0,0,1,1,2,8,1,2\n`
      await expect(importGameLogs(t.database.db, doubled)).rejects.toThrow(
        'line 4: Ravi Chen is listed twice for the game of 2017-11-28 (line 2)',
      )
      expect(await countStoredRows(t.database.db)).toEqual(before)
    })
  })
})
