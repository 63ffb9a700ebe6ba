import { Box } from '@mantine/core'
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
    const good = column.good
    const sorted =
      good === undefined
        ? []
        : rows
            .map(column.value)
            .filter((value): value is number => typeof value === 'number')
            .toSorted((a, b) => a - b)
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
      cell: (info) => {
        const value = column.value(info.row.original)
        const text = formatFigure(value, column.digits, column.average)
        if (good === undefined || typeof value !== 'number') return text
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
      },
    }
  })

/** The CSV columns of these figure columns: the values as shown. */
export const csvColumns = <T,>(columns: readonly FigureColumn<T>[]): CsvColumn<T>[] =>
  columns.map((column) => ({
    header: column.header,
    value: (row) => {
      const value = column.value(row)
      return typeof value === 'number' ? Number(value.toFixed(column.digits ?? 1)) : value
    },
  }))
