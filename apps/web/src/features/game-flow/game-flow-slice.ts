import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { siteIds, type SiteId } from '@slatelab/domain/sites'

/** The page's choices; the game, its flow and the teams are the API cache's. */
export type GameFlowState = {
  /** The site whose fantasy points colour the rotation and fill the box score. */
  readonly siteId: SiteId
}

export type GameFlowRootState = { readonly gameFlow: GameFlowState }

export const initialGameFlowState: GameFlowState = { siteId: siteIds.DraftKings }

const gameFlowSlice = createSlice({
  name: 'gameFlow',
  initialState: initialGameFlowState,
  reducers: {
    siteChanged: (state, { payload }: PayloadAction<SiteId>) => ({ ...state, siteId: payload }),
  },
})

export const { siteChanged } = gameFlowSlice.actions
export const gameFlowReducer = gameFlowSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectGameFlow = (state: GameFlowRootState): GameFlowState =>
  (state as Partial<GameFlowRootState>).gameFlow ?? initialGameFlowState
