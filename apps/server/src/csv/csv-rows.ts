/**
 * CSV text as rows with the line each starts on. Real exports arrive with a BOM, CRLF or
 * old-Mac CR-only line ends, every cell quoted or none, and (one source) a literal `\n`
 * written at the start of every line; all of that is undone here, once, for every format.
 */
import Papa from 'papaparse'
import { ImportError } from './import-error'

/** One CSV record; `line` is where it starts, 1-based (the header is line 1). */
export type CsvRow = { readonly line: number; readonly cells: readonly string[] }

const newlinesIn = (cell: string) => cell.split('\n').length - 1

/**
 * Splits CSV text into rows, dropping blank lines (their line numbers still count).
 * @example readCsvRows('\uFEFFa,b\r\n1,2\r\n') // [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }]
 */
export const readCsvRows = (text: string): readonly CsvRow[] => {
  let normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  // A source saved every line with the two characters `\n` in front; only then strip them.
  if (normalized.startsWith('\\n')) normalized = normalized.replace(/^\\n/gm, '')
  const parsed = Papa.parse<string[]>(normalized, { delimiter: ',', newline: '\n' })
  const [problem] = parsed.errors.filter((error) => error.type === 'Quotes')
  const rows: CsvRow[] = []
  let line = 1
  for (const [index, cells] of parsed.data.entries()) {
    if (problem !== undefined && problem.row === index) {
      throw new ImportError(`unterminated quoted cell (${problem.message})`, { line })
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line, cells })
    line += 1 + cells.reduce((sum, cell) => sum + newlinesIn(cell), 0)
  }
  // Only a file whose very last record holds data can have been cut in it: blank (or
  // all-empty quoted) lines after the last row mean the row before them was written whole.
  const lastRecord = parsed.data.at(-1) ?? []
  const endsInData = lastRecord.some((cell) => cell.trim() !== '')
  refuseCutLastRow(rows, normalized.endsWith('\n') || !endsInData)
  return rows
}

/**
 * A file cut mid-line (a download or copy that stopped) ends without a line end in a row
 * narrower than the rows above it; every export we have seen ends either with a line end or
 * with a full row.
 */
const refuseCutLastRow = (rows: readonly CsvRow[], endsWithLineEnd: boolean) => {
  const last = rows.at(-1)
  if (endsWithLineEnd || last === undefined || rows.length < 2) return
  // Compared with the row above: exports that drop trailing cells drop them on every row below.
  const width = rows.at(-2)?.cells.length ?? 0
  if (last.cells.length < width) {
    throw new ImportError(
      `the file ends in the middle of this line (${last.cells.length} of ${width} cells, no line end): it looks cut short, so nothing was imported`,
      { line: last.line },
    )
  }
}

/**
 * A header cell reduced to what identifies it across layouts: lower case, letters, digits
 * and `%` only, so `Game Info`, `GameInfo` and `"Game Info "` read alike.
 * @example headerKey('Name + ID') // 'nameid'
 */
export const headerKey = (cell: string): string => cell.toLowerCase().replace(/[^a-z0-9%]/g, '')

/**
 * The column index of each wanted header, by `headerKey` and any aliases; absent columns are
 * left out of the answer.
 * @example findColumns(['Rank', 'X.Drafted'], { rank: ['rank'], drafted: ['%drafted', 'xdrafted'] }) // { rank: 0, drafted: 1 }
 */
export const findColumns = <K extends string>(
  header: readonly string[],
  wanted: Readonly<Record<K, readonly string[]>>,
): Partial<Record<K, number>> => {
  const keys = header.map(headerKey)
  const found: Partial<Record<K, number>> = {}
  for (const [name, aliases] of Object.entries(wanted) as [K, readonly string[]][]) {
    const index = keys.findIndex((key) => aliases.includes(key))
    if (index >= 0) found[name] = index
  }
  return found
}

/** A cell of a row, trimmed; `''` when the row is shorter (exports drop trailing cells). */
export const cellAt = (row: CsvRow, index: number | undefined): string =>
  index === undefined ? '' : (row.cells[index] ?? '').trim()
