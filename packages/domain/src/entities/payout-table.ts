/** A contest's payout table (SPEC §3 "Contest data": totalPrizes, cash line). */
import { z } from 'zod'
import { dollarsSchema } from '../units'

/**
 * One tier of a payout table: every place from `placeFrom` to `placeTo` (inclusive, 1 = first)
 * wins `payout` dollars. DraftKings lists "6th–10th $500" as one tier worth $500 a place.
 * @example payoutTierSchema.parse({ placeFrom: 6, placeTo: 10, payout: 500 })
 */
export const payoutTierSchema = z
  .object({
    placeFrom: z.number().int().positive(),
    placeTo: z.number().int().positive(),
    payout: dollarsSchema,
  })
  .readonly()
  .refine((tier) => tier.placeTo >= tier.placeFrom, {
    message: 'placeTo must not be below placeFrom',
    path: ['placeTo'],
  })
export type PayoutTier = z.infer<typeof payoutTierSchema>

/**
 * A payout table: tiers that do not share a place, in any order.
 * @example payoutTableSchema.parse([{ placeFrom: 1, placeTo: 1, payout: 100 }, { placeFrom: 2, placeTo: 5, payout: 10 }])
 */
export const payoutTableSchema = z
  .array(payoutTierSchema)
  .readonly()
  .superRefine((tiers, ctx) => {
    const sorted = tiers
      .map((tier, index) => ({ tier, index }))
      .sort((a, b) => a.tier.placeFrom - b.tier.placeFrom)
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]
      const current = sorted[i]
      if (previous !== undefined && current !== undefined) {
        if (current.tier.placeFrom <= previous.tier.placeTo) {
          ctx.addIssue({
            code: 'custom',
            message: `Places ${current.tier.placeFrom}–${previous.tier.placeTo} are in two tiers`,
            path: [current.index, 'placeFrom'],
          })
        }
      }
    }
  })
export type PayoutTable = z.infer<typeof payoutTableSchema>
