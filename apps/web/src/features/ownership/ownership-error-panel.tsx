import { Badge, Group, Table, Text } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'

import { SectionPanel } from '../../shared/ui/section-panel'
import { ownershipError } from './ownership-error'
import type { OwnershipRow } from './ownership-rows'

const signed = (points: number): string => `${points > 0 ? '+' : ''}${points.toFixed(1)}`

/**
 * Projected vs actual ownership of the slate: the lead contest's mean absolute error, its bias
 * (mean miss) and its ten largest misses. A panel of its own, so the ownership table keeps its columns.
 */
export function OwnershipErrorPanel({
  rows,
  lead,
}: {
  readonly rows: readonly OwnershipRow[]
  readonly lead: Contest
}) {
  const error = ownershipError(rows, lead.contestId)
  if (error === undefined) return null
  return (
    <SectionPanel title="Projected vs actual ownership">
      <Group gap="xs">
        <Badge
          variant="light"
          size="lg"
          aria-label={`Mean absolute error ${error.mae.toFixed(1)} points`}
        >
          MAE {error.mae.toFixed(1)} pts
        </Badge>
        <Badge
          variant="light"
          color="gray"
          size="lg"
          aria-label={`Bias ${signed(error.bias)} points`}
        >
          Bias {signed(error.bias)} pts
        </Badge>
        <Text size="sm" c="dimmed">
          over {error.players} players owned at least 1 % in {lead.title}, projected or actual
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label="Largest ownership misses" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Proj %</Table.Th>
              <Table.Th ta="right">Actual %</Table.Th>
              <Table.Th ta="right">Miss</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {error.misses.map((miss) => (
              <Table.Tr key={miss.playerId}>
                <Table.Th scope="row" fw={500}>
                  {miss.playerName}
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {miss.projected.toFixed(1)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {miss.actual.toFixed(1)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" c={miss.miss > 0 ? 'teal' : 'red'}>
                  {signed(miss.miss)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionPanel>
  )
}
