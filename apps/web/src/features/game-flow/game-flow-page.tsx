import '@mantine/dates/styles.css'
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import type { GameFlow } from '@slatelab/contract/gameflow.contract'
import { isoDateSchema, type IsoDate } from '@slatelab/domain/units'
import { IconCalendar, IconChevronLeft, IconChevronRight, IconTimeline } from '@tabler/icons-react'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { chosenEventId, eventDetailsPath, withEvent } from '../../shared/game-flow/game-links'
import {
  datePickerFormat,
  parseTypedDate,
  slateStartLabel,
  slateToday,
  toPickerDate,
} from '../../shared/navbar/navbar-dates'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageEmptyPanel, PageFrame, type PageEmptyState } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { BoxScore } from './box-score'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useGameFlowQuery } from '../../shared/game-flow/game-flow-api'
import { useLazyRecentEventIdQuery, useNbaTeamsQuery } from './game-flow-api'
import { selectGameFlow, siteChanged } from './game-flow-slice'
import { RotationChart } from './rotation-chart'
import { SitePointsChoice } from '../../shared/game-flow/site-points-choice'

const empty: PageEmptyState = {
  title: 'The game flow will appear here once you pick a game.',
  description:
    'Pick an NBA team and a date to follow its latest game: who was on the floor, when the points came and what each stint was worth.',
  icon: <IconTimeline size={32} stroke={1.5} />,
}

/** The team and date that find a game: the team's latest final game on or before the day. */
function GamePicker() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const { data: teams = [], error: teamsFailure } = useNbaTeamsQuery()
  const teamsError = failureMessage(teamsFailure)
  const [findGame, found] = useLazyRecentEventIdQuery()
  const finding = found.isFetching
  const findError = failureMessage(found.error)
  const noGame = !finding && found.currentData === null
  const [teamId, setTeamId] = useState<string | null>(null)
  const [date, setDate] = useState<IsoDate>(() => slateToday())

  const find = async (team: string | null, day: IsoDate) => {
    if (team === null) return
    const result = await findGame({ date: day, teamId: Number(team) })
    if (result.data !== undefined && result.data !== null) {
      void navigate({ search: withEvent(search.toString(), result.data) })
    }
  }
  const teamShort = teams.find((team) => String(team.teamId) === teamId)?.shortName

  return (
    <Stack gap="xs">
      <Group gap="sm" align="end">
        <Select
          label="Team"
          placeholder="Pick a team"
          searchable
          data={teams.map((team) => ({ value: String(team.teamId), label: team.name }))}
          value={teamId}
          onChange={(value) => {
            setTeamId(value)
            void find(value, date)
          }}
          w={240}
        />
        <DateInput
          label="Date"
          value={date}
          onChange={(value) => {
            const parsed = isoDateSchema.safeParse(value)
            if (!parsed.success) return
            setDate(parsed.data)
            void find(teamId, parsed.data)
          }}
          valueFormat={datePickerFormat}
          dateParser={parseTypedDate}
          leftSection={<IconCalendar size={16} stroke={1.75} />}
          w={170}
        />
        {finding && <Loader size="sm" aria-label="Finding the game" />}
      </Group>
      {noGame && (
        <Text size="sm" c="dimmed">
          No final {teamShort} game on or before {toPickerDate(date)}.
        </Text>
      )}
      {teamsError !== null && <Alert color="red" title={teamsError} />}
      {findError !== null && <Alert color="red" title={findError} />}
    </Stack>
  )
}

type GameStepsProps = {
  readonly team: GameFlow['homeTeam']
}

/** The team's previous and next games (the ends have none). */
function GameSteps({ team }: GameStepsProps) {
  const [search] = useSearchParams()
  const step = (eventId: number | null, label: string, icon: 'left' | 'right') => {
    const iconNode =
      icon === 'left' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />
    const sides = icon === 'left' ? { leftSection: iconNode } : { rightSection: iconNode }
    return eventId === null ? (
      <Button variant="default" size="xs" disabled {...sides}>
        {label}
      </Button>
    ) : (
      <Button
        component={Link}
        to={{ search: withEvent(search.toString(), eventId) }}
        variant="default"
        size="xs"
        {...sides}
      >
        {label}
      </Button>
    )
  }
  return (
    <Group gap={6} wrap="nowrap">
      {step(team.previousEventId, `Previous ${team.teamShort} game`, 'left')}
      {step(team.nextEventId, `Next ${team.teamShort} game`, 'right')}
    </Group>
  )
}

/** The game: its score, the way to the teams' other games, the rotation and the box scores. */
function GameView({ flow }: { readonly flow: GameFlow }) {
  const dispatch = useAppDispatch()
  const { siteId } = useSelector(selectGameFlow)
  const day = slateToday(new Date(flow.eventDateTime))
  const overtimes = flow.periods - 4
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 'xl', sm: 26 }}>
            {flow.visitorTeam.teamShort} {flow.visitorTeam.score} @ {flow.homeTeam.teamShort}{' '}
            {flow.homeTeam.score}
          </Title>
          <Text size="sm" c="dimmed">
            {overtimes > 0 ? `Final/${overtimes > 1 ? overtimes : ''}OT` : 'Final'} ·{' '}
            {toPickerDate(day)} {slateStartLabel(flow.eventDateTime, day)} ·{' '}
            {flow.visitorTeam.teamName} at {flow.homeTeam.teamName}
          </Text>
        </Stack>
        <Button component={Link} to={eventDetailsPath(flow.eventId)} variant="light" size="xs">
          Event details
        </Button>
      </Group>
      <Group gap="md">
        <GameSteps team={flow.visitorTeam} />
        <GameSteps team={flow.homeTeam} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" mb="xs" gap="xs">
          <Title order={3} size="h5">
            Rotation
          </Title>
          <SitePointsChoice siteId={siteId} onChange={(site) => dispatch(siteChanged(site))} />
        </Group>
        <Text size="xs" c="dimmed" mb="xs">
          The {flow.homeTeam.teamShort} lead on top; below, a bar for each stretch a player was on
          the floor, coloured by his fantasy points per minute in it.
        </Text>
        <RotationChart flow={flow} siteId={siteId} />
      </Paper>
      <BoxScore flow={flow} team={flow.visitorTeam} siteId={siteId} />
      <BoxScore flow={flow} team={flow.homeTeam} siteId={siteId} />
    </Stack>
  )
}

/** The picker, then the game in the URL: loading, its failure or its flow. */
function GameFlowTool() {
  const [search] = useSearchParams()
  const eventId = chosenEventId(search)
  const {
    currentData: shown,
    isFetching: loading,
    error: failure,
  } = useGameFlowQuery(eventId ?? 0, { skip: eventId === null })
  const error = failureMessage(failure)
  return (
    <Stack gap="lg">
      <GamePicker />
      {eventId === null ? (
        <PageEmptyPanel {...empty} />
      ) : error !== null ? (
        <Alert color="red" title={error} />
      ) : shown === undefined || loading ? (
        <Center py="xl">
          <Loader aria-label="Loading game flow" />
        </Center>
      ) : (
        <GameView flow={shown} />
      )}
    </Stack>
  )
}

export function GameFlowPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame
      path="/game-flow"
      description="How a game unfolded: who was on the floor when the points came, the score margin and each player's fantasy production, stint by stint."
      empty={empty}
    >
      {user === null ? (
        <SignInPrompt
          action="follow a game"
          reason="Game flow reads each game's play-by-play for signed-in players."
        />
      ) : (
        <GameFlowTool />
      )}
    </PageFrame>
  )
}
