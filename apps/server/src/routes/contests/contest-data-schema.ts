/**
 * Request and response shapes of `GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`
 * (SPEC §3 "Contest data"); the query parameters are documented in docs/contests-api.md.
 */
import { isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'

const count = z.number().int().nonnegative()
const share = z.number().describe('Percent, 0–100')

/** The page size the users and lineups lists take by default, and the most they give. */
export const defaultPageSize = 50
export const maxPageSize = 500

const pageSize = z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize)
const pageOffset = z.coerce.number().int().nonnegative().default(0)

/** The users table's sort keys. */
export const userSortKeys = [
  'bestRank',
  'totalRosters',
  'totalWinning',
  'ROI',
  'maxExposure',
  'lineupsCashing',
] as const

export const contestDataParamsSchema = z.object({
  sport: z.string().regex(/^[a-z0-9]+$/, 'a sport code in lower case (nfl, nba…)'),
  date: z.string().regex(/^\d{8}$/, 'the slate date as YYYYMMDD'),
  contestId: z.coerce.number().int().positive(),
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
  users_search: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe('Part of a user name, any case'),
  lineups_offset: pageOffset.describe('First duplicated lineup of the page (default 0)'),
  lineups_limit: pageSize.describe(
    `Duplicated lineups per page (default ${defaultPageSize}, at most ${maxPageSize})`,
  ),
  user_id: z
    .string()
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

export const userLineupRowSchema = z.object({
  lineupHash: z.string(),
  lineupCt: z.number().int().positive(),
  lineupRank: z.number().int().positive(),
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

export const duplicateLineupRowSchema = z.object({
  lineupHash: z.string(),
  lineupCt: z.number().int().min(2),
  lineupRank: z.number().int().positive(),
  points: z.number(),
  payout: z.number().describe('Dollars won by each copy'),
  lineup: z.array(z.object({ rosterSlot: z.string(), playerId: z.number().int() })),
})

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
})
export type OwnershipPlayer = z.infer<typeof ownershipPlayerSchema>
