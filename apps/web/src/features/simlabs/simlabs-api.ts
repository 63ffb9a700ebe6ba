/**
 * The calls of the SimLabs page (docs/simlabs.md): start a simulation, follow its progress as
 * server-sent events, read its result, list the caller's simulations and optimizer builds.
 */
import { fillPath } from '@slatelab/contract/define-route'
import { buildsRoute, type BuildSummary } from '@slatelab/contract/optimizer.contract'
import {
  cancelSimulationRoute,
  createSimulationRoute,
  jobSummarySchema,
  simulationEventsRoute,
  simulationResultRoute,
  simulationRoute,
  type JobResult,
  type JobSummary,
} from '@slatelab/contract/simlabs.contract'
import { callApi } from '../../shared/api/call-api'
import { followJobEvents } from '../../shared/api/event-stream'

/** What the page sends to start a simulation. */
export type SimulationRequest = {
  readonly contestGroupId: number
  readonly contestId: number
  readonly buildId?: string
  readonly lineupsCsv?: string
  readonly iterations: number
  /** Scale player means by their team's implied total (issue 12). */
  readonly vegasAdjusted?: boolean
  /** False: move each mean by the projection source's past errors (issue 21). */
  readonly projectionsExact?: boolean
}

/** Starts a simulation (`POST /svc/simlabs/jobs/`). */
export const postSimulation = (request: SimulationRequest): Promise<JobSummary> =>
  callApi(createSimulationRoute, { body: request })

/** A simulation's state (`GET /svc/simlabs/jobs/{jobId}/`). */
export const getSimulation = (jobId: string): Promise<JobSummary> =>
  callApi(simulationRoute, { params: { jobId } })

/** Cancels a queued or running simulation (`POST /svc/simlabs/jobs/{jobId}/cancel/`). */
export const cancelSimulation = (jobId: string): Promise<JobSummary> =>
  callApi(cancelSimulationRoute, { params: { jobId } })

/** A done simulation's result (`GET /svc/simlabs/jobs/{jobId}/result/`). */
export const getSimulationResult = (jobId: string): Promise<JobResult> =>
  callApi(simulationResultRoute, { params: { jobId } })

/** The caller's optimizer builds, newest first (`GET /svc/optimizer/builds/`). */
export const getBuilds = (): Promise<readonly BuildSummary[]> => callApi(buildsRoute, {})

/** Follows a simulation's event stream (`GET /svc/simlabs/jobs/{jobId}/events`); answers its last state. */
export const followSimulationEvents = async (
  jobId: string,
  onEvent: (job: JobSummary) => void,
  signal?: AbortSignal,
): Promise<JobSummary> =>
  (await followJobEvents(
    fillPath(simulationEventsRoute.path, { jobId }),
    (data) => jobSummarySchema.parse(data),
    onEvent,
    signal,
  )) ?? getSimulation(jobId)
