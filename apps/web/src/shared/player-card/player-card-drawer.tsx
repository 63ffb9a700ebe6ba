import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core'
import { playerCardDefaults } from '@slatelab/contract/players.contract'
import { siteIdSchema } from '@slatelab/domain/sites'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSelector } from 'react-redux'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { PersonDrawer } from '../person-drawer/person-drawer'
import { selectContestGroupId, selectSourceId } from '../navbar/navbar-slice'
import { dayLabel, slateToday } from '../navbar/navbar-dates'
import { failureMessage } from '../api/slatelab-api'
import { InjuryStatusBadge } from '../ui/injury-status-badge'
import { openEventId, openPlayerId, withPlayer } from './player-card-url'
import {
  CourseHistory,
  GameLog,
  HomeAwaySplits,
  PlayerNews,
  PositionRanks,
  SalaryTrend,
  TeammateCorrelations,
  UpcomingEvents,
  formatSalary,
} from './player-card-sections'
import { usePlayerCardQuery, type PlayerCardData } from './player-card-api'
import type { IsoDate } from '@slatelab/domain/units'

const siteNames: Readonly<Record<number, string>> = { 4: 'DK', 3: 'FD', 11: 'Yahoo' }

/** `Main · Sun 11/22`: the slate a card's figures come from. */
const slateNamed = (slate: { slateName: string; slateDate: IsoDate }, today: IsoDate) =>
  `${slate.slateName} · ${dayLabel(slate.slateDate, today)}`

/**
 * The salary the card leads with, naming its slate: the ranked slate's (the one the card was
 * opened from when he is on it), else his latest main slate's day.
 */
const salaryLine = (data: PlayerCardData, today: IsoDate): string => {
  const ranked = data.ranks?.ranks.find((rank) => rank.stat === 'salary')
  if (data.ranks !== null && ranked !== undefined) {
    return `${formatSalary(ranked.value)} · ${slateNamed(data.ranks, today)}`
  }
  const { salary, salaryDate } = data.details
  return salaryDate === null
    ? formatSalary(salary)
    : `${formatSalary(salary)} · ${dayLabel(salaryDate, today)}`
}

/**
 * The player card as a drawer over any page, open while the URL has `?player={id}`: closing
 * it removes the parameter, so Back reopens it and a copied link opens it for someone else.
 * The source is the navbar's when one is chosen, else SPEC §9's default (DraftKings).
 */
export function PlayerCardDrawer() {
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const playerId = openPlayerId(search)
  const eventId = openEventId(search)
  const chosenSource = siteIdSchema.safeParse(useSelector(selectSourceId))
  const sourceId = chosenSource.success ? chosenSource.data : playerCardDefaults.sourceId
  const navbarSlate = useSelector(selectContestGroupId)
  const today = slateToday()
  const card = usePlayerCardQuery(
    playerId === null
      ? skipToken
      : {
          playerId,
          sourceId,
          today,
          eventId,
          contestGroupId: navbarSlate === 0 ? null : navbarSlate,
        },
  )
  const error = failureMessage(card.error)

  const close = () =>
    void navigate({ pathname: location.pathname, search: withPlayer(location.search, null) })
  // Kept while the same player's card loads again (another source), never another player's.
  const data = card.data?.details.playerId === playerId ? card.data : null
  const details = data?.details

  return (
    <PersonDrawer
      opened={playerId !== null}
      onClose={close}
      fallbackTitle="Player card"
      heading={
        details === undefined
          ? undefined
          : {
              name: details.name,
              detail: `${details.position}${details.team === null ? '' : ` · ${details.team}`}`,
              badge:
                details.injuryStatus === null ? undefined : (
                  <InjuryStatusBadge status={details.injuryStatus} />
                ),
            }
      }
      aria-label="Player card"
    >
      {error !== null ? (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      ) : details === undefined || data === null ? (
        <Loader size="sm" aria-label="Loading player" />
      ) : (
        <Stack gap="lg">
          <Group gap="xs">
            {details.teamName === null ? null : <Text size="sm">{details.teamName}</Text>}
            <Badge variant="light" color="blue">
              {siteNames[details.sourceId] ?? 'Site'} {salaryLine(data, today)}
            </Badge>
            {details.injury === null ? null : (
              <Text size="sm" c="dimmed">
                {details.injury}
              </Text>
            )}
          </Group>
          {data.partErrors.map((message) => (
            <Alert key={message} color="red" variant="light">
              {message}
            </Alert>
          ))}
          <HomeAwaySplits home={details.homeStats.home} away={details.homeStats.away} />
          {data.ranks === null ? null : (
            <PositionRanks
              slate={slateNamed(data.ranks, today)}
              position={data.ranks.position}
              playerCount={data.ranks.playerCount}
              ranks={data.ranks.ranks}
            />
          )}
          <SalaryTrend salaries={data.salaries.slice(0, playerCardDefaults.windowDays)} />
          {data.gameLog === null ? null : (
            <GameLog columns={data.gameLog.columns} games={data.gameLog.games} />
          )}
          {data.courseHistory === null ? null : (
            <CourseHistory editions={data.courseHistory} sourceId={details.sourceId} />
          )}
          {details.teamId === null ? null : <TeammateCorrelations rows={data.correlations} />}
          <PlayerNews stories={data.news} />
          <UpcomingEvents events={data.upcoming} />
        </Stack>
      )}
    </PersonDrawer>
  )
}
