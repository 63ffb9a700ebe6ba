import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { errors } from '@slatelab/domain/errors'
import { userFacingMessage } from '../../shared/api/http-error'
import {
  followBuildEvents,
  getBuild,
  getMultiSettings,
  getUploadCsv,
  postDkEntries,
  getPool,
  getTemplates,
  postBuild,
  postBuildCancel,
  postMultiSettings,
  postTemplateDelete,
  postTemplates,
  type BuildStart,
  type SettingsScope,
} from './multi-lineup-settings-api'
import { type Build, type SlatePool } from '@slatelab/contract/optimizer.contract'
import { type OptimizerSettings } from '@slatelab/domain/entities/multi-settings'

/**
 * The settings page's data: the saved settings and templates of the chosen scope, the slate's
 * player pool and the latest build. The settings being edited stay in the page until saved.
 */
export type MultiLineupSettingsState = {
  readonly settings: OptimizerSettings | null
  readonly loading: boolean
  readonly error: string | null
  readonly saving: boolean
  readonly saveError: string | null
  readonly templates: readonly OptimizerSettings[]
  readonly templatesLoading: boolean
  readonly templatesError: string | null
  readonly pool: SlatePool | null
  readonly poolLoading: boolean
  readonly poolError: string | null
  readonly build: Build | null
  readonly building: boolean
  readonly buildError: string | null
  readonly exportError: string | null
}

export const initialMultiLineupSettingsState: MultiLineupSettingsState = {
  settings: null,
  loading: false,
  error: null,
  saving: false,
  saveError: null,
  templates: [],
  templatesLoading: false,
  templatesError: null,
  pool: null,
  poolLoading: false,
  poolError: null,
  build: null,
  building: false,
  buildError: null,
  exportError: null,
}

type Rejected = { rejectValue: string }

/** The saved settings of a scope; any failure reads `Failed to fetch settings`. */
export const fetchMultiSettings = createAsyncThunk<OptimizerSettings, SettingsScope, Rejected>(
  'multiLineupSettings/fetchMultiSettings',
  async (scope, { rejectWithValue }) => {
    try {
      return await getMultiSettings(scope)
    } catch {
      return rejectWithValue(errors.fetchSettings)
    }
  },
)

/** Saves settings under a view; the server's words name a bad field. */
export const saveMultiSettings = createAsyncThunk<
  OptimizerSettings,
  { readonly scope: SettingsScope; readonly view: string; readonly settings: OptimizerSettings },
  Rejected
>(
  'multiLineupSettings/saveMultiSettings',
  async ({ scope, view, settings }, { rejectWithValue }) => {
    try {
      return await postMultiSettings(scope, view, settings)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** The templates of a scope; any failure reads `Failed to fetch templates`. */
export const fetchTemplates = createAsyncThunk<
  readonly OptimizerSettings[],
  SettingsScope,
  Rejected
>('multiLineupSettings/fetchTemplates', async (scope, { rejectWithValue }) => {
  try {
    return await getTemplates(scope)
  } catch {
    return rejectWithValue(errors.fetchTemplates)
  }
})

/** Replaces the template list (SPEC §4); the answer is the stored list. */
export const saveTemplates = createAsyncThunk<
  readonly OptimizerSettings[],
  { readonly scope: SettingsScope; readonly templates: readonly OptimizerSettings[] },
  Rejected
>('multiLineupSettings/saveTemplates', async ({ scope, templates }, { rejectWithValue }) => {
  try {
    return await postTemplates(scope, templates)
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

/** Deletes a template; the answer is the list left (SPEC §4). */
export const deleteTemplate = createAsyncThunk<
  readonly OptimizerSettings[],
  { readonly scope: SettingsScope; readonly templateId: number },
  Rejected
>('multiLineupSettings/deleteTemplate', async ({ scope, templateId }, { rejectWithValue }) => {
  try {
    return await postTemplateDelete(scope, templateId)
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

/** The slate's player pool. */
export const fetchPool = createAsyncThunk<SlatePool, number, Rejected>(
  'multiLineupSettings/fetchPool',
  async (contestGroupId, { rejectWithValue }) => {
    try {
      return await getPool(contestGroupId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

const isActive = (build: Pick<Build, 'status'>) =>
  build.status === 'queued' || build.status === 'running'

/** Starts a build; the page then follows it with `followBuild`. */
export const startBuild = createAsyncThunk<Build, BuildStart, Rejected>(
  'multiLineupSettings/startBuild',
  async (start, { rejectWithValue }) => {
    try {
      return await postBuild(start)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** The build's progress, or its lineups once done. */
export const fetchBuild = createAsyncThunk<Build, string, Rejected>(
  'multiLineupSettings/fetchBuild',
  async (buildId, { rejectWithValue }) => {
    try {
      return await getBuild(buildId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/**
 * Follows the build's progress events until it finishes, then reads its lineups. Aborting
 * (the page went away) ends the stream quietly.
 */
export const followBuild = createAsyncThunk<void, string, Rejected>(
  'multiLineupSettings/followBuild',
  async (buildId, { dispatch, rejectWithValue, signal }) => {
    try {
      // The final state comes with the lineups from `fetchBuild`; showing it from the event
      // would end the page's following (and this thunk) before they are read.
      await followBuildEvents(
        buildId,
        (build) => {
          if (isActive(build)) dispatch(buildProgressed(build))
        },
        signal,
      )
      await dispatch(fetchBuild(buildId))
    } catch (error) {
      if (signal.aborted) return
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** Cancels the running build. */
export const cancelBuild = createAsyncThunk<Build, string, Rejected>(
  'multiLineupSettings/cancelBuild',
  async (buildId, { rejectWithValue }) => {
    try {
      return await postBuildCancel(buildId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** The site's upload CSV of a done build. */
export const exportBuild = createAsyncThunk<string, string, Rejected>(
  'multiLineupSettings/exportBuild',
  async (buildId, { rejectWithValue }) => {
    try {
      return await getUploadCsv(buildId)
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

/** A DKEntries.csv filled with the build's lineups. */
export const fillEntries = createAsyncThunk<
  string,
  { readonly buildId: string; readonly csv: string },
  Rejected
>('multiLineupSettings/fillEntries', async ({ buildId, csv }, { rejectWithValue }) => {
  try {
    return await postDkEntries(buildId, csv)
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

const failed = (error: string | undefined, fallback: string) => error ?? fallback

const multiLineupSettingsSlice = createSlice({
  name: 'multiLineupSettings',
  initialState: initialMultiLineupSettingsState,
  reducers: {
    /** Another sport, site or slate was chosen: its settings, pool and builds start fresh. */
    scopeChanged: () => initialMultiLineupSettingsState,
    /** The edit that a failed save complained about was changed. */
    saveErrorDismissed: (state) => ({ ...state, saveError: null }),
    /** A progress event of the shown build (no lineups yet). */
    buildProgressed: (state, { payload }: PayloadAction<Build>) =>
      state.build !== null && state.build.buildId !== payload.buildId
        ? state
        : { ...state, build: payload },
    /** The results panel was closed. */
    buildDismissed: (state, _action: PayloadAction<void>) => ({
      ...state,
      build: null,
      buildError: null,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMultiSettings.pending, (state) => ({ ...state, loading: true, error: null }))
      .addCase(fetchMultiSettings.fulfilled, (state, { payload }) => ({
        ...state,
        loading: false,
        settings: payload,
      }))
      .addCase(fetchMultiSettings.rejected, (state, { payload, error }) => ({
        ...state,
        loading: false,
        error: failed(payload, error.message ?? errors.fetchSettings),
      }))
      .addCase(saveMultiSettings.pending, (state) => ({ ...state, saving: true, saveError: null }))
      .addCase(saveMultiSettings.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        settings: payload,
      }))
      .addCase(saveMultiSettings.rejected, (state, { payload, error }) => ({
        ...state,
        saving: false,
        saveError: failed(payload, error.message ?? 'Save failed'),
      }))
      .addCase(fetchTemplates.pending, (state) => ({
        ...state,
        templatesLoading: true,
        templatesError: null,
      }))
      .addCase(fetchTemplates.rejected, (state, { payload, error }) => ({
        ...state,
        templatesLoading: false,
        templatesError: failed(payload, error.message ?? errors.fetchTemplates),
      }))
      .addCase(fetchPool.pending, (state) => ({ ...state, poolLoading: true, poolError: null }))
      .addCase(fetchPool.fulfilled, (state, { payload }) => ({
        ...state,
        poolLoading: false,
        pool: payload,
      }))
      .addCase(fetchPool.rejected, (state, { payload, error }) => ({
        ...state,
        poolLoading: false,
        poolError: failed(payload, error.message ?? 'Failed to fetch the player pool'),
      }))
      .addCase(startBuild.pending, (state) => ({ ...state, building: true, buildError: null }))
      .addCase(startBuild.fulfilled, (state, { payload }) => ({
        ...state,
        building: false,
        build: payload,
      }))
      .addCase(startBuild.rejected, (state, { payload, error }) => ({
        ...state,
        building: false,
        buildError: failed(payload, error.message ?? 'Build failed'),
      }))
      .addMatcher(
        (action) => exportBuild.pending.match(action) || fillEntries.pending.match(action),
        (state) => ({ ...state, exportError: null }),
      )
      .addMatcher(
        (action) => exportBuild.rejected.match(action) || fillEntries.rejected.match(action),
        (state, action: PayloadAction<string | undefined>) => ({
          ...state,
          exportError: action.payload ?? 'Export failed',
        }),
      )
      .addMatcher(
        (action) => fetchBuild.fulfilled.match(action) || cancelBuild.fulfilled.match(action),
        (state, { payload }: PayloadAction<Build>) =>
          // An answer about an older build than the one shown is dropped.
          state.build !== null && state.build.buildId !== payload.buildId
            ? state
            : { ...state, build: payload },
      )
      .addMatcher(
        (action) =>
          fetchBuild.rejected.match(action) ||
          cancelBuild.rejected.match(action) ||
          // Following stops on purpose when the build ends or the page goes away.
          (followBuild.rejected.match(action) && !action.meta.aborted),
        (state, action: PayloadAction<string | undefined>) => ({
          ...state,
          buildError: action.payload ?? 'Failed to fetch the build',
        }),
      )
      .addMatcher(
        (action) =>
          fetchTemplates.fulfilled.match(action) ||
          saveTemplates.fulfilled.match(action) ||
          deleteTemplate.fulfilled.match(action),
        (state, { payload }: PayloadAction<readonly OptimizerSettings[]>) => ({
          ...state,
          templatesLoading: false,
          templates: payload,
        }),
      )
      .addMatcher(
        (action) => saveTemplates.rejected.match(action) || deleteTemplate.rejected.match(action),
        (state, action: PayloadAction<string | undefined>) => ({
          ...state,
          templatesError: action.payload ?? errors.fetchTemplates,
        }),
      )
  },
})

export const { scopeChanged, saveErrorDismissed, buildDismissed, buildProgressed } =
  multiLineupSettingsSlice.actions
export const multiLineupSettingsReducer = multiLineupSettingsSlice.reducer

export type MultiLineupSettingsRootState = {
  readonly multiLineupSettings: MultiLineupSettingsState
}
export const selectMultiLineupSettings = (state: MultiLineupSettingsRootState) =>
  state.multiLineupSettings

/** Whether the shown build is still going. */
export const selectBuildRunning = (state: MultiLineupSettingsRootState): boolean => {
  const build = state.multiLineupSettings.build
  return build !== null && isActive(build)
}
