/**
 * Betting lines (SPEC §3 "Betting-line event"): the vegas-lines call of the /vegas page (its
 * path is not shown in SPEC §7; docs/decisions.md "Vegas") and PlateIQ's
 * `GET /api/sportevents/3/{date}/vegas/`.
 */
import { etDateTimeSchema } from '@slatelab/domain/entities/event'
import { hexColorSchema, idSchema } from '@slatelab/domain/entities/fields'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idOrNoneParam } from './request-fields'

const americanOddsSchema = z.number().int()
const percentSchema = z.number().min(0).max(100)

/**
 * A game's line at one moment, from one team's side: its spread, the game total, its
 * moneyline and the share of bets on its side and on the over (percent).
 * @example lineSnapshotSchema.parse({ minutesBefore: 1440, spread: -3, total: 47.5, moneyline: -160, spreadPct: 61, overPct: 58 })
 */
export const lineSnapshotSchema = z
  .object({
    minutesBefore: z.number().int().nonnegative(),
    spread: z.number().nullable(),
    total: z.number().nonnegative().nullable(),
    moneyline: americanOddsSchema.nullable(),
    spreadPct: percentSchema.nullable(),
    overPct: percentSchema.nullable(),
  })
  .readonly()
export type LineSnapshotRow = z.infer<typeof lineSnapshotSchema>

/**
 * The forecast at an outdoor venue (`isDome` false), or `isDome` true and no forecast under a
 * roof. `windDirection` is where the wind blows from (`NW`).
 */
export const gameWeatherSchema = z
  .object({
    isDome: z.boolean(),
    temperatureF: z.number().int().nullable(),
    windMph: z.number().int().nonnegative().nullable(),
    windDirection: z.string().max(3).nullable(),
    precipitationPct: percentSchema.nullable(),
  })
  .readonly()
export type GameWeather = z.infer<typeof gameWeatherSchema>

/**
 * One team's row of a game (SPEC §3 "Betting-line event"): a game gives a home row and a
 * visitor row. Spreads are this team's (negative = favoured); `change` is current − open;
 * `pct` the share of bets on this team (over/under: on the over). `vegasRuns` is the team's
 * implied total in the sport's unit (points, runs, goals), `winProbability` its no-vig chance
 * from both moneylines. `movement` holds the snapshots from open to close. A market an
 * imported file lacks is null (spreadspoke has no moneylines, the NHL snapshot only
 * moneylines), and so are prices and bet shares no file gives.
 */
export const bettingLineEventSchema = z
  .object({
    eventId: idSchema,
    sportId: sportIdSchema,
    isHome: z.boolean(),
    team: z.string().min(1),
    teamId: idSchema,
    teamShort: z.string().min(1),
    color: hexColorSchema.nullable(),
    opposingTeam: z.string().min(1),
    opposingTeamId: idSchema,
    opposingTeamShort: z.string().min(1),
    stadium: z.string().min(1),
    eventDateTime: isoDateTimeSchema,
    eventTime: etDateTimeSchema,
    seasonType: z.enum(['Regular Season', 'Postseason']),
    isConferenceGame: z.boolean(),
    isDivisionGame: z.boolean(),
    vegasRuns: z
      .object({ current: z.number(), open: z.number(), diff: z.number() })
      .readonly()
      .nullable(),
    score: z.number().int().nonnegative().nullable(),
    opposingScore: z.number().int().nonnegative().nullable(),
    weather: gameWeatherSchema,
    gameSpread: z
      .object({
        current: z.number(),
        juice: americanOddsSchema.nullable(),
        open: z.number(),
        change: z.number(),
        pct: percentSchema.nullable(),
      })
      .readonly()
      .nullable(),
    moneyline: z
      .object({
        current: americanOddsSchema,
        open: americanOddsSchema,
        change: z.number().int(),
        pct: percentSchema.nullable(),
        winProbability: z.number().min(0).max(1),
      })
      .readonly()
      .nullable(),
    overUnder: z
      .object({
        current: z.number().nonnegative(),
        range: z.object({ low: z.number(), high: z.number() }).readonly(),
        juice: americanOddsSchema.nullable(),
        change: z.number(),
        open: z.number().nonnegative(),
        pct: percentSchema.nullable(),
      })
      .readonly()
      .nullable(),
    movement: z.array(lineSnapshotSchema).min(1).readonly(),
  })
  .readonly()
export type BettingLineEvent = z.infer<typeof bettingLineEventSchema>

const nflExample: BettingLineEvent = {
  eventId: 9001,
  sportId: 1,
  isHome: true,
  team: 'Kansas City Chiefs',
  teamId: 12,
  teamShort: 'KC',
  color: '#E31837',
  opposingTeam: 'Buffalo Bills',
  opposingTeamId: 3,
  opposingTeamShort: 'BUF',
  stadium: 'Kansas City (open air)',
  eventDateTime: '2025-09-07T17:00:00Z' as BettingLineEvent['eventDateTime'],
  eventTime: '2025-09-07T13:00:00',
  seasonType: 'Regular Season',
  isConferenceGame: true,
  isDivisionGame: false,
  vegasRuns: { current: 25.25, open: 24.5, diff: 0.75 },
  score: null,
  opposingScore: null,
  weather: {
    isDome: false,
    temperatureF: 71,
    windMph: 9,
    windDirection: 'SW',
    precipitationPct: 10,
  },
  gameSpread: { current: -3, juice: -110, open: -2.5, change: -0.5, pct: 61 },
  moneyline: { current: -160, open: -140, change: -20, pct: 61, winProbability: 0.5938 },
  overUnder: {
    current: 47.5,
    range: { low: 46.5, high: 47.5 },
    juice: -110,
    change: 1,
    open: 46.5,
    pct: 58,
  },
  movement: [
    {
      minutesBefore: 10080,
      spread: -2.5,
      total: 46.5,
      moneyline: -140,
      spreadPct: 59,
      overPct: 57,
    },
    { minutesBefore: 30, spread: -3, total: 47.5, moneyline: -160, spreadPct: 61, overPct: 58 },
  ],
}

export const vegasLinesRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/:sportId/:date/vegas-lines/',
  auth: 'none',
  tag: 'vegas',
  summary: 'Betting lines of a slate, a home and a visitor row per game',
  description:
    'The games of the slate (`contestGroupId`; 0 or absent = All Games: every game of the sport in the slate window of the date), in start order, home row first. Games without a line are left out.',
  params: z.object({ sportId: decimalParam(sportIdSchema), date: isoDateSchema }),
  query: z.object({ contestGroupId: idOrNoneParam.default(0) }),
  status: 200,
  response: z.array(bettingLineEventSchema).readonly(),
  example: [nflExample],
})

export const plateIqVegasRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/3/:date/vegas/',
  auth: 'none',
  tag: 'vegas',
  summary: 'The day’s MLB betting lines with each team’s implied runs (PlateIQ)',
  params: z.object({ date: isoDateSchema }),
  status: 200,
  response: z.array(bettingLineEventSchema).readonly(),
  example: [
    {
      ...nflExample,
      eventId: 9100,
      sportId: 3,
      team: 'New York Yankees',
      teamId: 40,
      teamShort: 'NYY',
      color: '#003087',
      opposingTeam: 'Boston Red Sox',
      opposingTeamId: 41,
      opposingTeamShort: 'BOS',
      stadium: 'New York, open air',
      eventDateTime: '2026-07-01T23:05:00Z' as BettingLineEvent['eventDateTime'],
      eventTime: '2026-07-01T19:05:00',
      isDivisionGame: true,
      vegasRuns: { current: 4.65, open: 4.77, diff: -0.12 },
      weather: {
        isDome: false,
        temperatureF: 84,
        windMph: 7,
        windDirection: 'W',
        precipitationPct: 0,
      },
      gameSpread: { current: -1.5, juice: 125, open: -1.5, change: 0, pct: 64 },
      moneyline: { current: -148, open: -135, change: -13, pct: 64, winProbability: 0.5736 },
      overUnder: {
        current: 8.5,
        range: { low: 8.5, high: 9 },
        juice: -105,
        change: -0.5,
        open: 9,
        pct: 55,
      },
      movement: [
        {
          minutesBefore: 1440,
          spread: -1.5,
          total: 9,
          moneyline: -135,
          spreadPct: 62,
          overPct: 57,
        },
        {
          minutesBefore: 30,
          spread: -1.5,
          total: 8.5,
          moneyline: -148,
          spreadPct: 64,
          overPct: 55,
        },
      ],
    },
  ],
})

/** A golfer's price in one market, its break-even probability and the field's no-vig share. */
export const golfPriceSchema = z.object({
  odds: americanOddsSchema,
  impliedProbability: z.number().min(0).max(1),
  noVigProbability: z.number().min(0).max(1),
})

/** One golfer of an event's outright markets (null: not quoted). */
export const golfOutrightSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  winner: golfPriceSchema.nullable(),
  top5: golfPriceSchema.nullable(),
  top10: golfPriceSchema.nullable(),
  top20: golfPriceSchema.nullable(),
})
export type GolfOutright = z.infer<typeof golfOutrightSchema>

/** A golf event with its golfers, favourites first. */
export const golfOutrightEventSchema = z.object({
  eventId: idSchema,
  title: z.string(),
  startsAt: isoDateTimeSchema,
  golfers: z.array(golfOutrightSchema).readonly(),
})
export type GolfOutrightEvent = z.infer<typeof golfOutrightEventSchema>

export const golfOutrightsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/5/:date/golf-outrights/',
  auth: 'none',
  tag: 'vegas',
  summary: 'Outright odds of the golf events of a date’s week',
  description:
    'Each PGA event in the golf slate window of the date (4 days either side) with stored outright markets (an imported golf outrights file): per golfer the American odds to win and to finish top 5, 10 and 20, the break-even probability and the no-vig probability (the field’s break-even probabilities scaled to sum to 1, 5, 10 or 20). Golfers by winner odds, favourites first.',
  params: z.object({ date: isoDateSchema }),
  status: 200,
  response: z.array(golfOutrightEventSchema).readonly(),
  example: [
    {
      eventId: 9120,
      title: 'Harbor Pines Classic',
      startsAt: '2025-04-10T11:00:00.000Z',
      golfers: [
        {
          playerId: 5012,
          name: 'Cole Banner',
          winner: { odds: 500, impliedProbability: 0.1667, noVigProbability: 0.1321 },
          top5: { odds: 110, impliedProbability: 0.4762, noVigProbability: 0.3985 },
          top10: { odds: -186, impliedProbability: 0.6503, noVigProbability: 0.5611 },
          top20: { odds: -500, impliedProbability: 0.8333, noVigProbability: 0.7408 },
        },
      ],
    },
  ],
})
