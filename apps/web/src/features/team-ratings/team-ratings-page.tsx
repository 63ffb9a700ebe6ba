import { Alert, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core'
import { sportIds } from '@slatelab/domain/sports'
import { IconChartBar } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { failureDetail } from '../../shared/api/failure-detail'
import { failureMessage } from '../../shared/api/slatelab-api'
import { NoGamesPanel } from '../../shared/game-days/no-games-panel'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { selectChosenSlate, selectDate } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { RatingTable } from './rating-table'
import { useTeamRatingsQuery } from './team-ratings-api'
import {
  orderChanged,
  selectTeamRatings,
  viewChanged,
  type GameOrder,
  type RatingView,
} from './team-ratings-slice'

const views: readonly { value: RatingView; label: string }[] = [
  { value: 'expected', label: 'Expected' },
  { value: 'year', label: 'Season' },
  { value: 'month', label: 'Last 30 days' },
  { value: 'trend', label: 'Trend' },
]

const orders: readonly { value: GameOrder; label: string }[] = [
  { value: 'start', label: 'Start time' },
  { value: 'expectedGoals', label: 'Expected goals' },
  { value: 'expectedShotAttempts', label: 'Expected shot attempts' },
]

function RatingsBoard() {
  const dispatch = useAppDispatch()
  const date = useSelector(selectDate)
  const { view, order } = useSelector(selectTeamRatings)
  // `currentData`: another day's games are not shown while this day's load.
  const {
    currentData: events = [],
    isFetching: loading,
    error: failure,
  } = useTeamRatingsQuery(date)
  const error = failureMessage(failure)
  // The navbar's slate narrows the day's games to its own (SPEC §2: source and slate only).
  const slate = useSelector(selectChosenSlate)
  if (error === null && !loading && events.length === 0) {
    return <NoGamesPanel sportId={sportIds.NHL} date={date} />
  }
  const ofSlate =
    slate === undefined
      ? events
      : events.filter((event) => slate.events.includes(event.EventDetails.Properties.eventId))
  const sorted =
    order === 'start'
      ? ofSlate
      : ofSlate.toSorted(
          (a, b) =>
            b.EventDetails.Properties.matchup[order] - a.EventDetails.Properties.matchup[order],
        )
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <SegmentedControl
          aria-label="Figure"
          data={[...views]}
          value={view}
          onChange={(value) => dispatch(viewChanged(value as RatingView))}
        />
        <Group gap="sm" align="end">
          {loading && <Loader size="sm" aria-label="Loading team ratings" />}
          <Select
            label="Sort games by"
            data={[...orders]}
            value={order}
            onChange={(value) => dispatch(orderChanged((value ?? 'start') as GameOrder))}
            w={220}
          />
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {slate === undefined
          ? 'Every game of the day. '
          : `The ${slate.displayNameShort} slate's ${slate.gameCount === 1 ? 'game' : `${slate.gameCount} games`}. `}
        Per game. Cells are coloured by percentile among tonight's teams: green high, red low.
      </Text>
      {error !== null && (
        <Alert color="red" title={error}>
          {failureDetail(failure)}
        </Alert>
      )}
      {sorted.map((event) => (
        <RatingTable
          key={event.EventDetails.Properties.eventId}
          event={event}
          view={view}
          startLabel={slateStartLabel(event.EventDetails.Properties.eventDateTime, date)}
        />
      ))}
    </Stack>
  )
}

export function TeamRatingsPage() {
  return (
    <PageFrame
      path="/team-ratings"
      description="NHL team ratings for tonight: shot attempts, goals and fantasy points per game over the season and the last 30 days, and what each team should do against the defence it faces."
      empty={{
        title: 'Team ratings will appear here once you pick a slate.',
        description:
          "Choose a source and slate to rank every team's attack against the defence it faces tonight.",
        icon: <IconChartBar size={32} stroke={1.5} />,
      }}
    >
      <RatingsBoard />
    </PageFrame>
  )
}
