import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { GameLineups, TeamLineup } from '@slatelab/contract/plateiq.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { PlayerLink } from '../../shared/player-card/player-link'
import { teamLineOf, type TeamLines } from './plateiq-rows'

/** Spots in a batting order. */
const battingOrderLength = 9

/**
 * The order's nine spots, leadoff first; a spot nobody listed is undefined (a team short of
 * healthy hitters bats an unlisted replacement there). An order not yet out stays empty.
 */
const spotsOf = (lineup: TeamLineup): readonly (TeamLineup['batters'][number] | undefined)[] =>
  lineup.batters.length === 0
    ? []
    : Array.from({ length: battingOrderLength }, (_, index) =>
        lineup.batters.find((batter) => batter.order === index + 1),
      )

function TeamCard({ lineup }: { readonly lineup: TeamLineup }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={700}>{lineup.teamShort}</Text>
        <Badge color={lineup.status === 'Confirmed' ? 'green' : 'gray'} variant="light">
          {lineup.status}
        </Badge>
      </Group>
      <Text size="sm">
        SP:{' '}
        {lineup.pitcher === null ? (
          'TBD'
        ) : (
          <>
            <PlayerLink playerId={lineup.pitcher.playerId}>{lineup.pitcher.name}</PlayerLink> (
            {lineup.pitcher.throws})
          </>
        )}
      </Text>
      <Table aria-label={`${lineup.teamShort} batting order`} verticalSpacing={2}>
        <Table.Tbody>
          {spotsOf(lineup).map((batter, index) =>
            batter === undefined ? (
              <Table.Tr key={`spot-${index + 1}`}>
                <Table.Td w={24}>{index + 1}</Table.Td>
                <Table.Td c="dimmed" colSpan={3}>
                  Unlisted replacement
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={batter.playerId}>
                <Table.Td w={24}>{batter.order}</Table.Td>
                <Table.Td>
                  <PlayerLink playerId={batter.playerId}>{batter.name}</PlayerLink>
                </Table.Td>
                <Table.Td c="dimmed">{batter.position}</Table.Td>
                <Table.Td c="dimmed">{batter.bats}</Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

const signed = (odds: number) => (odds > 0 ? `+${odds}` : String(odds))

/** A game's line: `O/U 8.5 · CLE 4.10 runs (−125) · MIA 4.40 runs (+105)`. */
const lineText = (game: GameLineups, lines: TeamLines): string | null => {
  const sides = [game.visitor, game.home].map((side) => ({
    short: side.teamShort,
    line: teamLineOf(lines, game.eventId, side.teamId),
  }))
  if (sides.every((side) => side.line === undefined)) return null
  const total = sides.find((side) => side.line?.total != null)?.line?.total
  return [
    ...(total == null ? [] : [`O/U ${total}`]),
    ...sides.map(({ short, line }) =>
      [
        short,
        line?.runs == null ? '–' : `${line.runs.toFixed(2)} runs`,
        ...(line?.moneyline == null ? [] : [`(${signed(line.moneyline)})`]),
      ].join(' '),
    ),
  ].join(' · ')
}

/** The day's games, each with its line, both teams' starters and batting orders. */
export function LineupCards({
  games,
  lines,
  date,
}: {
  readonly games: readonly GameLineups[]
  readonly lines: TeamLines
  readonly date: IsoDate
}) {
  if (games.length === 0) return <Text c="dimmed">No MLB games on this date.</Text>
  return (
    // Two games a row at most: three squeezed the names onto two lines at 1440 px.
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {games.map((game) => (
        <Paper
          key={game.eventId}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`${game.visitor.teamShort} @ ${game.home.teamShort}`}
        >
          <Text size="sm" c="dimmed">
            {game.visitor.teamShort} @ {game.home.teamShort} ·{' '}
            {slateStartLabel(game.eventTime, date)}
          </Text>
          <Text size="sm" mb="xs">
            {lineText(game, lines) ?? 'No line yet'}
          </Text>
          {/* Side by side from a small tablet up; one above the other on a phone. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TeamCard lineup={game.visitor} />
            <TeamCard lineup={game.home} />
          </SimpleGrid>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
