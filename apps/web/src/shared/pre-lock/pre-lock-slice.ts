import { createSlice } from '@reduxjs/toolkit'
import type { FinishedSlate, OwnershipPlayer } from '@slatelab/contract/contests.contract'
import { errors } from '@slatelab/domain/errors'
import { messagedThunk } from '../store/messaged-thunk'
import { getLastFinishedSlate, getSlatePlayers } from './pre-lock-api'

/**
 * What the pre-lock view of /contests and /ownership needs besides the slate's contests: the
 * last finished slate to offer (per sport and site) and, for /contests, the slate's players
 * with their projections.
 */
export type PreLockState = {
  /** `sportId-sourceId` the offer is for; `null` before any. */
  readonly lastFinishedFor: string | null
  /** `null` when that sport and site have no finished slate with stored fields. */
  readonly lastFinished: FinishedSlate | null
  readonly lastFinishedLoading: boolean
  /** The slate the players are for; `0` before any. */
  readonly playersSlateId: number
  readonly players: readonly OwnershipPlayer[]
  readonly playersLoading: boolean
  readonly playersError: string | null
}

export type PreLockRootState = { readonly preLock: PreLockState }

export const initialPreLockState: PreLockState = {
  lastFinishedFor: null,
  lastFinished: null,
  lastFinishedLoading: false,
  playersSlateId: 0,
  players: [],
  playersLoading: false,
  playersError: null,
}

/**
 * The key of a sport and site's offer.
 * @example lastFinishedKey({ sportId: 1, sourceId: 4 }) // '1-4'
 */
export const lastFinishedKey = (query: { readonly sportId: number; readonly sourceId: number }) =>
  `${query.sportId}-${query.sourceId}`

/** The last finished slate of a sport and site; a failure leaves no offer (not an error to show). */
export const fetchLastFinishedSlate = messagedThunk(
  'preLock/fetchLastFinishedSlate',
  getLastFinishedSlate,
  () => errors.fetchContests,
)

/** A slate's players with their projections; any failure reads `Failed to fetch player properties`. */
export const fetchProjectedPlayers = messagedThunk(
  'preLock/fetchProjectedPlayers',
  getSlatePlayers,
  () => errors.fetchPlayerProperties,
)

const preLockSlice = createSlice({
  name: 'preLock',
  initialState: initialPreLockState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLastFinishedSlate.pending, (state, { meta }) => ({
        ...state,
        lastFinishedFor: lastFinishedKey(meta.arg),
        lastFinished: null,
        lastFinishedLoading: true,
      }))
      .addCase(fetchLastFinishedSlate.fulfilled, (state, { payload, meta }) =>
        state.lastFinishedFor === lastFinishedKey(meta.arg)
          ? { ...state, lastFinished: payload, lastFinishedLoading: false }
          : state,
      )
      .addCase(fetchLastFinishedSlate.rejected, (state, { meta }) =>
        state.lastFinishedFor === lastFinishedKey(meta.arg)
          ? { ...state, lastFinished: null, lastFinishedLoading: false }
          : state,
      )
      .addCase(fetchProjectedPlayers.pending, (state, { meta }) => ({
        ...state,
        playersSlateId: meta.arg.contestGroupId,
        players: state.playersSlateId === meta.arg.contestGroupId ? state.players : [],
        playersLoading: true,
        playersError: null,
      }))
      .addCase(fetchProjectedPlayers.fulfilled, (state, { payload, meta }) =>
        state.playersSlateId === meta.arg.contestGroupId
          ? { ...state, players: payload, playersLoading: false }
          : state,
      )
      .addCase(fetchProjectedPlayers.rejected, (state, { payload, meta }) =>
        state.playersSlateId === meta.arg.contestGroupId
          ? {
              ...state,
              players: [],
              playersLoading: false,
              playersError: payload ?? errors.fetchPlayerProperties,
            }
          : state,
      )
  },
})

export const preLockReducer = preLockSlice.reducer

/** The slice, or its initial state in a store built without it. */
export const selectPreLock = (state: PreLockRootState): PreLockState =>
  (state as Partial<PreLockRootState>).preLock ?? initialPreLockState
