import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { userFacingMessage } from '../../shared/api/http-error'
import {
  getContestData,
  postStandings,
  type ContestDataQuery,
  type StandingsUpload,
} from './contests-api'
import type { ContestData, UserSortKey } from '@slatelab/contract/contests.contract'
import type { StandingsImportSummary } from '@slatelab/contract/imports.contract'

/** The contests dashboard: one contest's data and how its tables are paged and sorted. */
export type ContestsState = {
  /** The contest the data is for; `0` before any. */
  readonly contestId: number
  readonly data: ContestData | null
  readonly loading: boolean
  readonly error: string | null
  readonly query: ContestDataQuery
  /** The latest data request; answers to older ones are dropped. */
  readonly requestId: string | null
  readonly uploading: boolean
  readonly uploadError: string | null
  readonly uploaded: StandingsImportSummary | null
}

export type ContestsRootState = { readonly contests: ContestsState }

/** Users in standings order, first page, nobody opened. */
export const initialContestQuery: ContestDataQuery = {
  usersSort: 'bestRank',
  usersDescending: false,
  usersSearch: '',
  usersOffset: 0,
  lineupsOffset: 0,
  userId: null,
}

export const initialContestsState: ContestsState = {
  contestId: 0,
  data: null,
  loading: false,
  error: null,
  query: initialContestQuery,
  requestId: null,
  uploading: false,
  uploadError: null,
  uploaded: null,
}

/** A contest's data for the current query; any failure reads `Failed to fetch contest data`. */
export const fetchContestData = createAsyncThunk<
  ContestData,
  { readonly contest: Contest; readonly query: ContestDataQuery },
  { rejectValue: string }
>('contests/fetchContestData', async ({ contest, query }, { rejectWithValue }) => {
  try {
    return await getContestData(contest, query)
  } catch {
    return rejectWithValue(errors.fetchContestData)
  }
})

/** Uploads a standings export (admin); the server's words explain a refused file. */
export const saveStandings = createAsyncThunk<
  StandingsImportSummary,
  StandingsUpload,
  { rejectValue: string }
>('contests/saveStandings', async (upload, { rejectWithValue }) => {
  try {
    return await postStandings(upload)
  } catch (error) {
    return rejectWithValue(userFacingMessage(error))
  }
})

const withQuery = (state: ContestsState, query: Partial<ContestDataQuery>): ContestsState => ({
  ...state,
  query: { ...state.query, ...query },
})

const contestsSlice = createSlice({
  name: 'contests',
  initialState: initialContestsState,
  reducers: {
    /** Another contest was chosen: its tables start from the first page, nobody opened. */
    contestOpened: (state, { payload }: PayloadAction<number>) =>
      payload === state.contestId
        ? state
        : { ...initialContestsState, contestId: payload, uploaded: state.uploaded },
    /** A users column header was clicked: sort by it from the first page. */
    usersSorted: (
      state,
      { payload }: PayloadAction<{ readonly sort: UserSortKey; readonly descending: boolean }>,
    ) =>
      withQuery(state, {
        usersSort: payload.sort,
        usersDescending: payload.descending,
        usersOffset: 0,
      }),
    usersSearched: (state, { payload }: PayloadAction<string>) =>
      withQuery(state, { usersSearch: payload, usersOffset: 0 }),
    usersPaged: (state, { payload }: PayloadAction<number>) =>
      withQuery(state, { usersOffset: payload }),
    lineupsPaged: (state, { payload }: PayloadAction<number>) =>
      withQuery(state, { lineupsOffset: payload }),
    /** A user was opened (his lineups and exposures load) or closed (`null`). */
    userOpened: (state, { payload }: PayloadAction<string | null>) =>
      withQuery(state, { userId: payload }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchContestData.pending, (state, { meta }) => ({
        ...state,
        loading: true,
        error: null,
        requestId: meta.requestId,
      }))
      .addCase(fetchContestData.fulfilled, (state, { payload, meta }) =>
        meta.requestId !== state.requestId
          ? state
          : { ...state, data: payload, loading: false, requestId: null },
      )
      // SPEC §8: contest data falls back to an empty result on error.
      .addCase(fetchContestData.rejected, (state, { payload, error, meta }) =>
        meta.requestId !== state.requestId
          ? state
          : {
              ...state,
              data: null,
              loading: false,
              error: payload ?? error.message ?? errors.fetchContestData,
              requestId: null,
            },
      )
      .addCase(saveStandings.pending, (state) => ({
        ...state,
        uploading: true,
        uploadError: null,
        uploaded: null,
      }))
      .addCase(saveStandings.fulfilled, (state, { payload }) => ({
        ...state,
        uploading: false,
        uploaded: payload,
      }))
      .addCase(saveStandings.rejected, (state, { payload, error }) => ({
        ...state,
        uploading: false,
        uploadError: payload ?? error.message ?? null,
      }))
  },
})

export const { contestOpened, usersSorted, usersSearched, usersPaged, lineupsPaged, userOpened } =
  contestsSlice.actions
export const contestsReducer = contestsSlice.reducer

/**
 * The slice, or its initial state in a store built without it (the app shell's tests render
 * every page on a store of the shared slices only).
 */
export const selectContests = (state: ContestsRootState): ContestsState =>
  (state as Partial<ContestsRootState>).contests ?? initialContestsState
