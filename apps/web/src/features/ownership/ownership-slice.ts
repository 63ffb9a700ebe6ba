import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { OwnershipPlayer } from '@slatelab/contract/contests.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { pickDefaultContests } from '@slatelab/domain/entry-cost'
import { errors } from '@slatelab/domain/errors'
import { findSport } from '@slatelab/domain/sports'
import { getSlatePlayers } from '../../shared/pre-lock/pre-lock-api'
import { getOwnershipContests, getOwnershipSplits, type OwnershipSplit } from './ownership-api'

/**
 * The ownership dashboard's data and settings. `contestGroupId` and `contestId` are the
 * settings its requests are checked against: the slate the data is for, and the lead
 * contest (the first visible one) whose top-of-field splits show.
 */
export type OwnershipState = {
  readonly contestGroupId: number
  readonly contestId: number
  readonly contests: readonly Contest[]
  readonly contestsLoading: boolean
  readonly contestsError: string | null
  readonly players: readonly OwnershipPlayer[]
  readonly playersLoading: boolean
  readonly playersError: string | null
  readonly splits: readonly OwnershipSplit[]
  readonly splitsLoading: boolean
  readonly splitsError: string | null
  /** The contests shown side by side, in the order the user sees them. */
  readonly visibleContestIds: readonly number[]
  /** The slate changed since the data loaded: it must load again. */
  readonly isStale: boolean
}

export type OwnershipRootState = { readonly ownership: OwnershipState }

export const initialOwnershipState: OwnershipState = {
  contestGroupId: 0,
  contestId: 0,
  contests: [],
  contestsLoading: false,
  contestsError: null,
  players: [],
  playersLoading: false,
  playersError: null,
  splits: [],
  splitsLoading: false,
  splitsError: null,
  visibleContestIds: [],
  isStale: true,
}

/** What an ownership request is for; it is blocked once the settings moved on. */
type OwnershipTarget = { readonly contestGroupId: number; readonly contestId?: number }

const isStaleFor = (state: OwnershipRootState, target: OwnershipTarget) =>
  state.ownership.contestGroupId !== target.contestGroupId ||
  (target.contestId !== undefined && state.ownership.contestId !== target.contestId)

/**
 * A fetch checked against the settings before it is sent and when it answers: a request
 * whose slate or contest differs from the current settings rejects with `Stale request
 * blocked` (SPEC §4); any other failure with `failure`.
 */
const ownershipThunk = <Returned, Arg extends OwnershipTarget>(
  type: string,
  failure: string,
  run: (arg: Arg) => Promise<Returned>,
) =>
  createAsyncThunk<Returned, Arg, { rejectValue: string }>(
    type,
    async (arg, { getState, rejectWithValue }) => {
      // The app's dispatch is typed without the root state; this slice is registered under
      // `ownership` in app/store.ts.
      const current = () => getState() as OwnershipRootState
      if (isStaleFor(current(), arg)) return rejectWithValue(errors.staleRequestBlocked)
      let answer: Returned
      try {
        answer = await run(arg)
      } catch {
        return rejectWithValue(failure)
      }
      return isStaleFor(current(), arg) ? rejectWithValue(errors.staleRequestBlocked) : answer
    },
  )

/** The slate's contests with their ownership (the ownership contest list). */
export const fetchOwnershipContests = ownershipThunk(
  'ownership/fetchOwnershipContests',
  errors.fetchOwnershipProperties,
  ({ contestGroupId }: { readonly contestGroupId: number }) => getOwnershipContests(contestGroupId),
)

/**
 * The slate's players; on failure the list falls back to empty. The list is the slate's, so
 * only a slate change makes its answer stale, not the lead contest chosen meanwhile.
 */
export const fetchOwnershipPlayers = ownershipThunk(
  'ownership/fetchOwnershipPlayers',
  errors.fetchPlayerProperties,
  (arg: { readonly sportId: number; readonly contestGroupId: number }) => getSlatePlayers(arg),
)

/** The lead contest's top-of-field splits; on failure they fall back to none. */
export const fetchOwnershipSplits = ownershipThunk(
  'ownership/fetchOwnershipSplits',
  errors.fetchContestData,
  (arg: {
    readonly contestGroupId: number
    readonly contestId: number
    readonly contest: Contest
  }) =>
    getOwnershipSplits({
      sportCode: findSport(arg.contest.sportId)?.code ?? '',
      pathDate: arg.contest.date.slice(0, 10).replaceAll('-', ''),
      contestId: arg.contestId,
    }),
)

/**
 * Contests by entry cost, highest first (SPEC §5), equal costs by id, so the default rule
 * picks the same contests whatever order the server sent.
 * @example byEntryCost([{ contestId: 2, entryCost: 5 }, { contestId: 1, entryCost: 20 }]) // [id 1, id 2]
 */
export const byEntryCost = (contests: readonly Contest[]): readonly Contest[] =>
  contests.toSorted((a, b) => b.entryCost - a.entryCost || a.contestId - b.contestId)

const ownershipSlice = createSlice({
  name: 'ownership',
  initialState: initialOwnershipState,
  reducers: {
    /**
     * The navbar's slate changed (or first arrived): the contest, the ownership list and the
     * visibility selection are cleared and the data is stale (SPEC §4).
     */
    ownershipSlateChanged: (_state, { payload }: PayloadAction<number>) => ({
      ...initialOwnershipState,
      contestGroupId: payload,
    }),
    /** The user chose which contests to show; the first one leads. */
    visibleContestsChanged: (state, { payload }: PayloadAction<readonly number[]>) => ({
      ...state,
      visibleContestIds: payload,
      contestId: payload[0] ?? 0,
      splits: payload[0] === state.contestId ? state.splits : [],
    }),
  },
  extraReducers: (builder) => {
    // Stale answers change nothing: the settings they were for are gone.
    const isStaleAnswer = (payload: string | undefined) => payload === errors.staleRequestBlocked
    builder
      .addCase(fetchOwnershipContests.pending, (state) => ({
        ...state,
        contestsLoading: true,
        contestsError: null,
      }))
      .addCase(fetchOwnershipContests.fulfilled, (state, { payload }) => {
        const contests = byEntryCost(payload)
        const visible = pickDefaultContests(contests).map((contest) => contest.contestId)
        return {
          ...state,
          contests,
          contestsLoading: false,
          visibleContestIds: visible,
          contestId: visible[0] ?? 0,
          isStale: false,
        }
      })
      .addCase(fetchOwnershipContests.rejected, (state, { payload, error }) =>
        isStaleAnswer(payload)
          ? state
          : {
              ...state,
              contests: [],
              contestsLoading: false,
              contestsError: payload ?? error.message ?? errors.fetchOwnershipProperties,
              isStale: false,
            },
      )
      .addCase(fetchOwnershipPlayers.pending, (state) => ({
        ...state,
        playersLoading: true,
        playersError: null,
      }))
      .addCase(fetchOwnershipPlayers.fulfilled, (state, { payload }) => ({
        ...state,
        players: payload,
        playersLoading: false,
      }))
      .addCase(fetchOwnershipPlayers.rejected, (state, { payload, error }) =>
        isStaleAnswer(payload)
          ? state
          : {
              ...state,
              players: [],
              playersLoading: false,
              playersError: payload ?? error.message ?? errors.fetchPlayerProperties,
            },
      )
      .addCase(fetchOwnershipSplits.pending, (state) => ({
        ...state,
        splitsLoading: true,
        splitsError: null,
      }))
      .addCase(fetchOwnershipSplits.fulfilled, (state, { payload }) => ({
        ...state,
        splits: payload,
        splitsLoading: false,
      }))
      .addCase(fetchOwnershipSplits.rejected, (state, { payload, error }) =>
        isStaleAnswer(payload)
          ? state
          : {
              ...state,
              splits: [],
              splitsLoading: false,
              splitsError: payload ?? error.message ?? errors.fetchContestData,
            },
      )
  },
})

export const { ownershipSlateChanged, visibleContestsChanged } = ownershipSlice.actions
export const ownershipReducer = ownershipSlice.reducer

/**
 * The slice, or its initial state in a store built without it (the app shell's tests render
 * every page on a store of the shared slices only).
 */
export const selectOwnership = (state: OwnershipRootState): OwnershipState =>
  (state as Partial<OwnershipRootState>).ownership ?? initialOwnershipState

/** The visible contests, in the order chosen. */
export const selectVisibleContests = createSelector([selectOwnership], (ownership) =>
  ownership.visibleContestIds.flatMap((contestId) => {
    const contest = ownership.contests.find((candidate) => candidate.contestId === contestId)
    return contest === undefined ? [] : [contest]
  }),
)

/** The lead contest, whose splits the table shows. */
export const selectLeadContest = createSelector([selectOwnership], (ownership) =>
  ownership.contests.find((contest) => contest.contestId === ownership.contestId),
)
