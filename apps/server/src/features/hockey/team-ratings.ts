/**
 * Team ratings (SPEC §3 "Team ratings per game") from teams' game totals: per-game averages
 * over the season and the last 30 days, and an expected value for the game from a model that
 * shrinks the team's rate for and its opponent's rate against toward the league mean and
 * combines them multiplicatively (docs/team-ratings.md).
 */
import type { RatingFigure } from '@slatelab/contract/hockey.contract'
import { mean, percentilesOfValues } from './percentiles'

export const metrics = ['shotAttempts', 'goals', 'dkPoints', 'fdPoints', 'yahooPoints'] as const
export type Metric = (typeof metrics)[number]

/**
 * One team's figures in one game: `for` its own, `against` its opponent's; null where the
 * source has no such figure (an imported game log has no fantasy points).
 */
export type TeamGame = {
  readonly teamId: number
  readonly opponentId: number
  readonly startsAt: Date
  readonly for: Readonly<Record<Metric, number | null>>
  readonly against: Readonly<Record<Metric, number | null>>
}

/**
 * Games of league-average play a team's rate is shrunk with, per figure: goals and fantasy
 * points are noisy game to game and take 40; shot attempts settle sooner and take 10 (the
 * values the backtest on the demo season and the 2024–25 logs liked best, docs/team-ratings.md).
 */
export const shrinkGames: Readonly<Record<Metric, number>> = {
  shotAttempts: 10,
  goals: 40,
  dkPoints: 40,
  fdPoints: 40,
  yahooPoints: 40,
}
const monthMs = 30 * 86_400_000

const round = (value: number) => Math.round(value * 100) / 100

type Rates = { readonly year: number; readonly month: number; readonly n: number }

const valuesOf = (games: readonly TeamGame[], pick: (game: TeamGame) => number | null) =>
  games.flatMap((game) => {
    const value = pick(game)
    return value === null ? [] : [value]
  })

const ratesOf = (
  games: readonly TeamGame[],
  pick: (game: TeamGame) => number | null,
  day: Date,
) => {
  const all = valuesOf(games, pick)
  const recent = valuesOf(
    games.filter((game) => day.getTime() - game.startsAt.getTime() <= monthMs),
    pick,
  )
  const year = mean(all)
  return { year, month: recent.length === 0 ? year : mean(recent), n: all.length }
}

const shrunk = (rates: Rates, league: number, shrink: number) =>
  (rates.n * rates.year + shrink * league) / (rates.n + shrink)

/**
 * The expected value of `metric` for `teamId` against `opponentId`: the team's shrunk rate for
 * times the opponent's shrunk rate against, over the league mean.
 */
export const ratingModel = (
  history: readonly TeamGame[],
  day: Date,
  shrink: Readonly<Record<Metric, number>> = shrinkGames,
) => {
  const byTeam = new Map<number, TeamGame[]>()
  for (const game of history) byTeam.set(game.teamId, [...(byTeam.get(game.teamId) ?? []), game])
  const league = Object.fromEntries(
    metrics.map((metric) => [metric, mean(valuesOf(history, (game) => game.for[metric]))]),
  ) as Record<Metric, number>
  const rates = (teamId: number, metric: Metric, side: 'for' | 'against') =>
    ratesOf(byTeam.get(teamId) ?? [], (game) => game[side][metric], day)
  return {
    rates,
    expected: (teamId: number, opponentId: number, metric: Metric) => {
      const average = league[metric]
      if (average === 0) return 0
      return (
        (shrunk(rates(teamId, metric, 'for'), average, shrink[metric]) *
          shrunk(rates(opponentId, metric, 'against'), average, shrink[metric])) /
        average
      )
    },
  }
}

/** A game of the day: the team and its opponent. */
export type RatedPair = { readonly teamId: number; readonly opponentId: number }

/**
 * Every team-of-the-day's figures per metric with percentiles among the day's teams.
 * @example rateTeams(history, [{ teamId: 1, opponentId: 2 }, { teamId: 2, opponentId: 1 }], day).get(1)?.goals.expected
 */
export const rateTeams = (
  history: readonly TeamGame[],
  pairs: readonly RatedPair[],
  day: Date,
): Map<number, Record<Metric, RatingFigure>> => {
  const model = ratingModel(history, day)
  const raw = new Map(
    pairs.map(({ teamId, opponentId }) => [
      teamId,
      Object.fromEntries(
        metrics.map((metric) => {
          const { year, month } = model.rates(teamId, metric, 'for')
          return [
            metric,
            // Rounded first, so that figures shown alike rank alike.
            {
              year: round(year),
              month: round(month),
              trend: round(month - year),
              expected: round(model.expected(teamId, opponentId, metric)),
            },
          ]
        }),
      ) as Record<Metric, { year: number; month: number; trend: number; expected: number }>,
    ]),
  )
  const pct = (metric: Metric, key: 'year' | 'month' | 'trend' | 'expected') =>
    percentilesOfValues(
      new Map([...raw].map(([teamId, figures]) => [teamId, figures[metric][key]])),
    )
  const percentiles = Object.fromEntries(
    metrics.map((metric) => [
      metric,
      {
        year: pct(metric, 'year'),
        month: pct(metric, 'month'),
        trend: pct(metric, 'trend'),
        expected: pct(metric, 'expected'),
      },
    ]),
  ) as Record<Metric, Record<'year' | 'month' | 'trend' | 'expected', Map<number, number>>>
  return new Map(
    [...raw].map(([teamId, figures]) => [
      teamId,
      Object.fromEntries(
        metrics.map((metric) => {
          const f = figures[metric]
          const p = percentiles[metric]
          return [
            metric,
            {
              ...f,
              yearPct: p.year.get(teamId) ?? 0,
              monthPct: p.month.get(teamId) ?? 0,
              trendPct: p.trend.get(teamId) ?? 0,
              expectedPct: p.expected.get(teamId) ?? 0,
            },
          ]
        }),
      ) as Record<Metric, RatingFigure>,
    ]),
  )
}
