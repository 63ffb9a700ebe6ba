import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import type { IsoDate } from '@slatelab/domain/units'
import { HttpError } from '../../shared/api/http-error'
import { getTeamRatings } from './team-ratings-api'

/** Which figure the tables show. */
export type RatingView = 'expected' | 'year' | 'month' | 'trend'
/** How the games are ordered: by start, or by the game's expected goals or shot attempts. */
export type GameOrder = 'start' | 'expectedGoals' | 'expectedShotAttempts'

/**
 * The page's ratings for `date`. `error` is SPEC §8's stored text; `detail` what failed
 * (`HTTP error! status: 500`, or `No properties found in data` for a day without games).
 */
export type TeamRatingsState = {
  readonly date: IsoDate | null
  readonly events: readonly TeamRatingsEvent[]
  readonly loading: boolean
  readonly error: string | null
  readonly detail: string | null
  readonly view: RatingView
  readonly order: GameOrder
}

export type TeamRatingsRootState = { readonly teamRatings: TeamRatingsState }

export const initialTeamRatingsState: TeamRatingsState = {
  date: null,
  events: [],
  loading: false,
  error: null,
  detail: null,
  view: 'expected',
  order: 'start',
}

/** The day's ratings; an answer for a date the page has left rejects as stale. */
export const fetchTeamRatings = createAsyncThunk<
  readonly TeamRatingsEvent[],
  IsoDate,
  { rejectValue: string }
>('teamRatings/fetch', async (date, { getState, rejectWithValue }) => {
  let events: readonly TeamRatingsEvent[]
  try {
    events = await getTeamRatings(date)
  } catch (error) {
    return rejectWithValue(
      error instanceof HttpError && error.status === 404
        ? errors.noPropertiesFound
        : error instanceof Error
          ? error.message
          : errors.fetchTeamRatings,
    )
  }
  // Registered under `teamRatings` in app/store.ts.
  const current = (getState() as TeamRatingsRootState).teamRatings.date
  return current === date ? events : rejectWithValue(errors.staleRequestBlocked)
})

const teamRatingsSlice = createSlice({
  name: 'teamRatings',
  initialState: initialTeamRatingsState,
  reducers: {
    viewChanged: (state, { payload }: PayloadAction<RatingView>) => ({ ...state, view: payload }),
    orderChanged: (state, { payload }: PayloadAction<GameOrder>) => ({ ...state, order: payload }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTeamRatings.pending, (state, { meta }) => ({
        ...state,
        date: meta.arg,
        loading: true,
        error: null,
        detail: null,
        events: state.date === meta.arg ? state.events : [],
      }))
      .addCase(fetchTeamRatings.fulfilled, (state, { payload }) => ({
        ...state,
        events: payload,
        loading: false,
      }))
      .addCase(fetchTeamRatings.rejected, (state, { payload }) =>
        payload === errors.staleRequestBlocked
          ? state
          : {
              ...state,
              events: [],
              loading: false,
              error: errors.fetchTeamRatings,
              detail: payload ?? null,
            },
      )
  },
})

export const { viewChanged, orderChanged } = teamRatingsSlice.actions
export const teamRatingsReducer = teamRatingsSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectTeamRatings = (state: TeamRatingsRootState): TeamRatingsState =>
  (state as Partial<TeamRatingsRootState>).teamRatings ?? initialTeamRatingsState
