import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GoalieSide } from '@slatelab/contract/hockey.contract'

export type StatusFilter = 'all' | GoalieSide['goalieStatus']

/** The page's view of the matchups; the matchups themselves are the API cache's. */
export type StartingGoaliesState = {
  readonly statusFilter: StatusFilter
}

export type StartingGoaliesRootState = { readonly startingGoalies: StartingGoaliesState }

export const initialStartingGoaliesState: StartingGoaliesState = { statusFilter: 'all' }

const startingGoaliesSlice = createSlice({
  name: 'startingGoalies',
  initialState: initialStartingGoaliesState,
  reducers: {
    statusFilterChanged: (state, { payload }: PayloadAction<StatusFilter>) => ({
      ...state,
      statusFilter: payload,
    }),
  },
})

export const { statusFilterChanged } = startingGoaliesSlice.actions
export const startingGoaliesReducer = startingGoaliesSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectStartingGoalies = (state: StartingGoaliesRootState): StartingGoaliesState =>
  (state as Partial<StartingGoaliesRootState>).startingGoalies ?? initialStartingGoaliesState
