import { Loader } from '@mantine/core'
import { IconChartPie } from '@tabler/icons-react'
import { lazy, Suspense, useEffect } from 'react'
import { useSelector } from 'react-redux'
import { noneChosen, selectContestGroupId } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { ownershipSlateChanged, selectOwnership } from './ownership-slice'
import { useOwnershipData } from './use-ownership-data'

const OwnershipDashboard = lazy(async () => ({
  default: (await import('./ownership-dashboard')).OwnershipDashboard,
}))

const description =
  'How the field built its lineups: each player’s ownership in the slate’s contests side by side, how the top of the field differed, and who paid off.'

/** Keeps the ownership settings on the navbar's slate. */
function useOwnershipSlate() {
  const dispatch = useAppDispatch()
  const contestGroupId = useSelector(selectContestGroupId)
  const settingsSlateId = useSelector(selectOwnership).contestGroupId
  useEffect(() => {
    if (contestGroupId !== noneChosen && contestGroupId !== settingsSlateId) {
      dispatch(ownershipSlateChanged(contestGroupId))
    }
  }, [dispatch, contestGroupId, settingsSlateId])
}

export function OwnershipPage() {
  const contestGroupId = useSelector(selectContestGroupId)
  useOwnershipSlate()
  // Asked here, so the data loads while the dashboard's code does.
  const ownership = useOwnershipData()
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
          <OwnershipDashboard ownership={ownership} />
        </Suspense>
      )}
    </PageFrame>
  )
}
