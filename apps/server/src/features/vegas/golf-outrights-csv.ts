/**
 * A golf outrights file (`Name,Tournament Winner,Top 5 Finish,Top 10 Finish,Top 20 Finish`):
 * American odds per golfer for winning the event and finishing in its top 5, 10 and 20. The
 * file names no event and no date: `--date` picks the week's event. Every golfer needs a winner
 * price; a top-N cell may be empty (not quoted). Bad cells and golfers listed twice refuse the
 * whole file, all of them named at once with their lines and columns.
 */
import type { IsoDate } from '@slatelab/domain/units'
import { optionalDecimal, requiredText, requireColumn, type Column } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { normalizeName } from '../../csv/player-names'

/** The markets of the file, as `event_odds.market` stores them. */
export const golfMarkets = ['winner', 'top5', 'top10', 'top20'] as const
export type GolfMarket = (typeof golfMarkets)[number]

/** One golfer's prices; a market the file does not quote is absent. */
export type GolfOutright = {
  readonly line: number
  readonly name: string
  readonly prices: Readonly<Partial<Record<GolfMarket, number>>>
}

export type GolfOutrightsFile = {
  readonly layout: 'golf-outrights'
  readonly date: IsoDate
  readonly golfers: readonly GolfOutright[]
}

/**
 * Whether a file is the golf outrights layout: its first line has a `Tournament Winner` column.
 * @example isGolfOutrightsFile('Name,Tournament Winner,Top 5 Finish\n…') // true
 */
export const isGolfOutrightsFile = (text: string): boolean =>
  (text.split(/\r?\n/, 1)[0] ?? '')
    .split(',')
    .some((cell) => cell.toLowerCase().replace(/[^a-z0-9]/g, '') === 'tournamentwinner')

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

// American odds are at least 100 either way; `500.0` is how the file writes +500.
const americanOdds = (row: CsvRow, column: Column): number | undefined => {
  const value = optionalDecimal(row, column)
  if (value === undefined) return undefined
  return Math.abs(value) >= 100
    ? Math.round(value)
    : fail(
        row,
        column,
        `expected American odds (+100 or more, −100 or less), got ${shown(cellAt(row, column.index))}`,
      )
}

/**
 * Reads a golf outrights file for the event of the week of `date`.
 * @example parseGolfOutrights(text, isoDate('2025-04-10')).golfers[0] // { line: 2, name: 'Scottie Scheffler', prices: { winner: 500, top5: 110, top10: -186, top20: -500 } }
 */
export const parseGolfOutrights = (text: string, date: IsoDate | undefined): GolfOutrightsFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  if (date === undefined) {
    throw new ImportError(
      'a golf outrights file names no event: give a day of its week (--date YYYY-MM-DD, or ?date= when uploading)',
      { field: 'date' },
    )
  }
  const at = findColumns(header.cells, {
    name: ['name'],
    winner: ['tournamentwinner'],
    top5: ['top5finish'],
    top10: ['top10finish'],
    top20: ['top20finish'],
  })
  const name = requireColumn(header, at.name, 'Name')
  const columns: Record<GolfMarket, Column> = {
    winner: requireColumn(header, at.winner, 'Tournament Winner'),
    top5: requireColumn(header, at.top5, 'Top 5 Finish'),
    top10: requireColumn(header, at.top10, 'Top 10 Finish'),
    top20: requireColumn(header, at.top20, 'Top 20 Finish'),
  }
  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const seen = new Map<string, number>()
  const golfers = report.mapRows(rows, (row): GolfOutright => {
    const golfer = requiredText(row, name)
    const key = normalizeName(golfer)
    const earlier = seen.get(key)
    // A repeat is noted and its prices still read, so their own problems are named too.
    if (earlier === undefined) seen.set(key, row.line)
    else
      report.refuse(
        new ImportError(`${shown(golfer)} is listed twice (line ${earlier})`, {
          line: row.line,
          field: name.name,
        }),
      )
    const prices: Partial<Record<GolfMarket, number>> = {}
    for (const market of golfMarkets) {
      const price = americanOdds(row, columns[market])
      if (price !== undefined) prices[market] = price
    }
    if (prices.winner === undefined) fail(row, columns.winner, 'is empty')
    return { line: row.line, name: golfer, prices }
  })
  report.refuseIfProblems()
  if (golfers.length === 0) throw new ImportError('no golfers below the header')
  return { layout: 'golf-outrights', date, golfers }
}
