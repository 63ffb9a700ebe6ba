import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  CorrelationFilter,
  CorrelationPoint,
  CorrelationResult,
  CorrelationView,
} from '@slatelab/contract/correlations.contract'
import { maxCustomFilters } from '@slatelab/domain/multi-lineup-defaults'
import type { SportId } from '@slatelab/domain/sports'
import { userFacingMessage } from '../../shared/api/http-error'
import {
  getCorrelationViews,
  postCorrelationPair,
  postCorrelations,
  saveCorrelationView,
} from './correlations-api'
import type { TypedFilterValues, TypedFilters } from './correlation-view-state'

/** The cell whose games the scatter shows. */
export type SelectedCell = { readonly rowItemId: number; readonly columnItemId: number }

/** The correlations page: the sport's views, what the user typed, the matrix and one cell's games. */
export type CorrelationsState = {
  readonly views: readonly CorrelationView[]
  readonly viewsLoading: boolean
  /** Typed filter values by filter name; they outlive a change of view (SPEC §4). */
  readonly typed: TypedFilters
  readonly customs: readonly CorrelationFilter[]
  readonly result: readonly CorrelationResult[] | null
  /** The latest fetch: an answer to an earlier one (another view, other filters) is dropped. */
  readonly requestId: string
  readonly loading: boolean
  readonly error: string | null
  readonly cell: SelectedCell | null
  readonly points: readonly CorrelationPoint[] | null
  readonly pointsLoading: boolean
  readonly pointsError: string | null
}

export type CorrelationsRootState = { readonly correlations: CorrelationsState }

export const initialCorrelationsState: CorrelationsState = {
  views: [],
  viewsLoading: false,
  typed: {},
  customs: [],
  result: null,
  requestId: '',
  loading: false,
  error: null,
  cell: null,
  points: null,
  pointsLoading: false,
  pointsError: null,
}

const failed = (error: unknown) => userFacingMessage(error)

/** The sport's views: the system views, then the caller's. */
export const fetchCorrelationViews = createAsyncThunk<
  readonly CorrelationView[],
  SportId,
  { rejectValue: string }
>('correlations/fetchCorrelationViews', async (sportId, { rejectWithValue }) => {
  try {
    return await getCorrelationViews(sportId)
  } catch (error) {
    return rejectWithValue(failed(error))
  }
})

/** The matrix of a view as the page sends it (typed values laid over its defaults). */
export const fetchCorrelations = createAsyncThunk<
  readonly CorrelationResult[],
  CorrelationView,
  { rejectValue: string }
>('correlations/fetchCorrelations', async (view, { rejectWithValue }) => {
  try {
    return await postCorrelations(view)
  } catch (error) {
    return rejectWithValue(failed(error))
  }
})

/** The games behind one cell. */
export const fetchCorrelationPair = createAsyncThunk<
  readonly CorrelationPoint[],
  SelectedCell & { readonly view: CorrelationView },
  { rejectValue: string }
>('correlations/fetchCorrelationPair', async (request, { rejectWithValue }) => {
  try {
    return await postCorrelationPair(request)
  } catch (error) {
    return rejectWithValue(failed(error))
  }
})

/**
 * Saves a view of the caller's: the previous view when another is chosen, or the current one
 * as a new view (id 0). Answers the view as stored.
 */
export const saveView = createAsyncThunk<CorrelationView, CorrelationView, { rejectValue: string }>(
  'correlations/saveView',
  async (view, { rejectWithValue }) => {
    try {
      return await saveCorrelationView(view)
    } catch (error) {
      return rejectWithValue(failed(error))
    }
  },
)

const correlationsSlice = createSlice({
  name: 'correlations',
  initialState: initialCorrelationsState,
  reducers: {
    /** The user typed into a filter; only what he typed is kept. */
    filterTyped: (
      state,
      {
        payload,
      }: PayloadAction<{ readonly filterName: string; readonly values: TypedFilterValues }>,
    ) => ({
      ...state,
      typed: {
        ...state.typed,
        [payload.filterName]: { ...state.typed[payload.filterName], ...payload.values },
      },
    }),
    /** Adds a custom filter, up to SPEC §5's three. */
    customFilterAdded: (state, { payload }: PayloadAction<CorrelationFilter>) =>
      state.customs.length >= maxCustomFilters
        ? state
        : { ...state, customs: [...state.customs, payload] },
    customFilterChanged: (state, { payload }: PayloadAction<CorrelationFilter>) => ({
      ...state,
      customs: state.customs.map((filter) =>
        filter.correlationFilterId === payload.correlationFilterId ? payload : filter,
      ),
    }),
    customFilterRemoved: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      customs: state.customs.filter((filter) => filter.correlationFilterId !== payload),
    }),
    cellCleared: (state) => ({ ...state, cell: null, points: null, pointsError: null }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCorrelationViews.pending, (state) => ({ ...state, viewsLoading: true }))
      .addCase(fetchCorrelationViews.fulfilled, (state, { payload }) => ({
        ...state,
        views: payload,
        viewsLoading: false,
      }))
      .addCase(fetchCorrelationViews.rejected, (state, { payload }) => ({
        ...state,
        views: [],
        viewsLoading: false,
        error: payload ?? null,
      }))
      .addCase(fetchCorrelations.pending, (state, { meta }) => ({
        ...state,
        loading: true,
        error: null,
        requestId: meta.requestId,
      }))
      .addCase(fetchCorrelations.fulfilled, (state, { payload, meta }) =>
        meta.requestId === state.requestId ? { ...state, result: payload, loading: false } : state,
      )
      .addCase(fetchCorrelations.rejected, (state, { payload, meta }) =>
        meta.requestId === state.requestId
          ? { ...state, loading: false, error: payload ?? null }
          : state,
      )
      .addCase(fetchCorrelationPair.pending, (state, { meta }) => ({
        ...state,
        cell: { rowItemId: meta.arg.rowItemId, columnItemId: meta.arg.columnItemId },
        pointsLoading: true,
        pointsError: null,
      }))
      .addCase(fetchCorrelationPair.fulfilled, (state, { payload }) => ({
        ...state,
        points: payload,
        pointsLoading: false,
      }))
      .addCase(fetchCorrelationPair.rejected, (state, { payload }) => ({
        ...state,
        pointsLoading: false,
        pointsError: payload ?? null,
      }))
      .addCase(saveView.fulfilled, (state, { payload }) => ({
        ...state,
        views: state.views.some((view) => view.correlationViewId === payload.correlationViewId)
          ? state.views.map((view) =>
              view.correlationViewId === payload.correlationViewId ? payload : view,
            )
          : [...state.views, payload],
      }))
      .addCase(saveView.rejected, (state, { payload }) => ({ ...state, error: payload ?? null }))
  },
})

export const {
  filterTyped,
  customFilterAdded,
  customFilterChanged,
  customFilterRemoved,
  cellCleared,
} = correlationsSlice.actions
export const correlationsReducer = correlationsSlice.reducer

export const selectCorrelations = (state: CorrelationsRootState) => state.correlations
