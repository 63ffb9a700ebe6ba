/**
 * DraftKings contest standings (`contest-standings-<id>.csv`): two tables side by side. Left,
 * one row per entry: `Rank,EntryId,EntryName,TimeRemaining,Points,Lineup`; then a blank
 * column; right, one row per drafted player: `Player,Roster Position,%Drafted,FPTS`. The two
 * blocks have their own lengths, so a row may hold an entry, a player, or both, unrelated.
 * Variants accepted: the 2017 layout without `Roster Position`; files re-saved by R, where
 * the blank column is `X`, `%Drafted` is `X.Drafted`, every cell is quoted and empty cells
 * read `NA`; a BOM; CRLF or CR-only line ends.
 */
import {
  decimal,
  percentage,
  requiredText,
  requireColumn,
  wholeNumber,
  columnOf,
} from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'

/** One entry. `userName` drops the multi-entry suffix `(3/150)`; `entryMax` is its 150. */
export type StandingsEntry = {
  readonly line: number
  readonly rank: number
  readonly entryId: number
  readonly userName: string
  readonly entryMax: number | undefined
  readonly points: number
  /** The lineup string as written (`QB Tom Brady RB … DST Patriots `); empty when none was set. */
  readonly lineup: string
}

/** One drafted player of the right-hand block: share of entries (0–100) and fantasy points. */
export type StandingsPlayer = {
  readonly line: number
  readonly name: string
  readonly rosterPosition: string | undefined
  readonly draftedPercent: number
  readonly points: number
}

export type StandingsFile = {
  readonly layout: string
  readonly entries: readonly StandingsEntry[]
  readonly players: readonly StandingsPlayer[]
}

const headerColumns = {
  rank: ['rank'],
  entryId: ['entryid'],
  entryName: ['entryname'],
  points: ['points'],
  lineup: ['lineup'],
  player: ['player'],
  rosterPosition: ['rosterposition'],
  drafted: ['%drafted', 'xdrafted', 'drafted'],
  fpts: ['fpts'],
} as const

// R writes missing values as NA; an export never has a cell that is exactly NA otherwise.
const withoutNa = (row: CsvRow): CsvRow => ({
  line: row.line,
  cells: row.cells.map((cell) => (cell.trim() === 'NA' ? '' : cell)),
})

const multiEntry = /^(.*?)\s*\((\d+)\/(\d+)\)$/

/**
 * Parses a standings export. Every bad row of either block and every repeated entry is noted,
 * and the file is refused once, naming them all.
 * @example parseDkStandings(csvText).entries[0] // { line: 2, rank: 1, entryId: 816167983, userName: 'kranclaw', entryMax: undefined, points: 180.88, lineup: 'TE Austin Hooper …' }
 */
export const parseDkStandings = (text: string): StandingsFile => {
  const [first, ...rest] = readCsvRows(text)
  if (first === undefined) throw new ImportError('the file is empty', { line: 1 })
  const header = withoutNa(first)
  const found = findColumns(header.cells, headerColumns)
  const columns = {
    rank: requireColumn(header, found.rank, 'Rank'),
    entryId: requireColumn(header, found.entryId, 'EntryId'),
    entryName: requireColumn(header, found.entryName, 'EntryName'),
    points: requireColumn(header, found.points, 'Points'),
    lineup: requireColumn(header, found.lineup, 'Lineup'),
    player: requireColumn(header, found.player, 'Player'),
    rosterPosition: columnOf(header, found.rosterPosition, 'Roster Position'),
    drafted: requireColumn(header, found.drafted, '%Drafted'),
    fpts: requireColumn(header, found.fpts, 'FPTS'),
  }
  const isEntry = (row: CsvRow) =>
    cellAt(row, columns.rank.index) !== '' || cellAt(row, columns.entryId.index) !== ''
  // Every row of both blocks is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const entries: StandingsEntry[] = report.mapRows(
    rest.filter((raw) => isEntry(withoutNa(raw))),
    (raw) => {
      // The name as written: a user may be called NA.
      const entryName = requiredText(raw, columns.entryName)
      const row = withoutNa(raw)
      const suffix = multiEntry.exec(entryName)
      return {
        line: row.line,
        rank: wholeNumber(row, columns.rank),
        entryId: wholeNumber(row, columns.entryId),
        userName: suffix?.[1] || entryName,
        entryMax: suffix ? Number(suffix[3]) : undefined,
        points: decimal(row, columns.points),
        lineup: cellAt(row, columns.lineup.index),
      }
    },
  )
  const players: StandingsPlayer[] = report.mapRows(
    rest.map(withoutNa).filter((row) => cellAt(row, columns.player.index) !== ''),
    (row) => ({
      line: row.line,
      name: requiredText(row, columns.player),
      rosterPosition: cellAt(row, columns.rosterPosition.index) || undefined,
      draftedPercent: percentage(row, columns.drafted),
      points: decimal(row, columns.fpts),
    }),
  )
  const firstLineOf = new Map<number, number>()
  for (const entry of entries) {
    const first = firstLineOf.get(entry.entryId)
    if (first === undefined) firstLineOf.set(entry.entryId, entry.line)
    else
      report.refuse(
        new ImportError(`entry ${entry.entryId} is listed twice (first on line ${first})`, {
          line: entry.line,
          field: columns.entryId.name,
        }),
      )
  }
  report.refuseIfProblems()
  if (entries.length === 0)
    throw new ImportError('the file lists no entries', { line: header.line })
  const layout =
    found.rosterPosition !== undefined
      ? 'current'
      : header.cells.some((cell) => cell.trim() === 'X')
        ? '2017 re-saved by R'
        : '2017'
  return { layout, entries, players }
}
