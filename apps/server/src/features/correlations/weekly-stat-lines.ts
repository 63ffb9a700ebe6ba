/**
 * Weekly NFL player stat lines across seasons, FantasyPros style: one row per player and week
 * (`Player, Pos, Team, Opp, Season, Week`, passing, rushing and receiving stats) with the
 * file's own fantasy points under Standard, Half PPR and PPR. The DraftKings points stored are
 * scored here from the stats; the file's columns are checked against the same stats under
 * their own rules, and rows that disagree are summed up in one warning.
 */
import { sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import {
  isMissingCell,
  optionalDecimal,
  requiredText,
  wholeNumber,
  type Column,
} from '../../csv/cell-values'
import { calendarDate } from '../../csv/calendar-dates'
import { cellAt, type CsvRow } from '../../csv/csv-rows'
import { readHeader, type ColumnSpec } from '../../csv/header-columns'
import { ImportError, shown } from '../../csv/import-error'
import { skipRow, type ImportReport } from '../../csv/import-report'
import { canonicalTeam } from '../../csv/team-abbreviations'
import type { GameLogRow } from './game-logs-csv'

/**
 * The Sunday of an NFL week: week 1's is the one after Labor Day (the first Monday of
 * September); weekly layouts have no dates, so each game is dated its week's Sunday.
 * @example nflWeekSunday(2024, 1) // '2024-09-08'
 */
export const nflWeekSunday = (season: number, week: number): IsoDate => {
  const septemberFirst = new Date(Date.UTC(season, 8, 1))
  const toMonday = (8 - septemberFirst.getUTCDay()) % 7
  return addDays(isoDate(`${season}-09-01`), toMonday + 6 + 7 * (week - 1))
}

const col = (label: string, aliases: readonly string[], optional = false): ColumnSpec => ({
  label,
  aliases,
  optional,
})
const stat = (label: string, aliases: readonly string[]) => col(label, aliases, true)

const standardOnly = ['standard', 'std', 'standardfantasypoints', 'fantasypointsstd']
const standardAliases = [
  ...standardOnly,
  'fantasypointsstandard',
  'fptsstd',
  'fptsstandard',
  'standardpoints',
  'stdpoints',
  // A bare FPTS beside Half and PPR columns is the standard score.
  'fpts',
  'fantasypoints',
]
const halfAliases = [
  'halfppr',
  'half',
  'halfpprfantasypoints',
  'fantasypointshalfppr',
  'fantasypointshalf',
  'fptshalfppr',
  'fptshalf',
  'halfpprpoints',
  'halfpoints',
  '05ppr',
]

/** The stat columns DraftKings scores; an absent one counts 0 (and is warned about). */
export const weeklyStatColumns = {
  passingYards: stat('Pass Yds', ['passingyards', 'passingyds', 'passyds', 'passyd', 'passyards']),
  passingTds: stat('Pass TD', ['passingtds', 'passingtd', 'passtds', 'passtd']),
  interceptions: stat('Int', [
    'interceptions',
    'int',
    'ints',
    'passingint',
    'passinginterceptions',
    'passint',
  ]),
  rushingYards: stat('Rush Yds', ['rushingyards', 'rushingyds', 'rushyds', 'rushyd', 'rushyards']),
  rushingTds: stat('Rush TD', ['rushingtds', 'rushingtd', 'rushtds', 'rushtd']),
  receptions: stat('Rec', ['receptions', 'rec', 'receivingrec', 'recs', 'catches']),
  receivingYards: stat('Rec Yds', [
    'receivingyards',
    'receivingyds',
    'recyds',
    'recyd',
    'recyards',
  ]),
  receivingTds: stat('Rec TD', ['receivingtds', 'receivingtd', 'rectds', 'rectd']),
  fumblesLost: stat('FL', ['fumbleslost', 'fl', 'fumlost', 'lostfumbles', 'fumbles', 'fum']),
  twoPoint: stat('2PT', [
    '2pt',
    'twopoint',
    'twopt',
    '2ptconversions',
    'twopointconversions',
    '2pc',
  ]),
  returnTds: stat('Ret TD', ['returntds', 'returntd', 'rettd', 'rettds', 'specialteamstds']),
  fumbleTds: stat('Fum TD', ['fumbletds', 'fumbletd', 'fumtd', 'fumrectd']),
} as const

type StatName = keyof typeof weeklyStatColumns
type Stats = Readonly<Record<StatName, number>>

/** The columns of the weekly layout. */
export const weeklyStatLineColumns = {
  name: col('Player', ['player', 'playername', 'name', 'fullname', 'playerdisplayname']),
  position: col('Pos', ['pos', 'position', 'fantpos']),
  team: col('Team', ['team', 'tm', 'recentteam']),
  opponent: col('Opp', ['opp', 'opponent', 'oppt', 'opponentteam', 'playeropponent']),
  season: col('Season', ['season', 'year', 'yr']),
  week: col('Week', ['week', 'wk']),
  date: col('Date', ['date', 'gamedate'], true),
  games: col('G', ['g', 'gp', 'games', 'gamesplayed'], true),
  ppr: col('PPR', [
    'ppr',
    'pprfantasypoints',
    'fantasypointsppr',
    'fptsppr',
    'pprpoints',
    'pprpts',
  ]),
  half: col('Half PPR', halfAliases, true),
  standard: col('Standard', standardAliases, true),
  ...weeklyStatColumns,
} as const

/** What tells the layout: a week, PPR points and Half or Standard points beside them. */
export const weeklyStatLineSignature = [
  weeklyStatLineColumns.week,
  weeklyStatLineColumns.ppr,
  col('Half PPR or Standard', [...halfAliases, ...standardOnly]),
] as const

const touchdowns = (stats: Stats) =>
  stats.rushingTds + stats.receivingTds + stats.returnTds + stats.fumbleTds

// Scoring shared by DraftKings and the season-long rules: yards, touchdowns, two-pointers.
const baseScore = (stats: Stats) =>
  stats.passingYards * 0.04 +
  stats.passingTds * 4 +
  (stats.rushingYards + stats.receivingYards) * 0.1 +
  touchdowns(stats) * 6 +
  stats.twoPoint * 2

/**
 * DraftKings NFL points of a stat line: a point a reception, −1 an interception or lost
 * fumble, +3 at 300 passing, 100 rushing and 100 receiving yards.
 * @example draftKingsPoints({ ...noStats, passingYards: 312, passingTds: 2 }) // 23.48
 */
export const draftKingsPoints = (stats: Stats): number =>
  round2(
    baseScore(stats) +
      stats.receptions -
      stats.interceptions -
      stats.fumblesLost +
      (stats.passingYards >= 300 ? 3 : 0) +
      (stats.rushingYards >= 100 ? 3 : 0) +
      (stats.receivingYards >= 100 ? 3 : 0),
  )

/** Season-long points (FantasyPros' defaults): −2 an interception or lost fumble, no bonuses. */
const seasonLongPoints = (stats: Stats, perReception: number) =>
  baseScore(stats) +
  stats.receptions * perReception -
  2 * stats.interceptions -
  2 * stats.fumblesLost

const round2 = (value: number) => Math.round(value * 100) / 100

/** The files round to a tenth; more than that apart is another scoring (or another stat). */
const tolerance = 0.1 + 1e-9

const scoringColumns = [
  { name: 'ppr', perReception: 1 },
  { name: 'half', perReception: 0.5 },
  { name: 'standard', perReception: 0 },
] as const

type Disagreement = {
  readonly line: number
  readonly who: string
  readonly column: string
  readonly file: number
  readonly fromStats: number
}

/** How many of the largest disagreements the warning names. */
const namedDisagreements = 3

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

// `@ KC` away, `vs KC` home, `KC` unsaid; `BYE` or empty: no game that week.
const opponentOf = (row: CsvRow, column: Column) => {
  const cell = cellAt(row, column.index)
  if (isMissingCell(cell) || /^bye$/i.test(cell)) return undefined
  const match = /^(@|vs\.?|v\.?|at)?\s*([a-z]{2,4})$/i.exec(cell)
  if (match === null) {
    return fail(
      row,
      column,
      `expected an opponent such as "KC", "@ KC" or "vs KC", got ${shown(cell)}`,
    )
  }
  const side = match[1]?.toLowerCase()
  return {
    team: canonicalTeam(sportIds.NFL, match[2] ?? ''),
    isHome: side === undefined ? null : !(side === '@' || side === 'at'),
  }
}

/**
 * Reads the weekly stat lines: rows without a game (a bye, `G` 0, no stats and no points) are
 * skipped and counted; negative yards are valid; every bad cell is noted in `report`.
 * @example parseWeeklyStatLines(header, rows, report)[0].points // 24.68
 */
export const parseWeeklyStatLines = (
  header: CsvRow,
  rows: readonly CsvRow[],
  report: ImportReport,
): GameLogRow[] => {
  const at = readHeader(header, weeklyStatLineColumns, report)
  const statNames = Object.keys(weeklyStatColumns) as StatName[]
  const absent = statNames.filter((name) => at[name].index === undefined)
  if (absent.length === statNames.length) {
    throw new ImportError('the header has no stat columns (Pass Yds, Rush Yds, Rec…) to score', {
      line: header.line,
    })
  }
  if (absent.length > 0) {
    report.warn(
      `no column for ${absent.map((name) => weeklyStatColumns[name].label).join(', ')}: counted as 0`,
      { line: header.line },
    )
  }
  const disagreements: Disagreement[] = []
  const checked = { rows: 0 }
  const parsed = report.mapRows(rows, (row) => {
    const opponent = opponentOf(row, at.opponent)
    const games = at.games.index === undefined ? undefined : optionalDecimal(row, at.games)
    const statCells = statNames.filter((name) => !isMissingCell(cellAt(row, at[name].index)))
    const pointCells = scoringColumns.filter(
      ({ name }) => !isMissingCell(cellAt(row, at[name].index)),
    )
    if (
      opponent === undefined ||
      games === 0 ||
      (statCells.length === 0 && pointCells.length === 0)
    ) {
      return skipRow('did not play')
    }
    const stats = Object.fromEntries(
      statNames.map((name) => [name, optionalDecimal(row, at[name]) ?? 0]),
    ) as Stats
    const season = wholeNumber(row, at.season)
    if (season < 1920 || season > 2100) fail(row, at.season, `expected a season, got ${season}`)
    const week = wholeNumber(row, at.week)
    if (week < 1 || week > 22) fail(row, at.week, `expected a week from 1 to 22, got ${week}`)
    const playerName = requiredText(row, at.name)
    checked.rows += 1
    for (const { name, perReception } of pointCells) {
      const file = optionalDecimal(row, at[name]) ?? 0
      const fromStats = round2(seasonLongPoints(stats, perReception))
      if (Math.abs(file - fromStats) > tolerance) {
        const who = `${playerName} ${season} week ${week}`
        disagreements.push({ line: row.line, who, column: at[name].name, file, fromStats })
      }
    }
    return {
      line: row.line,
      date: isMissingCell(cellAt(row, at.date.index))
        ? nflWeekSunday(season, week)
        : calendarDate(row, at.date),
      gameNumber: 1,
      playerName,
      position: requiredText(row, at.position).replace(/\d+$/, '').toUpperCase(),
      team: canonicalTeam(sportIds.NFL, requiredText(row, at.team)),
      opponent: opponent.team,
      isHome: opponent.isHome,
      teamScore: null,
      opponentScore: null,
      points: draftKingsPoints(stats),
      minutes: null,
    }
  })
  warnOfDisagreements(report, disagreements, checked.rows)
  return parsed
}

/** One warning for every row whose points the stats do not give under the file's scoring. */
const warnOfDisagreements = (
  report: ImportReport,
  disagreements: readonly Disagreement[],
  rows: number,
) => {
  if (disagreements.length === 0) return
  const byColumn = new Map<string, number>()
  for (const { column } of disagreements) byColumn.set(column, (byColumn.get(column) ?? 0) + 1)
  const counts = [...byColumn].map(([column, count]) => `${column} ${count}`).join(', ')
  // The rows furthest off, each with every column of it that is off.
  const byLine = new Map<number, Disagreement[]>()
  for (const row of disagreements) byLine.set(row.line, [...(byLine.get(row.line) ?? []), row])
  const gap = (row: Disagreement) => Math.abs(row.file - row.fromStats)
  const worst = [...byLine.values()]
    .toSorted((a, b) => Math.max(...b.map(gap)) - Math.max(...a.map(gap)))
    .slice(0, namedDisagreements)
    .map(
      (group) =>
        `line ${group[0]?.line} ${group[0]?.who}: ${group.map((row) => `${row.column} ${row.file} (stats ${row.fromStats})`).join(', ')}`,
    )
  report.warn(
    `the file's points differ from its stats by more than 0.1 on ${byLine.size} of ${rows} rows (${counts}); DraftKings points are scored from the stats. Largest: ${worst.join('; ')}`,
  )
}
