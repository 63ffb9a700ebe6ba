/**
 * The team-ratings model's backtest: every game of a season predicted from the games before its
 * day only (the way the call rates a day), against two naive predictions from the same games:
 * the league's mean goals per team-game, and the team's own mean (no opponent, no shrinking).
 */
import { mean } from './percentiles'
import { ratingModel, type Metric, type TeamGame } from './team-ratings'

/** Mean absolute errors per team-game of the model and the naive predictions. */
export type BacktestResult = {
  readonly teamGames: number
  readonly model: number
  readonly leagueMean: number
  readonly teamMean: number
}

const dayMs = 86_400_000
// Games of one evening (ET) fall on one day once shifted back 8 hours from UTC.
const eveningShiftMs = 8 * 3_600_000

/**
 * Predicts `metric` for every team-game from `warmupDays` after the first game on, each from the
 * games of the days before (the model as the call runs it on that day).
 * @example backtestRatings(season, 'goals') // { teamGames: 2100, model: 1.31, leagueMean: 1.33, teamMean: 1.37 }
 */
export const backtestRatings = (
  games: readonly TeamGame[],
  metric: Metric = 'goals',
  warmupDays = 21,
): BacktestResult => {
  const sorted = games.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  const first = sorted[0]?.startsAt.getTime() ?? 0
  const byDay = new Map<number, TeamGame[]>()
  for (const game of sorted) {
    const day = Math.floor((game.startsAt.getTime() - eveningShiftMs) / dayMs)
    byDay.set(day, [...(byDay.get(day) ?? []), game])
  }
  const errors = { model: [] as number[], leagueMean: [] as number[], teamMean: [] as number[] }
  let seen = 0
  for (const dayGames of byDay.values()) {
    const dayStart = dayGames[0]?.startsAt ?? new Date(0)
    const before = sorted.slice(0, seen)
    seen += dayGames.length
    if (dayStart.getTime() - first < warmupDays * dayMs) continue
    const model = ratingModel(before, dayStart)
    const values = (list: readonly TeamGame[]) =>
      list.flatMap((game) => (game.for[metric] === null ? [] : [game.for[metric]]))
    const league = mean(values(before))
    for (const game of dayGames) {
      const actual = game.for[metric]
      if (actual === null) continue
      const own = values(before.filter((earlier) => earlier.teamId === game.teamId))
      errors.model.push(Math.abs(model.expected(game.teamId, game.opponentId, metric) - actual))
      errors.leagueMean.push(Math.abs(league - actual))
      errors.teamMean.push(Math.abs((own.length === 0 ? league : mean(own)) - actual))
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000
  return {
    teamGames: errors.model.length,
    model: round(mean(errors.model)),
    leagueMean: round(mean(errors.leagueMean)),
    teamMean: round(mean(errors.teamMean)),
  }
}
