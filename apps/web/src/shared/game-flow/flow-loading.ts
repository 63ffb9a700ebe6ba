import { createAsyncThunk, type ActionReducerMapBuilder } from '@reduxjs/toolkit'
import type { GameFlow } from '@slatelab/contract/gameflow.contract'
import { errors } from '@slatelab/domain/errors'
import { getGameFlow } from './game-flow-api'

/** The game a page shows and its flow as it loads: `error` is SPEC §8's text. */
export type FlowLoading = {
  readonly eventId: number | null
  readonly flow: GameFlow | null
  readonly loading: boolean
  readonly error: string | null
}

export const initialFlowLoading: FlowLoading = {
  eventId: null,
  flow: null,
  loading: false,
  error: null,
}

/**
 * A thunk loading a game's flow into a slice holding `FlowLoading`; `eventIdOf` reads the
 * slice's game from the root state, so an answer for a game the page has left rejects as stale.
 * @example const fetchGameFlow = createFetchFlow('gameFlow/fetchGameFlow', (s) => (s as Root).gameFlow.eventId)
 */
export const createFetchFlow = (typePrefix: string, eventIdOf: (state: unknown) => number | null) =>
  createAsyncThunk<GameFlow, number, { rejectValue: string }>(
    typePrefix,
    async (eventId, { getState, rejectWithValue }) => {
      let flow: GameFlow
      try {
        flow = await getGameFlow(eventId)
      } catch {
        return rejectWithValue(errors.fetchGameFlowData)
      }
      return eventIdOf(getState()) === eventId ? flow : rejectWithValue(errors.staleRequestBlocked)
    },
  )

/** The slice's cases for its `createFetchFlow` thunk: a new game clears the old one's flow. */
export const addFlowLoadingCases = <S extends FlowLoading>(
  builder: ActionReducerMapBuilder<S>,
  fetchFlow: ReturnType<typeof createFetchFlow>,
): ActionReducerMapBuilder<S> =>
  builder
    .addCase(fetchFlow.pending, (state, { meta }) => ({
      ...state,
      eventId: meta.arg,
      loading: true,
      error: null,
      flow: state.flow?.eventId === meta.arg ? state.flow : null,
    }))
    .addCase(fetchFlow.fulfilled, (state, { payload }) => ({
      ...state,
      flow: payload,
      loading: false,
    }))
    .addCase(fetchFlow.rejected, (state, { payload }) =>
      payload === errors.staleRequestBlocked
        ? state
        : { ...state, flow: null, loading: false, error: payload ?? errors.fetchGameFlowData },
    )
