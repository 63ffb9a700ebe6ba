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
import type { GameFlow } from '@slatelab/contract/gameflow.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import { findSite, type SiteId } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { IconListDetails } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { fantasyPointsOf } from '../../shared/game-flow/game-flow-figures'
import { chosenEventId, gameFlowPath, withEvent } from '../../shared/game-flow/game-links'
import { slateStartLabel, slateToday, toPickerDate } from '../../shared/navbar/navbar-dates'
import { selectContestGroupId } from '../../shared/navbar/navbar-slice'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageEmptyPanel, PageFrame, type PageEmptyState } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useGameFlowQuery } from '../../shared/game-flow/game-flow-api'
import {
  useRecentMatchupsQuery,
  useSlateGamesQuery,
  type MatchupRequest,
} from './event-details-api'
import { selectEventDetails, siteChanged } from './event-details-slice'
import { LineupsTable, MatchupsTable, QuarterPointsTable } from './event-details-tables'
import { SitePointsChoice } from '../../shared/game-flow/site-points-choice'

const empty: PageEmptyState = {
  title: 'Event details will appear here once you pick an event.',
  description:
    'Choose a date, source and slate, then pick an event to see its summary, lineups, recent meetings and fantasy points by quarter.',
  icon: <IconListDetails size={32} stroke={1.5} />,
}

/** The slate's games, the one in the URL chosen. */
function EventPicker({
  eventId,
  events,
  eventsError,
}: {
  readonly eventId: number | null
  readonly events: readonly SportEvent[]
  readonly eventsError: string | null
}) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  if (eventsError !== null) return <Alert color="red" title={eventsError} />
  if (events.length === 0) return null
  return (
    <Select
      label="Event"
      placeholder="Pick an event"
      data={events.map((event) => ({ value: String(event.eventId), label: event.eventTitle }))}
      value={eventId === null ? null : String(eventId)}
      allowDeselect={false}
      onChange={(value) => {
        if (value !== null) void navigate({ search: withEvent(search.toString(), Number(value)) })
      }}
      w={{ base: '100%', sm: 260 }}
    />
  )
}

type SummaryProps = {
  readonly slateEvent: SportEvent | undefined
  readonly flow: GameFlow | null
  readonly siteId: SiteId
}

/** The game at a glance: teams, start, final or projected score and each side's top scorer. */
function Summary({ slateEvent, flow, siteId }: SummaryProps) {
  const start = flow?.eventDateTime ?? slateEvent?.eventDateTime
  const day = start === undefined ? undefined : slateToday(new Date(start))
  const title =
    flow !== null
      ? `${flow.visitorTeam.teamShort} ${flow.visitorTeam.score} @ ${flow.homeTeam.teamShort} ${flow.homeTeam.score}`
      : (slateEvent?.eventTitle ?? '')
  const projected =
    flow === null &&
    slateEvent?.homeProjectedScore !== null &&
    slateEvent?.visitorProjectedScore !== null &&
    slateEvent !== undefined
      ? `Projected ${slateEvent.visitorTeamShort} ${slateEvent.visitorProjectedScore} – ${slateEvent.homeTeamShort} ${slateEvent.homeProjectedScore}`
      : null
  const leaders =
    flow === null
      ? []
      : [flow.visitorTeam, flow.homeTeam].flatMap((team) => {
          const best = flow.players
            .filter((player) => player.teamId === team.teamId)
            .toSorted((a, b) => fantasyPointsOf(b, siteId) - fantasyPointsOf(a, siteId))[0]
          return best === undefined
            ? []
            : [
                `${team.teamShort}: ${best.fullName} ${fantasyPointsOf(best, siteId).toFixed(2)} ${findSite(siteId)?.code} FP`,
              ]
        })
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 'xl', sm: 26 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              flow === null ? null : flow.periods > 4 ? 'Final/OT' : 'Final',
              start === undefined || day === undefined
                ? null
                : `${toPickerDate(day)} ${slateStartLabel(start, day)}`,
              projected,
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </Text>
          {leaders.length > 0 && <Text size="sm">Top fantasy scorers · {leaders.join(' · ')}</Text>}
        </Stack>
        {flow !== null && (
          <Button component={Link} to={gameFlowPath(flow.eventId)} variant="light" size="xs">
            Game flow
          </Button>
        )}
      </Group>
    </Paper>
  )
}

/** The picked game: its summary, recent meetings, and for a final NBA game its flow's tables. */
function EventDetails() {
  const dispatch = useAppDispatch()
  const [search] = useSearchParams()
  const eventId = chosenEventId(search)
  const signedIn = useSelector(selectUser) !== null
  const contestGroupId = useSelector(selectContestGroupId)
  const { siteId } = useSelector(selectEventDetails)
  const slateGames = useSlateGamesQuery(contestGroupId, { skip: contestGroupId === 0 })
  const events = slateGames.data ?? []
  const flowQuery = useGameFlowQuery(eventId ?? 0, { skip: eventId === null || !signedIn })
  const flowError = failureMessage(flowQuery.error)

  const slateEvent = events.find((event) => event.eventId === eventId)
  const flow = flowQuery.currentData ?? null
  const teams: MatchupRequest | null =
    slateEvent?.homeTeamId != null && slateEvent.visitorTeamId != null
      ? {
          sportId: slateEvent.sportId,
          team1: slateEvent.visitorTeamId,
          team2: slateEvent.homeTeamId,
        }
      : flow !== null
        ? { sportId: sportIds.NBA, team1: flow.visitorTeam.teamId, team2: flow.homeTeam.teamId }
        : null
  const { sportId = sportIds.NBA, team1 = 0, team2 = 0 } = teams ?? {}
  const matchups = useRecentMatchupsQuery(
    { sportId, team1, team2 },
    { skip: team1 === 0 || team2 === 0 },
  )
  const matchupsError = failureMessage(matchups.error)

  const flowPart = !signedIn ? (
    <SignInPrompt
      action="see lineups and fantasy points by quarter"
      reason="They come from each game's play-by-play, which Slatelab reads for signed-in players."
    />
  ) : flowError !== null ? (
    <Alert color="red" title={flowError}>
      Lineups and fantasy points by quarter come from the play-by-play of final NBA games.
    </Alert>
  ) : flow === null ? (
    <Center py="xl">
      <Loader aria-label="Loading game flow" />
    </Center>
  ) : (
    <>
      <LineupsTable flow={flow} />
      <Group justify="flex-end">
        <SitePointsChoice siteId={siteId} onChange={(site) => dispatch(siteChanged(site))} />
      </Group>
      <QuarterPointsTable flow={flow} siteId={siteId} />
    </>
  )

  return (
    <Stack gap="lg">
      <EventPicker
        eventId={eventId}
        events={events}
        eventsError={failureMessage(slateGames.error)}
      />
      {eventId === null ? (
        <PageEmptyPanel {...empty} />
      ) : (
        <>
          {(slateEvent !== undefined || flow !== null) && (
            <Summary slateEvent={slateEvent} flow={flow} siteId={siteId} />
          )}
          {matchupsError !== null && <Alert color="red" title={matchupsError} />}
          {teams !== null && matchupsError === null && (
            <MatchupsTable
              sportId={sportId}
              matchups={matchups.currentData ?? []}
              loading={matchups.isFetching}
            />
          )}
          {flowPart}
        </>
      )}
    </Stack>
  )
}

export function EventDetailsPage() {
  return (
    <PageFrame
      path="/event-details"
      description="Everything about one game: the summary, the lineups that played, recent meetings between the two teams and each player's fantasy points by quarter."
      empty={empty}
    >
      <EventDetails />
    </PageFrame>
  )
}
