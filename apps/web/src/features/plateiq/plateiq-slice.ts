import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { HandSplit, StatcastRange } from '@slatelab/contract/plateiq.contract'

/** The page's tabs. */
export const plateIqTabs = {
  batters: 'batters',
  pitchers: 'pitchers',
  teams: 'teams',
  bullpens: 'bullpens',
  lineups: 'lineups',
} as const
export type PlateIqTab = (typeof plateIqTabs)[keyof typeof plateIqTabs]

/**
 * The page: the tab, split and window, and the batter whose matchup is open. The rows are the
 * API cache's; access is the shared `productAccess` slice's.
 */
export type PlateIqState = {
  readonly tab: PlateIqTab
  readonly split: HandSplit
  readonly range: StatcastRange
  /** The batter whose matchup is open, `null` when none is. */
  readonly matchupPlayerId: number | null
}

export type PlateIqRootState = { readonly plateiq: PlateIqState }

export const initialPlateIqState: PlateIqState = {
  tab: 'batters',
  split: 'all',
  range: 'last30',
  matchupPlayerId: null,
}

const plateIqSlice = createSlice({
  name: 'plateiq',
  initialState: initialPlateIqState,
  reducers: {
    tabChanged: (state, { payload }: PayloadAction<PlateIqTab>) => ({
      ...state,
      tab: payload,
      matchupPlayerId: null,
    }),
    splitChanged: (state, { payload }: PayloadAction<HandSplit>) => ({ ...state, split: payload }),
    rangeChanged: (state, { payload }: PayloadAction<StatcastRange>) => ({
      ...state,
      range: payload,
    }),
    matchupOpened: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      matchupPlayerId: payload,
    }),
    matchupClosed: (state) => ({ ...state, matchupPlayerId: null }),
  },
})

export const { tabChanged, splitChanged, rangeChanged, matchupOpened, matchupClosed } =
  plateIqSlice.actions
export const plateIqReducer = plateIqSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectPlateIq = (state: PlateIqRootState): PlateIqState =>
  (state as Partial<PlateIqRootState>).plateiq ?? initialPlateIqState
