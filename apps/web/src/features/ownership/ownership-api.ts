import {
  contestDataRoute,
  contestsListRoute,
  type ContestDataPlayer,
} from '@slatelab/contract/contests.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { callApi } from '../../shared/api/call-api'

/**
 * A player's top-of-field ownership in one contest (percent): the shares of the best 20 %,
 * 10 % and 1 % of entries that rostered him, read from the contest data.
 */
export type OwnershipSplit = Pick<
  ContestDataPlayer,
  'playerId' | 'isCaptain' | 'ownership' | 'ownership20' | 'ownership10' | 'ownership1'
>

/** The slate's contests with each one's ownership rows (`GET /svc/contests/{contestGroupId}/`). */
export const getOwnershipContests = (contestGroupId: number): Promise<readonly Contest[]> =>
  callApi(contestsListRoute, { params: { contestGroupId } })

/**
 * A contest's top-of-field splits: the players of its contest data, with the smallest pages
 * of users and lineups the call allows (`GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`).
 */
export const getOwnershipSplits = async (target: {
  readonly sportCode: string
  readonly pathDate: string
  readonly contestId: number
}): Promise<readonly OwnershipSplit[]> =>
  (
    await callApi(contestDataRoute, {
      params: {
        sport: target.sportCode.toLowerCase(),
        date: target.pathDate,
        contestId: target.contestId,
      },
      query: { users_limit: 1, lineups_limit: 1 },
    })
  ).players
