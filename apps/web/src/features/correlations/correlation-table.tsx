import { Text } from '@mantine/core'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import type { CorrelationCell } from './correlation-view-state'

const format = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits)

const columns: readonly DataColumn<CorrelationCell>[] = [
  { id: 'anchor', header: 'Player', accessorFn: (cell) => cell.anchor },
  { id: 'other', header: 'With', accessorFn: (cell) => cell.other },
  {
    id: 'correlation',
    header: 'Correlation',
    accessorFn: (cell) => cell.correlation ?? -2,
    cell: ({ row }) => {
      const value = row.original.correlation
      return (
        <Text
          span
          size="sm"
          fw={600}
          c={value === null ? 'dimmed' : value >= 0 ? 'red.7' : 'blue.7'}
        >
          {format(value, 2)}
        </Text>
      )
    },
    meta: { numeric: true },
  },
  {
    id: 'percentile',
    header: 'Percentile',
    accessorFn: (cell) => cell.percentile ?? -1,
    cell: ({ row }) => format(row.original.percentile, 0),
    meta: { numeric: true },
  },
  { id: 'games', header: 'Games', accessorFn: (cell) => cell.games, meta: { numeric: true } },
]

/** Every cell of the matrix, sortable; a click shows its games in the scatter. */
export function CorrelationTable({
  cells,
  selectedKey,
  onSelect,
}: {
  readonly cells: readonly CorrelationCell[]
  readonly selectedKey: string | undefined
  readonly onSelect: (cell: CorrelationCell) => void
}) {
  return (
    <DataTable
      data={cells}
      columns={columns}
      label="Correlations by pair"
      getRowId={(cell) => cell.key}
      emptyText="No pair of this view has games in the sample."
      height={420}
      initialSorting={[{ id: 'correlation', desc: true }]}
      onRowClick={onSelect}
      selectedRowId={selectedKey}
    />
  )
}
