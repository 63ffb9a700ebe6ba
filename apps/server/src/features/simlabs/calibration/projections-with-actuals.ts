/**
 * A projection table with the slate's actual points added afterwards, as FantasyCruncher
 * exports it (`Player, Pos, Team, Opp, Salary, Floor, Ceiling, FC Proj, Actual Score`; R's
 * re-saved copies write `FC.Proj` and `Actual.Score`, MLB's has no `Floor`). Calibration reads
 * it twice: the projection is what SimLabs simulates, the actual points check it.
 */
import {
  decimal,
  optionalDecimal,
  requireColumn,
  requiredText,
  columnOf,
} from '../../../csv/cell-values'
import { cellAt, findColumns, readCsvRows } from '../../../csv/csv-rows'
import { ImportError } from '../../../csv/import-error'

export type ProjectedPlayer = {
  readonly line: number
  readonly name: string
  /** DraftKings positions, `1B/3B` split. */
  readonly positions: readonly string[]
  readonly team: string
  readonly opponent: string
  readonly salary: number
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  /** Undefined where the file has no actual score (a player who did not play: `NA`). */
  readonly actual: number | undefined
}

const wanted = {
  player: ['player', 'name'],
  position: ['pos', 'position'],
  team: ['team', 'teamabbrev'],
  opponent: ['opp', 'opponent'],
  salary: ['salary'],
  floor: ['floor'],
  ceiling: ['ceiling', 'ceil'],
  projection: ['fcproj', 'proj', 'projection', 'fpts'],
  actual: ['actualscore', 'actual', 'actualpoints'],
} as const

// `@ CLE`, `vs NYJ`, `CLE` → `CLE`.
const opponentOf = (cell: string): string => cell.replace(/^(@|vs\.?)\s*/i, '').trim()

/**
 * Parses the table; a missing floor is mirrored from the ceiling about the projection, never
 * below 0. Refuses a file without a player, position, team, salary or projection column.
 * @example parseProjectionsWithActuals(text)[0] // { name: "Le'Veon Bell", positions: ['RB'], team: 'PIT', opponent: 'CLE', salary: 9800, projection: 21.33, floor: 10.3, ceiling: 37.8, actual: 7.7, line: 2 }
 */
export const parseProjectionsWithActuals = (text: string): readonly ProjectedPlayer[] => {
  const [header, ...body] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty', { line: 1 })
  const found = findColumns(header.cells, wanted)
  const columns = {
    player: requireColumn(header, found.player, 'Player'),
    position: requireColumn(header, found.position, 'Pos'),
    team: requireColumn(header, found.team, 'Team'),
    opponent: columnOf(header, found.opponent, 'Opp'),
    salary: requireColumn(header, found.salary, 'Salary'),
    floor: columnOf(header, found.floor, 'Floor'),
    ceiling: requireColumn(header, found.ceiling, 'Ceiling'),
    projection: requireColumn(header, found.projection, 'FC Proj'),
    actual: columnOf(header, found.actual, 'Actual Score'),
  }
  const number = (row: (typeof body)[number], column: typeof columns.floor) =>
    cellAt(row, column.index) === 'NA' ? undefined : optionalDecimal(row, column)
  return body
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
    .map((row) => {
      const projection = decimal(row, columns.projection)
      const ceiling = Math.max(projection, decimal(row, columns.ceiling))
      const floor = number(row, columns.floor) ?? Math.max(0, 2 * projection - ceiling)
      return {
        line: row.line,
        name: requiredText(row, columns.player),
        positions: requiredText(row, columns.position).split('/'),
        team: requiredText(row, columns.team),
        opponent: opponentOf(cellAt(row, columns.opponent.index)),
        salary: decimal(row, columns.salary),
        projection,
        floor: Math.min(floor, projection),
        ceiling,
        actual: columns.actual.index === undefined ? undefined : number(row, columns.actual),
      }
    })
}
