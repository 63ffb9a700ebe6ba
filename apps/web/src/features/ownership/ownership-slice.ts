import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Contest } from '@slatelab/domain/entities/contest'
import { pickDefaultContests } from '@slatelab/domain/entry-cost'
import { ownershipApi } from './ownership-api'

/**
 * The ownership dashboard's settings, which its requests are checked against: the slate the
 * data is for, the contests shown side by side and the lead contest (the first visible one)
 * whose top-of-field splits show.
 */
export type OwnershipState = {
  readonly contestGroupId: number
  readonly contestId: number
  /** The contests shown side by side, in the order the user sees them. */
  readonly visibleContestIds: readonly number[]
}

export type OwnershipRootState = { readonly ownership: OwnershipState }

export const initialOwnershipState: OwnershipState = {
  contestGroupId: 0,
  contestId: 0,
  visibleContestIds: [],
}

const ownershipSlice = createSlice({
  name: 'ownership',
  initialState: initialOwnershipState,
  reducers: {
    /**
     * The navbar's slate changed (or first arrived): the contest and the visibility selection
     * are cleared, and the slate's data is asked anew (SPEC §4).
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
    }),
  },
  extraReducers: (builder) => {
    // The slate's contests arrived: unless the user chose already (the page opened again on
    // the same slate), up to four show, one per entry-cost band (SPEC §4).
    builder.addMatcher(
      ownershipApi.endpoints.ownershipContests.matchFulfilled,
      (state, { payload, meta }) => {
        if (meta.arg.originalArgs.contestGroupId !== state.contestGroupId) return state
        if (state.visibleContestIds.length > 0) return state
        const visible = pickDefaultContests(payload).map((contest) => contest.contestId)
        return { ...state, visibleContestIds: visible, contestId: visible[0] ?? 0 }
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

/** The visible contests of `contests`, in the order chosen. */
export const visibleContestsOf = (
  contests: readonly Contest[],
  visibleContestIds: readonly number[],
): readonly Contest[] =>
  visibleContestIds.flatMap((contestId) => {
    const contest = contests.find((candidate) => candidate.contestId === contestId)
    return contest === undefined ? [] : [contest]
  })
