/** A contest of a slate (SPEC §3 "Contest (ownership list)"), as the contest dropdown lists it. */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { dollarsSchema, isoDateTimeSchema, percentSchema } from '../units'
import { idSchema } from './fields'

/**
 * Where a contest stands: open for entries, locked and scoring, or final.
 * @example contestStatuses.completed // 'completed'
 */
export const contestStatuses = {
  /** Open for entries; the slate has not locked. */
  upcoming: 'upcoming',
  /** Locked; games are being played. */
  live: 'live',
  /** Every game is final; ranks and payouts are settled. */
  completed: 'completed',
} as const

export type ContestStatus = (typeof contestStatuses)[keyof typeof contestStatuses]

/**
 * One player's ownership in a contest: the share of entries that rostered him (captain rows
 * separate in showdown).
 * @example contestPlayerSchema.parse({ contestId: 1, playerId: 7, isCaptain: false, ownership: 31.4 })
 */
export const contestPlayerSchema = z
  .object({
    contestId: idSchema,
    playerId: idSchema,
    isCaptain: z.boolean(),
    ownership: percentSchema,
  })
  .readonly()
export type ContestPlayer = z.infer<typeof contestPlayerSchema>

/**
 * A contest in a slate's contest list. Money is in dollars; `date` is the slate's start;
 * `uploadedDate` when its entries were stored (`null` before any). `players` is empty until
 * the contest has entries.
 * @example contestSchema.parse({ contestId: 1, contestSize: 11890, date: '2025-09-07T17:00:00Z', draftGroupId: 120455, entryCost: 20, multiEntryMax: 150, players: [], sportId: 1, status: 'upcoming', title: 'NFL $200K Flea Flicker', totalPrizes: 200000, uploadedDate: null, isDoubleUp: false, isGuaranteed: true, isFiftyFifty: false })
 */
export const contestSchema = z
  .object({
    contestId: idSchema,
    contestSize: z.number().int().positive(),
    date: isoDateTimeSchema,
    draftGroupId: z.number().int().nonnegative(),
    entryCost: dollarsSchema,
    multiEntryMax: z.number().int().positive(),
    players: z.array(contestPlayerSchema).readonly(),
    sportId: sportIdSchema,
    status: z.enum(contestStatuses),
    title: z.string().min(1),
    totalPrizes: dollarsSchema,
    uploadedDate: isoDateTimeSchema.nullable(),
    isDoubleUp: z.boolean(),
    isGuaranteed: z.boolean(),
    isFiftyFifty: z.boolean(),
  })
  .readonly()
export type Contest = z.infer<typeof contestSchema>
