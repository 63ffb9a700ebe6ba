/**
 * PlateIQ (SPEC §7): Statcast batter and pitcher figures for an MLB slate, read by the keys
 * `Batters`, `BattersDetail`, `Teams`, `Pitchers`, `PitchersDetail`, `GameLogs` and `Teams`,
 * and the day's batting orders. Every call needs a session and a PlateIQ subscription (403
 * `PlateIQ needs a subscription` without one). Formulas: docs/plateiq.md.
 */
import { idSchema } from '@slatelab/domain/entities/fields'
import { isoDate, isoDateSchema, isoDateTimeSchema, type IsoDate } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { idOrNoneParam, idParam } from './request-fields'

/**
 * The look-back windows of the figures, before the date (the date's own games excluded).
 * @example statcastRanges.last30 // 'last30'
 */
export const statcastRanges = {
  /** The 7 days before the date. */
  last7: 'last7',
  /** The 15 days before the date. */
  last15: 'last15',
  /** The 30 days before the date (the default). */
  last30: 'last30',
  /** The date's calendar year before it: the MLB season so far. */
  season: 'season',
} as const
export type StatcastRange = (typeof statcastRanges)[keyof typeof statcastRanges]

/**
 * The handedness split: batters against left- or right-handed pitchers, pitchers against left-
 * or right-handed batters, or `all`.
 */
export const handSplits = { all: 'all', left: 'L', right: 'R' } as const
export type HandSplit = (typeof handSplits)[keyof typeof handSplits]

/** Statcast pitch-type codes and the names Savant gives them. */
export const pitchTypeNames: Readonly<Record<string, string>> = {
  FF: '4-Seam Fastball',
  SI: 'Sinker',
  FC: 'Cutter',
  SL: 'Slider',
  ST: 'Sweeper',
  CU: 'Curveball',
  KC: 'Knuckle Curve',
  CH: 'Changeup',
  FS: 'Split-Finger',
  SV: 'Slurve',
  KN: 'Knuckleball',
}

/** A slate's figures: the date (ET), the slate (0 = All Games), the split and the window. */
export const statcastQuerySchema = z.object({
  date: isoDateSchema,
  contest_group_id: idOrNoneParam.default(0),
  split: z.enum(Object.values(handSplits)).default('all'),
  range: z.enum(Object.values(statcastRanges)).default('last30'),
})
export type StatcastQuery = z.infer<typeof statcastQuerySchema>

const playerQuerySchema = statcastQuerySchema.extend({ player_id: idParam })
export type StatcastPlayerQuery = z.infer<typeof playerQuerySchema>

const rate = z.number().nullable()
const handSchema = z.enum(['L', 'R'])

/** A batting line (rates in percent, AVG/ISO/wOBA/xwOBA as decimals; null without a sample). */
export const battingFiguresSchema = z
  .object({
    pa: z.number().int().nonnegative(),
    avg: rate,
    iso: rate,
    woba: rate,
    xwoba: rate,
    kPct: rate,
    bbPct: rate,
    barrelPct: rate,
    hardHitPct: rate,
    avgEv: rate,
    avgLa: rate,
    flyBallPct: rate,
    pullPct: rate,
  })
  .readonly()
export type BattingFiguresRow = z.infer<typeof battingFiguresSchema>

/** One pitch type of a mix: usage %, average velocity (mph) and spin (rpm), whiff %, xwOBA. */
export const pitchMixRowSchema = z
  .object({
    pitchType: z.string().min(1),
    pitches: z.number().int().nonnegative(),
    usagePct: z.number(),
    /** Null when Statcast tracked none of the type's pitches (an imported file's blank rows). */
    avgVelocity: rate,
    avgSpin: rate,
    whiffPct: rate,
    xwoba: rate,
  })
  .readonly()
export type PitchMixEntry = z.infer<typeof pitchMixRowSchema>

/** A pitching line: K %, BB %, K-BB %, whiff %, GB %, xFIP-like, SIERA-like, batting against. */
export const pitchingFiguresSchema = z
  .object({
    battersFaced: z.number().int().nonnegative(),
    pitches: z.number().int().nonnegative(),
    outs: z.number().int().nonnegative(),
    kPct: rate,
    bbPct: rate,
    kMinusBbPct: rate,
    whiffPct: rate,
    groundBallPct: rate,
    xfip: rate,
    siera: rate,
    against: battingFiguresSchema,
  })
  .readonly()
export type PitchingFiguresRow = z.infer<typeof pitchingFiguresSchema>

const pitcherRefSchema = z
  .object({ playerId: idSchema, name: z.string().min(1), throws: handSchema })
  .readonly()

/** A batter of the slate with his figures over the window and split. */
export const batterRowSchema = z
  .object({
    playerId: idSchema,
    name: z.string().min(1),
    position: z.string(),
    teamId: idSchema,
    teamShort: z.string(),
    opponentShort: z.string(),
    eventId: idSchema,
    bats: z.enum(['L', 'R', 'S']),
    battingOrder: z.number().int().min(1).max(9),
    lineupStatus: z.enum(['Confirmed', 'Projected']),
    salary: z.number().int().nullable(),
    opposingPitcher: pitcherRefSchema.nullable(),
    stats: battingFiguresSchema,
    /**
     * Where `stats` come from: the pitches of the window, or (range `season`, a batter without
     * a pitch-level plate appearance in it) a season line imported from Savant's player-grouped
     * export, which has no split by hand and no fly-ball or pull %.
     */
    statsSource: z.enum(['pitches', 'savantSeason']),
  })
  .readonly()
export type BatterRow = z.infer<typeof batterRowSchema>

/** A probable starting pitcher of the slate with his figures and pitch mix. */
export const pitcherRowSchema = z
  .object({
    playerId: idSchema,
    name: z.string().min(1),
    teamId: idSchema,
    teamShort: z.string(),
    opponentShort: z.string(),
    eventId: idSchema,
    throws: handSchema,
    salary: z.number().int().nullable(),
    stats: pitchingFiguresSchema,
    mix: z.array(pitchMixRowSchema).readonly(),
  })
  .readonly()
export type PitcherRow = z.infer<typeof pitcherRowSchema>

/** A slate team's batting against each pitcher hand, beside today's opposing starter's hand. */
export const teamBattingRowSchema = z
  .object({
    teamId: idSchema,
    teamShort: z.string(),
    opponentShort: z.string(),
    opposingPitcher: pitcherRefSchema.nullable(),
    vsLeft: battingFiguresSchema,
    vsRight: battingFiguresSchema,
  })
  .readonly()
export type TeamBattingRow = z.infer<typeof teamBattingRowSchema>

/** A slate team's bullpen: pitches on each of the last 3 days (fatigue) and its figures. */
export const bullpenRowSchema = z
  .object({
    teamId: idSchema,
    teamShort: z.string(),
    opponentShort: z.string(),
    pitchesByDay: z
      .array(z.object({ date: isoDateSchema, pitches: z.number().int().nonnegative() }).readonly())
      .length(3)
      .readonly(),
    pitchesLast3Days: z.number().int().nonnegative(),
    stats: pitchingFiguresSchema,
  })
  .readonly()
export type BullpenRow = z.infer<typeof bullpenRowSchema>

/** A batter against one pitch type: pitches seen, swings, whiff %, and the xwOBA it ended. */
export const pitchTypeBattingSchema = z
  .object({
    pitchType: z.string().min(1),
    pitches: z.number().int().nonnegative(),
    whiffPct: rate,
    xwoba: rate,
  })
  .readonly()

export const batterDetailSchema = z
  .object({
    batter: batterRowSchema,
    vsLeft: battingFiguresSchema,
    vsRight: battingFiguresSchema,
    byPitchType: z.array(pitchTypeBattingSchema).readonly(),
    /** Today's opposing starter's mix against the batter's side (over the window). */
    opposingMix: z.array(pitchMixRowSchema).readonly(),
  })
  .readonly()
export type BatterDetail = z.infer<typeof batterDetailSchema>

export const pitcherDetailSchema = z
  .object({
    pitcher: pitcherRowSchema,
    vsLeft: pitchingFiguresSchema,
    vsRight: pitchingFiguresSchema,
    mixVsLeft: z.array(pitchMixRowSchema).readonly(),
    mixVsRight: z.array(pitchMixRowSchema).readonly(),
    /** Today's opposing batters, each against the pitcher's hand over the window. */
    opposingLineup: z.array(batterRowSchema).readonly(),
  })
  .readonly()
export type PitcherDetail = z.infer<typeof pitcherDetailSchema>

/** One start of a pitcher. */
export const gameLogRowSchema = z
  .object({
    eventId: idSchema,
    date: isoDateSchema,
    opponentShort: z.string(),
    isHome: z.boolean(),
    outs: z.number().int().nonnegative(),
    battersFaced: z.number().int().nonnegative(),
    pitches: z.number().int().nonnegative(),
    strikeouts: z.number().int().nonnegative(),
    walks: z.number().int().nonnegative(),
    hitsAllowed: z.number().int().nonnegative(),
    homeRunsAllowed: z.number().int().nonnegative(),
    whiffPct: rate,
    fastballVelocity: rate,
    xwoba: rate,
  })
  .readonly()
export type GameLogRow = z.infer<typeof gameLogRowSchema>

/** A team's lineup for a game: its starter and batting order, confirmed or projected. */
export const teamLineupSchema = z
  .object({
    teamId: idSchema,
    teamShort: z.string(),
    status: z.enum(['Confirmed', 'Projected']),
    pitcher: pitcherRefSchema.nullable(),
    batters: z
      .array(
        z
          .object({
            order: z.number().int().min(1).max(9),
            playerId: idSchema,
            name: z.string().min(1),
            position: z.string(),
            bats: z.enum(['L', 'R', 'S']),
          })
          .readonly(),
      )
      .readonly(),
  })
  .readonly()
export type TeamLineup = z.infer<typeof teamLineupSchema>

export const gameLineupsSchema = z
  .object({
    eventId: idSchema,
    eventTime: isoDateTimeSchema,
    home: teamLineupSchema,
    visitor: teamLineupSchema,
  })
  .readonly()
export type GameLineups = z.infer<typeof gameLineupsSchema>

const figures = {
  pa: 96,
  avg: 0.268,
  iso: 0.194,
  woba: 0.351,
  xwoba: 0.342,
  kPct: 21.9,
  bbPct: 9.4,
  barrelPct: 9.7,
  hardHitPct: 43.1,
  avgEv: 90.2,
  avgLa: 13.4,
  flyBallPct: 26.4,
  pullPct: 40.3,
}
const pitching = {
  battersFaced: 104,
  pitches: 402,
  outs: 74,
  kPct: 26.9,
  bbPct: 6.7,
  kMinusBbPct: 20.2,
  whiffPct: 28.4,
  groundBallPct: 43.8,
  xfip: 3.41,
  siera: 3.36,
  against: figures,
}
const mix = [
  {
    pitchType: 'FF',
    pitches: 188,
    usagePct: 46.8,
    avgVelocity: 95.1,
    avgSpin: 2297,
    whiffPct: 21.3,
    xwoba: 0.331,
  },
  {
    pitchType: 'SL',
    pitches: 121,
    usagePct: 30.1,
    avgVelocity: 86.9,
    avgSpin: 2441,
    whiffPct: 36.2,
    xwoba: 0.254,
  },
]
const pitcherRef = { playerId: 812, name: 'Cole Barrett', throws: 'R' as const }
const batter: BatterRow = {
  playerId: 455,
  name: 'Marcus Dale',
  position: 'OF',
  teamId: 40,
  teamShort: 'NYY',
  opponentShort: 'BOS',
  eventId: 9100,
  bats: 'L',
  battingOrder: 3,
  lineupStatus: 'Confirmed',
  salary: 5400,
  opposingPitcher: pitcherRef,
  stats: figures,
  statsSource: 'pitches',
}
const pitcher: PitcherRow = {
  ...pitcherRef,
  teamId: 41,
  teamShort: 'BOS',
  opponentShort: 'NYY',
  eventId: 9100,
  salary: 9800,
  stats: pitching,
  mix,
}
const exampleDate: IsoDate = isoDate('2026-09-20')

const common = {
  method: 'GET',
  host: 'svc',
  auth: 'user',
  tag: 'plateiq',
  status: 200,
} as const
const slateDescription =
  'The slate (`contest_group_id`, 0 = All Games of the date) with figures over `range` before the date, split by the other side’s hand (`split`). 403 without a PlateIQ subscription.'

export const battersRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/batters/',
  summary: 'The slate’s batters with their Statcast figures',
  description: slateDescription,
  query: statcastQuerySchema,
  response: z.object({ Batters: z.array(batterRowSchema).readonly() }),
  example: { Batters: [batter] },
})

export const battersDetailRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/batters-detail/',
  summary: 'One batter against each pitcher hand and pitch type, and today’s pitcher’s mix',
  description: `${slateDescription} 404 when \`player_id\` does not bat on the slate.`,
  query: playerQuerySchema,
  response: z.object({ BattersDetail: batterDetailSchema }),
  example: {
    BattersDetail: {
      batter,
      vsLeft: figures,
      vsRight: figures,
      byPitchType: [{ pitchType: 'FF', pitches: 140, whiffPct: 18.2, xwoba: 0.371 }],
      opposingMix: mix,
    },
  },
})

export const teamBattersRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/team-batters/',
  summary: 'Each slate team’s batting against left- and right-handed pitching',
  description: slateDescription,
  query: statcastQuerySchema,
  response: z.object({ Teams: z.array(teamBattingRowSchema).readonly() }),
  example: {
    Teams: [
      {
        teamId: 40,
        teamShort: 'NYY',
        opponentShort: 'BOS',
        opposingPitcher: pitcherRef,
        vsLeft: figures,
        vsRight: figures,
      },
    ],
  },
})

export const pitchersRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/pitchers/',
  summary: 'The slate’s starting pitchers with their figures and pitch mix',
  description: slateDescription,
  query: statcastQuerySchema,
  response: z.object({ Pitchers: z.array(pitcherRowSchema).readonly() }),
  example: { Pitchers: [pitcher] },
})

export const pitchersDetailRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/pitchers-detail/',
  summary: 'One starter against each batter hand, and the lineup he faces',
  description: `${slateDescription} 404 when \`player_id\` does not start on the slate.`,
  query: playerQuerySchema,
  response: z.object({ PitchersDetail: pitcherDetailSchema }),
  example: {
    PitchersDetail: {
      pitcher,
      vsLeft: pitching,
      vsRight: pitching,
      mixVsLeft: mix,
      mixVsRight: mix,
      opposingLineup: [batter],
    },
  },
})

export const pitchersGameLogsRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/pitchers-gamelogs/',
  summary: 'A pitcher’s starts over the window, newest first',
  description:
    'Every start of `player_id` over `range` before the date (any pitcher, not only the slate’s). 403 without a PlateIQ subscription.',
  query: playerQuerySchema,
  response: z.object({ GameLogs: z.array(gameLogRowSchema).readonly() }),
  example: {
    GameLogs: [
      {
        eventId: 9050,
        date: exampleDate,
        opponentShort: 'TOR',
        isHome: false,
        outs: 18,
        battersFaced: 24,
        pitches: 96,
        strikeouts: 7,
        walks: 2,
        hitsAllowed: 5,
        homeRunsAllowed: 1,
        whiffPct: 29.1,
        fastballVelocity: 95.2,
        xwoba: 0.298,
      },
    ],
  },
})

export const pitchersBullpenRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/pitchers-bullpen/',
  summary: 'Each slate team’s bullpen: recent workload and figures',
  description: `${slateDescription} \`pitchesByDay\` are the three days before the date, oldest first.`,
  query: statcastQuerySchema,
  response: z.object({ Teams: z.array(bullpenRowSchema).readonly() }),
  example: {
    Teams: [
      {
        teamId: 41,
        teamShort: 'BOS',
        opponentShort: 'NYY',
        pitchesByDay: [
          { date: isoDate('2026-09-17'), pitches: 64 },
          { date: isoDate('2026-09-18'), pitches: 0 },
          { date: isoDate('2026-09-19'), pitches: 81 },
        ],
        pitchesLast3Days: 145,
        stats: pitching,
      },
    ],
  },
})

/** `YYYYMMDD` in a path, read as an ISO date; an impossible day is a 400. */
const compactDateParam = z
  .string()
  .regex(/^\d{8}$/, 'a date as YYYYMMDD')
  .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`)
  .pipe(isoDateSchema)

export const lineupsRoute = defineRoute({
  ...common,
  path: '/mlb-statcast/lineups/:date/',
  summary: 'The day’s MLB lineups: starters and batting orders, confirmed or projected',
  description:
    'Every MLB game of the ET date in start order. A lineup is Confirmed from four hours before first pitch, Projected before. 403 without a PlateIQ subscription.',
  params: z.object({ date: compactDateParam }),
  response: z.object({ Lineups: z.array(gameLineupsSchema).readonly() }),
  example: {
    Lineups: [
      {
        eventId: 9100,
        eventTime: '2026-09-20T19:05:00-04:00' as GameLineups['eventTime'],
        home: {
          teamId: 40,
          teamShort: 'NYY',
          status: 'Confirmed',
          pitcher: pitcherRef,
          batters: [{ order: 1, playerId: 455, name: 'Marcus Dale', position: 'OF', bats: 'L' }],
        },
        visitor: {
          teamId: 41,
          teamShort: 'BOS',
          status: 'Projected',
          pitcher: null,
          batters: [],
        },
      },
    ],
  },
})
