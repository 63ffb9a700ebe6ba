/**
 * SimLabs (docs/simlabs.md): start a simulation, follow its progress, read its result, list the
 * caller's simulations.
 */
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { z } from 'zod'
import { defineRoute, jsonTextBytes, mediaTypes } from './define-route'
import { decimalParam, maxId, text } from './request-fields'

const tag = 'simlabs'

/** Most lineups one simulation takes (a DraftKings upload file holds 500). */
export const maxUserLineups = 500

/** Iterations of a job when the caller names none, and the most a job may ask for. */
export const defaultIterations = 10_000
export const maxIterations = 100_000

/**
 * A contest that is not stored: its size, fee (dollars) and payout table (places and dollars).
 * @example contestTemplateSchema.parse({ size: 1000, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 200, payout: 9 }] })
 */
export const contestTemplateSchema = z
  .object({
    size: z.number().int().min(2).max(500_000),
    entryFee: z.number().min(0).max(100_000),
    payouts: payoutTableSchema,
    multiEntryMax: z.number().int().min(1).max(maxUserLineups).optional(),
  })
  .superRefine((template, ctx) => {
    for (const [index, tier] of template.payouts.entries()) {
      if (tier.placeTo > template.size) {
        ctx.addIssue({
          code: 'custom',
          message: `Place ${tier.placeTo} is past the contest’s ${template.size} entries`,
          path: ['payouts', index, 'placeTo'],
        })
      }
    }
  })
export type ContestTemplate = z.infer<typeof contestTemplateSchema>

/** The longest lineups CSV accepted, in characters. */
const maxLineupsCsvChars = 2_000_000

/**
 * A simulation request: a SimLabs slate; one of a stored contest of it or a template; one of
 * an optimizer build of the caller's (done, same slate) or a lineup CSV in the site's upload
 * format; iterations and an optional seed (same seed, same inputs: same result).
 */
export const simlabsRequestSchema = z
  .object({
    contestGroupId: z.number().int().positive().max(maxId),
    contestId: z.number().int().positive().max(maxId).optional(),
    template: contestTemplateSchema.optional(),
    buildId: z.uuid().optional(),
    lineupsCsv: text(maxLineupsCsvChars).min(1).optional(),
    iterations: z.number().int().min(100).max(maxIterations).default(defaultIterations),
    seed: text(100).min(1).optional(),
    /** Scale each player's mean by his team's implied total against the slate's average. */
    vegasAdjusted: z.boolean().default(false),
    /**
     * Take the projections as each player's true mean. The default (false) moves each mean to
     * what the projection source's past errors say and adds their remaining uncertainty: lineups
     * picked for their projection are otherwise overrated (docs/simlabs.md, "Projection error").
     */
    projectionsExact: z.boolean().default(false),
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

/**
 * Where a simulation stands.
 * @example jobStatuses.running // 'running'
 */
export const jobStatuses = {
  /** Stored; its shards wait for workers. */
  queued: 'queued',
  /** Shards are running; `done` counts the iterations finished. */
  running: 'running',
  /** Every shard is merged and the result stored. */
  done: 'done',
  /** A shard failed or the job ran past its time limit; `error` says why. */
  failed: 'failed',
  /** Its owner cancelled it; shards not yet started never run. */
  cancelled: 'cancelled',
  /**
   * A server shutdown or restart stopped it; the next start runs it again from the start
   * (same seed, same result) when it is less than a day old.
   */
  interrupted: 'interrupted',
} as const
export type JobStatus = (typeof jobStatuses)[keyof typeof jobStatuses]

export const jobParamsSchema = z.object({ jobId: z.uuid() })

/** The most simulations one page of the list holds. */
export const maxSimulationsPage = 50

/** A page of the caller's simulations: `limit` of them after skipping the `offset` newest. */
export const simulationsQuerySchema = z.object({
  limit: decimalParam(z.number().int().min(1).max(maxSimulationsPage)).default(maxSimulationsPage),
  offset: decimalParam(z.number().int().min(0).max(100_000)).default(0),
})

/** The key a job records when it ran on the system projection (no set of the user's). */
export const systemProjectionsKey = 'system'

/**
 * The projection set a job used, as it was when the job was submitted: `key` is the set's key,
 * or `system` for the system projection.
 */
export const recordedProjectionSetSchema = z.object({ key: z.string(), name: z.string() })
export type RecordedProjectionSet = z.infer<typeof recordedProjectionSetSchema>

/**
 * The field model a job used: `name` says what made the field (a contest's stored entries or
 * the generator and its version); `kindMix` is the share (percent) of the generated field's
 * entries by entrant kind (casual, follower, optimizer, pro), null for stored entries.
 */
export const recordedFieldModelSchema = z.object({
  name: z.string(),
  kindMix: z.record(z.string(), z.number()).nullable(),
})
export type RecordedFieldModel = z.infer<typeof recordedFieldModelSchema>

export const jobSummarySchema = z.object({
  jobId: z.string(),
  contestGroupId: z.number().int(),
  /** The slate's name and start, for a list that spans days. */
  slateName: z.string(),
  slateStartsAt: z.string(),
  contestId: z.number().int().nullable(),
  contestName: z.string(),
  lineupCount: z.number().int(),
  fieldSource: z.string(),
  /** Whether the run took the projections as exact (see the request). */
  projectionsExact: z.boolean(),
  status: z.enum(jobStatuses),
  done: z.number().int(),
  iterations: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** What the job ran on, recorded when it was submitted; null for jobs stored before. */
  projectionSet: recordedProjectionSetSchema.nullable(),
  fieldModel: recordedFieldModelSchema.nullable(),
})

const lineupSchema = z.object({
  number: z.number().int(),
  players: z
    .array(
      z.object({
        slot: z.string(),
        id: z.string(),
        /** The store's player id (opens the player card); absent in results stored before it. */
        playerId: z.number().int().optional(),
        name: z.string(),
      }),
    )
    .readonly(),
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
  /** The store's player id (opens the player card); absent in results stored before it. */
  playerId: z.number().int().optional(),
  name: z.string(),
  team: z.string(),
  position: z.string(),
  salary: z.number(),
  meanPoints: z.number(),
  simOptimalPct: z.number(),
  top1OwnershipPct: z.number(),
  projectedOwnership: z.number(),
  leveragePct: z.number(),
  /**
   * Single-game slates, the captain apart (percent): the projection's captain ownership, the
   * iterations he captained the best lineup, his share as captain of the top 1 % and of the
   * field. Null on a classic slate; absent in results stored before.
   */
  projectedCaptainOwnership: z.number().nullable().optional(),
  simOptimalCaptainPct: z.number().nullable().optional(),
  top1CaptainOwnershipPct: z.number().nullable().optional(),
  fieldCaptainOwnershipPct: z.number().nullable().optional(),
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
export type JobSummary = z.infer<typeof jobSummarySchema>
export type JobResult = z.infer<typeof jobResultSchema>
export type LineupResult = JobResult['result']['lineups'][number]
export type PlayerResult = JobResult['result']['players'][number]

const exampleJob = {
  jobId: '4f9c2d6e-8b1a-4c3e-9f7d-2a5b6c8d9e01',
  contestGroupId: 77,
  slateName: 'Main',
  slateStartsAt: '2025-09-07T17:00:00Z',
  contestId: 1,
  contestName: 'NFL $200K Flea Flicker',
  lineupCount: 150,
  fieldSource: 'stored entries',
  projectionsExact: true,
  status: 'done',
  done: 10000,
  iterations: 10000,
  error: null,
  createdAt: '2025-09-07T15:02:11Z',
  finishedAt: '2025-09-07T15:02:14Z',
  projectionSet: { key: 'system', name: 'System projections' },
  fieldModel: {
    name: 'Entrant kinds (issue 30)',
    kindMix: { casual: 31.2, follower: 19.8, optimizer: 38.5, pro: 10.5 },
  },
} as const

export const createSimulationRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/simlabs/jobs/',
  auth: 'user',
  tag,
  summary: 'Start a simulation',
  description:
    'Simulates the caller’s lineups (an optimizer build of the slate, or `lineupsCsv` in the site’s upload format) in a contest of a SimLabs slate (`contestId`) or a contest `template` (`size`, `entryFee`, `payouts`). The field is the contest’s stored entries when it has them, else generated from projected ownership. `iterations` 100–100 000 (default 10 000); the same `seed` and inputs give the same result. Answers 202 with the job; follow it at `GET /svc/simlabs/jobs/{jobId}/events` (server-sent events) or poll `GET /svc/simlabs/jobs/{jobId}/`.',
  body: simlabsRequestSchema,
  maxBodyBytes: jsonTextBytes(maxLineupsCsvChars),
  status: 202,
  response: jobSummarySchema,
  example: { ...exampleJob, status: 'queued', done: 0, finishedAt: null },
})

export const simulationsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/simlabs/jobs/',
  auth: 'user',
  tag,
  summary: 'The caller’s simulations, newest first (a page of at most 50)',
  description:
    'Every status (queued, running, done, failed, cancelled, interrupted), each with the slate, contest, lineups, iterations, times, and the projection set and field model it ran on. `limit` (1–50, default 50) and `offset` page through older ones.',
  query: simulationsQuerySchema,
  status: 200,
  response: z.array(jobSummarySchema).readonly(),
  example: [exampleJob],
})

export const simulationRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/simlabs/jobs/:jobId/',
  auth: 'user',
  tag,
  summary: 'A simulation’s state and progress (iterations done)',
  params: jobParamsSchema,
  status: 200,
  response: jobSummarySchema,
  example: exampleJob,
})

export const simulationEventsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/simlabs/jobs/:jobId/events',
  auth: 'user',
  tag,
  summary: 'A simulation’s progress as server-sent events',
  description:
    '`text/event-stream`: a `progress` event (the job’s state, as `GET /svc/simlabs/jobs/{jobId}/`) now and whenever it changes, then one `done`, `failed`, `cancelled` or `interrupted` event, and the stream ends.',
  params: jobParamsSchema,
  status: 200,
  produces: mediaTypes.eventStream,
  response: z.string(),
  example: `event: progress\ndata: ${JSON.stringify({ ...exampleJob, status: 'running', done: 2500 })}\n\nevent: done\ndata: ${JSON.stringify(exampleJob)}\n\n`,
})

export const cancelSimulationRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/simlabs/jobs/:jobId/cancel/',
  auth: 'user',
  tag,
  summary: 'Cancel a queued or running simulation',
  description:
    'The job is `cancelled` at once and its shards not yet started never run. A finished job is left as it is.',
  params: jobParamsSchema,
  status: 200,
  response: jobSummarySchema,
  example: { ...exampleJob, status: 'cancelled', done: 4000 },
})

export const deleteSimulationRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/simlabs/jobs/:jobId/delete/',
  auth: 'user',
  tag,
  summary: 'Delete one of the caller’s simulations',
  description:
    'Removes the job and its result; answers the job as it last stood. A queued or running job is cancelled first (its shards not yet started never run). 404 for a job that is not the caller’s.',
  params: jobParamsSchema,
  status: 200,
  response: jobSummarySchema,
  example: exampleJob,
})

export const simulationResultRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/simlabs/jobs/:jobId/result/',
  auth: 'user',
  tag,
  summary: 'A done simulation’s result',
  description:
    'Per lineup: mean, standard deviation, win %, top-1 %, cash %, expected payout, ROI, field duplicates and a score histogram over `scoreBins`; per player: sim-optimal %, top-1 % ownership, projected ownership and leverage. 409 while the job is not done.',
  params: jobParamsSchema,
  status: 200,
  response: jobResultSchema,
  example: {
    ...exampleJob,
    result: {
      iterations: 10000,
      entryCount: 11890,
      entryFee: 20,
      prizePool: 200000,
      meanCashLine: 131.4,
      scoreBins: { fromPoints: 60, binPoints: 10, count: 20 },
      slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'],
      lineups: [
        {
          number: 1,
          players: [{ slot: 'QB', id: '18734521', playerId: 1204, name: 'Sam Rivera' }],
          salary: 49800,
          meanPoints: 138.2,
          sdPoints: 31.5,
          winPct: 0.02,
          top1Pct: 1.4,
          cashPct: 24.1,
          expectedPayout: 18.7,
          roiPct: -6.5,
          fieldDuplicates: 0,
          scoreHistogram: [0, 1, 4, 12, 30, 51, 60, 41, 22, 9, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        },
      ],
      players: [
        {
          id: '18734521',
          playerId: 1204,
          name: 'Sam Rivera',
          team: 'KC',
          position: 'QB',
          salary: 7200,
          meanPoints: 21.3,
          simOptimalPct: 18.2,
          top1OwnershipPct: 22.5,
          projectedOwnership: 14.1,
          leveragePct: 8.4,
        },
      ],
    },
  },
})
