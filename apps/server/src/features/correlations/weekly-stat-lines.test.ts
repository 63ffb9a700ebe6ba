import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { gameLogLayoutOf, parseGameLogs } from './game-logs-csv'
import { importGameLogs } from './game-logs-import'

// Weekly stat lines of our own, FantasyPros style, in two dialects.
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'weekly-fixtures', name), 'utf8')
const titled = fixture('weekly-stat-lines-title.csv')
const snake = fixture('weekly-stat-lines-snake.csv')
const headerOf = (text: string) => text.split('\n')[0]?.split(',') ?? []

const refusal = (text: string): string => {
  try {
    parseGameLogs(text)
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  throw new Error('expected the file to be refused')
}

describe('weekly NFL stat lines across seasons', () => {
  it('is told from its Half PPR or Standard points beside PPR, in either dialect', () => {
    expect(gameLogLayoutOf(headerOf(titled))).toBe('fantasypros-weekly')
    expect(gameLogLayoutOf(headerOf(snake))).toBe('fantasypros-weekly')
    // nflverse's weekly layout has PPR and standard (`fantasy_points`) points but no Half.
    expect(
      gameLogLayoutOf(['player_display_name', 'week', 'fantasy_points', 'fantasy_points_ppr']),
    ).toBe('nflverse-weekly')
  })

  it('scores DraftKings points from the stats: bonuses, −1 turnovers, negative yards, seasons apart', () => {
    const report = new ImportReport()
    const file = parseGameLogs(titled, report)
    expect([file.layout, file.sportId, file.rows.length]).toEqual(['fantasypros-weekly', 1, 5])
    expect(file.rows.map((row) => [row.playerName, row.date, row.points])).toEqual([
      // 300-yard bonus, −1 for the interception.
      ['Jon Vale', '2023-09-10', 23.68],
      // −4 rushing yards, 100-yard receiving bonus, −1 for the lost fumble; position WR1 is WR.
      ['Kai Ames', '2023-09-10', 25],
      ['Lee Moss', '2023-09-10', 14.5],
      // A two-point conversion.
      ['Jon Vale', '2024-09-08', 13.7],
      ['Lee Moss', '2024-09-08', 22.2],
    ])
    expect(file.rows[1]).toMatchObject({ position: 'WR', opponent: 'SF', isHome: false })
    expect(file.rows[2]).toMatchObject({ opponent: 'NYJ', isHome: true })
    expect(file.rows[3]?.isHome).toBeNull()
    // The bye week is no game.
    expect(report.skipped.get('did not play')).toBe(1)
  })

  it('reads the snake_case dialect with NA and null cells and a games column alike', () => {
    const report = new ImportReport()
    const file = parseGameLogs(snake, report)
    expect(file.rows.map((row) => row.points)).toEqual(
      parseGameLogs(titled).rows.map((row) => row.points),
    )
    // `g` 0: did not play, though its points are 0, not missing.
    expect(report.skipped.get('did not play')).toBe(1)
    expect(report.warnings.map((warning) => warning.message)).toEqual([
      'no column for Ret TD, Fum TD: counted as 0',
    ])
  })

  it('warns once of rows whose points its stats do not give, naming the worst', () => {
    const report = new ImportReport()
    parseGameLogs(titled, report)
    // Lee Moss's 2024 line was scored with 6-point passing touchdowns.
    const checks = report.warnings.filter((warning) => warning.message.includes('differ'))
    expect(checks).toHaveLength(1)
    expect(checks[0]?.message).toBe(
      "the file's points differ from its stats by more than 0.1 on 1 of 5 rows (PPR 1, Half PPR 1, FPTS 1); DraftKings points are scored from the stats. Largest: line 7 Lee Moss 2024 week 1: PPR 27.2 (stats 21.2), Half PPR 27.2 (stats 21.2), FPTS 27.2 (stats 21.2)",
    )
  })

  it('names every problem of a bad file at once', () => {
    const bad = titled
      .replace('Jon Vale,QB,NYJ,@ SF,2023,1,', 'Jon Vale,QB,NYJ,@ SF,2023,30,')
      .replace('Lee Moss,QB,SF,vs NYJ,2023,', 'Lee Moss,QB,SF,versus the Jets,2023,')
      .replace(',13.7,13.7,13.7', ',13.7,13.7,lots')
      .replace('Kai Ames,WR1,NYJ,@ SF,2023', 'Kai Ames,WR1,NYJ,@ SF,twenty')
    const message = refusal(bad)
    expect(message).toMatch(/^4 problems, nothing was imported/)
    for (const problem of [
      'line 2, Week: expected a week from 1 to 22, got 30',
      'line 3, Season: expected a whole number, got "twenty"',
      'line 4, Opp: expected an opponent such as "KC", "@ KC" or "vs KC", got "versus the Jets"',
      'line 6, PPR: expected a number, got "lots"',
    ]) {
      expect(message).toContain(problem)
    }
  })

  describe('stored', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    }, 60_000)
    afterAll(() => t.close())

    it('stores each player-week as a player-game of its week’s Sunday', async () => {
      const summary = await importGameLogs(t.database.db, titled)
      expect(summary).toMatchObject({
        layout: 'fantasypros-weekly',
        playerGames: 5,
        games: 2,
        newPlayers: 3,
      })
    })
  })
})
