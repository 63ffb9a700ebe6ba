/**
 * The player card (SPEC §7 "Player card") and the slate helpers beside it (SPEC §7 "Slates and
 * events": salaries of a slate, golf tee times). Defaults SPEC §9: source 4, sport 1, the last
 * 30 days.
 */
import { sportEventSchema } from '@slatelab/domain/entities/event'
import { idSchema } from '@slatelab/domain/entities/fields'
import { slatePlayerSchema } from '@slatelab/domain/entities/slate-player'
import { siteIdSchema } from '@slatelab/domain/sites'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam, text } from './request-fields'

/**
 * The player card's defaults (SPEC §9).
 * @example playerCardDefaults.windowDays // 30
 */
export const playerCardDefaults = { sourceId: 4, sportId: 1, windowDays: 30 } as const

const sourceParam = decimalParam(siteIdSchema)
const sportParam = decimalParam(sportIdSchema)

/** Games, average site points and the share of them at home or on the road. */
const splitSchema = z.object({ games: z.number().int().nonnegative(), averagePoints: z.number() })

export const playerDetailsSchema = z
  .object({
    playerId: idSchema,
    name: z.string().min(1),
    firstName: z.string(),
    lastName: z.string().min(1),
    position: z.string().min(1),
    headshot: z.string().nullable(),
    sportId: sportIdSchema,
    sourceId: siteIdSchema,
    teamId: idSchema.nullable(),
    team: z.string().nullable(),
    teamName: z.string().nullable(),
    /** Today's injury report (ET), `null` when he is not on it. */
    injuryStatus: z.string().nullable(),
    injury: z.string().nullable(),
    /** His latest salary on the source, and the slate's ET date. */
    salary: z.number().int().nullable(),
    salaryDate: isoDateSchema.nullable(),
    /** Home and away splits of his games of the last 365 days, on the source's scoring. */
    homeStats: z.object({ home: splitSchema, away: splitSchema }),
  })
  .readonly()
export type PlayerDetails = z.infer<typeof playerDetailsSchema>

export const playerDetailsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/:playerId',
  auth: 'none',
  tag: 'players',
  summary: 'A player’s card: who he is, his team, status, latest salary and home/away splits',
  params: z.object({ playerId: idParam }),
  query: z.object({ SourceId: sourceParam.default(playerCardDefaults.sourceId) }),
  status: 200,
  response: playerDetailsSchema,
  example: {
    playerId: 501,
    name: 'Sam Rivera',
    firstName: 'Sam',
    lastName: 'Rivera',
    position: 'RB',
    headshot: null,
    sportId: 1,
    sourceId: 4,
    teamId: 12,
    team: 'KC',
    teamName: 'Kansas City Chiefs',
    injuryStatus: 'Questionable',
    injury: 'Ankle',
    salary: 7200,
    salaryDate: '2026-11-22',
    homeStats: { home: { games: 5, averagePoints: 18.4 }, away: { games: 6, averagePoints: 15.1 } },
  },
})

export const playerSalarySchema = z
  .object({
    contestGroupId: idSchema,
    date: isoDateSchema,
    slateName: z.string(),
    salary: z.number().int().nonnegative(),
    position: z.string(),
    projectedPoints: z.number().nullable(),
    /** Projected ownership on the slate (percent). */
    projectedOwnership: z.number().nullable(),
    actualPoints: z.number().nullable(),
  })
  .readonly()
export type PlayerSalary = z.infer<typeof playerSalarySchema>

export const playerSalariesRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/:playerId/salaries/:sourceId',
  auth: 'none',
  tag: 'players',
  summary: 'A player’s salary on each classic slate of a source, newest first',
  description: 'One row per ET day: the main slate of that day (the one with the most games).',
  params: z.object({ playerId: idParam, sourceId: sourceParam }),
  status: 200,
  response: z.array(playerSalarySchema).readonly(),
  example: [
    {
      contestGroupId: 77,
      date: '2026-11-22',
      slateName: 'Main',
      salary: 7200,
      position: 'RB',
      projectedPoints: 16.4,
      projectedOwnership: 12.5,
      actualPoints: 21.3,
    },
  ],
})

export const trendsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/player-detail/trends',
  auth: 'none',
  tag: 'players',
  summary: 'Salary, projection, ownership and points over the 30 days up to an event',
  description:
    'One point per ET day (the main classic slate of the day), oldest first, from 30 days before the event’s day through it; without `event_id`, up to today.',
  query: z.object({ player_id: idParam, source_id: sourceParam, event_id: idParam.optional() }),
  status: 200,
  response: z.object({
    playerId: idSchema,
    sourceId: siteIdSchema,
    eventId: idSchema.nullable(),
    trends: z.array(playerSalarySchema).readonly(),
  }),
  example: {
    playerId: 501,
    sourceId: 4,
    eventId: 9001,
    trends: [
      {
        contestGroupId: 77,
        date: '2026-11-22',
        slateName: 'Main',
        salary: 7200,
        position: 'RB',
        projectedPoints: 16.4,
        projectedOwnership: 12.5,
        actualPoints: 21.3,
      },
    ],
  },
})

/** Where a player stands among his position on a slate for one stat (1 = highest). */
export const playerRankSchema = z
  .object({ stat: z.string(), value: z.number(), rank: z.number().int().positive() })
  .readonly()

export const playerRanksRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/systems/playerranks/:playerId',
  auth: 'none',
  tag: 'players',
  summary: 'A player’s ranks among his position on a slate: salary, projection, ownership, points',
  description:
    'The slate: `ContestGroupId` (not in SPEC: the slate the card was opened from) when he is on it; else the main classic slate of the source with the event (`EventId`); else his latest slate up to today. The answer names the slate (`slateName`, `slateDate`, not in SPEC). Rank 1 is the highest value; actual points only once played.',
  params: z.object({ playerId: idParam }),
  query: z.object({
    SourceId: sourceParam.default(playerCardDefaults.sourceId),
    EventId: idParam.optional(),
    SportId: sportParam.optional(),
    ContestGroupId: idParam.optional(),
  }),
  status: 200,
  response: z.object({
    playerId: idSchema,
    position: z.string(),
    contestGroupId: idSchema,
    /** The slate's short name (`Main`, `Early`, a showdown's game) and its ET day. */
    slateName: z.string(),
    slateDate: isoDateSchema,
    playerCount: z.number().int().positive(),
    ranks: z.array(playerRankSchema).readonly(),
  }),
  example: {
    playerId: 501,
    position: 'RB',
    contestGroupId: 77,
    slateName: 'Main',
    slateDate: '2026-11-22',
    playerCount: 38,
    ranks: [
      { stat: 'salary', value: 7200, rank: 6 },
      { stat: 'projectedPoints', value: 16.4, rank: 5 },
      { stat: 'projectedOwnership', value: 12.5, rank: 7 },
      { stat: 'actualPoints', value: 21.3, rank: 3 },
    ],
  },
})

export const gameLogRowSchema = z
  .object({
    eventId: idSchema,
    date: isoDateSchema,
    eventTitle: z.string(),
    /** The team he played for in that game (a traded player's old team before the trade). */
    team: z.string().nullable(),
    opponent: z.string().nullable(),
    homeVisitor: z.enum(['home', 'visitor']).nullable(),
    /** The box-score line, stat key → count; the keys are the answer's `columns`. */
    stats: z.record(z.string(), z.number()),
    /** Points on the source's scoring, as the box score scored them. */
    fantasyPoints: z.number().nullable(),
    salary: z.number().int().nullable(),
  })
  .readonly()
export type GameLogRow = z.infer<typeof gameLogRowSchema>

export const gameLogRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/:playerId/gamelog/:sourceId/:sportId/:startDate/:endDate/All/',
  auth: 'none',
  tag: 'players',
  summary: 'A player’s games between two ET dates, newest first; columns vary by sport',
  params: z.object({
    playerId: idParam,
    sourceId: sourceParam,
    sportId: sportParam,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  }),
  status: 200,
  response: z.object({
    columns: z.array(z.object({ key: z.string(), label: z.string() })).readonly(),
    games: z.array(gameLogRowSchema).readonly(),
  }),
  example: {
    columns: [
      { key: 'rushingYards', label: 'Rush Yds' },
      { key: 'rushingTouchdowns', label: 'Rush TD' },
    ],
    games: [
      {
        eventId: 9001,
        date: '2026-11-22',
        eventTitle: 'BUF @ KC',
        team: 'KC',
        opponent: 'BUF',
        homeVisitor: 'home',
        stats: { rushingYards: 88, rushingTouchdowns: 1 },
        fantasyPoints: 17.8,
        salary: 7200,
      },
    ],
  },
})

export const upcomingEventsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/upcoming/:sportId/:currentTeam',
  auth: 'none',
  tag: 'players',
  summary: 'A team’s next five events from now, by its abbreviation',
  params: z.object({ sportId: sportParam, currentTeam: text(6).pipe(z.string().min(1)) }),
  status: 200,
  response: z.array(sportEventSchema).readonly(),
  example: [
    {
      eventId: 9002,
      sportId: 1,
      eventTitle: 'KC @ DEN',
      eventDateTime: '2026-11-29T21:25:00Z',
      eventTime: '2026-11-29T16:25:00',
      homeTeamId: 8,
      visitorTeamId: 12,
      homeTeamShort: 'DEN',
      visitorTeamShort: 'KC',
      homeTeamName: 'Denver Broncos',
      visitorTeamName: 'Kansas City Chiefs',
      homeProjectedScore: 21.5,
      visitorProjectedScore: 24,
      vegasUnits: 'Points',
    },
  ],
})

export const slateSalariesRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/players/salaries/',
  auth: 'none',
  tag: 'players',
  summary: 'The salaries of a slate’s players, highest first',
  query: z.object({ sport_id: sportParam, contest_group_id: idParam }),
  status: 200,
  response: z.array(slatePlayerSchema).readonly(),
  example: [
    {
      contestGroupId: 77,
      playerId: 501,
      sitePlayerId: '18734521',
      salary: 7200,
      positions: ['RB'],
      rosterPositions: ['RB', 'FLEX'],
      teamId: 12,
    },
  ],
})

export const teeTimeSchema = z
  .object({
    playerId: idSchema,
    eventId: idSchema,
    fullName: z.string().min(1),
    rd1TeeTime: isoDateTimeSchema,
    rd2TeeTime: isoDateTimeSchema,
  })
  .readonly()
export type TeeTime = z.infer<typeof teeTimeSchema>

export const teeTimesRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/teetimes/:eventId',
  auth: 'none',
  tag: 'players',
  summary: 'A golf event’s first- and second-round tee times (ET), earliest first',
  description:
    'Round two swaps the waves: a morning group of Thursday goes off in the afternoon on Friday and the other way round, 5 h 10 min apart.',
  params: z.object({ eventId: idParam }),
  status: 200,
  response: z.array(teeTimeSchema).readonly(),
  example: [
    {
      playerId: 9101,
      eventId: 9300,
      fullName: 'Cole Bramwell',
      rd1TeeTime: '2026-11-19T07:00:00-05:00',
      rd2TeeTime: '2026-11-20T12:10:00-05:00',
    },
  ],
})

export const teammateCorrelationSchema = z
  .object({
    playerId: idSchema,
    fullName: z.string().min(1),
    position: z.string(),
    count: z.number().int().positive(),
    correlation: z.number().min(-1).max(1),
    average: z.number(),
  })
  .readonly()

export const playerCorrelationsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/events/:sportId/players/:playerId/correlations/:sourceId/:startDate/:endDate/',
  auth: 'none',
  tag: 'players',
  summary: 'How each teammate’s fantasy points moved with the player’s between two ET dates',
  description:
    'The rest of the path (SPEC: not shown) is the window `{startDate}/{endDate}/` in ET dates. Teammates with at least 3 games beside the player, strongest positive correlation (Pearson, on the source’s points) first; `average` is the teammate’s average in those games.',
  params: z.object({
    sportId: sportParam,
    playerId: idParam,
    sourceId: sourceParam,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  }),
  status: 200,
  response: z.array(teammateCorrelationSchema).readonly(),
  example: [
    {
      playerId: 502,
      fullName: 'Ty Moss',
      position: 'WR',
      count: 9,
      correlation: 0.412,
      average: 14.2,
    },
  ],
})

export const courseGameLogRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/:playerId/coursegamelog/:eventId',
  auth: 'none',
  tag: 'players',
  summary: 'A golfer’s earlier results at the event’s tournament, newest first',
  description:
    'Earlier editions are the events of the same sport and title before this one; `fantasyPoints` by site id.',
  params: z.object({ playerId: idParam, eventId: idParam }),
  status: 200,
  response: z
    .array(
      z
        .object({
          eventId: idSchema,
          date: isoDateSchema,
          eventTitle: z.string(),
          madeCut: z.boolean().nullable(),
          stats: z.record(z.string(), z.number()),
          fantasyPoints: z.record(z.string(), z.number()),
        })
        .readonly(),
    )
    .readonly(),
  example: [
    {
      eventId: 8200,
      date: '2025-11-20',
      eventTitle: 'RSM Classic',
      madeCut: true,
      stats: { birdies: 19, bogeys: 6, madeCut: 1 },
      fantasyPoints: { '4': 88.5 },
    },
  ],
})
