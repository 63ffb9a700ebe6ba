/**
 * What contest analytics computes (SPEC §3 "Contest data"): the contest's figures, each
 * player's ownership and each user's results, lineups and exposures. Stored once per contest
 * and served from the store, so the schemas double as the API's response shapes.
 */
import { dollarsSchema, idSchema, percentSchema, pointsSchema } from '@slatelab/domain'
import { z } from 'zod'
import { lineupSchema } from './contest-input'
import { lineupSummarySchema } from './lineup-counts'

const countSchema = z.number().int().nonnegative()

/**
 * A lineup hash: 16 lower-case hex digits (see `lineupHash`).
 * @example lineupHashSchema.parse('85944171f73967e8')
 */
export const lineupHashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'Expected 16 hex digits')

/**
 * One ownership row: a player, as captain or not. `ownership` is the percentage of all entries
 * that roster him in this kind of slot; `ownership20`, `ownership10` and `ownership1` the same
 * over the top 20 %, 10 % and 1 % of entries by final rank. `actualPoints` are his points on
 * the site before any captain multiplier (`null` when unknown); `madeCut` is golf only (`null`
 * elsewhere).
 * @example playerAnalyticsSchema.parse({ playerId: 7, isCaptain: true, ownership: 30, ownership20: 66.7, ownership10: 100, ownership1: 100, actualPoints: 25, madeCut: null })
 */
export const playerAnalyticsSchema = z
  .object({
    playerId: idSchema,
    isCaptain: z.boolean(),
    ownership: percentSchema,
    ownership20: percentSchema,
    ownership10: percentSchema,
    ownership1: percentSchema,
    actualPoints: pointsSchema.nullable(),
    madeCut: z.boolean().nullable(),
  })
  .readonly()
export type PlayerAnalytics = z.infer<typeof playerAnalyticsSchema>

/**
 * One of a user's different lineups: `lineupCt` copies of it in the whole field (his own
 * included), `lineupRank` the best rank of his entries with it.
 * @example userLineupSchema.parse({ lineupHash: '85944171f73967e8', lineupCt: 3, lineupRank: 6 })
 */
export const userLineupSchema = z
  .object({
    lineupHash: lineupHashSchema,
    lineupCt: z.number().int().positive(),
    lineupRank: z.number().int().positive(),
  })
  .readonly()
export type UserLineup = z.infer<typeof userLineupSchema>

/**
 * A user's exposure to a player in one kind of slot (captain or not, like ownership rows):
 * `playerCt` of his entries roster him, `playerExposure` is that share of his entries in
 * percent, and `playerLeverage` his exposure minus the field's ownership, in percentage points
 * (positive: he played the player more than the field did).
 * @example userExposureSchema.parse({ playerId: 7, isCaptain: true, playerCt: 2, playerExposure: 66.7, playerLeverage: 36.7 })
 */
export const userExposureSchema = z
  .object({
    playerId: idSchema,
    isCaptain: z.boolean(),
    playerCt: z.number().int().positive(),
    playerExposure: percentSchema,
    playerLeverage: z.number().min(-100).max(100),
  })
  .readonly()
export type UserExposure = z.infer<typeof userExposureSchema>

/**
 * One user's contest: `totalRosters` entries holding `uniqueRosters` different lineups and
 * `totalPlayers` different players (captain and flex rows of a player count once);
 * `maxExposure` his highest `playerExposure`; `lineupsCashing` entries that won money;
 * money in dollars; `ROI` = (winning − cost) / cost as a ratio (−1 lost every dollar, 0 when
 * the cost is 0).
 * @example userAnalyticsSchema.parse({ userName: 'sharkbait', totalPlayers: 5, totalRosters: 3, uniqueRosters: 3, maxExposure: 66.7, lineupsCashing: 2, totalEntryCost: 15, totalWinning: 47.5, ROI: 2.17, lineups: [], exposures: [] })
 */
export const userAnalyticsSchema = z
  .object({
    userName: z.string().min(1),
    totalPlayers: countSchema,
    totalRosters: z.number().int().positive(),
    uniqueRosters: z.number().int().positive(),
    maxExposure: percentSchema,
    lineupsCashing: countSchema,
    totalEntryCost: dollarsSchema,
    totalWinning: dollarsSchema,
    ROI: z.number().min(-1),
    lineups: z.array(userLineupSchema).readonly(),
    exposures: z.array(userExposureSchema).readonly(),
  })
  .readonly()
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>

/**
 * A lineup entered more than once: its copies, the best rank and the points of its copies
 * (copies score alike and tie), the prize each copy won in dollars, and its slots as its
 * best-ranked copy listed them.
 * @example duplicateLineupSchema.parse({ lineupHash: '85944171f73967e8', lineupCt: 3, lineupRank: 4, points: 130, payout: 7.5, lineup: [{ rosterSlot: 'CPT', playerId: 3 }] })
 */
export const duplicateLineupSchema = z
  .object({
    lineupHash: lineupHashSchema,
    lineupCt: z.number().int().min(2),
    lineupRank: z.number().int().positive(),
    points: pointsSchema,
    payout: dollarsSchema,
    lineup: lineupSchema,
  })
  .readonly()
export type DuplicateLineup = z.infer<typeof duplicateLineupSchema>

/**
 * A contest's analytics. `totalPrizes` is the payout table's pool and `totalPaid` what this
 * field actually won (less when fewer entries than paid places); `cashLine` the lowest score
 * paid (`null` when nothing was paid). Players by ownership (highest first), users by their
 * best entry in the standings, duplicates by copies (most first).
 * @example analyzeContest(input).cashLine // 130 (Points)
 */
export const contestAnalyticsSchema = z
  .object({
    contestId: idSchema,
    entryCost: dollarsSchema,
    contestSize: z.number().int().positive(),
    totalPrizes: dollarsSchema,
    totalPaid: dollarsSchema,
    cashLine: pointsSchema.nullable(),
    ...lineupSummarySchema.unwrap().shape,
    players: z.array(playerAnalyticsSchema).readonly(),
    users: z.array(userAnalyticsSchema).readonly(),
    duplicates: z.array(duplicateLineupSchema).readonly(),
  })
  .readonly()
export type ContestAnalytics = z.infer<typeof contestAnalyticsSchema>
