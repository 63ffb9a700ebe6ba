import { Anchor, Paper, ScrollArea, Table, Text, Title } from '@mantine/core'
import type { GameFlow, Matchup } from '@slatelab/contract/gameflow.contract'
import { findSite, type SiteId } from '@slatelab/domain/sites'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  fantasyPointsOf,
  periodFantasyPoints,
  periodName,
} from '../../shared/game-flow/game-flow-figures'
import { gameFlowPath } from '../../shared/game-flow/game-links'
import { slateToday, toPickerDate } from '../../shared/navbar/navbar-dates'
import { PlayerLink } from '../../shared/player-card/player-link'
import { lineupRows } from './lineup-rows'

/** How many lineups of each team the table lists. */
const lineupsPerTeam = 5

type SectionProps = { readonly title: string; readonly note?: string; readonly children: ReactNode }

function Section({ title, note, children }: SectionProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb={note === undefined ? 'xs' : 4}>
        {title}
      </Title>
      {note !== undefined && (
        <Text size="xs" c="dimmed" mb="xs">
          {note}
        </Text>
      )}
      <ScrollArea type="auto">{children}</ScrollArea>
    </Paper>
  )
}

const minutesLabel = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

const signed = (value: number, digits = 0): string =>
  `${value > 0 ? '+' : ''}${value.toFixed(digits)}`

/** Each team's most-used five-man lineups with their minutes, points and net rating. */
export function LineupsTable({ flow }: { readonly flow: GameFlow }) {
  const nameOf = new Map(
    flow.players.map((player) => [player.playerId, player.fullName.split(' ').at(-1) ?? '']),
  )
  const shortOf = new Map(
    [flow.homeTeam, flow.visitorTeam].map((team) => [team.teamId, team.teamShort]),
  )
  const rows = lineupRows(flow)
  const shown = [flow.visitorTeam, flow.homeTeam].flatMap((team) =>
    rows.filter((row) => row.teamId === team.teamId).slice(0, lineupsPerTeam),
  )
  return (
    <Section
      title="Lineups"
      note={`Each team's ${lineupsPerTeam} most-used five-man units. Net rating: points scored minus allowed per 48 minutes together.`}
    >
      <Table aria-label="Lineups" striped miw={640} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Lineup</Table.Th>
            <Table.Th ta="right">MIN</Table.Th>
            <Table.Th ta="right">PTS for</Table.Th>
            <Table.Th ta="right">PTS against</Table.Th>
            <Table.Th ta="right">Net rating</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={`${row.teamId}:${row.playerIds.join(',')}`}>
              <Table.Td>{shortOf.get(row.teamId)}</Table.Td>
              <Table.Td>{row.playerIds.map((id) => nameOf.get(id)).join(' · ')}</Table.Td>
              <Table.Td ta="right">{minutesLabel(row.seconds)}</Table.Td>
              <Table.Td ta="right">{row.pointsScored}</Table.Td>
              <Table.Td ta="right">{row.pointsAllowed}</Table.Td>
              <Table.Td
                ta="right"
                fw={600}
                c={row.netRating > 0 ? 'teal' : row.netRating < 0 ? 'red' : undefined}
              >
                {signed(row.netRating, 1)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  )
}

type QuarterPointsTableProps = { readonly flow: GameFlow; readonly siteId: SiteId }

/** Each player's fantasy points per period, the game's best first. */
export function QuarterPointsTable({ flow, siteId }: QuarterPointsTableProps) {
  const periods = Array.from({ length: flow.periods }, (_, index) => index + 1)
  const shortOf = new Map(
    [flow.homeTeam, flow.visitorTeam].map((team) => [team.teamId, team.teamShort]),
  )
  const players = flow.players
    .filter((player) => player.stints.length > 0)
    .toSorted((a, b) => fantasyPointsOf(b, siteId) - fantasyPointsOf(a, siteId))
  const code = findSite(siteId)?.code
  return (
    <Section
      title="Fantasy points by quarter"
      note="Points count in the quarter they were scored; the rest of a line (rebounds, assists…) is spread over his minutes."
    >
      <Table aria-label="Fantasy points by quarter" striped miw={560} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Team</Table.Th>
            {periods.map((period) => (
              <Table.Th key={period} ta="right">
                {periodName(period)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{code} FP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player) => (
            <Table.Tr key={player.playerId}>
              <Table.Td>
                <PlayerLink playerId={player.playerId}>{player.fullName}</PlayerLink>
              </Table.Td>
              <Table.Td>{shortOf.get(player.teamId)}</Table.Td>
              {periodFantasyPoints(player, siteId, flow.periods).map((points, index) => (
                <Table.Td key={index} ta="right">
                  {points.toFixed(1)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {fantasyPointsOf(player, siteId).toFixed(2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  )
}

type MatchupsTableProps = {
  readonly sportId: SportId
  readonly matchups: readonly Matchup[]
  readonly loading: boolean
}

/** The teams' last meetings, newest first; an NBA game links to its flow. */
export function MatchupsTable({ sportId, matchups, loading }: MatchupsTableProps) {
  return (
    <Section title="Recent matchups">
      <Table aria-label="Recent matchups" striped miw={420} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Game</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th>Winner</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matchups.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  {loading ? 'Loading matchups...' : 'No meetings between these teams yet.'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {matchups.map((game) => {
            const title = `${game.visitorTeamShort} @ ${game.homeTeamShort}`
            return (
              <Table.Tr key={game.eventId}>
                <Table.Td>{toPickerDate(slateToday(new Date(game.eventDateTime)))}</Table.Td>
                <Table.Td>
                  {sportId === sportIds.NBA ? (
                    <Anchor component={Link} to={gameFlowPath(game.eventId)} inherit>
                      {title}
                    </Anchor>
                  ) : (
                    title
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {game.visitorScore}–{game.homeScore}
                </Table.Td>
                <Table.Td>
                  {game.homeScore === game.visitorScore
                    ? 'Tie'
                    : game.homeScore > game.visitorScore
                      ? game.homeTeamShort
                      : game.visitorTeamShort}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Section>
  )
}
