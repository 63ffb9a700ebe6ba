import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GoalieMatchup, GoalieSide } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import type { IsoDate } from '@slatelab/domain/units'
import { HttpError } from '../../shared/api/http-error'
import { getStartingGoalies } from './starting-goalies-api'

export type StatusFilter = 'all' | GoalieSide['goalieStatus']

/**
 * The page's matchups for `date`. `error` is SPEC §8's stored text; `detail` what failed
 * (`HTTP error! status: 500`, or `No properties found in data` for a day without games).
 */
export type StartingGoaliesState = {
  readonly date: IsoDate | null
  readonly matchups: readonly GoalieMatchup[]
  readonly loading: boolean
  readonly error: string | null
  readonly detail: string | null
  readonly statusFilter: StatusFilter
}

export type StartingGoaliesRootState = { readonly startingGoalies: StartingGoaliesState }

export const initialStartingGoaliesState: StartingGoaliesState = {
  date: null,
  matchups: [],
  loading: false,
  error: null,
  detail: null,
  statusFilter: 'all',
}

const detailOf = (error: unknown): string =>
  error instanceof HttpError && error.status === 404
    ? errors.noPropertiesFound
    : error instanceof Error
      ? error.message
      : errors.fetchStartingGoalies

/** The day's matchups; an answer for a date the page has left rejects as stale. */
export const fetchStartingGoalies = createAsyncThunk<
  readonly GoalieMatchup[],
  IsoDate,
  { rejectValue: string }
>('startingGoalies/fetch', async (date, { getState, rejectWithValue }) => {
  let matchups: readonly GoalieMatchup[]
  try {
    matchups = await getStartingGoalies(date)
  } catch (error) {
    return rejectWithValue(detailOf(error))
  }
  // Registered under `startingGoalies` in app/store.ts.
  const current = (getState() as StartingGoaliesRootState).startingGoalies.date
  return current === date ? matchups : rejectWithValue(errors.staleRequestBlocked)
})

const startingGoaliesSlice = createSlice({
  name: 'startingGoalies',
  initialState: initialStartingGoaliesState,
  reducers: {
    statusFilterChanged: (state, { payload }: PayloadAction<StatusFilter>) => ({
      ...state,
      statusFilter: payload,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchStartingGoalies.pending, (state, { meta }) => ({
        ...state,
        date: meta.arg,
        loading: true,
        error: null,
        detail: null,
        matchups: state.date === meta.arg ? state.matchups : [],
      }))
      .addCase(fetchStartingGoalies.fulfilled, (state, { payload }) => ({
        ...state,
        matchups: payload,
        loading: false,
      }))
      .addCase(fetchStartingGoalies.rejected, (state, { payload }) =>
        payload === errors.staleRequestBlocked
          ? state
          : {
              ...state,
              matchups: [],
              loading: false,
              error: errors.fetchStartingGoalies,
              detail: payload ?? null,
            },
      )
  },
})

export const { statusFilterChanged } = startingGoaliesSlice.actions
export const startingGoaliesReducer = startingGoaliesSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectStartingGoalies = (state: StartingGoaliesRootState): StartingGoaliesState =>
  (state as Partial<StartingGoaliesRootState>).startingGoalies ?? initialStartingGoaliesState
