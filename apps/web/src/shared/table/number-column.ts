import type { RowData } from '@tanstack/react-table'
import type { DataColumn } from './data-table'

/**
 * A right-aligned number column: sorted by the value (a missing one last when descending,
 * first when ascending), shown by `show`, a dash where the row has none.
 * @example numberColumn('roiPct', 'ROI', (row) => row.roiPct, (value) => `${value.toFixed(1)}%`)
 */
export const numberColumn = <T extends RowData>(
  id: string,
  header: string,
  read: (row: T) => number | null | undefined,
  show: (value: number) => string,
): DataColumn<T> => ({
  id,
  header,
  accessorFn: (row) => read(row) ?? -Infinity,
  cell: (info) => {
    const value = read(info.row.original)
    return value === null || value === undefined ? '—' : show(value)
  },
  meta: { numeric: true },
})
