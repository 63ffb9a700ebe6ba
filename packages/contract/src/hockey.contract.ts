/** Hockey (SPEC §3 "Starting goalie matchup", §7 Hockey): the day's starting goalies and lines. */
import { idSchema } from '@slatelab/domain/entities/fields'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam } from './request-fields'

const percentileSchema = z.number().min(0).max(100)

/**
 * One team's side of a matchup: its goalie as the latest report names him (`status`), the
 * team's moneyline now and its change since open (null without a posted line), its no-vig win
 * probability, the goalie's DK and FD salary on the day's slates (null when not listed), his
 * fantasy points per start as a percentile of the league's goalies (`dkFptsPct`, `fdFptsPct`)
 * and the opponent's goalie points allowed as a percentile of the teams (`dkOppFptsPct`…:
 * 100 = the opponent gives goalies the most points). Percentiles are null before any stored start.
 */
/**
 * A skater in the team's lines for the game: his unit (`L1`–`L4` forward lines, `D1`–`D3`
 * defence pairs), his slot on it and his power-play unit (`PP1`, `PP2`, null off it).
 */
export const lineSkaterSchema = z
  .object({
    unit: z.string().regex(/^(L[1-4]|D[1-3])$/),
    slot: z.enum(['LW', 'C', 'RW', 'D']),
    playerId: idSchema,
    playerName: z.string().min(1),
    powerPlay: z.enum(['PP1', 'PP2']).nullable(),
  })
  .readonly()
export type LineSkater = z.infer<typeof lineSkaterSchema>

const seasonSchema = z.string().regex(/^\d{4}-\d{2}$/)

/**
 * A goalie's imported Evolving-Hockey season (the `nhl-gar` import), all his teams together:
 * games, goals saved above expected and goals above replacement (null where the table has none).
 */
export const goalieGarSchema = z
  .object({
    season: seasonSchema,
    games: z.number().int().nonnegative(),
    goalsSavedAboveExpected: z.number().nullable(),
    goalsAboveReplacement: z.number().nullable(),
  })
  .readonly()
export type GoalieGar = z.infer<typeof goalieGarSchema>

export const goalieSideSchema = z
  .object({
    teamId: idSchema,
    teamName: z.string().min(1),
    teamShort: z.string().min(1),
    goalieId: idSchema,
    goalieName: z.string().min(1),
    goalieHeadshotUrl: z.string().nullable(),
    goalieStatus: z.enum(['confirmed', 'expected', 'unconfirmed']),
    moneyline: z.number().int().nullable(),
    moneylineChange: z.number().int().nullable(),
    winProbability: z.number().min(0).max(1).nullable(),
    dkSalary: z.number().int().nonnegative().nullable(),
    fdSalary: z.number().int().nonnegative().nullable(),
    dkFptsPct: percentileSchema.nullable(),
    fdFptsPct: percentileSchema.nullable(),
    dkOppFptsPct: percentileSchema.nullable(),
    fdOppFptsPct: percentileSchema.nullable(),
    /** His imported GAR season of the day's season; null when none is stored. */
    goalieGar: goalieGarSchema.nullable(),
    /** The team's lines for the game, by unit then slot; empty when none is stored. */
    lines: z.array(lineSkaterSchema).readonly(),
  })
  .readonly()
export type GoalieSide = z.infer<typeof goalieSideSchema>

export const goalieMatchupSchema = z
  .object({
    Properties: z
      .object({
        eventId: idSchema,
        eventDateTime: isoDateTimeSchema,
        stadium: z.string().min(1),
        visitor: goalieSideSchema,
        home: goalieSideSchema,
      })
      .readonly(),
  })
  .readonly()
export type GoalieMatchup = z.infer<typeof goalieMatchupSchema>

const exampleSide: GoalieSide = {
  teamId: 101,
  teamName: 'Toronto Maple Leafs',
  teamShort: 'TOR',
  goalieId: 4021,
  goalieName: 'Jonas Lindqvist',
  goalieHeadshotUrl: null,
  goalieStatus: 'confirmed',
  moneyline: -145,
  moneylineChange: -10,
  winProbability: 0.5714,
  dkSalary: 8200,
  fdSalary: 8700,
  dkFptsPct: 82,
  fdFptsPct: 79,
  dkOppFptsPct: 64,
  fdOppFptsPct: 61,
  goalieGar: {
    season: '2026-27',
    games: 18,
    goalsSavedAboveExpected: 6.4,
    goalsAboveReplacement: 8.9,
  },
  lines: [
    { unit: 'L1', slot: 'LW', playerId: 4003, playerName: 'Elias Brandt', powerPlay: 'PP1' },
    { unit: 'L1', slot: 'C', playerId: 4001, playerName: 'Mason Kerr', powerPlay: 'PP1' },
    { unit: 'L1', slot: 'RW', playerId: 4004, playerName: 'Noah Laine', powerPlay: 'PP1' },
    { unit: 'D1', slot: 'D', playerId: 4013, playerName: 'Owen Sandvik', powerPlay: 'PP1' },
    { unit: 'D1', slot: 'D', playerId: 4014, playerName: 'Leo Marchetti', powerPlay: 'PP2' },
  ],
}

export const startingGoaliesRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/lines/4/:date/startinggoalies',
  auth: 'none',
  tag: 'hockey',
  summary: 'The day’s starting goalies, one matchup per NHL game',
  description:
    'The NHL games of the ET date in start order, each goalie as the latest posted report names him. A date without NHL games answers an empty list; 404 `No properties found in data` when its games have no goalie report.',
  params: z.object({ date: isoDateSchema }),
  status: 200,
  response: z.object({ GoalieMatchups: z.array(goalieMatchupSchema).readonly() }).readonly(),
  example: {
    GoalieMatchups: [
      {
        Properties: {
          eventId: 7001,
          eventDateTime: '2026-11-22T00:00:00Z' as GoalieMatchup['Properties']['eventDateTime'],
          stadium: 'Toronto',
          visitor: {
            ...exampleSide,
            teamId: 102,
            teamName: 'Boston Bruins',
            teamShort: 'BOS',
            goalieId: 4031,
            goalieName: 'Eli Marchetti',
            goalieStatus: 'expected',
            moneyline: 125,
            moneylineChange: 10,
            winProbability: 0.4286,
            dkSalary: 7800,
            fdSalary: 8300,
          },
          home: exampleSide,
        },
      },
    ],
  },
})

/**
 * One figure of a team's rating: its per-game average over the season before the day (`year`)
 * and over the last 30 days (`month`), `trend` = month − year, and `expected` in this game from
 * the model (docs/team-ratings.md); each with its percentile among the day's teams (0–100).
 */
export const ratingFigureSchema = z
  .object({
    year: z.number(),
    month: z.number(),
    trend: z.number(),
    expected: z.number(),
    yearPct: percentileSchema,
    monthPct: percentileSchema,
    trendPct: percentileSchema,
    expectedPct: percentileSchema,
  })
  .readonly()
export type RatingFigure = z.infer<typeof ratingFigureSchema>

/**
 * A team's imported GAR of the day's season (docs/team-ratings.md "GAR"): its goalies' GAR per
 * 60 minutes they played, its skaters' GAR per 60 team minutes (their ice time / 5), each with
 * its percentile among the day's teams that have one; null where the store has none.
 */
export const teamGarSchema = z
  .object({
    season: seasonSchema,
    goaliesPer60: z.number().nullable(),
    goaliesPct: percentileSchema.nullable(),
    skatersPer60: z.number().nullable(),
    skatersPct: percentileSchema.nullable(),
  })
  .readonly()
export type TeamGar = z.infer<typeof teamGarSchema>

/**
 * A team's ratings: shot attempts, goals and fantasy points per site (DK, FD, Yahoo) per game;
 * a site's figure is null when the store holds no points on its scoring (the demo world has no
 * Yahoo NHL table).
 */
export const teamRatingSchema = z
  .object({
    teamId: idSchema,
    teamName: z.string().min(1),
    teamShort: z.string().min(1),
    shotAttempts: ratingFigureSchema,
    goals: ratingFigureSchema,
    dkPoints: ratingFigureSchema,
    fdPoints: ratingFigureSchema,
    yahooPoints: ratingFigureSchema.nullable(),
    /** Its imported GAR of the season; null when no GAR table of the season is stored. */
    gar: teamGarSchema.nullable(),
  })
  .readonly()
export type TeamRating = z.infer<typeof teamRatingSchema>

export const teamRatingsEventSchema = z
  .object({
    EventDetails: z
      .object({
        Properties: z
          .object({
            eventId: idSchema,
            eventDateTime: isoDateTimeSchema,
            team: teamRatingSchema,
            opponent: teamRatingSchema,
            /** The game's expected totals: both teams' expected goals and shot attempts. */
            matchup: z
              .object({ expectedGoals: z.number(), expectedShotAttempts: z.number() })
              .readonly(),
          })
          .readonly(),
      })
      .readonly(),
  })
  .readonly()
export type TeamRatingsEvent = z.infer<typeof teamRatingsEventSchema>

const exampleFigure = (year: number, month: number, expected: number): RatingFigure => ({
  year,
  month,
  trend: Math.round((month - year) * 100) / 100,
  expected,
  yearPct: 60,
  monthPct: 70,
  trendPct: 65,
  expectedPct: 55,
})

const exampleRating: TeamRating = {
  teamId: 101,
  teamName: 'Toronto Maple Leafs',
  teamShort: 'TOR',
  shotAttempts: exampleFigure(52.4, 55.1, 53.2),
  goals: exampleFigure(3.21, 3.4, 3.15),
  dkPoints: exampleFigure(61.2, 64.8, 62),
  fdPoints: exampleFigure(88.5, 92.1, 89.4),
  yahooPoints: exampleFigure(70.3, 73.9, 71.1),
  gar: {
    season: '2026-27',
    goaliesPer60: 0.21,
    goaliesPct: 80,
    skatersPer60: 0.65,
    skatersPct: 55,
  },
}

export const teamRatingsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/:sportId/:date/team-ratings',
  auth: 'none',
  tag: 'hockey',
  summary: 'Team ratings per game of the day (NHL)',
  description:
    'The games of the ET date in start order, the home team as `team`. A date without NHL games answers an empty list. Only NHL has ratings: another sport is a 404 `No properties found in data`.',
  params: z.object({ sportId: decimalParam(sportIdSchema), date: isoDateSchema }),
  status: 200,
  response: z.array(teamRatingsEventSchema).readonly(),
  example: [
    {
      EventDetails: {
        Properties: {
          eventId: 7001,
          eventDateTime:
            '2026-11-22T00:00:00Z' as TeamRatingsEvent['EventDetails']['Properties']['eventDateTime'],
          team: exampleRating,
          opponent: { ...exampleRating, teamId: 102, teamName: 'Boston Bruins', teamShort: 'BOS' },
          matchup: { expectedGoals: 6.1, expectedShotAttempts: 104.8 },
        },
      },
    },
  ],
})
