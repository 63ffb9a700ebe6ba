import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { GameLineups, TeamLineup } from '@slatelab/contract/plateiq.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { PlayerLink } from '../../shared/player-card/player-link'

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
          {lineup.batters.map((batter) => (
            <Table.Tr key={batter.playerId}>
              <Table.Td w={24}>{batter.order}</Table.Td>
              <Table.Td>
                <PlayerLink playerId={batter.playerId}>{batter.name}</PlayerLink>
              </Table.Td>
              <Table.Td c="dimmed">{batter.position}</Table.Td>
              <Table.Td c="dimmed">{batter.bats}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

/** The day's games, each with both teams' starters and batting orders. */
export function LineupCards({
  games,
  date,
}: {
  readonly games: readonly GameLineups[]
  readonly date: IsoDate
}) {
  if (games.length === 0) return <Text c="dimmed">No MLB games on this date.</Text>
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
      {games.map((game) => (
        <Paper
          key={game.eventId}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`${game.visitor.teamShort} @ ${game.home.teamShort}`}
        >
          <Text size="sm" c="dimmed" mb="xs">
            {game.visitor.teamShort} @ {game.home.teamShort} ·{' '}
            {slateStartLabel(game.eventTime, date)}
          </Text>
          <SimpleGrid cols={2} spacing="md">
            <TeamCard lineup={game.visitor} />
            <TeamCard lineup={game.home} />
          </SimpleGrid>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
