/**
 * CSV text as rows with the line each starts on. Real exports arrive with a BOM, CRLF or
 * old-Mac CR-only line ends, every cell quoted or none, and (one source) a literal `\n`
 * written at the start of every line; all of that is undone here, once, for every format.
 */
import Papa from 'papaparse'
import { ImportError } from './import-error'
import { runSteps, type Steps } from './steps'

/** One CSV record; `line` is where it starts, 1-based (the header is line 1). */
export type CsvRow = { readonly line: number; readonly cells: readonly string[] }

/**
 * How many times `needle` occurs in `text`, counted without splitting it (a million rows of
 * cells each split into an array kept the garbage collector busy).
 * @example occurrences('a\nb\n', '\n') // 2
 */
export const occurrences = (text: string, needle: string): number => {
  let count = 0
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    count += 1
  }
  return count
}

// About 10 000 rows of a salary file: one piece is parsed between two turns of the event loop.
const pieceChars = 1_000_000

/**
 * The text in pieces of about `pieceChars` that end where a record ends (the line end itself
 * is left out): a line end inside a quoted cell, after an odd count of quotes, is passed over.
 */
function* recordPieces(text: string): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start + pieceChars)
    let quotes = end < 0 ? 0 : occurrences(text.slice(start, end), '"')
    while (end >= 0 && quotes % 2 === 1) {
      const next = text.indexOf('\n', end + 1)
      quotes += occurrences(text.slice(end, next < 0 ? text.length : next), '"')
      end = next
    }
    if (end < 0) {
      yield text.slice(start)
      return
    }
    yield text.slice(start, end)
    start = end + 1
  }
}

/**
 * `readCsvRows` in steps, one piece of the text per step (see steps.ts).
 * @example await runStepsInTurns(readCsvRowSteps(text))
 */
export function* readCsvRowSteps(text: string): Steps<readonly CsvRow[]> {
  let normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  // A source saved every line with the two characters `\n` in front; only then strip them.
  if (normalized.startsWith('\\n')) normalized = normalized.replace(/^\\n/gm, '')
  const rows: CsvRow[] = []
  let line = 1
  let lastRecord: readonly string[] = []
  for (const piece of recordPieces(normalized)) {
    const parsed = Papa.parse<string[]>(piece, { delimiter: ',', newline: '\n' })
    const [problem] = parsed.errors.filter((error) => error.type === 'Quotes')
    for (const [index, cells] of parsed.data.entries()) {
      if (problem !== undefined && problem.row === index) {
        throw new ImportError(`unterminated quoted cell (${problem.message})`, { line })
      }
      if (cells.some((cell) => cell.trim() !== '')) rows.push({ line, cells })
      line += 1
      for (const cell of cells) line += occurrences(cell, '\n')
    }
    lastRecord = parsed.data.at(-1) ?? []
    yield
  }
  // Only a file whose very last record holds data can have been cut in it: blank (or
  // all-empty quoted) lines after the last row mean the row before them was written whole.
  const endsInData = lastRecord.some((cell) => cell.trim() !== '')
  refuseCutLastRow(rows, normalized.endsWith('\n') || !endsInData)
  return rows
}

/**
 * Splits CSV text into rows, dropping blank lines (their line numbers still count).
 * @example readCsvRows('\uFEFFa,b\r\n1,2\r\n') // [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }]
 */
export const readCsvRows = (text: string): readonly CsvRow[] => runSteps(readCsvRowSteps(text))

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
