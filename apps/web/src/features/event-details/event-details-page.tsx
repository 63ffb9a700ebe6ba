import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { GameFlow, Matchup } from '@slatelab/contract/gameflow.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import { findSite, type SiteId } from '@slatelab/domain/sites'
import { requireSport, sportIds, type SportId } from '@slatelab/domain/sports'
import { skipToken } from '@reduxjs/toolkit/query'
import { IconListDetails } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useSelector } from 'react-redux'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useGameDaysQuery } from '../../shared/game-days/game-days-api'
import { NoGamesPanel } from '../../shared/game-days/no-games-panel'
import { fantasyPointsOf } from '../../shared/game-flow/game-flow-figures'
import {
  chosenEventId,
  eventParam,
  gameFlowPath,
  withEvent,
} from '../../shared/game-flow/game-links'
import { slateStartLabel, slateToday, toPickerDate } from '../../shared/navbar/navbar-dates'
import { selectContestGroupId, selectDate, selectSportId } from '../../shared/navbar/navbar-slice'
import { withNewDay } from '../../shared/navbar/navbar-url'
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

/** The sports whose games the page details (the navbar has no sport here, SPEC §2). */
const eventSports: readonly SportId[] = [sportIds.NFL, sportIds.NBA, sportIds.MLB, sportIds.NHL]

/** The page's own sport choice: the navbar's sport, changed through the URL (source and slate reset). */
function SportChoice({ sportId }: { readonly sportId: SportId }) {
  const navigate = useNavigate()
  const { search } = useLocation()
  return (
    <SegmentedControl
      aria-label="Sport"
      data={eventSports.map((id) => ({ value: String(id), label: requireSport(id).code }))}
      value={String(sportId)}
      onChange={(value) => {
        const params = new URLSearchParams(
          withNewDay(search, { sportId: Number(value) as SportId }),
        )
        params.delete(eventParam)
        void navigate({ search: `?${params.toString()}` })
      }}
    />
  )
}

/**
 * Drops the chosen event when the person moves the navbar to another day or slate, so the page
 * offers that slate's games; the automatic first pick of a slate (none → one) keeps a linked
 * event.
 */
function useEventFollowsNavbar(eventId: number | null) {
  const date = useSelector(selectDate)
  const contestGroupId = useSelector(selectContestGroupId)
  const [, setSearch] = useSearchParams()
  const last = useRef({ date, contestGroupId })
  useEffect(() => {
    const before = last.current
    last.current = { date, contestGroupId }
    const moved =
      before.date !== date ||
      (before.contestGroupId !== 0 && before.contestGroupId !== contestGroupId)
    if (!moved || eventId === null) return
    setSearch(
      (params) => {
        params.delete(eventParam)
        return params
      },
      { replace: true },
    )
  }, [date, contestGroupId, eventId, setSearch])
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
  /** The game among the teams' finished meetings, once it is final (any sport). */
  readonly final: Matchup | undefined
  readonly siteId: SiteId
}

/** The game at a glance: teams, start, final or projected score and each side's top scorer. */
function Summary({ slateEvent, flow, final, siteId }: SummaryProps) {
  const start = flow?.eventDateTime ?? slateEvent?.eventDateTime ?? final?.eventDateTime
  const day = start === undefined ? undefined : slateToday(new Date(start))
  const title =
    flow !== null
      ? `${flow.visitorTeam.teamShort} ${flow.visitorTeam.score} @ ${flow.homeTeam.teamShort} ${flow.homeTeam.score}`
      : final !== undefined
        ? `${final.visitorTeamShort} ${final.visitorScore} @ ${final.homeTeamShort} ${final.homeScore}`
        : (slateEvent?.eventTitle ?? '')
  const finalLabel = flow !== null ? (flow.periods > 4 ? 'Final/OT' : 'Final') : final && 'Final'
  const projected =
    flow === null &&
    final === undefined &&
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
              finalLabel ?? null,
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
  const navbarSportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  useEventFollowsNavbar(eventId)
  const gameDays = useGameDaysQuery({ sportId: navbarSportId, date }, { skip: eventId !== null })
  const slateGames = useSlateGamesQuery(contestGroupId, { skip: contestGroupId === 0 })
  const events = slateGames.data ?? []
  const slateEvent = events.find((event) => event.eventId === eventId)
  // A game picked from a slate names its teams; a linked game (from Game Flow) has no slate
  // event, and its flow names them.
  const slateTeams: MatchupRequest | null =
    slateEvent?.homeTeamId != null && slateEvent.visitorTeamId != null
      ? {
          sportId: slateEvent.sportId,
          team1: slateEvent.visitorTeamId,
          team2: slateEvent.homeTeamId,
        }
      : null
  const slateMatchups = useRecentMatchupsQuery(slateTeams ?? skipToken)
  const slateFinal = slateMatchups.currentData?.find((game) => game.eventId === eventId)
  // Only final NBA games have a flow: a game picked from a slate waits to be known final; a
  // linked game asks at once.
  const flowWait: 'sport' | 'final' | 'matchups' | null =
    slateEvent === undefined
      ? null
      : slateEvent.sportId !== sportIds.NBA
        ? 'sport'
        : slateMatchups.isError
          ? null
          : slateMatchups.currentData === undefined
            ? 'matchups'
            : slateFinal === undefined
              ? 'final'
              : null
  const flowQuery = useGameFlowQuery(eventId ?? 0, {
    skip: eventId === null || !signedIn || flowWait !== null,
  })
  const flowError = failureMessage(flowQuery.error)
  const flow = flowWait === null ? (flowQuery.currentData ?? null) : null
  const teams: MatchupRequest | null =
    slateTeams ??
    (flow === null
      ? null
      : { sportId: sportIds.NBA, team1: flow.visitorTeam.teamId, team2: flow.homeTeam.teamId })
  // The same request as `slateMatchups` for a slate's game: one call, from the cache.
  const matchups = useRecentMatchupsQuery(teams ?? skipToken)
  const matchupsError = failureMessage(matchups.error)
  const final = matchups.currentData?.find((game) => game.eventId === eventId)
  const sportId = teams?.sportId ?? sportIds.NBA

  const flowPart =
    flowWait === 'sport' ? (
      <Text c="dimmed" size="sm">
        Lineups and fantasy points by quarter come from the play-by-play of NBA games; this{' '}
        {requireSport(slateEvent?.sportId ?? navbarSportId).code} game has its summary and recent
        meetings.
      </Text>
    ) : flowWait === 'final' ? (
      <Text c="dimmed" size="sm">
        Lineups and fantasy points by quarter appear here once the game is final.
      </Text>
    ) : !signedIn ? (
      <SignInPrompt
        action="see lineups and fantasy points by quarter"
        reason="They come from each game's play-by-play, which Slatelab reads for signed-in players."
      />
    ) : flowError !== null && !slateGames.isFetching ? (
      // A linked game's flow is asked at once; while the slate's games load, a failure may
      // still turn out to be another sport's game, which has no flow to fail.
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
      <Group align="end" gap="md" wrap="wrap">
        <SportChoice sportId={navbarSportId} />
        <EventPicker
          eventId={eventId}
          events={events}
          eventsError={failureMessage(slateGames.error)}
        />
      </Group>
      {eventId === null ? (
        gameDays.currentData?.gamesOnDate === 0 ? (
          <NoGamesPanel sportId={navbarSportId} date={date} />
        ) : (
          <PageEmptyPanel {...empty} />
        )
      ) : (
        <>
          {(slateEvent !== undefined || flow !== null || final !== undefined) && (
            <Summary slateEvent={slateEvent} flow={flow} final={final} siteId={siteId} />
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
