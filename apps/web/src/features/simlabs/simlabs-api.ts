/**
 * The calls of the SimLabs page (docs/simlabs.md): start a simulation, follow its progress as
 * server-sent events, read its result, list, cancel and delete the caller's simulations, list
 * the slate's contests and the caller's builds.
 */
import { contestsListRoute } from '@slatelab/contract/contests.contract'
import { fillPath } from '@slatelab/contract/define-route'
import { buildsRoute, type BuildSummary } from '@slatelab/contract/optimizer.contract'
import {
  cancelSimulationRoute,
  createSimulationRoute,
  deleteSimulationRoute,
  jobSummarySchema,
  simulationEventsRoute,
  simulationResultRoute,
  simulationRoute,
  simulationsRoute,
  type JobResult,
  type JobSummary,
} from '@slatelab/contract/simlabs.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { callApi } from '../../shared/api/call-api'
import { followJobEvents } from '../../shared/api/event-stream'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

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

/** The page's note for a job its owner cancelled (not an error). */
export const simulationCancelled = 'You cancelled this simulation.'

/**
 * A simulation as the page follows it: its last state (`null` before the first event), its
 * result once done, and why it has none when it ended otherwise.
 */
export type FollowedSimulation = {
  readonly job: JobSummary | null
  readonly result: JobResult | null
  readonly failure: string | null
}

/** Follows a job's event stream (`GET /svc/simlabs/jobs/{jobId}/events`); answers its last state. */
const followSimulationEvents = async (
  jobId: string,
  onEvent: (job: JobSummary) => void,
  signal: AbortSignal,
): Promise<JobSummary> =>
  (await followJobEvents(
    fillPath(simulationEventsRoute.path, { jobId }),
    (data) => jobSummarySchema.parse(data),
    onEvent,
    signal,
  )) ?? callApi(simulationRoute, { params: { jobId } }, { signal })

/** How a followed job ended: its result when done, the note or the failure otherwise. */
const outcomeOf = async (last: JobSummary, signal: AbortSignal): Promise<FollowedSimulation> => {
  if (last.status === 'cancelled') return { job: last, result: null, failure: simulationCancelled }
  if (last.status !== 'done') {
    return { job: last, result: null, failure: last.error ?? 'The simulation failed' }
  }
  const result = await callApi(simulationResultRoute, { params: { jobId: last.jobId } }, { signal })
  return { job: result, result, failure: null }
}

const tag = createSimulationRoute.tag

const simlabsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A slate's contests, smallest field first (`GET /svc/contests/{contestGroupId}/`). */
    simlabsContests: build.query<readonly Contest[], number>({
      query: (contestGroupId) =>
        contractCall(contestsListRoute, { params: { contestGroupId } }, userFacingMessage),
      transformResponse: (contests: readonly Contest[]) =>
        contests.toSorted((a, b) => a.contestSize - b.contestSize),
      providesTags: [contestsListRoute.tag],
    }),
    /** The caller's optimizer builds, newest first (`GET /svc/optimizer/builds/`). */
    optimizerBuilds: build.query<readonly BuildSummary[], void>({
      query: () => contractCall(buildsRoute, {}, userFacingMessage),
      providesTags: [buildsRoute.tag],
    }),
    /**
     * A simulation followed by its id: the entry starts empty and its event stream fills it as
     * the job runs, then its result is read (a streaming cache entry, docs/decisions.md). Leaving
     * the job (no page asks for it) closes the stream.
     */
    simulation: build.query<FollowedSimulation, string>({
      queryFn: () => ({ data: { job: null, result: null, failure: null } }),
      onCacheEntryAdded: async (
        jobId,
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved },
      ) => {
        await cacheDataLoaded
        const stream = new AbortController()
        void cacheEntryRemoved.then(() => stream.abort())
        const show = (followed: FollowedSimulation) => updateCachedData(() => followed)
        try {
          const last = await followSimulationEvents(
            jobId,
            (job) => show({ job, result: null, failure: null }),
            stream.signal,
          )
          show(await outcomeOf(last, stream.signal))
        } catch (error) {
          if (!stream.signal.aborted) {
            updateCachedData((followed) => ({ ...followed, failure: userFacingMessage(error) }))
          }
        }
      },
      providesTags: [tag],
    }),
    /** Starts a simulation (`POST /svc/simlabs/jobs/`); the page then follows it by its id. */
    startSimulation: build.mutation<JobSummary, SimulationRequest>({
      query: (request) => contractCall(createSimulationRoute, { body: request }, userFacingMessage),
    }),
    /**
     * Cancels a queued or running simulation (`POST /svc/simlabs/jobs/{jobId}/cancel/`); its
     * event stream then ends with `cancelled`.
     */
    cancelSimulation: build.mutation<JobSummary, string>({
      query: (jobId) =>
        contractCall(cancelSimulationRoute, { params: { jobId } }, userFacingMessage),
    }),
    /**
     * A page of the caller's simulations, newest first (`GET /svc/simlabs/jobs/`). No tag: the
     * followed simulation shares the group's tag and must not be refetched with the list.
     */
    simulations: build.query<readonly JobSummary[], { limit: number; offset: number }>({
      query: (page) => contractCall(simulationsRoute, { query: page }, userFacingMessage),
    }),
    /** Deletes a simulation, cancelling it first if it runs (`POST …/{jobId}/delete/`). */
    deleteSimulation: build.mutation<JobSummary, string>({
      query: (jobId) =>
        contractCall(deleteSimulationRoute, { params: { jobId } }, userFacingMessage),
    }),
  }),
})

export const {
  useSimlabsContestsQuery,
  useOptimizerBuildsQuery,
  useSimulationQuery,
  useStartSimulationMutation,
  useCancelSimulationMutation,
  useSimulationsQuery,
  useDeleteSimulationMutation,
} = simlabsApi
