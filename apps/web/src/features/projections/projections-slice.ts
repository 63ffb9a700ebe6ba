import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  AccuracyRow,
  BlendWeights,
  Projection,
  ProjectionSet,
  UploadReport,
} from '@slatelab/contract/projections.contract'
import { errors } from '@slatelab/domain/errors'
import { userFacingMessage } from '../../shared/api/http-error'
import { messagedThunk } from '../../shared/store/messaged-thunk'
import {
  getDefaultProjections,
  getProjectionAccuracy,
  getProjections,
  getProjectionSets,
  getScenarioPlayers,
  postActiveProjections,
  postAggregateSets,
  postDeleteProjections,
  postProjections,
  postScenarioSet,
  type ProjectionScope,
  type ScenarioPlayerInput,
  type UploadInput,
} from './projections-api'

/** Upload feedback (SPEC §4): incomplete while it runs, then complete with success or failure. */
export const uploadStatuses = {
  /** Nothing sent yet. */
  idle: 'idle',
  /** Sent, no answer yet. */
  incomplete: 'incomplete',
  /** Answered. */
  complete: 'complete',
} as const
export type UploadStatus = (typeof uploadStatuses)[keyof typeof uploadStatuses]

type ScenarioPlayer = Awaited<ReturnType<typeof getScenarioPlayers>>['players'][number]

export type ProjectionsState = {
  readonly sets: readonly ProjectionSet[]
  readonly activeKey: string | null
  /** The projections in force and the system's, for the player table. */
  readonly projections: readonly Projection[]
  readonly system: readonly Projection[]
  readonly scenarioPlayers: readonly ScenarioPlayer[]
  readonly loading: boolean
  readonly error: string | null
  readonly upload: {
    readonly status: UploadStatus
    readonly success: boolean | null
    /** The last answer's report: a preview or what was saved. */
    readonly report: UploadReport | null
    readonly saved: boolean
    readonly error: string | null
    readonly detail: string | null
  }
  readonly blend: {
    readonly top: readonly Projection[]
    readonly loading: boolean
    readonly error: string | null
  }
  readonly accuracy: {
    readonly rows: readonly AccuracyRow[]
    readonly loading: boolean
    readonly error: string | null
  }
}

export type ProjectionsRootState = { readonly projections: ProjectionsState }

export const initialProjectionsState: ProjectionsState = {
  sets: [],
  activeKey: null,
  projections: [],
  system: [],
  scenarioPlayers: [],
  loading: false,
  error: null,
  upload: {
    status: uploadStatuses.idle,
    success: null,
    report: null,
    saved: false,
    error: null,
    detail: null,
  },
  blend: { top: [], loading: false, error: null },
  accuracy: { rows: [], loading: false, error: null },
}

/** The page's data for a scope: sets, projections in force, system projection, scenarios. */
export const fetchProjectionPage = messagedThunk(
  'projections/fetchPage',
  async (scope: ProjectionScope) => {
    const [sets, inForce, system, scenarios] = await Promise.all([
      getProjectionSets(scope).catch(() => Promise.reject(new Error(errors.fetchProjectionSets))),
      getProjections(scope).catch(() => Promise.reject(new Error(errors.fetchProjections))),
      getDefaultProjections(scope).catch(() =>
        Promise.reject(new Error(errors.fetchDefaultProjections)),
      ),
      getScenarioPlayers(scope).catch(() => Promise.reject(new Error(errors.fetchScenarioPlayers))),
    ])
    return { sets, inForce, system, scenarios }
  },
  (error) => (error instanceof Error ? error.message : errors.fetchProjections),
)

/** Previews or saves an upload; a failure carries the server's words as its detail. */
export const saveProjections = messagedThunk(
  'projections/upload',
  (input: UploadInput) => postProjections(input),
  (error) => userFacingMessage(error),
)

export const saveActiveProjections = messagedThunk(
  'projections/setActive',
  ({ scope, key }: { scope: ProjectionScope; key: string }) => postActiveProjections(scope, key),
  () => errors.setActiveProjections,
)

export const deleteProjectionSet = messagedThunk(
  'projections/delete',
  ({ scope, key }: { scope: ProjectionScope; key: string }) => postDeleteProjections(scope, key),
  () => errors.deleteProjections,
)

/** Previews (`preview`) or saves a blend. */
export const saveBlend = messagedThunk(
  'projections/blend',
  (input: {
    scope: ProjectionScope
    filename: string
    sets: readonly BlendWeights[]
    preview: boolean
  }) => postAggregateSets(input.scope, input.filename, input.sets, input.preview),
  (error) => `${errors.postAggregateSets}: ${userFacingMessage(error)}`,
)

export const saveScenario = messagedThunk(
  'projections/scenario',
  (input: { scope: ProjectionScope; filename: string; players: readonly ScenarioPlayerInput[] }) =>
    postScenarioSet(input.scope, input.filename, input.players),
  (error) => `${errors.postScenarioSet}: ${userFacingMessage(error)}`,
)

export const fetchAccuracy = messagedThunk(
  'projections/accuracy',
  ({ scope, days }: { scope: ProjectionScope; days: 7 | 30 | 90 }) =>
    getProjectionAccuracy(scope, days),
  () => errors.fetchProjections,
)

const projectionsSlice = createSlice({
  name: 'projections',
  initialState: initialProjectionsState,
  reducers: {
    uploadCleared: (state) => ({ ...state, upload: initialProjectionsState.upload }),
    blendPreviewCleared: (state, _action: PayloadAction<void>) => ({
      ...state,
      blend: initialProjectionsState.blend,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProjectionPage.pending, (state) => ({ ...state, loading: true, error: null }))
      .addCase(fetchProjectionPage.fulfilled, (state, { payload }) => ({
        ...state,
        loading: false,
        sets: payload.sets.sets,
        activeKey: payload.sets.activeKey,
        projections: payload.inForce.projections,
        system: payload.system.projections,
        scenarioPlayers: payload.scenarios.players,
      }))
      .addCase(fetchProjectionPage.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        error: payload ?? errors.fetchProjections,
      }))
      .addCase(saveProjections.pending, (state) => ({
        ...state,
        upload: {
          ...state.upload,
          status: uploadStatuses.incomplete,
          success: null,
          error: null,
          detail: null,
        },
      }))
      .addCase(saveProjections.fulfilled, (state, { payload }) => ({
        ...state,
        upload: {
          status: uploadStatuses.complete,
          success: true,
          report: payload.report,
          saved: payload.set !== null,
          error: null,
          detail: null,
        },
      }))
      .addCase(saveProjections.rejected, (state, { payload }) => ({
        ...state,
        upload: {
          ...state.upload,
          status: uploadStatuses.complete,
          success: false,
          error: errors.uploadProjections,
          detail: payload ?? null,
        },
      }))
      .addCase(saveActiveProjections.fulfilled, (state, { payload }) => ({
        ...state,
        sets: payload.sets,
        activeKey: payload.activeKey,
      }))
      .addCase(saveActiveProjections.rejected, (state, { payload }) => ({
        ...state,
        error: payload ?? errors.setActiveProjections,
      }))
      .addCase(deleteProjectionSet.fulfilled, (state, { payload }) => ({
        ...state,
        sets: payload.sets,
        activeKey: payload.activeKey,
      }))
      .addCase(deleteProjectionSet.rejected, (state, { payload }) => ({
        ...state,
        error: payload ?? errors.deleteProjections,
      }))
      .addCase(saveBlend.pending, (state) => ({
        ...state,
        blend: { ...state.blend, loading: true, error: null },
      }))
      .addCase(saveBlend.fulfilled, (state, { payload }) => ({
        ...state,
        blend: { top: payload.top, loading: false, error: null },
      }))
      .addCase(saveBlend.rejected, (state, { payload }) => ({
        ...state,
        blend: { ...state.blend, loading: false, error: payload ?? errors.postAggregateSets },
      }))
      .addCase(saveScenario.rejected, (state, { payload }) => ({
        ...state,
        error: payload ?? errors.postScenarioSet,
      }))
      .addCase(fetchAccuracy.pending, (state) => ({
        ...state,
        accuracy: { ...state.accuracy, loading: true, error: null },
      }))
      .addCase(fetchAccuracy.fulfilled, (state, { payload }) => ({
        ...state,
        accuracy: { rows: payload.rows, loading: false, error: null },
      }))
      .addCase(fetchAccuracy.rejected, (state, { payload }) => ({
        ...state,
        accuracy: { ...state.accuracy, loading: false, error: payload ?? errors.fetchProjections },
      }))
  },
})

export const { uploadCleared, blendPreviewCleared } = projectionsSlice.actions
export const projectionsReducer = projectionsSlice.reducer
export const selectProjections = (state: ProjectionsRootState): ProjectionsState =>
  state.projections
