/**
 * CSV text of a table as shown, and the browser download of it: the one writer of every CSV
 * the web app makes. Cells holding a comma, a quote or a line break are quoted (RFC 4180);
 * numbers are written as they are; text a spreadsheet would run as a formula is neutralised.
 */
import { neutralizedCell } from '@slatelab/domain/csv-cells'

/** One CSV column: its header and how a row reads in it. */
export type CsvColumn<T> = {
  readonly header: string
  readonly value: (row: T) => string | number | null
}

const cell = (value: string | number | null): string => {
  if (value === null) return ''
  const text = neutralizedCell(String(value))
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The CSV text of `rows`, header line first, lines ended by CRLF.
 * @example toCsv([{ name: 'Allen, Josh', own: 31.5 }], [{ header: 'Player', value: (r) => r.name }, { header: 'Own%', value: (r) => r.own }]) // 'Player,Own%\r\n"Allen, Josh",31.5\r\n'
 */
export const toCsv = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string =>
  [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ]
    .map((line) => `${line.join(',')}\r\n`)
    .join('')

/** Offers `text` to the user as a file named `fileName`. */
export const downloadCsv = (fileName: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
