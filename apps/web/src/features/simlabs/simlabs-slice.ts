import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { BuildSummary } from '@slatelab/contract/optimizer.contract'
import type { JobResult, JobSummary } from '@slatelab/contract/simlabs.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { getContests } from '../../shared/navbar/navbar-api'
import { userFacingMessage } from '../../shared/api/http-error'
import {
  cancelSimulation,
  followSimulationEvents,
  getBuilds,
  getSimulationResult,
  postSimulation,
  type SimulationRequest,
} from './simlabs-api'

/** The SimLabs page: the chosen slate's contests and builds, the job in view and its result. */
export type SimlabsState = {
  readonly contestGroupId: number
  readonly contests: readonly Contest[]
  readonly builds: readonly BuildSummary[]
  readonly optionsLoading: boolean
  readonly job: JobSummary | null
  readonly result: JobResult | null
  readonly loading: boolean
  readonly error: string | null
}

export type SimlabsRootState = { readonly simlabs: SimlabsState }

export const initialSimlabsState: SimlabsState = {
  contestGroupId: 0,
  contests: [],
  builds: [],
  optionsLoading: false,
  job: null,
  result: null,
  loading: false,
  error: null,
}

/** A slate's contests and the caller's done optimizer builds of it. */
export const fetchSimlabsOptions = createAsyncThunk<
  { readonly contests: readonly Contest[]; readonly builds: readonly BuildSummary[] },
  number,
  { rejectValue: string }
>('simlabs/fetchSimlabsOptions', async (contestGroupId, { rejectWithValue }) => {
  try {
    const [contests, builds] = await Promise.all([getContests(contestGroupId), getBuilds()])
    return {
      contests: contests.toSorted((a, b) => a.contestSize - b.contestSize),
      builds: builds.filter(
        (build) => build.contestGroupId === contestGroupId && build.status === 'done',
      ),
    }
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

/** The page's note for a job its owner cancelled (not an error). */
export const simulationCancelled = 'You cancelled this simulation.'

/** Asks the server to cancel a job; its event stream then ends with `cancelled`. */
export const stopSimulation = createAsyncThunk<JobSummary, string, { rejectValue: string }>(
  'simlabs/stopSimulation',
  async (jobId, { rejectWithValue }) => {
    try {
      return await cancelSimulation(jobId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** Follows a job's progress to its end, then reads its result. */
export const fetchSimulationResult = createAsyncThunk<JobResult, string, { rejectValue: string }>(
  'simlabs/fetchSimulationResult',
  async (jobId, { dispatch, rejectWithValue }) => {
    try {
      const last = await followSimulationEvents(jobId, (job) => dispatch(simulationProgressed(job)))
      if (last.status === 'cancelled') return rejectWithValue(simulationCancelled)
      if (last.status !== 'done') return rejectWithValue(last.error ?? 'The simulation failed')
      return await getSimulationResult(jobId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** Starts a simulation; the page then follows it by its id in the URL. */
export const saveSimulation = createAsyncThunk<
  JobSummary,
  SimulationRequest,
  { rejectValue: string }
>('simlabs/saveSimulation', async (request, { rejectWithValue }) => {
  try {
    return await postSimulation(request)
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

const simlabsSlice = createSlice({
  name: 'simlabs',
  initialState: initialSimlabsState,
  reducers: {
    simulationProgressed: (state, { payload }: PayloadAction<JobSummary>) => {
      if (state.job === null || state.job.jobId === payload.jobId) state.job = payload
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSimlabsOptions.pending, (state, { meta }) => {
        state.contestGroupId = meta.arg
        state.optionsLoading = true
      })
      .addCase(fetchSimlabsOptions.fulfilled, (state, { payload, meta }) =>
        meta.arg !== state.contestGroupId ? state : { ...state, ...payload, optionsLoading: false },
      )
      .addCase(fetchSimlabsOptions.rejected, (state, { payload, meta }) =>
        meta.arg !== state.contestGroupId
          ? state
          : {
              ...state,
              contests: [],
              builds: [],
              optionsLoading: false,
              error: payload ?? 'Failed to load contests and builds',
            },
      )
      .addCase(saveSimulation.pending, (state) => {
        state.loading = true
        state.error = null
      })
      .addCase(saveSimulation.fulfilled, (state, { payload }) => {
        state.loading = false
        state.job = payload
        state.result = null
      })
      .addCase(saveSimulation.rejected, (state, { payload }) => {
        state.loading = false
        state.error = payload ?? 'The simulation could not start'
      })
      .addCase(fetchSimulationResult.pending, (state, { meta }) => {
        if (state.job?.jobId !== meta.arg) state.job = null
        state.result = null
        state.loading = true
        state.error = null
      })
      .addCase(fetchSimulationResult.fulfilled, (state, { payload }) => {
        state.loading = false
        // The contract's arrays are readonly; Immer's draft type wants them writable (it never
        // writes into a value assigned whole).
        state.result = payload as typeof state.result
        state.job = payload
      })
      .addCase(stopSimulation.fulfilled, (state, { payload }) => {
        if (state.job?.jobId === payload.jobId) state.job = payload
      })
      .addCase(stopSimulation.rejected, (state, { payload }) => {
        state.error = payload ?? 'The simulation could not be cancelled'
      })
      .addCase(fetchSimulationResult.rejected, (state, { payload }) => {
        state.loading = false
        state.error = payload ?? 'The simulation failed'
      })
  },
})

export const { simulationProgressed } = simlabsSlice.actions
export const simlabsReducer = simlabsSlice.reducer
export const selectSimlabs = (state: SimlabsRootState): SimlabsState => state.simlabs
