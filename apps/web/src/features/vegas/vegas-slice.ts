import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { BettingLineEvent, GolfOutrightEvent } from '@slatelab/contract/vegas.contract'
import { errors } from '@slatelab/domain/errors'
import type { IsoDate } from '@slatelab/domain/units'
import { getGolfOutrights, getVegasLines, type VegasRequest } from './vegas-api'

/** The golf events of a week with their outright odds, for `date`. */
export type GolfOutrightsState = {
  readonly date: IsoDate | null
  readonly events: readonly GolfOutrightEvent[]
  readonly loading: boolean
  readonly error: string | null
}

/**
 * The Vegas page's lines and view settings. `request` is what the rows are (or are being
 * loaded) for; `selectedEventId` the game whose movement chart shows; `golf` the golf tab's.
 */
export type VegasState = {
  readonly request: VegasRequest | null
  readonly rows: readonly BettingLineEvent[]
  readonly loading: boolean
  readonly error: string | null
  readonly hideFinished: boolean
  readonly selectedEventId: number | null
  readonly golf: GolfOutrightsState
}

export type VegasRootState = { readonly vegas: VegasState }

export const initialVegasState: VegasState = {
  request: null,
  rows: [],
  loading: false,
  error: null,
  hideFinished: false,
  selectedEventId: null,
  golf: { date: null, events: [], loading: false, error: null },
}

const sameRequest = (a: VegasRequest | null, b: VegasRequest): boolean =>
  a !== null &&
  a.sportId === b.sportId &&
  a.date === b.date &&
  a.contestGroupId === b.contestGroupId

/**
 * The slate's lines. An answer for a request the page has moved on from rejects with
 * `Stale request blocked` and changes nothing; a failure stores `Failed to fetch vegas data`.
 */
export const fetchVegasLines = createAsyncThunk<
  readonly BettingLineEvent[],
  VegasRequest,
  { rejectValue: string }
>('vegas/fetchVegasLines', async (request, { getState, rejectWithValue }) => {
  let rows: readonly BettingLineEvent[]
  try {
    rows = await getVegasLines(request)
  } catch {
    return rejectWithValue(errors.fetchVegasData)
  }
  // Registered under `vegas` in app/store.ts.
  const current = (getState() as VegasRootState).vegas.request
  return sameRequest(current, request) ? rows : rejectWithValue(errors.staleRequestBlocked)
})

/**
 * The golf outrights of the week of `date`; a late answer for another date changes nothing, a
 * failure stores `Failed to fetch vegas data`.
 */
export const fetchGolfOutrights = createAsyncThunk<
  readonly GolfOutrightEvent[],
  IsoDate,
  { rejectValue: string }
>('vegas/fetchGolfOutrights', async (date, { getState, rejectWithValue }) => {
  let events: readonly GolfOutrightEvent[]
  try {
    events = await getGolfOutrights(date)
  } catch {
    return rejectWithValue(errors.fetchVegasData)
  }
  return (getState() as VegasRootState).vegas.golf.date === date
    ? events
    : rejectWithValue(errors.staleRequestBlocked)
})

const vegasSlice = createSlice({
  name: 'vegas',
  initialState: initialVegasState,
  reducers: {
    hideFinishedChanged: (state, { payload }: PayloadAction<boolean>) => ({
      ...state,
      hideFinished: payload,
    }),
    /** A game was clicked: its movement chart shows (again: it closes). */
    gameSelected: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      selectedEventId: state.selectedEventId === payload ? null : payload,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchVegasLines.pending, (state, { meta }) => ({
        ...state,
        request: meta.arg,
        loading: true,
        error: null,
        ...(sameRequest(state.request, meta.arg) ? {} : { rows: [], selectedEventId: null }),
      }))
      .addCase(fetchVegasLines.fulfilled, (state, { payload }) => ({
        ...state,
        rows: payload,
        loading: false,
      }))
      .addCase(fetchVegasLines.rejected, (state, { payload, error }) =>
        payload === errors.staleRequestBlocked
          ? state
          : {
              ...state,
              rows: [],
              loading: false,
              error: payload ?? error.message ?? errors.fetchVegasData,
            },
      )
      .addCase(fetchGolfOutrights.pending, (state, { meta }) => ({
        ...state,
        golf: {
          date: meta.arg,
          events: state.golf.date === meta.arg ? state.golf.events : [],
          loading: true,
          error: null,
        },
      }))
      .addCase(fetchGolfOutrights.fulfilled, (state, { payload }) => ({
        ...state,
        golf: { ...state.golf, events: payload, loading: false },
      }))
      .addCase(fetchGolfOutrights.rejected, (state, { payload, error }) =>
        payload === errors.staleRequestBlocked
          ? state
          : {
              ...state,
              golf: {
                ...state.golf,
                events: [],
                loading: false,
                error: payload ?? error.message ?? errors.fetchVegasData,
              },
            },
      )
  },
})

export const { hideFinishedChanged, gameSelected } = vegasSlice.actions
export const vegasReducer = vegasSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectVegas = (state: VegasRootState): VegasState =>
  (state as Partial<VegasRootState>).vegas ?? initialVegasState
