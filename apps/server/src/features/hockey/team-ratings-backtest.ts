/**
 * The team-ratings model's backtest: every game of a season predicted from the games before its
 * day only (the way the call rates a day), against two naive predictions from the same games:
 * the league's mean per team-game, and the team's own mean (no opponent, no shrinking).
 */
import { mean } from './percentiles'
import { ratingModel, shrinkGames, type Metric, type TeamGame } from './team-ratings'

/** An error of the model and of the two naive predictions, per team-game. */
export type BacktestErrors = {
  readonly model: number
  readonly leagueMean: number
  readonly teamMean: number
}

/** How many team-games were predicted; mean absolute and root-mean-square errors. */
export type BacktestResult = {
  readonly teamGames: number
  readonly mae: BacktestErrors
  readonly rmse: BacktestErrors
}

const dayMs = 86_400_000
// Games of one evening (ET) fall on one day once shifted back 8 hours from UTC.
const eveningShiftMs = 8 * 3_600_000
const predictors = ['model', 'leagueMean', 'teamMean'] as const

const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * Predicts `metric` for every team-game from `warmupDays` after the first game on, each from the
 * games of the days before (the model as the call runs it on that day, shrunk with `shrink`
 * games of league-average play).
 * @example backtestRatings(season, 'goals').mae // { model: 1.46, leagueMean: 1.42, teamMean: 1.46 }
 */
export const backtestRatings = (
  games: readonly TeamGame[],
  metric: Metric = 'goals',
  {
    warmupDays = 21,
    shrink = shrinkGames,
  }: { warmupDays?: number; shrink?: Readonly<Record<Metric, number>> } = {},
): BacktestResult => {
  const sorted = games.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  const first = sorted[0]?.startsAt.getTime() ?? 0
  const byDay = new Map<number, TeamGame[]>()
  for (const game of sorted) {
    const day = Math.floor((game.startsAt.getTime() - eveningShiftMs) / dayMs)
    byDay.set(day, [...(byDay.get(day) ?? []), game])
  }
  const misses = { model: [] as number[], leagueMean: [] as number[], teamMean: [] as number[] }
  const values = (list: readonly TeamGame[]) =>
    list.flatMap((game) => (game.for[metric] === null ? [] : [game.for[metric]]))
  let seen = 0
  for (const dayGames of byDay.values()) {
    const dayStart = dayGames[0]?.startsAt ?? new Date(0)
    const before = sorted.slice(0, seen)
    seen += dayGames.length
    if (dayStart.getTime() - first < warmupDays * dayMs) continue
    const model = ratingModel(before, dayStart, shrink)
    const league = mean(values(before))
    for (const game of dayGames) {
      const actual = game.for[metric]
      if (actual === null) continue
      const own = values(before.filter((earlier) => earlier.teamId === game.teamId))
      misses.model.push(model.expected(game.teamId, game.opponentId, metric) - actual)
      misses.leagueMean.push(league - actual)
      misses.teamMean.push((own.length === 0 ? league : mean(own)) - actual)
    }
  }
  const errors = (of: (miss: number) => number, finish: (value: number) => number) =>
    Object.fromEntries(
      predictors.map((name) => [name, round(finish(mean(misses[name].map(of))))]),
    ) as BacktestErrors
  return {
    teamGames: misses.model.length,
    mae: errors(Math.abs, (value) => value),
    rmse: errors((miss) => miss * miss, Math.sqrt),
  }
}
