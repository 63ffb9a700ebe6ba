import { Box, Table } from '@mantine/core'
import { PlayerLink } from '../../shared/player-card/player-link'
import type { CsvColumn } from '../../shared/table/csv-export'
import type { RowData } from '@tanstack/react-table'
import type { DataColumn } from '../../shared/table/data-table'
import { percentileColor } from '../../shared/ui/percentile-color'

/**
 * A column of a PlateIQ table: its header, how a row reads in it, and for a figure which end is
 * good for the player the page serves (a hitter's high xwOBA, a pitcher's low xFIP), so its
 * cells are coloured by percentile among the rows shown.
 */
export type FigureColumn<T> = {
  readonly id: string
  readonly header: string
  readonly value: (row: T) => number | string | null
  readonly good?: 'high' | 'low'
  readonly digits?: number
  /** Decimals shown without the leading zero, as baseball writes averages (.342). */
  readonly average?: boolean
  /** The player the cell names: its text then opens his card. */
  readonly playerOf?: (row: T) => number
}

/**
 * A value's percentile (0–100) among `sorted` (ascending): the share of values below it plus
 * half the ties.
 * @example percentileAmong([1, 2, 3, 4], 3) // 62.5
 */
export const percentileAmong = (sorted: readonly number[], value: number): number => {
  let below = 0
  let equal = 0
  for (const other of sorted) {
    if (other < value) below += 1
    else if (other === value) equal += 1
  }
  return sorted.length === 0 ? 50 : ((below + equal / 2) / sorted.length) * 100
}

/** A figure as the table shows it: fixed decimals, averages without the leading zero. */
export const formatFigure = (value: number | string | null, digits = 1, average = false) => {
  if (value === null) return '–'
  if (typeof value === 'string') return value
  const text = value.toFixed(digits)
  return average ? text.replace(/^0\./, '.') : text
}

/** The DataTable columns of these figure columns over `rows`, figures coloured by percentile. */
export const dataColumns = <T extends RowData>(
  columns: readonly FigureColumn<T>[],
  rows: readonly T[],
): DataColumn<T>[] =>
  columns.map((column) => {
    const first = rows[0]
    const sorted = sortedValues(column, rows)
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: T) => column.value(row) ?? undefined,
      sortUndefined: 'last',
      // Figures right-aligned; text columns (names, teams, a mix) read from the left.
      meta:
        first !== undefined && typeof column.value(first) !== 'string'
          ? { numeric: true }
          : undefined,
      cell: (info) => <FigureCell column={column} row={info.row.original} sorted={sorted} />,
    }
  })

/** A figure column's numbers among `rows`, ascending (empty for a column without a good end). */
const sortedValues = <T,>(column: FigureColumn<T>, rows: readonly T[]): readonly number[] =>
  column.good === undefined
    ? []
    : rows
        .map(column.value)
        .filter((value): value is number => typeof value === 'number')
        .toSorted((a, b) => a - b)

/** A figure's text on a background coloured by its value's percentile among `sorted`. */
export function PercentileChip({
  text,
  value,
  sorted,
  good,
}: {
  readonly text: string
  readonly value: number
  readonly sorted: readonly number[]
  /** Which end is green. */
  readonly good: 'high' | 'low'
}) {
  const percentile = percentileAmong(sorted, value)
  return (
    <Box
      component="span"
      px={6}
      py={2}
      style={{
        borderRadius: 4,
        background: percentileColor(good === 'high' ? percentile : 100 - percentile),
      }}
    >
      {text}
    </Box>
  )
}

/** A row's value in a figure column, coloured by its percentile among `sorted`. */
function FigureCell<T>({
  column,
  row,
  sorted,
}: {
  readonly column: FigureColumn<T>
  readonly row: T
  readonly sorted: readonly number[]
}) {
  const value = column.value(row)
  const text = formatFigure(value, column.digits, column.average)
  if (column.playerOf !== undefined) {
    return <PlayerLink playerId={column.playerOf(row)}>{text}</PlayerLink>
  }
  if (column.good === undefined || typeof value !== 'number') return text
  return <PercentileChip text={text} value={value} sorted={sorted} good={column.good} />
}

/**
 * A few rows as a plain table (a drawer's repertoire or game logs), figures coloured by
 * percentile among these rows like the page's tables.
 */
export function SmallFigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  readonly label: string
  readonly columns: readonly FigureColumn<T>[]
  readonly rows: readonly T[]
  readonly rowKey: (row: T) => string
  readonly emptyText: string
}) {
  const sorted = new Map(columns.map((column) => [column.id, sortedValues(column, rows)]))
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={label} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{emptyText}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.id}>
                  <FigureCell column={column} row={row} sorted={sorted.get(column.id) ?? []} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The CSV columns of these figure columns: the values as shown. */
export const csvColumns = <T,>(columns: readonly FigureColumn<T>[]): CsvColumn<T>[] =>
  columns.map((column) => ({
    header: column.header,
    value: (row) => {
      const value = column.value(row)
      return typeof value === 'number' ? Number(value.toFixed(column.digits ?? 1)) : value
    },
  }))
