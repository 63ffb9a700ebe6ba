/** What a caller asks SimLabs to simulate (the body of `POST /svc/simlabs/jobs/`). */
import { payoutTableSchema } from '@slatelab/engine/contest-analytics/contest-input'
import { z } from 'zod'
import { maxUserLineups } from './lineups-csv'

/** Iterations of a job when the caller names none, and the most a job may ask for. */
export const defaultIterations = 10_000
export const maxIterations = 100_000

/**
 * A contest that is not stored: its size, fee (dollars) and payout table (places and dollars).
 * @example contestTemplateSchema.parse({ size: 1000, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 200, payout: 9 }] })
 */
export const contestTemplateSchema = z.object({
  size: z.number().int().min(2).max(500_000),
  entryFee: z.number().min(0).max(100_000),
  payouts: payoutTableSchema,
  multiEntryMax: z.number().int().min(1).max(maxUserLineups).optional(),
})
export type ContestTemplate = z.infer<typeof contestTemplateSchema>

/**
 * A simulation request: a SimLabs slate; one of a stored contest of it or a template; one of
 * an optimizer build of the caller's (done, same slate) or a lineup CSV in the site's upload
 * format; iterations and an optional seed (same seed, same inputs: same result).
 */
export const simlabsRequestSchema = z
  .object({
    contestGroupId: z.number().int().positive(),
    contestId: z.number().int().positive().optional(),
    template: contestTemplateSchema.optional(),
    buildId: z.uuid().optional(),
    lineupsCsv: z.string().min(1).max(2_000_000).optional(),
    iterations: z.number().int().min(100).max(maxIterations).default(defaultIterations),
    seed: z.string().min(1).max(100).optional(),
  })
  .superRefine((request, ctx) => {
    if ((request.contestId === undefined) === (request.template === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give either contestId or template',
        path: ['contestId'],
      })
    }
    if ((request.buildId === undefined) === (request.lineupsCsv === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give either buildId or lineupsCsv',
        path: ['buildId'],
      })
    }
  })
export type SimlabsRequest = z.infer<typeof simlabsRequestSchema>
