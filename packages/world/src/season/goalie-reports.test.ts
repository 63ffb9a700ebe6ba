import { describe, expect, it } from 'vitest'
import { goalieReports } from './goalie-reports'

const pair = ['NHL:TOR:21', 'NHL:TOR:22'] as const

describe('goalie reports', () => {
  it('go unconfirmed → expected → confirmed, the confirmation naming the starter', () => {
    const reports = goalieReports('NHL:2026-11-22:BOS@TOR', 'NHL:TOR', pair)
    expect(reports.map((report) => report.status)).toEqual(['unconfirmed', 'expected', 'confirmed'])
    const minutes = reports.map((report) => report.minutesBefore)
    expect(minutes).toEqual(minutes.toSorted((a, b) => b - a))
    expect(reports.at(-1)?.playerKey).toBe(pair[0])
  })

  it('are the same for the same game and expect the backup on some mornings', () => {
    const games = Array.from({ length: 200 }, (_, day) => `NHL:day${day}:BOS@TOR`)
    const swapped = games.filter(
      (game) => goalieReports(game, 'NHL:TOR', pair)[1]?.playerKey === pair[1],
    )
    expect(swapped.length).toBeGreaterThan(10)
    expect(swapped.length).toBeLessThan(60)
    expect(goalieReports(games[0] ?? '', 'NHL:TOR', pair)).toEqual(
      goalieReports(games[0] ?? '', 'NHL:TOR', pair),
    )
  })

  it('never swap a team without a backup', () => {
    for (let day = 0; day < 50; day += 1) {
      const reports = goalieReports(`NHL:day${day}:BOS@TOR`, 'NHL:TOR', ['NHL:TOR:21', undefined])
      expect(new Set(reports.map((report) => report.playerKey))).toEqual(new Set(['NHL:TOR:21']))
    }
  })
})
