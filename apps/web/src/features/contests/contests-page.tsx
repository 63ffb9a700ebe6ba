import { Loader } from '@mantine/core'
import { IconTrophy } from '@tabler/icons-react'
import { lazy, Suspense, useEffect } from 'react'
import { useSelector } from 'react-redux'
import {
  noneChosen,
  selectContestGroupId,
  selectContestId,
  selectNavbar,
} from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { contestOpened, fetchContestData, selectContests } from './contests-slice'

const ContestsDashboard = lazy(async () => ({
  default: (await import('./contests-dashboard')).ContestsDashboard,
}))

const description =
  'One contest of the slate, after the fact: its field and payouts, who owned whom at the top, how each user did, and the lineups the field copied.'

/** Loads the chosen contest's data again whenever the contest or a table's query changes. */
function useContestData() {
  const dispatch = useAppDispatch()
  const contestId = useSelector(selectContestId)
  const { contests } = useSelector(selectNavbar)
  const { query, contestId: openedId } = useSelector(selectContests)
  const contest = contests.find((candidate) => candidate.contestId === contestId)

  useEffect(() => {
    dispatch(contestOpened(contestId))
  }, [dispatch, contestId])

  // Only once the slice has opened this contest: its query is then this contest's, not the last.
  useEffect(() => {
    if (contest !== undefined && contest.contestId === openedId) {
      void dispatch(fetchContestData({ contest, query }))
    }
  }, [dispatch, contest, openedId, query])
}

export function ContestsPage() {
  const contestGroupId = useSelector(selectContestGroupId)
  useContestData()
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
