import { Alert, Group, Loader, SegmentedControl, SimpleGrid, Text } from '@mantine/core'
import { sportIds } from '@slatelab/domain/sports'
import { IconShieldHalf } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { failureDetail } from '../../shared/api/failure-detail'
import { failureMessage } from '../../shared/api/slatelab-api'
import { NoGamesPanel } from '../../shared/game-days/no-games-panel'
import { selectDate } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { GoalieCard } from './goalie-card'
import { visibleMatchups } from './goalie-matchups'
import { useStartingGoaliesQuery } from './starting-goalies-api'
import {
  selectStartingGoalies,
  statusFilterChanged,
  type StatusFilter,
} from './starting-goalies-slice'

const filters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'expected', label: 'Expected' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
]

function GoalieBoard() {
  const dispatch = useAppDispatch()
  const date = useSelector(selectDate)
  const { statusFilter } = useSelector(selectStartingGoalies)
  // `currentData`: another day's games are not shown while this day's load.
  const {
    currentData: matchups = [],
    isFetching: loading,
    error: failure,
  } = useStartingGoaliesQuery(date)
  const error = failureMessage(failure)
  const shown = visibleMatchups(matchups, statusFilter)
  const answered = error === null && !loading
  if (answered && matchups.length === 0) return <NoGamesPanel sportId={sportIds.NHL} date={date} />
  return (
    <>
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Goalie status"
          data={[...filters]}
          value={statusFilter}
          onChange={(value) => dispatch(statusFilterChanged(value as StatusFilter))}
        />
        {loading && <Loader size="sm" aria-label="Loading starting goalies" />}
      </Group>
      {error !== null && (
        <Alert color="red" title={error}>
          {failureDetail(failure)}
        </Alert>
      )}
      {answered && shown.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No goalie has this status on the day.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {shown.map((matchup) => (
          <GoalieCard key={matchup.Properties.eventId} matchup={matchup} date={date} />
        ))}
      </SimpleGrid>
    </>
  )
}

export function StartingGoaliesPage() {
  return (
    <PageFrame
      path="/starting-goalies"
      description="Tonight's NHL goalie starts with their status, salaries, moneylines and how their fantasy points and their opponents' rank, the surest favourites first."
      empty={{
        title: 'Goalie starts will appear here once you pick a slate.',
        description:
          'Choose a date, source and slate to see who is confirmed, expected or still unconfirmed in net.',
        icon: <IconShieldHalf size={32} stroke={1.5} />,
      }}
    >
      <GoalieBoard />
    </PageFrame>
  )
}
