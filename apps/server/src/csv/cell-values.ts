/**
 * Reading one typed value out of a CSV cell, or refusing the file with the line and column.
 * Every parser goes through these, so the messages read the same for every format.
 */
import { cellAt, type CsvRow } from './csv-rows'
import { ImportError, shown } from './import-error'

/** A column of a parsed header: where it is and the name the file gives it. */
export type Column = { readonly index: number | undefined; readonly name: string }

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

/**
 * The cell's text, trimmed; refuses an empty cell.
 * @example requiredText(row, { index: 2, name: 'Name' }) // 'Tom Brady'
 */
export const requiredText = (row: CsvRow, column: Column): string => {
  const value = cellAt(row, column.index)
  return value === '' ? fail(row, column, 'is empty') : value
}

/**
 * A whole number such as a salary, rank or id (`5200`; `$5,200` is accepted as DraftKings'
 * web export writes it).
 * @example wholeNumber(row, { index: 5, name: 'Salary' }) // 5200
 */
export const wholeNumber = (row: CsvRow, column: Column): number => {
  const value = cellAt(row, column.index)
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}\b)/g, '')
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    return fail(row, column, `expected a whole number, got ${shown(cellAt(row, column.index))}`)
  }
  return Number(value)
}

/** Cells that mean "no value" in real exports: `null` (Savant), `NA` (R), `-` and `--` (sites). */
const missingCells = new Set(['', 'null', 'na', 'n/a', 'nan', 'none', '-', '--', '—'])

/**
 * Whether a cell means "no value" (`null`, `NA`, `-`, empty…).
 * @example isMissingCell('NA') // true
 */
export const isMissingCell = (cell: string): boolean => missingCells.has(cell.trim().toLowerCase())

/**
 * A decimal number such as points (`-0.33`, `17.3`, `$1,250.50`, `(1.5)` is not one); a cell
 * meaning "no value" (`null`, `NA`, `-`, empty) is `undefined`.
 * @example optionalDecimal(row, { index: 8, name: 'AvgPointsPerGame' }) // 17.3
 */
export const optionalDecimal = (row: CsvRow, column: Column): number | undefined => {
  const cell = cellAt(row, column.index)
  if (isMissingCell(cell)) return undefined
  const value = cell.replace(/^([-+]?)\$/, '$1').replace(/,(?=\d{3}(\D|$))/g, '')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) {
    return fail(row, column, `expected a number, got ${shown(cell)}`)
  }
  return Number(value)
}

/**
 * A decimal number that must be there.
 * @example decimal(row, { index: 4, name: 'Points' }) // 180.88
 */
export const decimal = (row: CsvRow, column: Column): number =>
  optionalDecimal(row, column) ?? fail(row, column, 'is empty')

/**
 * A percentage written `43.00%` (or `43`), as a number of percent 0–100.
 * @example percentage(row, { index: 9, name: '%Drafted' }) // 43
 */
export const percentage = (row: CsvRow, column: Column): number => {
  const value = cellAt(row, column.index)
  const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(value)
  const number = match ? Number(match[1]) : Number.NaN
  if (!(number >= 0 && number <= 100)) {
    return fail(row, column, `expected a percentage such as "43.00%", got ${shown(value)}`)
  }
  return number
}

/**
 * A column as the file names it (`X.Drafted` stays `X.Drafted` in messages); `name` when the
 * header leaves the cell blank or lacks the column.
 */
export const columnOf = (header: CsvRow, index: number | undefined, name: string): Column => ({
  index,
  name: cellAt(header, index) || name,
})

/** A column the format needs; refuses a header without it. */
export const requireColumn = (header: CsvRow, index: number | undefined, name: string): Column => {
  if (index === undefined) {
    throw new ImportError(`the header has no "${name}" column`, { line: header.line })
  }
  return columnOf(header, index, name)
}
