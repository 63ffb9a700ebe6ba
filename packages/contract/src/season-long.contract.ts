/**
 * Season-long football (SPEC §7 "Season-long football"): saved cheatsheets, ADP, season and
 * weekly projections under any scoring, NFL weeks, survivor odds and tiered rankings. Every
 * call but the weeks and the tiers needs a session and the NFLSeasonLong product (403 without
 * it). Formulas: docs/season-long.md.
 */
import {
  cheatsheetSettingsSchema,
  expertNameSchema,
  scoringTypes,
  statLineSchema,
} from '@slatelab/domain/entities/cheatsheet'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam } from './request-fields'

const tag = 'season-long'

/** Every season-long call is football's (sport 1); any other id is refused. */
const footballSport = decimalParam(z.literal(1))

const scoringTypeParam = z.enum([
  scoringTypes.ppr,
  scoringTypes.half,
  scoringTypes.standard,
  scoringTypes.custom,
])

/** A season (year) to read; the latest stored when left out. */
const seasonParam = decimalParam(z.number().int().min(2000).max(2100)).optional()

/**
 * ADP sites: the demo world's four and the sites of FantasyPros' ADP files.
 * @example adpSites.superdraft // 'superdraft'
 */
export const adpSites = {
  superdraft: 'superdraft',
  sleeper: 'sleeper',
  yahoo: 'yahoo',
  espn: 'espn',
  mfl: 'mfl',
  fantrax: 'fantrax',
  ffc: 'ffc',
  rtsports: 'rtsports',
} as const
export type AdpSite = (typeof adpSites)[keyof typeof adpSites]

/** A saved sheet as stored: its id and its settings as a JSON string (SPEC §3). */
export const savedCheatsheetSchema = z
  .object({ cheatsheetId: z.number().int().positive(), settings: z.string() })
  .readonly()
export type SavedCheatsheet = z.infer<typeof savedCheatsheetSchema>

/** An ADP row (SPEC §3 "ADP player row"); ranks are 1-based, `adp` the average pick. */
export const adpRowSchema = z
  .object({
    playerId: z.number().int().positive(),
    playerIdSource: z.string(),
    playerName: z.string(),
    position: z.string(),
    teamId: z.number().int().positive().nullable(),
    teamNameShort: z.string(),
    byeWeek: z.number().int().nullable(),
    projPts: z.number().nullable(),
    adp: z.number(),
    rankOverall: z.number().int().positive(),
    rankPosition: z.number().int().positive(),
    /** Rank by the average ADP of the other sites (the market); null when no other site has him. */
    partnerRankOverall: z.number().int().positive().nullable(),
    partnerRankPosition: z.number().int().positive().nullable(),
    /** partnerRankOverall − rankOverall: positive when this site drafts him earlier than the market. */
    draftPositionDifferential: z.number().int().nullable(),
    /** How many places the market rank rose over the last 7 days (positive = rising). */
    partnerRankOverallChange7D: z.number().int().nullable(),
    hash: z.string(),
  })
  .readonly()
export type AdpRow = z.infer<typeof adpRowSchema>

/**
 * A player's season (or week) projection under the call's scoring, with the stat line it comes
 * from. A cheatsheet's rows add value over replacement, auction dollars, tier and ADP.
 */
export const projectionRowSchema = z
  .object({
    playerId: z.number().int().positive(),
    playerName: z.string(),
    position: z.string(),
    teamNameShort: z.string(),
    byeWeek: z.number().int().nullable(),
    projPts: z.number(),
    rankOverall: z.number().int().positive(),
    rankPosition: z.number().int().positive(),
    stats: statLineSchema,
    /** Weekly rows: the points he scored that week, null until it is played. */
    actualPts: z.number().nullable().optional(),
    vbd: z.number().optional(),
    auctionValue: z.number().optional(),
    tier: z.number().int().positive().optional(),
    adpRank: z.number().int().positive().nullable().optional(),
    /** adpRank − rank by value: positive when he goes later than his value says (a bargain). */
    valueVsAdp: z.number().int().nullable().optional(),
  })
  .readonly()
export type ProjectionRow = z.infer<typeof projectionRowSchema>

/** An NFL week (SPEC §3 "NFL week"); dates are `yyyymmdd` numbers. */
export const nflWeekSchema = z
  .object({
    nflWeekId: z.number().int().positive(),
    year: z.number().int(),
    week: z.number().int().nonnegative(),
    startDateId: z.number().int(),
    endDateId: z.number().int(),
    weekName: z.string(),
    isCurrent: z.boolean(),
  })
  .readonly()
export type NflWeek = z.infer<typeof nflWeekSchema>

/** One team's game of a survivor week and its chance to win it. */
export const survivorGameSchema = z
  .object({
    team: z.string(),
    opponent: z.string(),
    isHome: z.boolean(),
    winProbability: z.number().min(0).max(1),
    /** `moneyline`: from the stored closing lines, vig removed; `rating`: from the fitted ratings. */
    source: z.enum(['moneyline', 'rating']),
  })
  .readonly()

export const survivorOddsSchema = z
  .object({
    year: z.number().int(),
    currentWeek: z.number().int(),
    teams: z.array(z.string()).readonly(),
    weeks: z
      .array(z.object({ week: z.number().int(), games: z.array(survivorGameSchema).readonly() }))
      .readonly(),
    used: z.array(z.string()).readonly(),
    path: z
      .object({
        picks: z
          .array(z.object({ week: z.number().int(), team: z.string(), winProbability: z.number() }))
          .readonly(),
        survivalProbability: z.number(),
      })
      .readonly(),
  })
  .readonly()
export type SurvivorOdds = z.infer<typeof survivorOddsSchema>

/** A tiered-rankings row: the experts' average rank, their spread and the fitted tier. */
export const tieredRankingSchema = z
  .object({
    playerId: z.number().int().positive(),
    playerName: z.string(),
    position: z.string(),
    teamNameShort: z.string(),
    rank: z.number().int().positive(),
    tier: z.number().int().positive(),
    averageRank: z.number(),
    bestRank: z.number().int().positive(),
    worstRank: z.number().int().positive(),
    spread: z.number().nonnegative(),
    experts: z.number().int().positive(),
  })
  .readonly()
export type TieredRanking = z.infer<typeof tieredRankingSchema>

const exampleStats = statLineSchema.parse({ receiving: { receptions: 104, yards: 1420, tds: 10 } })
const exampleProjection: ProjectionRow = {
  playerId: 812,
  playerName: 'Jalen Marsh',
  position: 'WR',
  teamNameShort: 'MIA',
  byeWeek: 6,
  projPts: 306,
  rankOverall: 3,
  rankPosition: 1,
  stats: exampleStats,
  vbd: 118.4,
  auctionValue: 58.2,
  tier: 1,
  adpRank: 5,
  valueVsAdp: 2,
}

export const cheatsheetsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/cheatsheet-settings/get',
  auth: 'user',
  tag,
  summary: 'The caller’s saved cheatsheets',
  description: 'Newest first; each sheet’s settings as the JSON string that was saved.',
  query: z.object({ sport_id: footballSport }),
  status: 200,
  response: z.object({ cheatsheets: z.array(savedCheatsheetSchema).readonly() }),
  example: {
    cheatsheets: [
      {
        cheatsheetId: 4,
        settings: JSON.stringify(cheatsheetSettingsSchema.parse({ cheatsheetName: 'Home league' })),
      },
    ],
  },
})

export const saveCheatsheetRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/cheatsheet-settings/save',
  auth: 'user',
  tag,
  summary: 'Save a cheatsheet',
  description:
    'The body is the cheatsheet settings (SPEC §3; defaults fill what is left out). With `cheatsheetId` of one of the caller’s sheets it replaces that sheet; otherwise it adds one (at most 50 a user).',
  query: z.object({ sport_id: footballSport }),
  body: cheatsheetSettingsSchema.extend({ cheatsheetId: idParam.optional() }),
  status: 200,
  response: savedCheatsheetSchema,
  example: { cheatsheetId: 4, settings: JSON.stringify(cheatsheetSettingsSchema.parse({})) },
})

export const deleteCheatsheetRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/cheatsheet-settings/delete',
  auth: 'user',
  tag,
  summary: 'Delete one of the caller’s cheatsheets',
  description:
    'No body. 404 `Failed to delete cheatsheet settings: 404` when the caller has no such sheet.',
  query: z.object({ sport_id: footballSport, cheatsheet_id: idParam }),
  status: 200,
  response: z.object({ cheatsheetId: z.number().int().positive() }).readonly(),
  example: { cheatsheetId: 4 },
})

export const adpRoute = defineRoute({
  method: 'GET',
  host: 'cdn',
  path: '/draft-position/:adpSite/nfl/:yyyymmdd/:projectionSource/',
  auth: 'user',
  tag,
  summary: 'ADP rows of a site on a date, with the market’s ranks and 7-day change',
  description:
    'The site’s latest ADP on or before the date (of the season the date falls in or before); projected points from the projection source (an expert, `consensus` for all) in PPR.',
  params: z.object({
    adpSite: z.enum(Object.values(adpSites)),
    yyyymmdd: z.string().regex(/^\d{8}$/, 'a date as yyyymmdd'),
    projectionSource: expertNameSchema,
  }),
  status: 200,
  response: z.array(adpRowSchema).readonly(),
  example: [
    {
      playerId: 812,
      playerIdSource: 'world',
      playerName: 'Jalen Marsh',
      position: 'WR',
      teamId: 19,
      teamNameShort: 'MIA',
      byeWeek: 6,
      projPts: 306,
      adp: 4.6,
      rankOverall: 5,
      rankPosition: 2,
      partnerRankOverall: 3,
      partnerRankPosition: 1,
      draftPositionDifferential: -2,
      partnerRankOverallChange7D: 1,
      hash: '5b1c0e2a',
    },
  ],
})

export const seasonProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/season-projections',
  auth: 'user',
  tag,
  summary: 'Season projections by expert, or a cheatsheet under its own scoring',
  description:
    'With `scoring_type=custom` the body is the cheatsheet settings: the experts’ stat lines are averaged, scored under its scoring, and valued for its roster, teams and budget (a list). Otherwise the body is empty and the answer is keyed by the lower-cased `expert_name` (`consensus` averages every expert).',
  query: z.object({
    sport_id: footballSport,
    scoring_type: scoringTypeParam,
    expert_name: expertNameSchema.optional(),
    season: seasonParam,
  }),
  body: cheatsheetSettingsSchema.nullish(),
  status: 200,
  response: z.object({
    'season-projections': z.object({
      projections: z
        .array(projectionRowSchema)
        .readonly()
        .or(z.record(z.string(), z.array(projectionRowSchema).readonly())),
    }),
  }),
  example: { 'season-projections': { projections: [exampleProjection] } },
})

export const weeklyProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/weekly-projections',
  auth: 'user',
  tag,
  summary: 'One week’s projections by expert, with the points scored once played',
  description:
    'Null body for a named scoring. With `scoring_type=custom` the body is the cheatsheet settings and both the projections and the points scored are rescored from their stat lines under its scoring.',
  query: z.object({
    sport_id: footballSport,
    scoring_type: scoringTypeParam,
    expert_name: expertNameSchema.default('consensus'),
    week: decimalParam(z.number().int().min(1).max(22)).default(1),
    season: seasonParam,
  }),
  body: cheatsheetSettingsSchema.nullish(),
  status: 200,
  response: z.object({
    weeklyProjections: z.object({ projections: z.array(projectionRowSchema).readonly() }),
  }),
  example: { weeklyProjections: { projections: [{ ...exampleProjection, actualPts: 21.4 }] } },
})

export const nflWeeksRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/nfl/weeks/current/',
  auth: 'none',
  tag,
  summary: 'The weeks of the current NFL season, the current one marked',
  status: 200,
  response: z.array(nflWeekSchema).readonly(),
  example: [
    {
      nflWeekId: 202612,
      year: 2026,
      week: 12,
      startDateId: 20261119,
      endDateId: 20261125,
      weekName: 'Week 12',
      isCurrent: true,
    },
  ],
})

export const survivorOddsRoute = defineRoute({
  method: 'GET',
  host: 'cdn',
  path: '/season-long/nfl/:year/survivor-odds/default.json',
  auth: 'user',
  tag,
  summary: 'Each remaining week’s win probabilities and the best survivor path',
  description:
    'Weeks from the current one to the last regular week. A game with stored moneylines uses them (vig removed); others use team ratings fitted to every stored line of the season. `used` (comma-separated team abbreviations) are teams already picked; the path is exact (an assignment problem).',
  params: z.object({ year: decimalParam(z.number().int().min(2000).max(2100)) }),
  query: z.object({
    used: z
      .string()
      .max(200)
      .regex(/^[A-Za-z,]*$/, 'team abbreviations separated by commas')
      .optional(),
  }),
  status: 200,
  response: survivorOddsSchema,
  example: {
    year: 2026,
    currentWeek: 12,
    teams: ['BUF', 'KC'],
    weeks: [
      {
        week: 12,
        games: [
          { team: 'KC', opponent: 'LV', isHome: true, winProbability: 0.81, source: 'moneyline' },
        ],
      },
    ],
    used: ['BUF'],
    path: { picks: [{ week: 12, team: 'KC', winProbability: 0.81 }], survivalProbability: 0.81 },
  },
})

export const tieredRankingsRoute = defineRoute({
  method: 'GET',
  host: 'cms',
  path: '/nfl-tiered-rankings',
  auth: 'none',
  tag,
  summary: 'Tiered rankings: experts’ ranks clustered into tiers',
  description:
    'Each expert ranks players by his season projection (and imported rankings count as experts); tiers come from a Gaussian mixture over the average ranks weighted by agreement. `Content` is empty when nothing is stored.',
  query: z.object({
    position: z.enum(['all', 'QB', 'RB', 'WR', 'TE', 'K', 'DST']).default('all'),
    scoring_type: scoringTypeParam.exclude(['custom']).default('ppr'),
    season: seasonParam,
  }),
  status: 200,
  response: z.object({ Content: z.array(tieredRankingSchema).readonly() }),
  example: {
    Content: [
      {
        playerId: 812,
        playerName: 'Jalen Marsh',
        position: 'WR',
        teamNameShort: 'MIA',
        rank: 1,
        tier: 1,
        averageRank: 1.3,
        bestRank: 1,
        worstRank: 2,
        spread: 0.47,
        experts: 3,
      },
    ],
  },
})
