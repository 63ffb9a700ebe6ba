import { Loader } from '@mantine/core'
import { IconChartPie } from '@tabler/icons-react'
import { lazy, Suspense, useEffect } from 'react'
import { useSelector } from 'react-redux'
import { noneChosen, selectContestGroupId, selectSportId } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import {
  fetchOwnershipContests,
  fetchOwnershipPlayers,
  fetchOwnershipSplits,
  ownershipSlateChanged,
  selectLeadContest,
  selectOwnership,
} from './ownership-slice'

const OwnershipDashboard = lazy(async () => ({
  default: (await import('./ownership-dashboard')).OwnershipDashboard,
}))

const description =
  'How the field built its lineups: each player’s ownership in the slate’s contests side by side, how the top of the field differed, and who paid off.'

/** Keeps the ownership data in step with the navbar's slate and the lead contest. */
function useOwnershipData() {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectSportId)
  const contestGroupId = useSelector(selectContestGroupId)
  const ownership = useSelector(selectOwnership)
  const lead = useSelector(selectLeadContest)
  const { isStale, contestsLoading } = ownership
  const slateInStep = ownership.contestGroupId === contestGroupId

  useEffect(() => {
    if (contestGroupId === noneChosen) return
    if (!slateInStep) {
      dispatch(ownershipSlateChanged(contestGroupId))
    } else if (isStale && !contestsLoading) {
      void dispatch(fetchOwnershipContests({ contestGroupId }))
      void dispatch(fetchOwnershipPlayers({ sportId, contestGroupId }))
    }
  }, [dispatch, sportId, contestGroupId, slateInStep, isStale, contestsLoading])

  const leadHasEntries = lead !== undefined && lead.players.length > 0
  useEffect(() => {
    if (lead !== undefined && leadHasEntries && slateInStep) {
      void dispatch(
        fetchOwnershipSplits({ contestGroupId, contestId: lead.contestId, contest: lead }),
      )
    }
  }, [dispatch, contestGroupId, lead, leadHasEntries, slateInStep])
}

export function OwnershipPage() {
  const contestGroupId = useSelector(selectContestGroupId)
  useOwnershipData()
  return (
    <PageFrame
      path="/ownership"
      description={description}
      empty={{
        title: 'Ownership will appear here once you pick a slate.',
        description:
          'Choose a sport, date, source and slate: the contests of that slate with stored entries show their ownership here.',
        icon: <IconChartPie size={32} stroke={1.5} />,
      }}
    >
      {contestGroupId === noneChosen ? undefined : (
        <Suspense fallback={<Loader size="sm" />}>
          <OwnershipDashboard />
        </Suspense>
      )}
    </PageFrame>
  )
}
