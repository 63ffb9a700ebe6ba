/** Request and answer shapes of the SimLabs endpoints (docs/simlabs.md). */
import { z } from 'zod'
import { jobStatuses } from '../../simlabs/simlabs-service'

export { simlabsRequestSchema as createJobBodySchema } from '../../simlabs/simlabs-request'

export const jobParamsSchema = z.object({ jobId: z.uuid() })

export const jobSummarySchema = z.object({
  jobId: z.string(),
  contestGroupId: z.number().int(),
  contestId: z.number().int().nullable(),
  contestName: z.string(),
  lineupCount: z.number().int(),
  fieldSource: z.string(),
  status: z.enum(jobStatuses),
  done: z.number().int(),
  iterations: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})

const lineupSchema = z.object({
  number: z.number().int(),
  players: z.array(z.object({ slot: z.string(), id: z.string(), name: z.string() })).readonly(),
  salary: z.number(),
  meanPoints: z.number(),
  sdPoints: z.number(),
  winPct: z.number(),
  top1Pct: z.number(),
  cashPct: z.number(),
  expectedPayout: z.number(),
  roiPct: z.number(),
  fieldDuplicates: z.number().int(),
  scoreHistogram: z.array(z.number().int()).readonly(),
})

const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  position: z.string(),
  salary: z.number(),
  meanPoints: z.number(),
  simOptimalPct: z.number(),
  top1OwnershipPct: z.number(),
  projectedOwnership: z.number(),
  leveragePct: z.number(),
})

export const jobResultSchema = jobSummarySchema.extend({
  result: z.object({
    iterations: z.number().int(),
    entryCount: z.number().int(),
    entryFee: z.number(),
    prizePool: z.number(),
    meanCashLine: z.number().nullable(),
    scoreBins: z.object({ fromPoints: z.number(), binPoints: z.number(), count: z.number().int() }),
    slots: z.array(z.string()).readonly(),
    lineups: z.array(lineupSchema).readonly(),
    players: z.array(playerSchema).readonly(),
  }),
})
