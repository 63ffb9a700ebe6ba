/**
 * Contests and ownership (SPEC §7 "Contests and ownership"): a slate's contest list, a
 * contest's data (SPEC §3 "Contest data", paged as docs/contests-api.md says) and the ownership
 * player properties of a slate.
 */
import { contestSchema, contestStatuses } from '@slatelab/domain/entities/contest'
import { siteIdSchema } from '@slatelab/domain/sites'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam, text } from './request-fields'

const count = z.number().int().nonnegative()
const share = z.number().describe('Percent, 0–100')

/** The page size the users and lineups lists take by default, and the most they give. */
export const defaultPageSize = 50
export const maxPageSize = 500

const pageSize = decimalParam(z.number().int().min(1).max(maxPageSize)).default(defaultPageSize)
const pageOffset = decimalParam(z.number().int().nonnegative()).default(0)

/** The users table's sort keys. */
export const userSortKeys = [
  'bestRank',
  'totalRosters',
  'totalWinning',
  'ROI',
  'maxExposure',
  'lineupsCashing',
] as const
export type UserSortKey = (typeof userSortKeys)[number]

export const contestDataParamsSchema = z.object({
  sport: z
    .string()
    .max(8)
    .regex(/^[a-z0-9]+$/, 'a sport code in lower case (nfl, nba…)'),
  date: z.string().regex(/^\d{8}$/, 'the slate date as YYYYMMDD'),
  contestId: idParam,
})

export const contestDataQuerySchema = z.object({
  users_offset: pageOffset.describe('First user of the page (default 0)'),
  users_limit: pageSize.describe(
    `Users per page (default ${defaultPageSize}, at most ${maxPageSize})`,
  ),
  users_sort: z
    .enum(userSortKeys)
    .default('bestRank')
    .describe('Users sort key (default bestRank: standings order)'),
  users_order: z
    .enum(['asc', 'desc'])
    .optional()
    .describe('Sort direction; default asc for bestRank, desc for the others'),
  users_search: text(80).trim().min(1).optional().describe('Part of a user name, any case'),
  lineups_offset: pageOffset.describe('First duplicated lineup of the page (default 0)'),
  lineups_limit: pageSize.describe(
    `Duplicated lineups per page (default ${defaultPageSize}, at most ${maxPageSize})`,
  ),
  user_id: text(100)
    .min(1)
    .optional()
    .describe("A user's id (site handle): adds his lineups and exposures as `user`"),
})
export type ContestDataQuery = z.infer<typeof contestDataQuerySchema>

/** One ownership row with the player's slate details. */
export const contestDataPlayerSchema = z.object({
  playerId: z.number().int(),
  isCaptain: z.boolean(),
  playerName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  salary: z.number().int().nullable(),
  position: z.string(),
  rosterPosition: z
    .string()
    .describe('The kind of slot: the captain slot, else the player positions'),
  team: z.string().nullable(),
  teamId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  eventTeamId: z.number().int().nullable(),
  homeVisitor: z.enum(['home', 'visitor']).nullable(),
  ownership: share,
  ownership20: share,
  ownership10: share,
  ownership1: share,
  actualPoints: z.number().nullable(),
  madeCut: z.boolean().nullable(),
})
export type ContestDataPlayer = z.infer<typeof contestDataPlayerSchema>

export const contestUserSchema = z.object({
  userId: z.string().describe('The site handle'),
  bestRank: z.number().int().positive(),
  totalPlayers: count,
  totalRosters: count,
  uniqueRosters: count,
  maxExposure: share,
  lineupsCashing: count,
  totalEntryCost: z.number().describe('Dollars'),
  totalWinning: z.number().describe('Dollars'),
  ROI: z.number().describe('(winning − cost) / cost, a ratio'),
})
export type ContestUser = z.infer<typeof contestUserSchema>

/** A stored lineup's players in the site's slot order. */
const lineupSlotsSchema = z.array(z.object({ rosterSlot: z.string(), playerId: z.number().int() }))

export const userLineupRowSchema = z.object({
  lineupHash: z.string(),
  lineupCt: z.number().int().positive(),
  lineupRank: z.number().int().positive(),
  lineup: lineupSlotsSchema.describe('Not in SPEC: the players, so the lineup reads as one'),
})

export type UserLineupRow = z.infer<typeof userLineupRowSchema>

export const userExposureRowSchema = z.object({
  playerId: z.number().int(),
  isCaptain: z.boolean(),
  playerCt: z.number().int().positive(),
  playerExposure: share,
  playerLeverage: z.number().describe('Exposure minus field ownership, percentage points'),
})
export type UserExposureRow = z.infer<typeof userExposureRowSchema>

export const contestUserDetailSchema = contestUserSchema.extend({
  lineups: z.array(userLineupRowSchema).readonly(),
  exposures: z.array(userExposureRowSchema).readonly(),
})
export type ContestUserDetail = z.infer<typeof contestUserDetailSchema>

export const duplicateLineupRowSchema = z.object({
  lineupHash: z.string(),
  lineupCt: z.number().int().min(2),
  lineupRank: z.number().int().positive(),
  points: z.number(),
  payout: z.number().describe('Dollars won by each copy'),
  lineup: lineupSlotsSchema,
})
export type DuplicateLineupRow = z.infer<typeof duplicateLineupRowSchema>

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ total: count, offset: count, limit: count, rows: z.array(row) })

export const contestDataSchema = z.object({
  contestId: z.number().int(),
  contestName: z.string(),
  contestDate: isoDateTimeSchema,
  entryCost: z.number(),
  multiEntryMax: z.number().int(),
  contestSize: z.number().int(),
  cashLine: z.number().nullable(),
  duplicateLineups: count,
  uniqueLineups: count,
  distinctLineups: count,
  totalLineupsEntered: count,
  totalPrizes: z.number(),
  totalPaid: z.number(),
  avgSalaryUsed: z.number().nullable().describe('Mean salary of the field’s lineups'),
  isLargestBySize: z.boolean(),
  isPrimary: z.boolean(),
  tour: z.string().nullable(),
  sportId: z.number().int(),
  sourceId: z.number().int(),
  contestGroupId: z.number().int(),
  isShowdown: z.boolean(),
  sportEventId: z.number().int().nullable(),
  uploadedDate: isoDateTimeSchema.nullable(),
  status: z
    .enum(contestStatuses)
    .describe('As in the contest list: upcoming before lock, live while games are played'),
  gamesFinal: count.describe('Games of the slate that are final (points complete)'),
  gamesTotal: count.describe('Games of the slate'),
  players: z.array(contestDataPlayerSchema),
  users: pageOf(contestUserSchema),
  lineups: pageOf(duplicateLineupRowSchema),
  user: contestUserDetailSchema.nullable(),
})
export type ContestData = z.infer<typeof contestDataSchema>

/** SPEC §3 "Ownership player property". */
export const ownershipPlayerSchema = z.object({
  playerId: z.number().int(),
  position: z.string(),
  playerName: z.string(),
  team: z.string().nullable(),
  salary: z.number().int(),
  actualPoints: z.number().nullable(),
  teamId: z.number().int().nullable(),
  projectedPoints: z
    .number()
    .nullable()
    .describe('Our addition: the slate projection’s mean, points; null without one'),
  projectedOwnership: share
    .nullable()
    .describe(
      'Our addition: the slate projection’s ownership, percent; what a pre-lock slate shows',
    ),
  projectedCaptainOwnership: share
    .nullable()
    .optional()
    .describe(
      'Our addition: on a single-game slate whose salary file lists captains apart (DraftKings showdown), the captain row’s projected ownership, percent, and `projectedOwnership` is the flex row’s; null or absent elsewhere',
    ),
})
export type OwnershipPlayer = z.infer<typeof ownershipPlayerSchema>

const tag = 'contests'

export const contestsListRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/contests/:contestGroupId/',
  auth: 'none',
  tag,
  summary: 'The contests of a slate, with each contest’s ownership',
  description:
    'Unsorted; an unknown slate answers an empty list. `players` holds the ownership rows of a contest whose entries are stored (captain rows apart), and is empty before.',
  params: z.object({ contestGroupId: idParam }),
  status: 200,
  response: z.array(contestSchema).readonly(),
  example: [
    {
      contestId: 1,
      contestSize: 11890,
      date: '2025-09-07T17:00:00Z',
      draftGroupId: 120455,
      entryCost: 20,
      multiEntryMax: 150,
      players: [{ contestId: 1, playerId: 7, isCaptain: false, ownership: 31.4 }],
      sportId: 1,
      status: 'completed',
      title: 'NFL $200K Flea Flicker',
      totalPrizes: 200000,
      uploadedDate: '2025-09-08T09:00:00Z',
      isDoubleUp: false,
      isGuaranteed: true,
      isFiftyFifty: false,
    },
  ],
})

const exampleUser = {
  userId: 'sharpshooter',
  bestRank: 1,
  totalPlayers: 14,
  totalRosters: 3,
  uniqueRosters: 3,
  maxExposure: 100,
  lineupsCashing: 2,
  totalEntryCost: 60,
  totalWinning: 10015,
  ROI: 165.92,
}

export const contestDataRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/contests/:sport/:date/:contestId/data/',
  auth: 'none',
  tag,
  summary: 'A contest’s data: figures, ownership, a page of users and of duplicated lineups',
  description:
    'Served from the analytics stored when the contest’s entries were; players come whole, users and duplicated lineups a page at a time (see docs/contests-api.md). `user_id` adds one user’s lineups and exposures. 404 when the contest is not on a slate of that sport (lower-case code) and ET date (YYYYMMDD).',
  params: contestDataParamsSchema,
  query: contestDataQuerySchema,
  status: 200,
  response: contestDataSchema,
  example: {
    contestId: 1,
    contestName: 'NFL $200K Flea Flicker',
    contestDate: '2025-09-07T17:00:00Z',
    entryCost: 20,
    multiEntryMax: 150,
    contestSize: 11890,
    cashLine: 131.42,
    duplicateLineups: 412,
    uniqueLineups: 10950,
    distinctLineups: 11150,
    totalLineupsEntered: 11890,
    totalPrizes: 200000,
    totalPaid: 200000,
    avgSalaryUsed: 49710,
    isLargestBySize: true,
    isPrimary: true,
    tour: null,
    sportId: 1,
    sourceId: 4,
    contestGroupId: 77,
    isShowdown: false,
    sportEventId: null,
    uploadedDate: '2025-09-08T09:00:00Z',
    status: 'completed',
    gamesFinal: 13,
    gamesTotal: 13,
    players: [
      {
        playerId: 7,
        isCaptain: false,
        playerName: 'Sam Rivera',
        firstName: 'Sam',
        lastName: 'Rivera',
        salary: 7200,
        position: 'RB',
        rosterPosition: 'RB/FLEX',
        team: 'KC',
        teamId: 12,
        eventId: 9001,
        eventTeamId: 12,
        homeVisitor: 'home',
        ownership: 31.4,
        ownership20: 44.1,
        ownership10: 52.3,
        ownership1: 61,
        actualPoints: 27.8,
        madeCut: null,
      },
    ],
    users: { total: 1, offset: 0, limit: 50, rows: [exampleUser] },
    lineups: {
      total: 1,
      offset: 0,
      limit: 50,
      rows: [
        {
          lineupHash: '9f86d081884c7d65',
          lineupCt: 3,
          lineupRank: 412,
          points: 142.5,
          payout: 30,
          lineup: [{ rosterSlot: 'RB', playerId: 7 }],
        },
      ],
    },
    user: {
      ...exampleUser,
      lineups: [
        {
          lineupHash: '9f86d081884c7d65',
          lineupCt: 1,
          lineupRank: 1,
          lineup: [{ rosterSlot: 'RB', playerId: 7 }],
        },
      ],
      exposures: [
        { playerId: 7, isCaptain: false, playerCt: 3, playerExposure: 100, playerLeverage: 68.6 },
      ],
    },
  },
})

/** A finished slate the pre-lock pages offer in one click. */
export const finishedSlateSchema = z.object({
  contestGroupId: z.number().int().positive(),
  sportId: sportIdSchema,
  sourceId: siteIdSchema,
  date: isoDateSchema.describe('The slate’s ET calendar day'),
  contestStartDate: isoDateTimeSchema,
  displayName: z.string(),
  gameCount: count,
})
export type FinishedSlate = z.infer<typeof finishedSlateSchema>

export const lastFinishedSlateRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/contests/last-finished/',
  auth: 'none',
  tag,
  summary: 'The last finished slate of a sport and site with stored entries',
  description:
    'Our addition, for the pre-lock view: of the slates of `sport_id` and `source_id` whose games are all final at the server’s clock and that hold a contest with stored entries, the latest ET day’s, the one with the most games there (the main slate). `slate` is null when there is none.',
  query: z.object({
    sport_id: idParam,
    source_id: idParam,
    at: isoDateTimeSchema
      .optional()
      .describe(
        'Finished as of this instant (the page’s clock); never later than the server’s clock',
      ),
  }),
  status: 200,
  response: z.object({ slate: finishedSlateSchema.nullable() }),
  example: {
    slate: {
      contestGroupId: 77,
      sportId: 1,
      sourceId: 4,
      date: '2025-09-07',
      contestStartDate: '2025-09-07T13:00:00-04:00',
      displayName: 'Main · 1:00 PM ET · 11 games',
      gameCount: 11,
    },
  },
})
