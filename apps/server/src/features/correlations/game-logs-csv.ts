/**
 * Player game logs (docs/correlations.md "Importing game logs"): RotoGuru's MLB and NBA layouts
 * (DraftKings points per player-game), FantasyPros-style weekly NFL stat lines across seasons
 * (weekly-stat-lines.ts) and nflverse's weekly NFL layout (stats and PPR points, turned into
 * DraftKings points). The layout is told by the header; any bad cell refuses the
 * file with its line and column.
 */
import { sportIds, type SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import {
  decimal,
  optionalDecimal,
  requiredText,
  wholeNumber,
  type Column,
} from '../../csv/cell-values'
import { calendarDate } from '../../csv/calendar-dates'
import { cellAt, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { hasColumn, readHeader, type ColumnSpec } from '../../csv/header-columns'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport, skipRow } from '../../csv/import-report'
import { canonicalTeam } from '../../csv/team-abbreviations'
import { nflWeekSunday, parseWeeklyStatLines, weeklyStatLineSignature } from './weekly-stat-lines'

export { nflWeekSunday } from './weekly-stat-lines'

/** One player's game as a log file gives it. */
export type GameLogRow = {
  readonly line: number
  readonly date: IsoDate
  /** The game of the day for two teams (MLB doubleheaders: 1 or 2). */
  readonly gameNumber: number
  readonly playerName: string
  readonly position: string
  readonly team: string
  readonly opponent: string
  /** Null where the layout does not say (nflverse). */
  readonly isHome: boolean | null
  readonly teamScore: number | null
  readonly opponentScore: number | null
  /** DraftKings points. */
  readonly points: number
  /** Minutes played (RotoGuru NBA; null elsewhere): they rank NBA starters. */
  readonly minutes: number | null
}

/** A parsed game-log file. */
export type GameLogFile = {
  readonly layout: 'rotoguru-mlb' | 'rotoguru-nba' | 'fantasypros-weekly' | 'nflverse-weekly'
  readonly sportId: SportId
  readonly rows: readonly GameLogRow[]
}

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

// RotoGuru marks a game's innings after the runs: final in 10 `2(F10)`, called after 6 `3(T6)`.
const runs = (row: CsvRow, column: Column): number | null => {
  const value = cellAt(row, column.index)
  if (value === '') return null
  const match = /^(\d+)(\([FT]\d+\))?$/.exec(value)
  return match
    ? Number(match[1])
    : fail(row, column, `expected runs such as 4, 4(F10) or 4(T6), got ${shown(value)}`)
}

const optionalWhole = (row: CsvRow, column: Column | undefined): number | null =>
  column === undefined || cellAt(row, column.index) === '' ? null : wholeNumber(row, column)

// RotoGuru's MLB position codes: the first digit of `DK posn` (67 = SS and OF).
const mlbPositions: Readonly<Record<string, string>> = {
  '0': 'UTIL',
  '1': 'P',
  '2': 'C',
  '3': '1B',
  '4': '2B',
  '5': '3B',
  '6': 'SS',
  '7': 'OF',
}

const col = (label: string, aliases: readonly string[], optional = false): ColumnSpec => ({
  label,
  aliases,
  optional,
})

// Header aliases of each layout, as RotoGuru's pages, its CSV downloads and snake_case
// re-exports (`game_date`, `dk_points`) name them.
const date = col('Date', ['date', 'gamedate', 'day'])
const team = col('Team', ['team', 'tm', 'teamabbrev'])

/** The columns of RotoGuru's MLB layout. */
export const rotoguruMlbColumns = {
  date,
  name: col('Name', ['name', 'player', 'playername']),
  mlbId: col('MLB_ID', ['mlbid', 'playerid']),
  battingOrder: col('Bat order', ['batorder', 'battingorder', 'order']),
  position: col('DK posn', ['dkposn', 'dkposition', 'dkpos']),
  points: col('DK pts', ['dkpts', 'dkpoints', 'draftkingspoints', 'dkfpts']),
  team,
  opponent: col('Oppt', ['oppt', 'opp', 'opponent']),
  doubleHeader: col('dblhdr', ['dblhdr', 'doubleheader', 'dh'], true),
  teamRuns: col('Tm Runs', ['tmruns', 'teamruns', 'runs'], true),
  opponentRuns: col('Opp Runs', ['oppruns', 'opponentruns'], true),
} as const

/** The columns of RotoGuru's NBA layout. */
export const rotoguruNbaColumns = {
  name: col('First  Last', ['firstlast', 'name', 'player', 'playername']),
  date,
  team,
  opponent: col('Opp', ['opp', 'oppt', 'opponent']),
  homeAway: col('H/A', ['ha', 'homeaway', 'home']),
  teamPoints: col('Team pts', ['teampts', 'teampoints', 'tmpts'], true),
  opponentPoints: col('Opp pts', ['opppts', 'opppoints', 'opponentpoints'], true),
  points: col('DKP', ['dkp', 'dkpts', 'dkpoints', 'draftkingspoints']),
  minutes: col('Minutes', ['minutes', 'min', 'mins'], true),
  gamesPlayed: col('GP', ['gp', 'gamesplayed', 'active'], true),
  // `DK pos #` (a number) would read `dkpos` too: `#` is spelled out before the header is read.
  positionNumber: col('DK pos #', ['dkposnum', 'dkposnumber'], true),
  position: col('DK pos', ['dkpos', 'dkposition', 'pos', 'position']),
} as const

const parseMlb = (header: CsvRow, rows: readonly CsvRow[], report: ImportReport): GameLogRow[] => {
  const at = readHeader(header, rotoguruMlbColumns, report)
  // A player off the day's DraftKings slate has no `DK posn`: his code from another day.
  const codeOf = new Map<string, string>()
  for (const row of rows) {
    const code = cellAt(row, at.position.index)
    if (code !== '') codeOf.set(cellAt(row, at.mlbId.index), code)
  }
  return report.mapRows(rows, (row) => {
    const versus = /^(v|@)\s*([a-z]{2,3})$/i.exec(cellAt(row, at.opponent.index))
    if (versus === null) {
      return fail(
        row,
        at.opponent,
        `expected "v sdg" (home) or "@ sdg" (away), got ${shown(cellAt(row, at.opponent.index))}`,
      )
    }
    // Never on a slate: a pitcher if he did not bat (order 0), else a utility batter.
    const code =
      cellAt(row, at.position.index) ||
      codeOf.get(cellAt(row, at.mlbId.index)) ||
      (cellAt(row, at.battingOrder.index) === '0' ? '1' : '0')
    const listed = mlbPositions[code[0] ?? '']
    if (listed === undefined)
      return fail(
        row,
        at.position,
        `expected a RotoGuru position code such as 7 or 67, got ${shown(code)}`,
      )
    // RotoGuru writes names "Last, First".
    const [last = '', first = ''] = requiredText(row, at.name)
      .split(',')
      .map((part) => part.trim())
    return {
      line: row.line,
      date: calendarDate(row, at.date),
      gameNumber: optionalWhole(row, at.doubleHeader) ?? 1,
      playerName: first === '' ? last : `${first} ${last}`,
      position: listed,
      team: canonicalTeam(sportIds.MLB, requiredText(row, at.team)),
      opponent: canonicalTeam(sportIds.MLB, versus[2] ?? ''),
      isHome: versus[1]?.toLowerCase() === 'v',
      teamScore: runs(row, at.teamRuns),
      opponentScore: runs(row, at.opponentRuns),
      minutes: null,
      points: decimal(row, at.points),
    }
  })
}

// A player who did not play: a `GP`/`active` of 0, or minutes written `DNP`.
const didNotPlay = (row: CsvRow, gamesPlayed: Column, minutes: Column) =>
  cellAt(row, gamesPlayed.index) === '0' || /^(dnp|inactive|out)/i.test(cellAt(row, minutes.index))

const parseNba = (header: CsvRow, rows: readonly CsvRow[], report: ImportReport): GameLogRow[] => {
  const spelled = { ...header, cells: header.cells.map((cell) => cell.replace('#', 'num')) }
  const at = readHeader(spelled, rotoguruNbaColumns, report)
  return report.mapRows(rows, (row) => {
    if (didNotPlay(row, at.gamesPlayed, at.minutes)) return skipRow('did not play')
    const side = requiredText(row, at.homeAway).toUpperCase()
    if (side !== 'H' && side !== 'A')
      return fail(row, at.homeAway, `expected H or A, got ${shown(side)}`)
    return {
      line: row.line,
      date: calendarDate(row, at.date),
      gameNumber: 1,
      playerName: requiredText(row, at.name).replace(/\s+/g, ' '),
      position: requiredText(row, at.position).split('/')[0] ?? '',
      team: canonicalTeam(sportIds.NBA, requiredText(row, at.team)),
      opponent: canonicalTeam(sportIds.NBA, requiredText(row, at.opponent)),
      isHome: side === 'H',
      teamScore: optionalWhole(row, at.teamPoints),
      opponentScore: optionalWhole(row, at.opponentPoints),
      points: decimal(row, at.points),
      minutes: optionalDecimal(row, at.minutes) ?? null,
    }
  })
}

/** The columns of nflverse's weekly player stats (and re-exports of it). */
export const nflverseWeeklyColumns = {
  name: col('player_display_name', ['playerdisplayname', 'playername', 'player', 'name']),
  position: col('position', ['position', 'pos']),
  team: col('recent_team', ['recentteam', 'team']),
  season: col('season', ['season', 'year']),
  week: col('week', ['week', 'wk']),
  opponent: col('opponent_team', ['opponentteam', 'opponent', 'opp']),
  points: col('fantasy_points_ppr', ['fantasypointsppr', 'pprpoints']),
  interceptions: col('interceptions', ['interceptions', 'int']),
  fumblesLost: col('sack_fumbles_lost', ['sackfumbleslost']),
  rushingFumblesLost: col('rushing_fumbles_lost', ['rushingfumbleslost']),
  receivingFumblesLost: col('receiving_fumbles_lost', ['receivingfumbleslost']),
  passingYards: col('passing_yards', ['passingyards']),
  rushingYards: col('rushing_yards', ['rushingyards']),
  receivingYards: col('receiving_yards', ['receivingyards']),
} as const

const parseNflWeekly = (
  header: CsvRow,
  rows: readonly CsvRow[],
  report: ImportReport,
): GameLogRow[] => {
  const at = readHeader(header, nflverseWeeklyColumns, report)
  const counts = [at.interceptions, at.fumblesLost, at.rushingFumblesLost, at.receivingFumblesLost]
  const yards = [at.passingYards, at.rushingYards, at.receivingYards]
  const bonusAt = [300, 100, 100]
  return report.mapRows(rows, (row) => {
    const weekNumber = wholeNumber(row, at.week)
    if (weekNumber < 1 || weekNumber > 22)
      return fail(row, at.week, `expected a week from 1 to 22, got ${weekNumber}`)
    // Yards can be negative (sacks, losses); an empty or `NA` stat is none.
    const number = (col: Column) => optionalDecimal(row, col) ?? 0
    // nflverse's PPR charges 2 points an interception and a lost fumble; DraftKings 1, and adds
    // 3 at 300 passing, 100 rushing and 100 receiving yards.
    const points =
      decimal(row, at.points) +
      counts.reduce((sum, col) => sum + number(col), 0) +
      yards.reduce((sum, col, index) => sum + (number(col) >= (bonusAt[index] ?? 0) ? 3 : 0), 0)
    return {
      line: row.line,
      date: nflWeekSunday(wholeNumber(row, at.season), weekNumber),
      gameNumber: 1,
      playerName: requiredText(row, at.name),
      position: requiredText(row, at.position),
      team: canonicalTeam(sportIds.NFL, requiredText(row, at.team)),
      opponent: canonicalTeam(sportIds.NFL, requiredText(row, at.opponent)),
      isHome: null,
      teamScore: null,
      opponentScore: null,
      points: Math.round(points * 100) / 100,
      minutes: null,
    }
  })
}

/** The game-log layouts, each told by columns only it has. */
export const gameLogLayouts = {
  'rotoguru-mlb': [rotoguruMlbColumns.mlbId, rotoguruMlbColumns.points],
  'rotoguru-nba': [rotoguruNbaColumns.homeAway, rotoguruNbaColumns.points],
  // Before nflverse's, whose PPR and week columns it shares.
  'fantasypros-weekly': weeklyStatLineSignature,
  'nflverse-weekly': [nflverseWeeklyColumns.points, nflverseWeeklyColumns.week],
} as const satisfies Record<GameLogFile['layout'], readonly ColumnSpec[]>

/**
 * The layout of a game-log header, or undefined when it is none of them.
 * @example gameLogLayoutOf(['game_date', 'mlb_id', 'dk_points']) // 'rotoguru-mlb'
 */
export const gameLogLayoutOf = (header: readonly string[]): GameLogFile['layout'] | undefined =>
  (Object.keys(gameLogLayouts) as GameLogFile['layout'][]).find((layout) =>
    gameLogLayouts[layout].every((spec) => hasColumn(header, spec.aliases)),
  )

/**
 * Reads a game-log file of any of the four layouts: every bad row is noted in `report`, and
 * the file is refused once, naming them all. Players who did not play are skipped and counted.
 * @example parseGameLogs(text).layout // 'rotoguru-mlb'
 */
export const parseGameLogs = (text: string, report = new ImportReport()): GameLogFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined || rows.length === 0) {
    throw new ImportError('the file has no rows under a header', { line: 1 })
  }
  const layout = gameLogLayoutOf(header.cells)
  const parse = {
    'rotoguru-mlb': { sportId: sportIds.MLB, read: parseMlb },
    'rotoguru-nba': { sportId: sportIds.NBA, read: parseNba },
    'fantasypros-weekly': { sportId: sportIds.NFL, read: parseWeeklyStatLines },
    'nflverse-weekly': { sportId: sportIds.NFL, read: parseNflWeekly },
  } as const
  if (layout === undefined) {
    throw new ImportError(
      'not a game-log layout: expected RotoGuru MLB (Date, GID, MLB_ID, Name, … DK pts), RotoGuru NBA (GID, First  Last, Date, … DKP), weekly stat lines (Player, Pos, Team, Opp, Season, Week, … Half PPR, PPR) or nflverse weekly (player_id, … recent_team, … fantasy_points_ppr)',
      { line: 1 },
    )
  }
  const parsed = parse[layout].read(header, rows, report)
  report.refuseIfProblems()
  return { layout, sportId: parse[layout].sportId, rows: parsed }
}
