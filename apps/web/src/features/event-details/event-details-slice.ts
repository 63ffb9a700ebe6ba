import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Matchup } from '@slatelab/contract/gameflow.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import { errors } from '@slatelab/domain/errors'
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import {
  addFlowLoadingCases,
  createFetchFlow,
  initialFlowLoading,
  type FlowLoading,
} from '../../shared/game-flow/flow-loading'
import { getRecentMatchups, getSlateEvents } from './event-details-api'

/** The two teams whose meetings the page lists. */
export type MatchupRequest = {
  readonly sportId: SportId
  readonly team1: number
  readonly team2: number
}

/**
 * The slate's games to pick from, the picked game's flow (lineups, fantasy points by quarter)
 * and the teams' recent meetings; each part loads and fails on its own.
 */
export type EventDetailsState = FlowLoading & {
  readonly events: readonly SportEvent[]
  readonly eventsError: string | null
  readonly matchupsKey: string | null
  readonly matchups: readonly Matchup[]
  readonly matchupsLoading: boolean
  readonly matchupsError: string | null
  /** The site whose fantasy points the quarter table shows. */
  readonly siteId: SiteId
}

export type EventDetailsRootState = { readonly eventDetails: EventDetailsState }

export const initialEventDetailsState: EventDetailsState = {
  ...initialFlowLoading,
  events: [],
  eventsError: null,
  matchupsKey: null,
  matchups: [],
  matchupsLoading: false,
  matchupsError: null,
  siteId: siteIds.DraftKings,
}

const matchupsKeyOf = ({ sportId, team1, team2 }: MatchupRequest) => `${sportId}:${team1}:${team2}`

// Registered under `eventDetails` in app/store.ts.
const sliceOf = (state: unknown) => (state as EventDetailsRootState).eventDetails

/** The slate's games; a failure reads as the HTTP error. */
export const fetchSlateEvents = createAsyncThunk<
  readonly SportEvent[],
  number,
  { rejectValue: string }
>('eventDetails/fetchSlateEvents', async (contestGroupId, { rejectWithValue }) => {
  try {
    return await getSlateEvents(contestGroupId)
  } catch (error) {
    return rejectWithValue(error instanceof Error ? error.message : String(error))
  }
})

/** The game's flow; an answer for a game the page has left rejects as stale. */
export const fetchEventFlow = createFetchFlow(
  'eventDetails/fetchEventFlow',
  (state) => sliceOf(state).eventId,
)

/** The two teams' recent meetings; an answer for teams the page has left rejects as stale. */
export const fetchRecentMatchups = createAsyncThunk<
  readonly Matchup[],
  MatchupRequest,
  { rejectValue: string }
>('eventDetails/fetchRecentMatchups', async (request, { getState, rejectWithValue }) => {
  let matchups: readonly Matchup[]
  try {
    matchups = await getRecentMatchups(request.sportId, request.team1, request.team2)
  } catch {
    return rejectWithValue(errors.fetchRecentMatchups)
  }
  return sliceOf(getState()).matchupsKey === matchupsKeyOf(request)
    ? matchups
    : rejectWithValue(errors.staleRequestBlocked)
})

const eventDetailsSlice = createSlice({
  name: 'eventDetails',
  initialState: initialEventDetailsState,
  reducers: {
    siteChanged: (state, { payload }: PayloadAction<SiteId>) => ({ ...state, siteId: payload }),
  },
  extraReducers: (builder) => {
    addFlowLoadingCases(builder, fetchEventFlow)
      .addCase(fetchSlateEvents.pending, (state) => ({ ...state, eventsError: null }))
      .addCase(fetchSlateEvents.fulfilled, (state, { payload }) => ({ ...state, events: payload }))
      .addCase(fetchSlateEvents.rejected, (state, { payload }) => ({
        ...state,
        events: [],
        eventsError: payload ?? null,
      }))
      .addCase(fetchRecentMatchups.pending, (state, { meta }) => ({
        ...state,
        matchupsKey: matchupsKeyOf(meta.arg),
        matchupsLoading: true,
        matchupsError: null,
        matchups: state.matchupsKey === matchupsKeyOf(meta.arg) ? state.matchups : [],
      }))
      .addCase(fetchRecentMatchups.fulfilled, (state, { payload }) => ({
        ...state,
        matchups: payload,
        matchupsLoading: false,
      }))
      .addCase(fetchRecentMatchups.rejected, (state, { payload }) =>
        payload === errors.staleRequestBlocked
          ? state
          : {
              ...state,
              matchups: [],
              matchupsLoading: false,
              matchupsError: payload ?? errors.fetchRecentMatchups,
            },
      )
  },
})

export const { siteChanged } = eventDetailsSlice.actions
export const eventDetailsReducer = eventDetailsSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectEventDetails = (state: EventDetailsRootState): EventDetailsState =>
  (state as Partial<EventDetailsRootState>).eventDetails ?? initialEventDetailsState
