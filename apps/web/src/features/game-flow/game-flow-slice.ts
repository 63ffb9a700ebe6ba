import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Team } from '@slatelab/domain/entities/team'
import { errors } from '@slatelab/domain/errors'
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import type { IsoDate } from '@slatelab/domain/units'
import { failureText } from '../../shared/api/http-error'
import {
  addFlowLoadingCases,
  createFetchFlow,
  initialFlowLoading,
  type FlowLoading,
} from '../../shared/game-flow/flow-loading'
import { getNbaTeams, getRecentEventId } from './game-flow-api'

/**
 * The game on screen and the team-and-date search that finds one. `error` is SPEC §8's text
 * for the flow, `findError` for the event id; `noGame` says the search found no final game.
 */
export type GameFlowState = FlowLoading & {
  readonly teams: readonly Team[]
  readonly teamsError: string | null
  readonly finding: boolean
  readonly findError: string | null
  readonly noGame: boolean
  /** The site whose fantasy points colour the rotation and fill the box score. */
  readonly siteId: SiteId
}

export type GameFlowRootState = { readonly gameFlow: GameFlowState }

export const initialGameFlowState: GameFlowState = {
  ...initialFlowLoading,
  teams: [],
  teamsError: null,
  finding: false,
  findError: null,
  noGame: false,
  siteId: siteIds.DraftKings,
}

/** A game's flow; an answer for a game the page has left rejects as stale. */
export const fetchGameFlow = createFetchFlow(
  'gameFlow/fetchGameFlow',
  // Registered under `gameFlow` in app/store.ts.
  (state) => (state as GameFlowRootState).gameFlow.eventId,
)

/** The NBA teams to pick from. */
export const fetchTeams = createAsyncThunk<readonly Team[], void, { rejectValue: string }>(
  'gameFlow/fetchTeams',
  async (_, { rejectWithValue }) => {
    try {
      return await getNbaTeams()
    } catch (error) {
      return rejectWithValue(failureText(errors.fetchTeams, error))
    }
  },
)

/** The team's latest final game on or before the day; `null` when there is none. */
export const findGame = createAsyncThunk<
  number | null,
  { readonly date: IsoDate; readonly teamId: number },
  { rejectValue: string }
>('gameFlow/findGame', async ({ date, teamId }, { rejectWithValue }) => {
  try {
    return await getRecentEventId(date, teamId)
  } catch {
    return rejectWithValue(errors.fetchEventId)
  }
})

const gameFlowSlice = createSlice({
  name: 'gameFlow',
  initialState: initialGameFlowState,
  reducers: {
    siteChanged: (state, { payload }: PayloadAction<SiteId>) => ({ ...state, siteId: payload }),
  },
  extraReducers: (builder) => {
    addFlowLoadingCases(builder, fetchGameFlow)
      .addCase(fetchTeams.pending, (state) => ({ ...state, teamsError: null }))
      .addCase(fetchTeams.fulfilled, (state, { payload }) => ({ ...state, teams: payload }))
      .addCase(fetchTeams.rejected, (state, { payload }) => ({
        ...state,
        teamsError: payload ?? errors.fetchTeams,
      }))
      .addCase(findGame.pending, (state) => ({
        ...state,
        finding: true,
        findError: null,
        noGame: false,
      }))
      .addCase(findGame.fulfilled, (state, { payload }) => ({
        ...state,
        finding: false,
        noGame: payload === null,
      }))
      .addCase(findGame.rejected, (state, { payload }) => ({
        ...state,
        finding: false,
        findError: payload ?? errors.fetchEventId,
      }))
  },
})

export const { siteChanged } = gameFlowSlice.actions
export const gameFlowReducer = gameFlowSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectGameFlow = (state: GameFlowRootState): GameFlowState =>
  (state as Partial<GameFlowRootState>).gameFlow ?? initialGameFlowState
