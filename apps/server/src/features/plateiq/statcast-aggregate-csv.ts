/**
 * Baseball Savant's search export grouped by player (the aggregate layout, docs/plateiq.md
 * "Importing Statcast"): one row per batter with his totals over the search (`pa`, `abs`, `hits`,
 * `woba`, `xwoba`, `so`, `bb`, exit velocity…), no dates and no teams. Every column the batting
 * line reads must be there and every cell parse, or the file is refused, naming every bad cell with
 * its line and column. A blank cell is Savant's "none" (a batter without a batted ball has no exit
 * velocity; one without a finished plate appearance no `pa`).
 */
import type { BattingFigures } from '@slatelab/engine/statcast/statcast-metrics'
import {
  isMissingCell,
  optionalDecimal,
  requireColumn,
  requiredText,
  wholeNumber,
  type Column,
} from '../../csv/cell-values'
import { cellAt, findColumns, headerKey, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'

/** One batter's season line as the file gives it. */
export type SavantSeasonLine = {
  readonly line: number
  /** MLBAM id. */
  readonly mlbamId: number
  /** `First Last`. */
  readonly name: string
  /** Pitches seen. */
  readonly pitches: number
  readonly figures: BattingFigures
}

// The columns read, as Savant names them.
const aggregateColumns = {
  playerId: 'player_id',
  playerName: 'player_name',
  pitches: 'pitches',
  pa: 'pa',
  ba: 'ba',
  iso: 'iso',
  woba: 'woba',
  xwoba: 'xwoba',
  kPct: 'k_percent',
  bbPct: 'bb_percent',
  barrelPct: 'barrels_per_bbe_percent',
  hardHitPct: 'hardhit_percent',
  launchSpeed: 'launch_speed',
  launchAngle: 'launch_angle',
} as const
type Key = keyof typeof aggregateColumns

/**
 * Whether CSV text is Savant's player-grouped export rather than its pitch-level one: a
 * `player_id` and a `pa` column, and no `game_pk`.
 * @example isSavantAggregate('"pitches","player_id","player_name","pa"\n') // true
 */
export const isSavantAggregate = (text: string): boolean => {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? ''
  const keys = new Set(firstLine.split(',').map(headerKey))
  return keys.has('playerid') && keys.has('pa') && !keys.has('gamepk')
}

/** Savant writes `player_name` as `Last, First`. */
const firstLast = (name: string) =>
  name
    .split(',')
    .map((part) => part.trim())
    .reverse()
    .join(' ')
    .trim()

const inRange = (row: CsvRow, column: Column, low: number, high: number): number | null => {
  const value = optionalDecimal(row, column)
  if (value === undefined) return null
  if (value < low || value > high) {
    throw new ImportError(`expected a value from ${low} to ${high}, got ${value}`, {
      line: row.line,
      field: column.name,
    })
  }
  return value
}

const rounded = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits

/**
 * The file's season lines, refusing it whole on a missing column, or on bad cells and players
 * listed twice, all of them named at once. Figures Savant's layout lacks (fly-ball and pull %) are
 * null.
 * @example parseSavantAggregate(text)[0]?.figures.xwoba // 0.3
 */
export const parseSavantAggregate = (text: string): readonly SavantSeasonLine[] => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  const found = findColumns(
    header.cells,
    Object.fromEntries(
      Object.entries(aggregateColumns).map(([key, name]) => [key, [headerKey(name)]]),
    ) as Record<Key, string[]>,
  )
  const columns = Object.fromEntries(
    (Object.keys(aggregateColumns) as Key[]).map((key) => [
      key,
      requireColumn(header, found[key], aggregateColumns[key]),
    ]),
  ) as Record<Key, Column>
  if (rows.length === 0) throw new ImportError('the file has no players', { line: header.line })
  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const seen = new Map<number, number>()
  const lines = report.mapRows(rows, (row): SavantSeasonLine => {
    const mlbamId = wholeNumber(row, columns.playerId)
    const earlier = seen.get(mlbamId)
    // A repeat is noted and its cells still read, so their own problems are named too.
    if (earlier === undefined) seen.set(mlbamId, row.line)
    else
      report.refuse(
        new ImportError(`player ${mlbamId} is listed again (first on line ${earlier})`, {
          line: row.line,
          field: columns.playerId.name,
        }),
      )
    const pa = isMissingCell(cellAt(row, columns.pa.index)) ? 0 : wholeNumber(row, columns.pa)
    return {
      line: row.line,
      mlbamId,
      name: firstLast(requiredText(row, columns.playerName)),
      pitches: wholeNumber(row, columns.pitches),
      figures: {
        pa,
        avg: inRange(row, columns.ba, 0, 1),
        iso: inRange(row, columns.iso, 0, 3),
        woba: inRange(row, columns.woba, 0, 2.5),
        xwoba: inRange(row, columns.xwoba, 0, 2.5),
        kPct: inRange(row, columns.kPct, 0, 100),
        bbPct: inRange(row, columns.bbPct, 0, 100),
        barrelPct: rounded(inRange(row, columns.barrelPct, 0, 100), 1),
        hardHitPct: rounded(inRange(row, columns.hardHitPct, 0, 100), 1),
        avgEv: inRange(row, columns.launchSpeed, 0, 130),
        avgLa: inRange(row, columns.launchAngle, -90, 90),
        flyBallPct: null,
        pullPct: null,
      },
    }
  })
  report.refuseIfProblems()
  return lines
}
