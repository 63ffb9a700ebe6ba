/**
 * Evolving-Hockey's GAR tables (docs/team-ratings.md "Importing GAR tables"): one row per
 * player, team and season, goalies or skaters (told by the header: a skater table has
 * offensive components or `TOI_All`). Headers are read through aliases (`GSAx`, `gsax`,
 * `TOI_EV` + `TOI_SH` for `TOI`, the expected `xGAR` columns for `GAR`); `NA` or an empty cell
 * is a missing figure. Every bad cell refuses the file, all of them named at once.
 */
import { sportIds } from '@slatelab/domain/sports'
import { optionalDecimal, requiredText, wholeNumber, type Column } from '../../csv/cell-values'
import { cellAt, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { hasColumn, readHeader, type ColumnSpec } from '../../csv/header-columns'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport, skipRow } from '../../csv/import-report'
import { canonicalTeam } from '../../csv/team-abbreviations'
import type { TeamCheck } from './stored-nhl-teams'

/** What every GAR row holds; figures null where the file has none. */
type GarRowBase = {
  readonly line: number
  readonly playerName: string
  /** The team as stored (`N.J` → `NJD`). */
  readonly team: string
  /** The year the season starts: 2023 for `23-24`, `2023-24` or `20232024`. */
  readonly season: number
  readonly position: string
  readonly games: number
  readonly minutes: number | null
  readonly goalsAboveReplacement: number | null
  readonly winsAboveReplacement: number | null
  readonly standingsPointsAboveReplacement: number | null
}

/** A goalie's season for a team. */
export type GoalieGarRow = GarRowBase & {
  readonly fenwickAgainst: number | null
  readonly expectedGoalsAgainst: number | null
  readonly goalsAgainst: number | null
  /** The file's `GSAx`, else its `xGA` − `GA`. */
  readonly goalsSavedAboveExpected: number | null
}

/** A skater's season for a team with his GAR components. */
export type SkaterGarRow = GarRowBase & {
  readonly evenStrengthOffense: number | null
  readonly evenStrengthDefense: number | null
  readonly powerPlayOffense: number | null
  readonly shortHandedDefense: number | null
  readonly penaltiesTaken: number | null
  readonly penaltiesDrawn: number | null
  readonly offense: number | null
  readonly defense: number | null
  readonly penalties: number | null
}

/** A parsed GAR table. */
export type GarFile =
  | { readonly layout: 'goalie'; readonly rows: readonly GoalieGarRow[] }
  | { readonly layout: 'skater'; readonly rows: readonly SkaterGarRow[] }

const col = (label: string, aliases: readonly string[], optional = false): ColumnSpec => ({
  label,
  aliases,
  optional,
})
const figure = (label: string, ...aliases: readonly string[]) => col(label, aliases, true)

// Skater tables hold expected-goals versions of the components (`xEVO_GAR`); read either.
const commonColumns = {
  player: col('Player', ['player', 'playername', 'name']),
  season: col('Season', ['season']),
  team: col('Team', ['team', 'tm', 'teamabbrev']),
  position: col('Position', ['position', 'pos'], true),
  games: col('GP', ['gp', 'gamesplayed', 'games']),
  gar: col('GAR', ['gar', 'xgar']),
  war: figure('WAR', 'war', 'xwar'),
  spar: figure('SPAR', 'spar', 'xspar'),
} as const

/** The columns of Evolving-Hockey's goalie GAR table. */
export const goalieGarColumns = {
  ...commonColumns,
  toi: figure('TOI', 'toi', 'toiall'),
  toiEven: figure('TOI_EV', 'toiev'),
  toiShortHanded: figure('TOI_SH', 'toish'),
  fenwickAgainst: figure('FA', 'fa', 'faall', 'fenwickagainst'),
  fenwickAgainstEven: figure('FA_EV', 'faev'),
  fenwickAgainstShortHanded: figure('FA_SH', 'fash'),
  expectedGoalsAgainst: figure('xGA', 'xga', 'expectedgoalsagainst'),
  goalsAgainst: figure('GA', 'ga', 'goalsagainst'),
  goalsSavedAboveExpected: figure('GSAx', 'gsax', 'goalssavedaboveexpected'),
} as const

/** The columns of Evolving-Hockey's skater GAR table. */
export const skaterGarColumns = {
  ...commonColumns,
  position: col('Position', ['position', 'pos']),
  toi: col('TOI_All', ['toiall', 'toi']),
  evenStrengthOffense: figure('EVO_GAR', 'evogar', 'xevogar'),
  evenStrengthDefense: figure('EVD_GAR', 'evdgar', 'xevdgar'),
  powerPlayOffense: figure('PPO_GAR', 'ppogar', 'xppogar'),
  shortHandedDefense: figure('SHD_GAR', 'shdgar', 'xshdgar'),
  penaltiesTaken: figure('Take_GAR', 'takegar'),
  penaltiesDrawn: figure('Draw_GAR', 'drawgar'),
  offense: figure('Off_GAR', 'offgar', 'xoffgar'),
  defense: figure('Def_GAR', 'defgar', 'xdefgar'),
  penalties: figure('Pens_GAR', 'pensgar'),
} as const

/** Header keys only a skater table has. */
const skaterKeys = ['toiall', 'evogar', 'xevogar', 'offgar', 'xoffgar', 'ppogar', 'xppogar']

/**
 * Whether a header is a GAR table's (kind detection): a player, a season and GAR.
 * @example isGarHeader(['Player', 'Season', 'Team', 'GAR', 'WAR']) // true
 */
export const isGarHeader = (header: readonly string[]): boolean =>
  [commonColumns.player, commonColumns.season, commonColumns.gar].every((column) =>
    hasColumn(header, column.aliases),
  )

const seasonPattern = /^(\d{2}|\d{4})-?(\d{2}|\d{4})$/

/**
 * The year a season starts, from `23-24`, `2023-24`, `2023-2024` or `20232024`.
 * @example seasonOf(row, season) // 2023 for "23-24"
 */
const seasonOf = (row: CsvRow, column: Column): number => {
  const value = requiredText(row, column)
  const match = seasonPattern.exec(value)
  const first = Number(match?.[1] ?? Number.NaN)
  const start = first < 100 ? 2000 + first : first
  const second = match?.[2] ?? ''
  if (match === null || second.slice(-2) !== String((start + 1) % 100).padStart(2, '0')) {
    throw new ImportError(
      `expected a season such as "23-24", "2023-24" or "20232024", got ${shown(value)}`,
      { line: row.line, field: column.name },
    )
  }
  return start
}

const optionalFigure = (row: CsvRow, column: Column): number | null =>
  column.index === undefined ? null : (optionalDecimal(row, column) ?? null)

// A sum of the file's parts (`TOI_EV` + `TOI_SH`) when the total is not given.
const totalOf = (row: CsvRow, total: Column, parts: readonly Column[]): number | null => {
  const given = optionalFigure(row, total)
  if (given !== null || total.index !== undefined) return given
  const values = parts.map((part) => optionalFigure(row, part))
  return values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + (value ?? 0), 0)
}

const isGoaliePosition = (position: string) => position.toUpperCase() === 'G'

/** The row's common cells, or a skip for the empty rows spreadsheets leave below a table. */
const commonOf = (
  row: CsvRow,
  at: Readonly<Record<keyof typeof commonColumns | 'toi', Column>>,
  layout: GarFile['layout'],
  checkTeam: TeamCheck,
) => {
  const position = cellAt(row, at.position.index) || (layout === 'goalie' ? 'G' : '')
  if (position !== '' && isGoaliePosition(position) !== (layout === 'goalie')) {
    throw new ImportError(
      `expected ${layout === 'goalie' ? 'a goalie (G)' : 'a skater (C, L, R, D)'} in a ${layout} table, got ${shown(position)}`,
      { line: row.line, field: at.position.name },
    )
  }
  const team = canonicalTeam(sportIds.NHL, requiredText(row, at.team))
  checkTeam(team, row.line, at.team.name)
  return {
    line: row.line,
    playerName: requiredText(row, at.player),
    team,
    season: seasonOf(row, at.season),
    position: position.toUpperCase(),
    games: wholeNumber(row, at.games),
    minutes: optionalFigure(row, at.toi),
    goalsAboveReplacement: optionalFigure(row, at.gar),
    winsAboveReplacement: optionalFigure(row, at.war),
    standingsPointsAboveReplacement: optionalFigure(row, at.spar),
  }
}

// Spreadsheet exports end with rows that keep only a formula's 0 in a helper column.
const isBlankRow = (row: CsvRow, at: Readonly<Record<'player' | 'team' | 'season', Column>>) =>
  [at.player, at.team, at.season].every((column) => cellAt(row, column.index) === '')

/** Refuses a player listed twice for one team and season, naming the repeat. */
const noteRepeats = (rows: readonly GarRowBase[], report: ImportReport, column: string) => {
  const seen = new Set<string>()
  for (const row of rows) {
    const key = `${row.playerName.toLowerCase()}|${row.team}|${row.season}`
    if (seen.has(key)) {
      report.refuse(
        new ImportError(`${row.playerName} is listed twice for ${row.team} in ${row.season}`, {
          line: row.line,
          field: column,
        }),
      )
    }
    seen.add(key)
  }
}

const parseGoalies = (
  header: CsvRow,
  rows: readonly CsvRow[],
  report: ImportReport,
  checkTeam: TeamCheck,
) => {
  const at = readHeader(header, goalieGarColumns, report)
  const parsed = report.mapRows(rows, (row): GoalieGarRow | ReturnType<typeof skipRow> => {
    if (isBlankRow(row, at)) return skipRow('no player')
    const expected = optionalFigure(row, at.expectedGoalsAgainst)
    const against = optionalFigure(row, at.goalsAgainst)
    return {
      ...commonOf(row, at, 'goalie', checkTeam),
      minutes: totalOf(row, at.toi, [at.toiEven, at.toiShortHanded]),
      fenwickAgainst: totalOf(row, at.fenwickAgainst, [
        at.fenwickAgainstEven,
        at.fenwickAgainstShortHanded,
      ]),
      expectedGoalsAgainst: expected,
      goalsAgainst: against,
      goalsSavedAboveExpected:
        optionalFigure(row, at.goalsSavedAboveExpected) ??
        (expected === null || against === null
          ? null
          : Math.round((expected - against) * 100) / 100),
    }
  })
  noteRepeats(parsed, report, at.player.name)
  return parsed
}

const parseSkaters = (
  header: CsvRow,
  rows: readonly CsvRow[],
  report: ImportReport,
  checkTeam: TeamCheck,
) => {
  const at = readHeader(header, skaterGarColumns, report)
  const parsed = report.mapRows(rows, (row): SkaterGarRow | ReturnType<typeof skipRow> => {
    if (isBlankRow(row, at)) return skipRow('no player')
    return {
      ...commonOf(row, at, 'skater', checkTeam),
      evenStrengthOffense: optionalFigure(row, at.evenStrengthOffense),
      evenStrengthDefense: optionalFigure(row, at.evenStrengthDefense),
      powerPlayOffense: optionalFigure(row, at.powerPlayOffense),
      shortHandedDefense: optionalFigure(row, at.shortHandedDefense),
      penaltiesTaken: optionalFigure(row, at.penaltiesTaken),
      penaltiesDrawn: optionalFigure(row, at.penaltiesDrawn),
      offense: optionalFigure(row, at.offense),
      defense: optionalFigure(row, at.defense),
      penalties: optionalFigure(row, at.penalties),
    }
  })
  noteRepeats(parsed, report, at.player.name)
  return parsed
}

/**
 * Parses a goalie or skater GAR table whole; refuses it naming every bad cell, repeated
 * player, position that is not the table's and team `checkTeam` does not know.
 * @example parseNhlGar(text).rows[0] // { line: 2, playerName: 'Adin Hill', team: 'VGK', season: 2023, … }
 */
export const parseNhlGar = (
  text: string,
  report = new ImportReport(),
  checkTeam: TeamCheck = () => undefined,
): GarFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  if (rows.length === 0) throw new ImportError('the file has no players', { line: header.line })
  const file: GarFile = hasColumn(header.cells, skaterKeys)
    ? { layout: 'skater', rows: parseSkaters(header, rows, report, checkTeam) }
    : { layout: 'goalie', rows: parseGoalies(header, rows, report, checkTeam) }
  report.refuseIfProblems()
  if (file.rows.length === 0) {
    throw new ImportError('the file has no players', { line: header.line })
  }
  return file
}
