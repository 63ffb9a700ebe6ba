/**
 * NHL team game logs in Natural Stat Trick's layout (docs/team-ratings.md "Importing team game
 * logs"): one row per team and game, `Game` naming the day and the final score (`2024-10-04 -
 * NJ 4, BUF 1`, visitor first), `Team` the row's team, then its 5-on-5 shot attempts (`CF`,
 * `CA`), shots (`SF`, `SA`) and expected goals (`xGF`, `xGA`) for and against. Other columns are
 * read past. Bad cells refuse the file, every one named at once with its line and column.
 */
import { sportIds } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { decimal, requireColumn, requiredText, type Column } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { canonicalTeam } from '../../csv/team-abbreviations'
import type { TeamCheck } from './stored-nhl-teams'

/** One team's game as the file gives it; teams as stored abbreviations. */
export type NhlTeamLogRow = {
  readonly line: number
  readonly playedOn: IsoDate
  readonly team: string
  readonly opponent: string
  readonly isHome: boolean
  readonly goalsFor: number
  readonly goalsAgainst: number
  readonly shotAttemptsFor: number
  readonly shotAttemptsAgainst: number
  readonly shotsFor: number
  readonly shotsAgainst: number
  readonly expectedGoalsFor: number
  readonly expectedGoalsAgainst: number
}

const columns = {
  game: ['game'],
  team: ['team'],
  shotAttemptsFor: ['cf'],
  shotAttemptsAgainst: ['ca'],
  shotsFor: ['sf'],
  shotsAgainst: ['sa'],
  expectedGoalsFor: ['xgf'],
  expectedGoalsAgainst: ['xga'],
} as const
const headerNames: Readonly<Record<keyof typeof columns, string>> = {
  game: 'Game',
  team: 'Team',
  shotAttemptsFor: 'CF',
  shotAttemptsAgainst: 'CA',
  shotsFor: 'SF',
  shotsAgainst: 'SA',
  expectedGoalsFor: 'xGF',
  expectedGoalsAgainst: 'xGA',
}

const gamePattern = /^(\d{4}-\d{2}-\d{2}) - (\S+) (\d+), (\S+) (\d+)$/

/** The day, both teams and the final score of a `Game` cell. */
const gameOf = (row: CsvRow, column: Column) => {
  const value = requiredText(row, column)
  const match = gamePattern.exec(value)
  const day = match?.[1] ?? ''
  if (
    match === null ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    !new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
  ) {
    throw new ImportError(
      `expected "YYYY-MM-DD - AWAY goals, HOME goals" such as "2024-10-04 - NJ 4, BUF 1", got ${shown(value)}`,
      { line: row.line, field: column.name },
    )
  }
  return {
    playedOn: isoDate(day),
    visitor: canonicalTeam(sportIds.NHL, match[2] ?? ''),
    visitorGoals: Number(match[3]),
    home: canonicalTeam(sportIds.NHL, match[4] ?? ''),
    homeGoals: Number(match[5]),
  }
}

const nonNegative = (row: CsvRow, column: Column): number => {
  const value = decimal(row, column)
  if (value < 0) {
    throw new ImportError(
      `expected a number of 0 or more, got ${shown(cellAt(row, column.index))}`,
      {
        line: row.line,
        field: column.name,
      },
    )
  }
  return value
}

/**
 * Parses a team game-log file whole; refuses it for bad cells, rows whose team did not play in
 * their game, teams listed twice on a day and teams `checkTeam` does not know, naming them all
 * at once.
 * @example parseNhlTeamLogs(text)[0] // { line: 2, playedOn: '2024-10-04', team: 'BUF', opponent: 'NJD', isHome: true, goalsFor: 1, … }
 */
export const parseNhlTeamLogs = (
  text: string,
  report = new ImportReport(),
  checkTeam: TeamCheck = () => undefined,
): readonly NhlTeamLogRow[] => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  const found = findColumns(header.cells, columns)
  const column = Object.fromEntries(
    (Object.keys(columns) as (keyof typeof columns)[]).map((key) => [
      key,
      requireColumn(header, found[key], headerNames[key]),
    ]),
  ) as Record<keyof typeof columns, Column>
  if (rows.length === 0) throw new ImportError('the file has no games', { line: header.line })
  // Every row is read, so a refusal names all of the file's problems at once.
  const seen = new Set<string>()
  const logs = report.mapRows(rows, (row): NhlTeamLogRow => {
    const game = gameOf(row, column.game)
    const team = canonicalTeam(sportIds.NHL, requiredText(row, column.team))
    if (team !== game.home && team !== game.visitor) {
      throw new ImportError(
        `${shown(cellAt(row, column.team.index))} did not play in ${shown(cellAt(row, column.game.index))}`,
        { line: row.line, field: column.team.name },
      )
    }
    const key = `${game.playedOn}:${team}`
    // A repeat is noted and its cells still read, so their own problems are named too.
    if (!seen.has(key)) seen.add(key)
    else
      report.refuse(
        new ImportError(`${team} already has a game on ${game.playedOn}`, {
          line: row.line,
          field: column.team.name,
        }),
      )
    checkTeam(team, row.line, column.team.name)
    checkTeam(team === game.home ? game.visitor : game.home, row.line, column.game.name)
    const isHome = team === game.home
    return {
      line: row.line,
      playedOn: game.playedOn,
      team,
      opponent: isHome ? game.visitor : game.home,
      isHome,
      goalsFor: isHome ? game.homeGoals : game.visitorGoals,
      goalsAgainst: isHome ? game.visitorGoals : game.homeGoals,
      shotAttemptsFor: nonNegative(row, column.shotAttemptsFor),
      shotAttemptsAgainst: nonNegative(row, column.shotAttemptsAgainst),
      shotsFor: nonNegative(row, column.shotsFor),
      shotsAgainst: nonNegative(row, column.shotsAgainst),
      expectedGoalsFor: nonNegative(row, column.expectedGoalsFor),
      expectedGoalsAgainst: nonNegative(row, column.expectedGoalsAgainst),
    }
  })
  report.refuseIfProblems()
  return logs
}
