/**
 * The team-ratings model's backtest (docs/team-ratings.md "Backtest"): every game's goals predicted
 * from the games before its day, on the demo world's 2025–26 NHL season and, where the real
 * files are present, on Natural Stat Trick's 2024–25 team game logs; mean absolute error per
 * team-game against the league mean and the team's own mean.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isoDate } from '@slatelab/domain/units'
import { daysFrom } from '../../packages/world/src/season/calendar-dates'
import { demoGameModels } from '../../packages/world/src/season/demo-game-models'
import { createDemoWorld } from '../../packages/world/src/season/demo-world'
import { nhlSeasonOf } from '../../packages/world/src/season/season-calendar'
import type { TeamBox } from '../../packages/world/src/games/game-schema'
import { worldSeed } from '../../apps/server/src/seed/demo-world-seed'
import { parseNhlTeamLogs } from '../../apps/server/src/features/hockey/nhl-team-logs-csv'
import {
  backtestRatings,
  type BacktestResult,
} from '../../apps/server/src/features/hockey/team-ratings-backtest'
import {
  importedTeamGame,
  teamGames,
} from '../../apps/server/src/features/hockey/team-ratings-service'

const sum = (team: TeamBox, pick: (line: TeamBox['players'][number]) => number) =>
  team.players.reduce((total, line) => total + pick(line), 0)

/** The demo world's season as the stored box scores would give it. */
const demoSeason = () => {
  const world = createDemoWorld(worldSeed, demoGameModels)
  const season = nhlSeasonOf(isoDate('2026-01-15'))
  if (season === undefined) throw new Error('no NHL season in January 2026')
  const ids = new Map<string, number>()
  const idOf = (key: string) => ids.get(key) ?? ids.set(key, ids.size + 1).get(key) ?? 0
  const totals = daysFrom(season.from, season.to).flatMap((day, dayIndex) =>
    world.playedGamesOn('NHL', day).flatMap((game, gameIndex) => {
      const homeTeamId = idOf(game.homeTeamKey)
      const visitorTeamId = idOf(game.visitorTeamKey)
      const row = (team: TeamBox, teamId: number) => ({
        eventId: dayIndex * 100 + gameIndex,
        startsAt: new Date(game.startsAt),
        teamId,
        homeTeamId,
        visitorTeamId,
        homeScore: game.box.home.score,
        visitorScore: game.box.visitor.score,
        shotsOnGoal: sum(team, (line) => line.stats.shotsOnGoal ?? 0),
        blockedShots: sum(team, (line) => line.stats.blockedShots ?? 0),
        dkPoints: sum(team, (line) => line.fantasyPoints['4'] ?? 0),
        fdPoints: sum(team, (line) => line.fantasyPoints['3'] ?? 0),
        yahooPoints: 0,
      })
      return [row(game.box.home, homeTeamId), row(game.box.visitor, visitorTeamId)]
    }),
  )
  return teamGames(totals)
}

/** `shared/data/real/nhl` beside the checkout, or beside a folder above it (worktrees). */
const findRealNhl = (from: string): string => {
  const candidate = path.join(from, 'shared/data/real/nhl')
  const parent = path.dirname(from)
  return existsSync(candidate) || parent === from ? candidate : findRealNhl(parent)
}
const realLogs = path.join(
  findRealNhl(path.resolve(import.meta.dirname, '../..')),
  'nhl_2024-25_team_game_logs_naturalstattrick.csv',
)

const realSeason = () => {
  const ids = new Map<string, number>()
  const idOf = (team: string) => ids.get(team) ?? ids.set(team, ids.size + 1).get(team) ?? 0
  return parseNhlTeamLogs(readFileSync(realLogs, 'utf8')).map((row) =>
    importedTeamGame({ ...row, teamId: idOf(row.team), opponentId: idOf(row.opponent) }),
  )
}

const gain = (model: number, baseline: number) =>
  `${model.toFixed(3)} vs ${baseline.toFixed(3)} (${Math.round((100 * (baseline - model)) / baseline)} %)`

const line = (label: string, metric: string, result: BacktestResult) =>
  [
    label.padEnd(24),
    metric.padEnd(14),
    String(result.teamGames).padStart(5),
    `MAE ${gain(result.mae.model, result.mae.leagueMean)}, team mean ${result.mae.teamMean.toFixed(3)}`,
    `RMSE ${gain(result.rmse.model, result.rmse.leagueMean)}, team mean ${result.rmse.teamMean.toFixed(3)}`,
  ].join('  ')

const started = Date.now()
const demo = demoSeason()
const rows = [
  line('demo world 2025–26', 'goals', backtestRatings(demo, 'goals')),
  line('demo world 2025–26', 'shot attempts', backtestRatings(demo, 'shotAttempts')),
  line('demo world 2025–26', 'DK points', backtestRatings(demo, 'dkPoints')),
]
if (existsSync(realLogs)) {
  const real = realSeason()
  rows.push(line('NST logs 2024–25 (real)', 'goals', backtestRatings(real, 'goals')))
  rows.push(line('NST logs 2024–25 (real)', 'CF (5-on-5)', backtestRatings(real, 'shotAttempts')))
}
console.log("\nTeam ratings backtest, per team-game: model vs league mean (the model's gain)")
for (const row of rows) console.log(row)
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)
