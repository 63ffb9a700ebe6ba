import { Badge, Group, Select, Table, Text } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import { useState } from 'react'

import { SectionPanel } from '../../shared/ui/section-panel'
import { errorContestOf, ownershipError } from './ownership-error'
import type { OwnershipRow } from './ownership-rows'

const signed = (points: number): string => `${points > 0 ? '+' : ''}${points.toFixed(1)}`

/**
 * Projected vs actual ownership of the slate in one of the shown contests with entries (by
 * default the biggest tournament, `errorContestOf`): its mean absolute error, its bias (mean
 * miss) and its ten largest misses. A panel of its own, so the ownership table keeps its columns.
 */
export function OwnershipErrorPanel({
  rows,
  contests,
}: {
  readonly rows: readonly OwnershipRow[]
  readonly contests: readonly Contest[]
}) {
  const [chosenId, setChosenId] = useState<number | null>(null)
  const entered = contests.filter((contest) => contest.players.length > 0)
  const compared =
    entered.find((contest) => contest.contestId === chosenId) ?? errorContestOf(entered)
  const error = compared === undefined ? undefined : ownershipError(rows, compared.contestId)
  if (compared === undefined || error === undefined) return null
  return (
    <SectionPanel title="Projected vs actual ownership">
      {entered.length > 1 && (
        <Select
          label="Compared with"
          data={entered.map((contest) => ({
            value: String(contest.contestId),
            label: contest.title,
          }))}
          value={String(compared.contestId)}
          onChange={(value) => setChosenId(value === null ? null : Number(value))}
          allowDeselect={false}
          maw={360}
        />
      )}
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
          over {error.players} players owned at least 1 % in {compared.title}, projected or actual
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
