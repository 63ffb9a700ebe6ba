/**
 * The calls of the SimLabs page (docs/simlabs.md): start a simulation, follow its progress as
 * server-sent events, read its result, list the caller's simulations and optimizer builds.
 */
import { z } from 'zod'
import { svcClient } from '../../shared/api/api-clients'
import { followJobEvents } from '../../shared/api/event-stream'
import { authModes } from '../../shared/api/http-client'

const required = { auth: authModes.required } as const

export const jobSummarySchema = z.object({
  jobId: z.string(),
  contestGroupId: z.number(),
  contestId: z.number().nullable(),
  contestName: z.string(),
  lineupCount: z.number(),
  fieldSource: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number(),
  iterations: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type JobSummary = z.infer<typeof jobSummarySchema>

const lineupResultSchema = z.object({
  number: z.number(),
  players: z.array(z.object({ slot: z.string(), id: z.string(), name: z.string() })),
  salary: z.number(),
  meanPoints: z.number(),
  sdPoints: z.number(),
  winPct: z.number(),
  top1Pct: z.number(),
  cashPct: z.number(),
  expectedPayout: z.number(),
  roiPct: z.number(),
  fieldDuplicates: z.number(),
  scoreHistogram: z.array(z.number()),
})
export type LineupResult = z.infer<typeof lineupResultSchema>

const playerResultSchema = z.object({
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
export type PlayerResult = z.infer<typeof playerResultSchema>

export const jobResultSchema = jobSummarySchema.extend({
  result: z.object({
    iterations: z.number(),
    entryCount: z.number(),
    entryFee: z.number(),
    prizePool: z.number(),
    meanCashLine: z.number().nullable(),
    scoreBins: z.object({ fromPoints: z.number(), binPoints: z.number(), count: z.number() }),
    slots: z.array(z.string()),
    lineups: z.array(lineupResultSchema),
    players: z.array(playerResultSchema),
  }),
})
export type JobResult = z.infer<typeof jobResultSchema>

const buildSummarySchema = z.looseObject({
  buildId: z.string(),
  contestGroupId: z.number(),
  status: z.string(),
  count: z.number(),
  createdAt: z.string(),
})
export type BuildSummary = z.infer<typeof buildSummarySchema>

/** What the page sends to start a simulation. */
export type SimulationRequest = {
  readonly contestGroupId: number
  readonly contestId: number
  readonly buildId?: string
  readonly lineupsCsv?: string
  readonly iterations: number
}

/** Starts a simulation (`POST /svc/simlabs/jobs/`). */
export const postSimulation = async (request: SimulationRequest): Promise<JobSummary> =>
  jobSummarySchema.parse(await svcClient.post('/simlabs/jobs/', request, required))

/** A simulation's state (`GET /svc/simlabs/jobs/{jobId}/`). */
export const getSimulation = async (jobId: string): Promise<JobSummary> =>
  jobSummarySchema.parse(await svcClient.get(`/simlabs/jobs/${jobId}/`, required))

/** A done simulation's result (`GET /svc/simlabs/jobs/{jobId}/result/`). */
export const getSimulationResult = async (jobId: string): Promise<JobResult> =>
  jobResultSchema.parse(await svcClient.get(`/simlabs/jobs/${jobId}/result/`, required))

/** The caller's optimizer builds, newest first (`GET /svc/optimizer/builds/`). */
export const getBuilds = async (): Promise<readonly BuildSummary[]> =>
  z.array(buildSummarySchema).parse(await svcClient.get('/optimizer/builds/', required))

/** Follows a simulation's event stream (`GET /svc/simlabs/jobs/{jobId}/events`); answers its last state. */
export const followSimulationEvents = async (
  jobId: string,
  onEvent: (job: JobSummary) => void,
  signal?: AbortSignal,
): Promise<JobSummary> =>
  (await followJobEvents(
    `/simlabs/jobs/${jobId}/events`,
    (data) => jobSummarySchema.parse(data),
    onEvent,
    signal,
  )) ?? getSimulation(jobId)
