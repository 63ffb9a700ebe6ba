import { Alert, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { accuracyWindows, type AccuracyRow } from '@slatelab/contract/projections.contract'

const figure = (value: number | null, places = 2) => (value === null ? '–' : value.toFixed(places))

/** MAE, bias and rank correlation of each set and the system projection per finished day. */
export function AccuracyBoard({
  rows,
  days,
  loading,
  error,
  onDaysChange,
}: {
  readonly rows: readonly AccuracyRow[]
  readonly days: (typeof accuracyWindows)[number]
  readonly loading: boolean
  readonly error: string | null
  readonly onDaysChange: (days: (typeof accuracyWindows)[number]) => void
}) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Window"
        w="fit-content"
        data={accuracyWindows.map((value) => ({ value: String(value), label: `${value} days` }))}
        value={String(days)}
        onChange={(value) => onDaysChange(Number(value) as (typeof accuracyWindows)[number])}
      />
      {loading && <Loader size="sm" aria-label="Loading the accuracy board" />}
      {error !== null && <Alert color="red" title={error} />}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Accuracy board" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Projections</Table.Th>
              <Table.Th ta="right">Players</Table.Th>
              <Table.Th ta="right">MAE</Table.Th>
              <Table.Th ta="right">Bias</Table.Th>
              <Table.Th ta="right">Rank r</Table.Th>
              <Table.Th>MAE by position</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.date}-${row.key ?? 'system'}`}>
                <Table.Td>{row.date}</Table.Td>
                <Table.Td fw={row.key === null ? 600 : undefined}>{row.projectionSetName}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td ta="right">{figure(row.mae)}</Table.Td>
                <Table.Td ta="right">{figure(row.bias)}</Table.Td>
                <Table.Td ta="right">{figure(row.rankCorrelation, 3)}</Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {row.byPosition
                      .map((position) => `${position.position} ${figure(position.mae, 1)}`)
                      .join(' · ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !loading && (
        <Text size="sm" c="dimmed">
          No finished slates of this sport and site in the window.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Against actual fantasy points of finished slates. MAE: mean absolute error; bias: mean of
        projected − actual (positive: too high); rank r: Spearman’s rank correlation.
      </Text>
    </Stack>
  )
}
