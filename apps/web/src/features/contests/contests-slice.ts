import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { UserSortKey } from '@slatelab/contract/contests.contract'
import type { ContestDataQuery } from './contests-api'

/** The contests dashboard: the contest opened and how its tables are paged and sorted. */
export type ContestsState = {
  /** The contest the query is for; `0` before any. */
  readonly contestId: number
  readonly query: ContestDataQuery
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

export const initialContestsState: ContestsState = { contestId: 0, query: initialContestQuery }

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
      payload === state.contestId ? state : { ...initialContestsState, contestId: payload },
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
