import { Loader } from '@mantine/core'
import { IconTrophy } from '@tabler/icons-react'
import { lazy, Suspense, useEffect } from 'react'
import { useSelector } from 'react-redux'
import { noneChosen, selectContestGroupId, selectContestId } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { contestOpened } from './contests-slice'

const ContestsDashboard = lazy(async () => ({
  default: (await import('./contests-dashboard')).ContestsDashboard,
}))

const description =
  'One contest of the slate, after the fact: its field and payouts, who owned whom at the top, how each user did, and the lineups the field copied.'

/** Opens the navbar's contest: its tables start from the first page, nobody opened. */
function useOpenedContest() {
  const dispatch = useAppDispatch()
  const contestId = useSelector(selectContestId)
  useEffect(() => {
    dispatch(contestOpened(contestId))
  }, [dispatch, contestId])
}

export function ContestsPage() {
  const contestGroupId = useSelector(selectContestGroupId)
  useOpenedContest()
  return (
    <PageFrame
      path="/contests"
      description={description}
      empty={{
        title: 'Contests will appear here once you pick a slate.',
        description:
          'Choose a sport, date, source and slate, then pick a contest to see its field, payouts and the lineups that cashed.',
        icon: <IconTrophy size={32} stroke={1.5} />,
      }}
    >
      {contestGroupId === noneChosen ? undefined : (
        <Suspense fallback={<Loader size="sm" />}>
          <ContestsDashboard />
        </Suspense>
      )}
    </PageFrame>
  )
}
