import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Which figure the tables show. */
export type RatingView = 'expected' | 'year' | 'month' | 'trend'
/** How the games are ordered: by start, or by the game's expected goals or shot attempts. */
export type GameOrder = 'start' | 'expectedGoals' | 'expectedShotAttempts'

/** The page's view of the ratings; the ratings themselves are the API cache's. */
export type TeamRatingsState = {
  readonly view: RatingView
  readonly order: GameOrder
}

export type TeamRatingsRootState = { readonly teamRatings: TeamRatingsState }

export const initialTeamRatingsState: TeamRatingsState = { view: 'expected', order: 'start' }

const teamRatingsSlice = createSlice({
  name: 'teamRatings',
  initialState: initialTeamRatingsState,
  reducers: {
    viewChanged: (state, { payload }: PayloadAction<RatingView>) => ({ ...state, view: payload }),
    orderChanged: (state, { payload }: PayloadAction<GameOrder>) => ({ ...state, order: payload }),
  },
})

export const { viewChanged, orderChanged } = teamRatingsSlice.actions
export const teamRatingsReducer = teamRatingsSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectTeamRatings = (state: TeamRatingsRootState): TeamRatingsState =>
  (state as Partial<TeamRatingsRootState>).teamRatings ?? initialTeamRatingsState
