import { teamRatingsRoute, type TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { metrics, rateTeams, type TeamGame } from './team-ratings'
import { backtestRatings } from './team-ratings-backtest'
import { nhlGoalieGar, nhlSkaterGar, nhlTeamGames, teams } from '../../db/schema'
import { importNhlGar } from './nhl-gar-import'
import { and, eq } from 'drizzle-orm'

const demoDay = isoDate('2026-11-22')

describe('the team-ratings call', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  const ratingsOf = async () => {
    const answer = await callRoute(t.app, teamRatingsRoute, {
      params: { sportId: 4, date: demoDay },
    })
    expect(answer.statusCode).toBe(200)
    return answer.body as readonly TeamRatingsEvent[]
  }

  it('rates both teams of every NHL game of the day, percentiles in 0–100, the best at 100', async () => {
    const events = await ratingsOf()
    expect(events.length).toBeGreaterThanOrEqual(3)
    const teams = events.flatMap(({ EventDetails }) => [
      EventDetails.Properties.team,
      EventDetails.Properties.opponent,
    ])
    for (const team of teams) {
      for (const metric of metrics) {
        const figure = team[metric]
        // The demo world scores NHL on DK and FD only: no Yahoo figure.
        if (metric === 'yahooPoints') {
          expect(figure).toBeNull()
          continue
        }
        if (figure === null) throw new Error(`no ${metric}`)
        for (const pct of [figure.yearPct, figure.monthPct, figure.trendPct, figure.expectedPct]) {
          expect(pct).toBeGreaterThanOrEqual(0)
          expect(pct).toBeLessThanOrEqual(100)
        }
        expect(figure.trend).toBeCloseTo(figure.month - figure.year, 1)
      }
    }
    const bestByGoals = Math.max(...teams.map((team) => team.goals.year))
    for (const team of teams.filter((candidate) => candidate.goals.year === bestByGoals)) {
      expect(team.goals.yearPct).toBe(100)
    }
    expect(teams.every((team) => team.goals.year > 0 && team.shotAttempts.year > 0)).toBe(true)
    for (const { EventDetails } of events) {
      const { team, opponent, matchup } = EventDetails.Properties
      expect(matchup.expectedGoals).toBeCloseTo(team.goals.expected + opponent.goals.expected, 1)
    }
  })

  it('reads imported team game logs of the year before the day with the box scores', async () => {
    const before = await ratingsOf()
    const home = before[0]?.EventDetails.Properties.team
    if (home === undefined) throw new Error('no NHL game on the demo day')
    const [opponent] = await t.database.db
      .select({ teamId: teams.teamId })
      .from(teams)
      .where(
        and(eq(teams.sportId, 4), eq(teams.abbreviation, home.teamShort === 'BOS' ? 'TOR' : 'BOS')),
      )
    if (opponent === undefined) throw new Error('no opponent team')
    const imported = (playedOn: string, goalsFor: number) => ({
      teamId: home.teamId,
      opponentId: opponent.teamId,
      playedOn,
      isHome: true,
      goalsFor,
      goalsAgainst: 0,
      shotAttemptsFor: 60,
      shotAttemptsAgainst: 40,
      shotsFor: 30,
      shotsAgainst: 20,
      expectedGoalsFor: 3,
      expectedGoalsAgainst: 2,
    })
    // One game the day before counts; one two years before does not.
    await t.database.db
      .insert(nhlTeamGames)
      .values([imported('2026-11-21', 40), imported('2024-11-21', 90)])
    await t.cache.invalidate(['slates'])
    const after = await ratingsOf()
    const rated = after[0]?.EventDetails.Properties.team
    expect(rated?.goals.year).toBeGreaterThan(home.goals.year)
    expect(rated?.goals.year).toBeLessThan(home.goals.year + 40)
    expect(rated?.dkPoints?.year).toBe(home.dkPoints?.year)
    await t.database.db.delete(nhlTeamGames)
  })

  it('shows each team’s imported GAR of the season per 60 minutes, goalies and skaters, ranked', async () => {
    await t.cache.invalidate(['slates'])
    const [first] = await ratingsOf()
    if (first === undefined) throw new Error('no NHL game on the demo day')
    const { team: home, opponent: visitor } = first.EventDetails.Properties
    expect(home.gar).toBeNull()
    const table = (header: string, rows: readonly string[]) =>
      importNhlGar(t.database.db, [header, ...rows].join('\n'))
    await table('Player,Season,Team,Position,GP,TOI,GAR,WAR', [
      `Ana Keller,26-27,${home.teamShort},G,10,600,4,0.7`,
      `Bo Lindgren,26-27,${visitor.teamShort},G,10,600,-2,-0.3`,
      `Bo Lindgren,25-26,${visitor.teamShort},G,40,2400,9,1.5`,
    ])
    await table('Player,Season,Team,Position,GP,TOI_All,GAR,WAR', [
      `Cy Marsh,26-27,${home.teamShort},C,10,200,1,0.2`,
      `Dan Ortiz,26-27,${home.teamShort},D,10,250,NA,NA`,
      `Eli Paquin,26-27,${visitor.teamShort},C,10,300,3,0.5`,
    ])
    await t.cache.invalidate(['slates'])
    const [after] = await ratingsOf()
    const rated = after?.EventDetails.Properties
    // Goalies: GAR × 60 / their minutes; skaters: GAR × 60 / (their minutes / 5).
    expect(rated?.team.gar).toEqual({
      season: '2026-27',
      goaliesPer60: 0.4,
      goaliesPct: 100,
      skatersPer60: 1.5,
      skatersPct: 0,
    })
    expect(rated?.opponent.gar).toEqual({
      season: '2026-27',
      goaliesPer60: -0.2,
      goaliesPct: 0,
      skatersPer60: 3,
      skatersPct: 100,
    })
    expect(rated?.team.goals).toEqual(home.goals)
    await t.database.db.delete(nhlGoalieGar)
    await t.database.db.delete(nhlSkaterGar)
  })

  it('answers 404 No properties found in data for another sport', async () => {
    const answer = await callRoute(t.app, teamRatingsRoute, {
      params: { sportId: 2, date: demoDay },
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.body).toMatchObject({ message: errors.noPropertiesFound })
  })

  it('answers an empty list, not an error, on a day without NHL games', async () => {
    const answer = await callRoute(t.app, teamRatingsRoute, {
      params: { sportId: 4, date: isoDate('2026-07-04') },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toEqual([])
  })

  it('refuses an unknown sport id with a 400 naming it', async () => {
    const answer = await t.app.inject({ url: '/api/sportevents/999/2026-11-22/team-ratings' })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('sportId')
  })

  it('is cached for 300 s', async () => {
    const url = '/api/sportevents/4/2026-11-22/team-ratings'
    await t.app.inject({ url })
    const second = await t.app.inject({ url })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe('public, no-cache')
  })
})

describe('the rating model', () => {
  const day = new Date('2026-03-01T05:00:00Z')
  const game = (teamId: number, daysAgo: number, goalsFor: number, goalsAgainst: number) => {
    const figures = (goals: number) => ({
      shotAttempts: 50,
      goals,
      dkPoints: 60,
      fdPoints: 90,
      yahooPoints: 70,
    })
    return {
      teamId,
      opponentId: 3 - teamId,
      startsAt: new Date(day.getTime() - daysAgo * 86_400_000),
      for: figures(goalsFor),
      against: figures(goalsAgainst),
    } satisfies TeamGame
  }

  it('expects more goals from a strong offence against a weak defence, shrunk toward the mean', () => {
    const history = [
      ...Array.from({ length: 20 }, (_, i) => game(1, i + 1, 5, 3)),
      ...Array.from({ length: 20 }, (_, i) => game(2, i + 1, 1, 3)),
    ]
    const ratings = rateTeams(
      history,
      [
        { teamId: 1, opponentId: 2 },
        { teamId: 2, opponentId: 1 },
      ],
      day,
    )
    const strong = ratings.get(1)?.goals
    const weak = ratings.get(2)?.goals
    expect(strong?.expected).toBeGreaterThan(weak?.expected ?? Infinity)
    // Shrinking keeps the strong team's expectation below its raw rate of 5.
    expect(strong?.expected).toBeLessThan(5)
    expect(strong?.yearPct).toBe(100)
    expect(weak?.yearPct).toBe(0)
  })

  it('backtests on a season: each day predicted from the days before beats the league mean', () => {
    // Four teams scoring 1, 2, 4 and 5 a game (±1) meet in turn for 60 days.
    const rates = [1, 2, 4, 5]
    const season: TeamGame[] = []
    for (let daysAgo = 60; daysAgo >= 1; daysAgo -= 1) {
      const shift = daysAgo % 3
      for (const [teamId, opponentId] of [
        [0, 1 + shift],
        [
          [1, 2, 3].find((id) => id !== 1 + shift) ?? 0,
          [3, 2, 1].find((id) => id !== 1 + shift) ?? 0,
        ],
      ] as const) {
        const noise = daysAgo % 2 === 0 ? 1 : -1
        const goals = (id: number) => Math.max(0, (rates[id] ?? 0) + noise)
        for (const [self, other] of [
          [teamId, opponentId],
          [opponentId, teamId],
        ] as const) {
          season.push({ ...game(self, daysAgo, goals(self), goals(other)), opponentId: other })
        }
      }
    }
    const result = backtestRatings(season, 'goals', { warmupDays: 21 })
    // Days 60 … 1 ago, the first 21 warm the model up.
    expect(result.teamGames).toBe(4 * 39)
    expect(result.mae.model).toBeLessThan(0.8 * result.mae.leagueMean)
    expect(result.rmse.model).toBeLessThan(0.8 * result.rmse.leagueMean)
  })

  it('reads the month from the last 30 days and the trend as month − year', () => {
    const history = [game(1, 5, 6, 2), game(1, 60, 2, 2), game(2, 5, 3, 3)]
    const goals = rateTeams(history, [{ teamId: 1, opponentId: 2 }], day).get(1)?.goals
    expect(goals).toMatchObject({ year: 4, month: 6, trend: 2 })
  })
})
