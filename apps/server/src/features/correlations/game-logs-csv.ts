/**
 * Player game logs (docs/correlations.md "Importing game logs"): RotoGuru's MLB and NBA layouts
 * (DraftKings points per player-game) and nflverse's weekly NFL layout (stats and PPR points,
 * turned into DraftKings points). The layout is told by the header; any bad cell refuses the
 * file with its line and column.
 */
import { addDays } from '@slatelab/domain/slate-window'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import {
  decimal,
  optionalDecimal,
  requireColumn,
  requiredText,
  wholeNumber,
  type Column,
} from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { canonicalTeam } from '../../csv/team-abbreviations'

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
  readonly layout: 'rotoguru-mlb' | 'rotoguru-nba' | 'nflverse-weekly'
  readonly sportId: SportId
  readonly rows: readonly GameLogRow[]
}

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

const yyyymmdd = (row: CsvRow, column: Column): IsoDate => {
  const value = cellAt(row, column.index)
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : ''
  const parsed = match ? new Date(`${date}T00:00:00Z`) : undefined
  if (
    parsed === undefined ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(date)
  ) {
    return fail(row, column, `expected a date as YYYYMMDD, got ${shown(value)}`)
  }
  return isoDate(date)
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

const parseMlb = (header: CsvRow, rows: readonly CsvRow[]): GameLogRow[] => {
  const at = findColumns(header.cells, {
    date: ['date'],
    name: ['name'],
    mlbId: ['mlbid'],
    battingOrder: ['batorder'],
    position: ['dkposn'],
    points: ['dkpts'],
    team: ['team'],
    opponent: ['oppt'],
    doubleHeader: ['dblhdr'],
    teamRuns: ['tmruns'],
    opponentRuns: ['oppruns'],
  })
  const column = (key: keyof typeof at, name: string) => requireColumn(header, at[key], name)
  const date = column('date', 'Date')
  const name = column('name', 'Name')
  const position = column('position', 'DK posn')
  const mlbId = column('mlbId', 'MLB_ID')
  const battingOrder = column('battingOrder', 'Bat order')
  const points = column('points', 'DK pts')
  // A player off the day's DraftKings slate has no `DK posn`: his code from another day.
  const codeOf = new Map<string, string>()
  for (const row of rows) {
    const code = cellAt(row, position.index)
    if (code !== '') codeOf.set(cellAt(row, mlbId.index), code)
  }
  const team = column('team', 'Team')
  const opponent = column('opponent', 'Oppt')
  const doubleHeader = column('doubleHeader', 'dblhdr')
  const teamRuns = column('teamRuns', 'Tm Runs')
  const opponentRuns = column('opponentRuns', 'Opp Runs')
  return rows.map((row) => {
    const versus = /^(v|@)\s+([a-z]{2,3})$/i.exec(cellAt(row, opponent.index))
    if (versus === null) {
      return fail(
        row,
        opponent,
        `expected "v sdg" (home) or "@ sdg" (away), got ${shown(cellAt(row, opponent.index))}`,
      )
    }
    // Never on a slate: a pitcher if he did not bat (order 0), else a utility batter.
    const code =
      cellAt(row, position.index) ||
      codeOf.get(cellAt(row, mlbId.index)) ||
      (cellAt(row, battingOrder.index) === '0' ? '1' : '0')
    const listed = mlbPositions[code[0] ?? '']
    if (listed === undefined)
      return fail(
        row,
        position,
        `expected a RotoGuru position code such as 7 or 67, got ${shown(code)}`,
      )
    // RotoGuru writes names "Last, First".
    const [last = '', first = ''] = requiredText(row, name)
      .split(',')
      .map((part) => part.trim())
    return {
      line: row.line,
      date: yyyymmdd(row, date),
      gameNumber: optionalWhole(row, doubleHeader) ?? 1,
      playerName: first === '' ? last : `${first} ${last}`,
      position: listed,
      team: canonicalTeam(sportIds.MLB, requiredText(row, team)),
      opponent: canonicalTeam(sportIds.MLB, versus[2] ?? ''),
      isHome: versus[1]?.toLowerCase() === 'v',
      teamScore: runs(row, teamRuns),
      opponentScore: runs(row, opponentRuns),
      minutes: null,
      points: decimal(row, points),
    }
  })
}

const parseNba = (header: CsvRow, rows: readonly CsvRow[]): GameLogRow[] => {
  const at = findColumns(header.cells, {
    name: ['firstlast'],
    date: ['date'],
    team: ['team'],
    opponent: ['opp'],
    homeAway: ['ha'],
    teamPoints: ['teampts'],
    opponentPoints: ['opppts'],
    points: ['dkp'],
    minutes: ['minutes'],
  })
  const column = (key: keyof typeof at, name: string) => requireColumn(header, at[key], name)
  const name = column('name', 'First  Last')
  const date = column('date', 'Date')
  const team = column('team', 'Team')
  const opponent = column('opponent', 'Opp')
  const homeAway = column('homeAway', 'H/A')
  const teamPoints = column('teamPoints', 'Team pts')
  const opponentPoints = column('opponentPoints', 'Opp pts')
  const points = column('points', 'DKP')
  const minutes = column('minutes', 'Minutes')
  // `DK pos #` reads the same once spaces and signs are dropped: match this one exactly.
  const positionAt = header.cells.findIndex((cell) => cell.trim().toLowerCase() === 'dk pos')
  const position = requireColumn(header, positionAt >= 0 ? positionAt : undefined, 'DK pos')
  return rows.map((row) => {
    const side = requiredText(row, homeAway).toUpperCase()
    if (side !== 'H' && side !== 'A')
      return fail(row, homeAway, `expected H or A, got ${shown(side)}`)
    return {
      line: row.line,
      date: yyyymmdd(row, date),
      gameNumber: 1,
      playerName: requiredText(row, name).replace(/\s+/g, ' '),
      position: requiredText(row, position).split('/')[0] ?? '',
      team: canonicalTeam(sportIds.NBA, requiredText(row, team)),
      opponent: canonicalTeam(sportIds.NBA, requiredText(row, opponent)),
      isHome: side === 'H',
      teamScore: optionalWhole(row, teamPoints),
      opponentScore: optionalWhole(row, opponentPoints),
      points: decimal(row, points),
      minutes: optionalDecimal(row, minutes) ?? null,
    }
  })
}

/**
 * The Sunday of an NFL week: week 1's is the one after Labor Day (the first Monday of
 * September); the weekly layout has no dates, so each game is dated its week's Sunday.
 * @example nflWeekSunday(2024, 1) // '2024-09-08'
 */
export const nflWeekSunday = (season: number, week: number): IsoDate => {
  const septemberFirst = new Date(Date.UTC(season, 8, 1))
  const toMonday = (8 - septemberFirst.getUTCDay()) % 7
  return addDays(isoDate(`${season}-09-01`), toMonday + 6 + 7 * (week - 1))
}

const parseNflWeekly = (header: CsvRow, rows: readonly CsvRow[]): GameLogRow[] => {
  const at = findColumns(header.cells, {
    name: ['playerdisplayname'],
    position: ['position'],
    team: ['recentteam'],
    season: ['season'],
    week: ['week'],
    opponent: ['opponentteam'],
    points: ['fantasypointsppr'],
    interceptions: ['interceptions'],
    fumblesLost: ['sackfumbleslost'],
    rushingFumblesLost: ['rushingfumbleslost'],
    receivingFumblesLost: ['receivingfumbleslost'],
    passingYards: ['passingyards'],
    rushingYards: ['rushingyards'],
    receivingYards: ['receivingyards'],
  })
  const column = (key: keyof typeof at, name: string) => requireColumn(header, at[key], name)
  const name = column('name', 'player_display_name')
  const position = column('position', 'position')
  const team = column('team', 'recent_team')
  const season = column('season', 'season')
  const week = column('week', 'week')
  const opponent = column('opponent', 'opponent_team')
  const ppr = column('points', 'fantasy_points_ppr')
  const counts = (
    ['interceptions', 'fumblesLost', 'rushingFumblesLost', 'receivingFumblesLost'] as const
  ).map((key) => column(key, key))
  const yards = (['passingYards', 'rushingYards', 'receivingYards'] as const).map((key) =>
    column(key, key),
  )
  const bonusAt = [300, 100, 100]
  return rows.map((row) => {
    const weekNumber = wholeNumber(row, week)
    if (weekNumber < 1 || weekNumber > 22)
      return fail(row, week, `expected a week from 1 to 22, got ${weekNumber}`)
    const number = (col: Column) => (cellAt(row, col.index) === '' ? 0 : decimal(row, col))
    // nflverse's PPR charges 2 points an interception and a lost fumble; DraftKings 1, and adds
    // 3 at 300 passing, 100 rushing and 100 receiving yards.
    const points =
      decimal(row, ppr) +
      counts.reduce((sum, col) => sum + number(col), 0) +
      yards.reduce((sum, col, index) => sum + (number(col) >= (bonusAt[index] ?? 0) ? 3 : 0), 0)
    return {
      line: row.line,
      date: nflWeekSunday(wholeNumber(row, season), weekNumber),
      gameNumber: 1,
      playerName: requiredText(row, name),
      position: requiredText(row, position),
      team: canonicalTeam(sportIds.NFL, requiredText(row, team)),
      opponent: canonicalTeam(sportIds.NFL, requiredText(row, opponent)),
      isHome: null,
      teamScore: null,
      opponentScore: null,
      points: Math.round(points * 100) / 100,
      minutes: null,
    }
  })
}

/**
 * Reads a game-log file of any of the three layouts.
 * @example parseGameLogs(text).layout // 'rotoguru-mlb'
 */
export const parseGameLogs = (text: string): GameLogFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined || rows.length === 0) {
    throw new ImportError('the file has no rows under a header', { line: 1 })
  }
  const keys = header.cells.map((cell) => cell.toLowerCase().replace(/[^a-z0-9]/g, ''))
  if (keys.includes('mlbid') && keys.includes('dkpts')) {
    return { layout: 'rotoguru-mlb', sportId: sportIds.MLB, rows: parseMlb(header, rows) }
  }
  if (keys.includes('firstlast') && keys.includes('dkp')) {
    return { layout: 'rotoguru-nba', sportId: sportIds.NBA, rows: parseNba(header, rows) }
  }
  if (keys.includes('recentteam') && keys.includes('fantasypointsppr')) {
    return { layout: 'nflverse-weekly', sportId: sportIds.NFL, rows: parseNflWeekly(header, rows) }
  }
  throw new ImportError(
    'not a game-log layout: expected RotoGuru MLB (Date, GID, MLB_ID, Name, … DK pts), RotoGuru NBA (GID, First  Last, Date, … DKP) or nflverse weekly (player_id, … recent_team, … fantasy_points_ppr)',
    { line: 1 },
  )
}
