import type { OwnershipPlayer } from '@slatelab/contract/contests.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { selectContestGroupId, selectSportId } from '../../shared/navbar/navbar-slice'
import {
  useOwnershipContestsQuery,
  useOwnershipPlayersQuery,
  useOwnershipSplitsQuery,
  type OwnershipSplit,
} from './ownership-api'
import { selectOwnership, visibleContestsOf } from './ownership-slice'

const noContests: readonly Contest[] = []
const noPlayers: readonly OwnershipPlayer[] = []
const noSplits: readonly OwnershipSplit[] = []

/**
 * The ownership data of the slate the settings are for: its contests, players and the lead
 * contest's splits, each empty on error (SPEC §8), with their failures. Asked only once the
 * settings follow the navbar's slate; a slate's contests are asked anew each time it is
 * chosen, so its default contests are picked again.
 */
export function useOwnershipData() {
  const sportId = useSelector(selectSportId)
  const navbarSlateId = useSelector(selectContestGroupId)
  const { contestGroupId, contestId, visibleContestIds } = useSelector(selectOwnership)
  const inStep = contestGroupId !== 0 && contestGroupId === navbarSlateId

  const contestsQuery = useOwnershipContestsQuery(inStep ? { contestGroupId } : skipToken, {
    refetchOnMountOrArgChange: true,
  })
  const playersQuery = useOwnershipPlayersQuery(inStep ? { sportId, contestGroupId } : skipToken)
  const contests = contestsQuery.currentData ?? noContests
  const lead = contests.find((contest) => contest.contestId === contestId)
  const splitsQuery = useOwnershipSplitsQuery(
    inStep && lead !== undefined && lead.players.length > 0
      ? { contestGroupId, contestId: lead.contestId, sportId: lead.sportId, date: lead.date }
      : skipToken,
  )
  const visible = useMemo(
    () => visibleContestsOf(contests, visibleContestIds),
    [contests, visibleContestIds],
  )
  return {
    contestGroupId,
    contests,
    visibleContestIds,
    visible,
    lead,
    players: playersQuery.currentData ?? noPlayers,
    splits: splitsQuery.currentData ?? noSplits,
    loading: contestsQuery.isFetching || playersQuery.isFetching,
    errors: [contestsQuery.error, playersQuery.error, splitsQuery.error].flatMap((error) => {
      const message = failureMessage(error)
      return message === null ? [] : [message]
    }),
  }
}

/** The ownership data of the settings' slate, as `useOwnershipData` reads it. */
export type OwnershipData = ReturnType<typeof useOwnershipData>
