/** Game flow and event details (SPEC §3 "Game flow", §7 "Correlations, events, products"). */
import { hexColorSchema, idSchema } from '@slatelab/domain/entities/fields'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam } from './request-fields'

/** A game clock: the time left in its period, `M:SS`. */
const clockSchema = z.string().regex(/^\d{1,2}:\d{2}$/)

const gameFlowTeamSchema = z
  .object({
    teamId: idSchema,
    teamName: z.string(),
    teamShort: z.string(),
    colors: z.array(hexColorSchema).readonly(),
    score: z.number().int().nonnegative(),
    /** The team's next and previous games with a final score (`null` at either end). */
    nextEventId: idSchema.nullable(),
    previousEventId: idSchema.nullable(),
  })
  .readonly()

/** A scoring play: `second` counts from the tip; `points` 1 (free throw), 2 or 3. */
const scoringPlaySchema = z
  .object({
    playNumber: z.number().int().positive(),
    period: z.number().int().positive(),
    clock: clockSchema,
    second: z.number().int().nonnegative(),
    points: z.number().int().min(1).max(3),
    description: z.string(),
  })
  .readonly()

/** One stretch on the floor, from the substitution in to the substitution out. */
const stintSchema = z
  .object({
    inPeriod: z.number().int().positive(),
    inClock: clockSchema,
    inPlayNumber: z.number().int().positive(),
    inSecond: z.number().int().nonnegative(),
    outPeriod: z.number().int().positive(),
    outClock: clockSchema,
    outPlayNumber: z.number().int().positive(),
    outSecond: z.number().int().positive(),
    /** What the player scored in the stint. */
    stats: z.object({ points: z.number().int().nonnegative(), plays: z.number().int() }).readonly(),
    plays: z.array(scoringPlaySchema).readonly(),
  })
  .readonly()

const gameFlowPlayerSchema = z
  .object({
    playerId: idSchema,
    fullName: z.string(),
    teamId: idSchema,
    position: z.string(),
    /** Box-score totals: stat key → count (minutes, points, rebounds…). */
    stats: z.record(z.string(), z.number()).readonly(),
    /** Fantasy points per site id (`'4'` DK, `'3'` FD, `'11'` the third site). */
    fantasyPoints: z.record(z.string(), z.number()).readonly(),
    stints: z.array(stintSchema).readonly(),
  })
  .readonly()

/** A five-man lineup's time together in one period: seconds, points scored and allowed. */
const gameFlowLineupSchema = z
  .object({
    teamId: idSchema,
    lineup: z.array(idSchema).length(5).readonly(),
    period: z.number().int().positive(),
    pointsScored: z.number().int().nonnegative(),
    pointsAllowed: z.number().int().nonnegative(),
    seconds: z.number().int().positive(),
    times: z
      .array(z.object({ startClock: clockSchema, endClock: clockSchema }).readonly())
      .readonly(),
  })
  .readonly()

export const gameFlowSchema = z
  .object({
    eventId: idSchema,
    eventDateTime: isoDateTimeSchema,
    periods: z.number().int().positive(),
    homeTeam: gameFlowTeamSchema,
    visitorTeam: gameFlowTeamSchema,
    players: z.array(gameFlowPlayerSchema).readonly(),
    lineups: z.array(gameFlowLineupSchema).readonly(),
  })
  .readonly()
export type GameFlow = z.infer<typeof gameFlowSchema>
export type GameFlowPlayer = GameFlow['players'][number]

const exampleTeam = {
  teamId: 31,
  teamName: 'Boston Harbor',
  teamShort: 'BOS',
  colors: ['#007A33', '#BA9653'],
  score: 2,
  nextEventId: 8123,
  previousEventId: null,
}

export const gameFlowRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/events/scoring/:eventId/',
  auth: 'user',
  tag: 'gameflow',
  summary: 'An NBA game’s flow: stints, scoring plays and five-man lineups',
  description:
    'Derived from the stored box score with a generator seeded by the event id: each player’s stints round to his box-score minutes and the scoring plays add up to his points. 404 “Failed to fetch game flow data” for an unknown event, one without a box score, or a sport other than the NBA.',
  params: z.object({ eventId: idParam }),
  status: 200,
  response: gameFlowSchema,
  example: {
    eventId: 8101,
    eventDateTime: '2026-11-20T00:30:00.000Z',
    periods: 4,
    homeTeam: exampleTeam,
    visitorTeam: {
      ...exampleTeam,
      teamId: 32,
      teamName: 'Denver Peaks',
      teamShort: 'DEN',
      score: 0,
    },
    players: [
      {
        playerId: 501,
        fullName: 'Sam Rivera',
        teamId: 31,
        position: 'PG',
        stats: { minutes: 1, points: 2 },
        fantasyPoints: { '4': 2, '3': 2 },
        stints: [
          {
            inPeriod: 1,
            inClock: '12:00',
            inPlayNumber: 1,
            inSecond: 0,
            outPeriod: 1,
            outClock: '11:00',
            outPlayNumber: 3,
            outSecond: 60,
            stats: { points: 2, plays: 1 },
            plays: [
              {
                playNumber: 2,
                period: 1,
                clock: '11:32',
                second: 28,
                points: 2,
                description: 'Sam Rivera makes a two',
              },
            ],
          },
        ],
      },
    ],
    lineups: [
      {
        teamId: 31,
        lineup: [501, 502, 503, 504, 505],
        period: 1,
        pointsScored: 2,
        pointsAllowed: 0,
        seconds: 60,
        times: [{ startClock: '12:00', endClock: '11:00' }],
      },
    ],
  },
})

export const recentEventIdRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/recent-event-id/:eventDate/:team',
  auth: 'user',
  tag: 'gameflow',
  summary: 'The team’s latest game on or before a date (ET), as a one-item list',
  description:
    '`team` is a team id. An empty list when the team has no game with a final score by then; 404 “Failed to fetch event ID” for an unknown team.',
  params: z.object({ eventDate: isoDateSchema, team: idParam }),
  status: 200,
  response: z.array(z.object({ EventId: idSchema }).readonly()).readonly(),
  example: [{ EventId: 8101 }],
})

/** How many past meetings `recent-matchups` lists. */
export const recentMatchupsLimit = 10

const matchupSchema = z
  .object({
    eventId: idSchema,
    eventDateTime: isoDateTimeSchema,
    homeTeamId: idSchema,
    visitorTeamId: idSchema,
    homeTeamShort: z.string(),
    visitorTeamShort: z.string(),
    homeScore: z.number().int().nonnegative(),
    visitorScore: z.number().int().nonnegative(),
  })
  .readonly()
export type Matchup = z.infer<typeof matchupSchema>

export const recentMatchupsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/recent-matchups/:sportId/:team1/:team2',
  auth: 'none',
  tag: 'gameflow',
  summary: 'The last 10 finished games between two teams, newest first',
  description:
    '`team1` and `team2` are team ids of the sport, either at home. 404 “Failed to fetch recent matchups” when either is not a team of the sport.',
  params: z.object({
    sportId: decimalParam(sportIdSchema),
    team1: idParam,
    team2: idParam,
  }),
  status: 200,
  response: z.array(matchupSchema).readonly(),
  example: [
    {
      eventId: 8101,
      eventDateTime: '2026-11-20T00:30:00.000Z',
      homeTeamId: 31,
      visitorTeamId: 32,
      homeTeamShort: 'BOS',
      visitorTeamShort: 'DEN',
      homeScore: 112,
      visitorScore: 104,
    },
  ],
})
