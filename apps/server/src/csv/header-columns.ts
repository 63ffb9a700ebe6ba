/**
 * A layout's columns found in a header through per-column alias lists, whatever the case,
 * spacing, underscores or punctuation (`Game Date`, `game_date`, `GameDate`). Every missing
 * column is named at once; columns the layout does not read are listed in one warning.
 */
import type { Column } from './cell-values'
import { headerKey, type CsvRow } from './csv-rows'
import { ImportError } from './import-error'
import type { ImportReport } from './import-report'

/** One column of a layout: the name messages use, the header keys that mean it. */
export type ColumnSpec = {
  readonly label: string
  /** Header keys (`headerKey` form: lower case, letters, digits and `%`), preferred first. */
  readonly aliases: readonly string[]
  /** A column the layout reads when present (its `Column.index` is then undefined). */
  readonly optional?: boolean
}

/** How many unread column names a warning spells out. */
const namedUnread = 12

/**
 * Whether a header holds a column under any of its aliases (the kind and layout detection).
 * @example hasColumn(['Game Date', 'DK Points'], ['gamedate', 'date']) // true
 */
export const hasColumn = (header: readonly string[], aliases: readonly string[]): boolean =>
  header.some((cell) => aliases.includes(headerKey(cell)))

/**
 * The columns of `spec` in `header`; refuses the file naming every required column that is
 * missing, and warns once about the header's columns that the layout leaves out.
 * @example readHeader(header, { date: { label: 'Date', aliases: ['date', 'gamedate'] } }, report).date // { index: 0, name: 'game_date' }
 */
export const readHeader = <K extends string>(
  header: CsvRow,
  spec: Readonly<Record<K, ColumnSpec>>,
  report: ImportReport,
): Readonly<Record<K, Column>> => {
  const keys = header.cells.map(headerKey)
  const used = new Set<number>()
  const columns = {} as Record<K, Column>
  for (const [name, column] of Object.entries(spec) as [K, ColumnSpec][]) {
    const index = column.aliases
      .map((alias) => keys.findIndex((key, at) => key === alias && !used.has(at)))
      .find((at) => at >= 0)
    if (index === undefined && column.optional !== true) {
      report.refuse(
        new ImportError(
          `the header has no "${column.label}" column (read as any of: ${column.aliases.join(', ')})`,
          { line: header.line },
        ),
      )
    }
    if (index !== undefined) used.add(index)
    columns[name] = {
      index,
      name: (index === undefined ? '' : header.cells[index]?.trim()) || column.label,
    }
  }
  report.refuseIfProblems()
  const unread = header.cells
    .map((cell, index) => ({ cell: cell.trim(), index }))
    .filter(({ cell, index }) => cell !== '' && !used.has(index))
    .map(({ cell }) => cell)
  if (unread.length > 0) {
    const named = unread.slice(0, namedUnread).map((cell) => JSON.stringify(cell))
    const more = unread.length > namedUnread ? ` and ${unread.length - namedUnread} more` : ''
    report.warn(`${unread.length} column(s) not read, left out: ${named.join(', ')}${more}`, {
      line: header.line,
    })
  }
  return columns
}
