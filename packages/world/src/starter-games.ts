/**
 * The day's games of the starter world: who plays whom, when, and the books' implied team
 * totals, which follow the teams' mean latent skill plus the home edge.
 */
import type { Rng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { easternTimeToUtc, gameTimes, golfStartTime } from './schedule'
import { shuffled } from './shuffled'
import type { StarterEvent } from './starter-world-schema'
import { teamCatalogue, teamKeyOf, type TeamSportCode } from './team-catalogue'

/**
 * Games per day in each team sport: at least 4, at most 6 (twelve teams each).
 * @example gamesPerDay // { min: 4, max: 6 }
 */
export const gamesPerDay = { min: 4, max: 6 } as const

// Fictional tournaments: a real event's name would clash with its real dates.
const tournamentNames = [
  'Harbor Pines Classic',
  'Copper Canyon Open',
  'Lakeshore Championship',
  'Desert Willow Invitational',
  'Cedar Hollow Open',
  'Silver Bay Classic',
  'Magnolia Ridge Championship',
  'Red Rock Invitational',
] as const

type LineModel = {
  /** Mean and sd of the game total, in points / runs / goals, and the step books quote. */
  readonly totalMean: number
  readonly totalSd: number
  readonly totalStep: number
  /** Points of margin per unit of difference in the teams' mean skill. */
  readonly marginPerSkill: number
  readonly homeEdge: number
  readonly marginNoise: number
  readonly marginStep: number
}

const lineModels: Readonly<Record<TeamSportCode, LineModel>> = {
  NFL: {
    totalMean: 45,
    totalSd: 3.5,
    totalStep: 0.5,
    marginPerSkill: 20,
    homeEdge: 1.5,
    marginNoise: 2,
    marginStep: 0.5,
  },
  NBA: {
    totalMean: 226,
    totalSd: 6,
    totalStep: 0.5,
    marginPerSkill: 25,
    homeEdge: 2.5,
    marginNoise: 2,
    marginStep: 0.5,
  },
  MLB: {
    totalMean: 8.5,
    totalSd: 0.6,
    totalStep: 0.5,
    marginPerSkill: 2,
    homeEdge: 0.15,
    marginNoise: 0.2,
    marginStep: 0.1,
  },
  NHL: {
    totalMean: 6,
    totalSd: 0.3,
    totalStep: 0.5,
    marginPerSkill: 1.5,
    homeEdge: 0.15,
    marginNoise: 0.15,
    marginStep: 0.1,
  },
}

const roundTo = (value: number, step: number): number =>
  Math.round(Math.round(value / step) * step * 100) / 100

/**
 * A team sport's games of the day: 4–6 pairings of its catalogue teams (visitor first), start
 * times from `gameTimes`, and implied team totals in the sport's units (points, runs, goals)
 * from a drawn game total and a margin of `skill gap × margin per skill + home edge + noise`.
 * `teamSkill` holds each team's mean latent skill by team key.
 * @example buildDayGames('NBA', isoDate('2025-01-15'), teamSkill, rng).map((game) => game.title) // ['CLE @ LAL', 'DAL @ MIL', …] (4–6 games, earliest first)
 */
export const buildDayGames = (
  sport: TeamSportCode,
  today: IsoDate,
  teamSkill: ReadonlyMap<string, number>,
  rng: Rng,
): readonly StarterEvent[] => {
  const model = lineModels[sport]
  const gameCount = rng.int(gamesPerDay.min, gamesPerDay.max)
  const order = shuffled(teamCatalogue[sport], rng)
  const times = gameTimes(sport, gameCount, rng)
  return times.map((time, game) => {
    const visitor = order[2 * game]
    const home = order[2 * game + 1]
    if (visitor === undefined || home === undefined) throw new Error(`Too few ${sport} teams`)
    const homeTeamKey = teamKeyOf(sport, home.abbreviation)
    const visitorTeamKey = teamKeyOf(sport, visitor.abbreviation)
    const skillGap = (teamSkill.get(homeTeamKey) ?? 0) - (teamSkill.get(visitorTeamKey) ?? 0)
    const total = roundTo(rng.normal(model.totalMean, model.totalSd), model.totalStep)
    const margin = roundTo(
      skillGap * model.marginPerSkill + model.homeEdge + rng.normal(0, model.marginNoise),
      model.marginStep,
    )
    return {
      key: `${sport}:${today}:${visitor.abbreviation}@${home.abbreviation}`,
      sportId: sportIds[sport],
      homeTeamKey,
      visitorTeamKey,
      title: `${visitor.abbreviation} @ ${home.abbreviation}`,
      startsAt: easternTimeToUtc(today, time),
      homeProjectedScore: Math.max(0, roundTo(total / 2 + margin / 2, 0.01)),
      visitorProjectedScore: Math.max(0, roundTo(total / 2 - margin / 2, 0.01)),
    }
  })
}

/**
 * The day's golf tournament: a fictional name, teeing off at 7:00 AM ET, with no teams or
 * totals.
 * @example buildTournament(isoDate('2025-01-15'), rng).startsAt // '2025-01-15T12:00:00Z'
 */
export const buildTournament = (today: IsoDate, rng: Rng): StarterEvent => {
  const title = rng.pick(tournamentNames)
  return {
    key: `PGA:${today}:${title.toLowerCase().replaceAll(' ', '-')}`,
    sportId: sportIds.PGA,
    homeTeamKey: null,
    visitorTeamKey: null,
    title,
    startsAt: easternTimeToUtc(today, golfStartTime),
    homeProjectedScore: null,
    visitorProjectedScore: null,
  }
}
