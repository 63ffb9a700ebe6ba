import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import {
  contestDataRoute,
  contestsListRoute,
  type ContestDataPlayer,
  type OwnershipPlayer,
} from '@slatelab/contract/contests.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { findSport } from '@slatelab/domain/sports'
import {
  contractCall,
  slatelabApi,
  type ApiFailure,
  type ContractCall,
} from '../../shared/api/slatelab-api'
import { slatePlayersCall } from '../../shared/pre-lock/pre-lock-api'

/**
 * A player's top-of-field ownership in one contest (percent): the shares of the best 20 %,
 * 10 % and 1 % of entries that rostered him, read from the contest data.
 */
export type OwnershipSplit = Pick<
  ContestDataPlayer,
  'playerId' | 'isCaptain' | 'ownership' | 'ownership20' | 'ownership10' | 'ownership1'
>

/** What an ownership request is for: a slate, and for the splits its lead contest. */
type OwnershipTarget = { readonly contestGroupId: number; readonly contestId?: number }

/** The settings an ownership request is checked against (the `ownership` slice's). */
type OwnershipSettingsState = {
  readonly ownership: { readonly contestGroupId: number; readonly contestId: number }
}

const isStaleFor = (state: unknown, target: OwnershipTarget): boolean => {
  const settings = (state as OwnershipSettingsState).ownership
  return (
    settings.contestGroupId !== target.contestGroupId ||
    (target.contestId !== undefined && settings.contestId !== target.contestId)
  )
}

const staleRequest: { readonly error: ApiFailure } = {
  error: { message: errors.staleRequestBlocked, status: null },
}

/**
 * Runs `call` for `target`, checked against the current settings before it is sent and when
 * it answers: a request whose slate or contest differs rejects with `Stale request blocked`
 * (SPEC §4).
 */
const checkedCall = async (
  target: OwnershipTarget,
  call: ContractCall,
  getState: () => unknown,
  baseQuery: (call: ContractCall) => ReturnType<BaseQueryFn<ContractCall, unknown, ApiFailure>>,
) => {
  if (isStaleFor(getState(), target)) return staleRequest
  const answer = await baseQuery(call)
  if (isStaleFor(getState(), target)) return staleRequest
  return answer.error === undefined ? { data: answer.data } : { error: answer.error }
}

/**
 * Contests by entry cost, highest first (SPEC §5), equal costs by id, so the default rule
 * picks the same contests whatever order the server sent.
 * @example byEntryCost([{ contestId: 2, entryCost: 5 }, { contestId: 1, entryCost: 20 }]) // [id 1, id 2]
 */
export const byEntryCost = (contests: readonly Contest[]): readonly Contest[] =>
  contests.toSorted((a, b) => b.entryCost - a.entryCost || a.contestId - b.contestId)

/** The lead contest whose top-of-field splits show, on its slate. */
export type SplitsRequest = {
  readonly contestGroupId: number
  readonly contestId: number
  readonly sportId: number
  /** The contest's start (ISO); its ET date names the contest data. */
  readonly date: string
}

export const ownershipApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The slate's contests with their ownership, by entry cost (`GET /svc/contests/{contestGroupId}/`);
     * a failure reads `Failed to fetch ownership properties`.
     */
    ownershipContests: build.query<readonly Contest[], { readonly contestGroupId: number }>({
      queryFn: async (target, { getState }, _extra, baseQuery) => {
        const call = contractCall(
          contestsListRoute,
          { params: { contestGroupId: target.contestGroupId } },
          errors.fetchOwnershipProperties,
        )
        const answer = await checkedCall(target, call, getState, baseQuery)
        return 'data' in answer ? { data: byEntryCost(answer.data as readonly Contest[]) } : answer
      },
      providesTags: [contestsListRoute.tag],
    }),
    /**
     * The slate's players. The list is the slate's, so only a slate change makes its request
     * stale, not the lead contest chosen meanwhile.
     */
    ownershipPlayers: build.query<
      readonly OwnershipPlayer[],
      { readonly sportId: number; readonly contestGroupId: number }
    >({
      queryFn: async (slate, { getState }, _extra, baseQuery) => {
        const target = { contestGroupId: slate.contestGroupId }
        const answer = await checkedCall(target, slatePlayersCall(slate), getState, baseQuery)
        return 'data' in answer ? { data: answer.data as readonly OwnershipPlayer[] } : answer
      },
      providesTags: [livePlayersRoute.tag],
    }),
    /**
     * The lead contest's top-of-field splits: the players of its contest data, with the
     * smallest pages of users and lineups the call allows
     * (`GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`); a failure reads
     * `Failed to fetch contest data`.
     */
    ownershipSplits: build.query<readonly OwnershipSplit[], SplitsRequest>({
      queryFn: async (target, { getState }, _extra, baseQuery) => {
        const call = contractCall(
          contestDataRoute,
          {
            params: {
              sport: (findSport(target.sportId)?.code ?? '').toLowerCase(),
              date: target.date.slice(0, 10).replaceAll('-', ''),
              contestId: target.contestId,
            },
            query: { users_limit: 1, lineups_limit: 1 },
          },
          errors.fetchContestData,
        )
        const answer = await checkedCall(target, call, getState, baseQuery)
        return 'data' in answer
          ? { data: (answer.data as { readonly players: readonly OwnershipSplit[] }).players }
          : answer
      },
      providesTags: [contestDataRoute.tag],
    }),
  }),
})

export const { useOwnershipContestsQuery, useOwnershipPlayersQuery, useOwnershipSplitsQuery } =
  ownershipApi
