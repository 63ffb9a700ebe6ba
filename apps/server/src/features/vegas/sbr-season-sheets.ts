/**
 * sportsbookreviewsonline's season sheets (NFL, NBA, NHL, MLB) saved as CSV: two rows per game,
 * the visitor's then the home team's (`VH` V then H, or N and N at a neutral site), the day as
 * `MMDD` within a season (or a full date), `NL` where no line was posted:
 * - NFL and NBA (`Date, Rot, VH, Team, 1st…4th, Final, Open, Close, ML, 2H`): Open and Close
 *   hold the total on one row and the favourite's spread on the other, the smaller number
 *   (`pk` is 0); ML is each team's closing moneyline. The header is the same for both sports:
 *   the sport comes from `--sport`, the file name, or the size of the totals.
 * - NHL (`… Final, Open, Close, Puck Line, ·, Open OU, ·, Close OU, ·`) and MLB (`… Pitcher,
 *   1st…9th, Final, Open, Close, Run Line, ·, Open OU, ·, Close OU, ·`): Open and Close are
 *   moneylines; the unnamed column after each line holds its price (the over's on the visitor
 *   row, the under's on the home row).
 * Each game gets an opening and a closing snapshot from the home side.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { LeagueCode } from '@slatelab/world/league-catalogue'
import { isMissingCell, requiredText, type Column } from '../../csv/cell-values'
import { parseCalendarDate } from '../../csv/calendar-dates'
import { cellAt, headerKey, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { hasColumn, readHeader, type ColumnSpec } from '../../csv/header-columns'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { unknownStartTime } from '../slates'
import {
  americanOdds,
  closingMinutesBefore,
  nflOpeningMinutesBefore,
  score,
  team,
  type OddsFile,
  type OddsGame,
  type OddsSnapshot,
  type ParseTally,
} from './odds-files'

const col = (label: string, aliases: readonly string[], optional = false): ColumnSpec => ({
  label,
  aliases,
  optional,
})

const side = col('VH', ['vh', 'side'])
const rotation = col('Rot', ['rot', 'rotation'], true)

// Period scores are not stored: read (optionally) so that they are not warned about.
const periods = (names: readonly string[]): Record<string, ColumnSpec> =>
  Object.fromEntries(names.map((name) => [`period${name}`, col(name, [headerKey(name)], true)]))

const shared = {
  date: col('Date', ['date', 'day', 'gamedate']),
  rotation,
  side,
  team: col('Team', ['team']),
  final: col('Final', ['final', 'f'], true),
  open: col('Open', ['open', 'opening']),
  close: col('Close', ['close', 'closing']),
} as const

const spreadSheetColumns = {
  ...shared,
  moneyline: col('ML', ['ml', 'moneyline'], true),
  secondHalf: col('2H', ['2h', 'secondhalf'], true),
  ...periods(['1st', '2nd', '3rd', '4th', 'OT']),
} as const

const totals = {
  openTotal: col('Open OU', ['openou', 'opentotal', 'openingou']),
  closeTotal: col('Close OU', ['closeou', 'closetotal', 'closingou']),
} as const

const nhlSheetColumns = {
  ...shared,
  ...totals,
  puckLine: col('Puck Line', ['puckline', 'pl']),
  ...periods(['1st', '2nd', '3rd', 'OT', 'SO']),
} as const

const mlbSheetColumns = {
  ...shared,
  ...totals,
  pitcher: col('Pitcher', ['pitcher', 'sp'], true),
  runLine: col('Run Line', ['runline', 'rl']),
  ...periods(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th']),
} as const

/**
 * Whether a header is an SBR season sheet's (`Rot`, `VH`, `Team`, `Open`, `Close`).
 * @example isSbrSeasonSheet(['Date', 'Rot', 'VH', 'Team', 'Final', 'Open', 'Close', 'ML']) // true
 */
export const isSbrSeasonSheet = (header: readonly string[]): boolean =>
  [rotation, side, shared.team, shared.open, shared.close].every((spec) =>
    hasColumn(header, spec.aliases),
  )

/** What a sheet import needs besides the text: the season of `MMDD` days, the sport. */
export type SheetOptions = {
  readonly season?: number | undefined
  readonly sport?: string | undefined
  readonly fileName?: string | undefined
}

/**
 * The season a file name carries (`nfl odds 2019-20.csv` → 2019).
 * @example seasonOfFileName('nba odds 2019-20.csv') // 2019
 */
export const seasonOfFileName = (fileName: string | undefined): number | undefined => {
  const match = /(?:^|\D)((?:19|20)\d\d)(?:\D|$)/.exec(fileName ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * Days of a sheet: full dates as they are; `MMDD` placed in the season's first year, and in
 * the next one from the first month that comes before the previous row's (the sheets run in
 * order, so January follows December, and a season played into the autumn stays right).
 */
const sheetDays = (season: number | undefined) => {
  let year = season
  let lastMonth = 0
  return (row: CsvRow, column: Column): IsoDate => {
    const value = requiredText(row, column)
    const full = parseCalendarDate(value)
    if (full !== undefined) return full
    const monthDay = /^(\d{1,2})(\d{2})$/.exec(value)
    if (monthDay === null || year === undefined) {
      throw new ImportError(
        `expected a day as MMDD or a date such as 2019-09-05, got ${shown(value)}`,
        {
          line: row.line,
          field: column.name,
        },
      )
    }
    const month = Number(monthDay[1])
    if (month < lastMonth) year += 1
    lastMonth = month
    return (
      parseCalendarDate(value, { season: year, startMonth: 1 }) ??
      (() => {
        throw new ImportError(`expected a day as MMDD, got ${shown(value)}`, {
          line: row.line,
          field: column.name,
        })
      })()
    )
  }
}

const failAt = (line: number, field: string, message: string) =>
  new ImportError(message, { line, field })

/** A line cell: `pk` is 0; `NL`, `null`, `-` and empty are missing; `½` reads as .5. */
const lineOf = (row: CsvRow, column: Column): number | null => {
  const raw = cellAt(row, column.index)
  if (/^(pk|pick|pk'?em|even)$/i.test(raw)) return 0
  if (/^nl$/i.test(raw) || isMissingCell(raw)) return null
  const cell = raw.replace(/^([-+]?\d*)½$/, (_, whole: string) => `${whole}.5`)
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(cell)) {
    throw failAt(
      row.line,
      column.name,
      `expected a line such as 3.5, 47, pk or NL, got ${shown(raw)}`,
    )
  }
  return Number(cell)
}

/** American odds where the sheet posted some: `NL` and `pk` prices are missing. */
const oddsOf = (row: CsvRow, column: Column | undefined, tally: ParseTally): number | null =>
  column === undefined || column.index === undefined || /^(nl|pk)$/i.test(cellAt(row, column.index))
    ? null
    : americanOdds(row, column, tally)

/**
 * The price column of a line: the one right after it, when its header is blank or names no
 * column of the layout (`Unnamed: 11` from a spreadsheet tool).
 */
const priceAfter = (
  header: CsvRow,
  line: Column,
  taken: ReadonlySet<number>,
): Column | undefined => {
  const index = (line.index ?? -2) + 1
  if (index < 0 || index >= header.cells.length || taken.has(index)) return undefined
  return { index, name: `${line.name} price` }
}

type SheetRow = {
  readonly line: number
  readonly side: 'V' | 'H' | 'N'
  readonly date: IsoDate
  readonly team: string
  readonly final: number | null
  readonly open: number | null
  readonly close: number | null
  readonly moneyline: number | null
  readonly runLine: number | null
  readonly runLinePrice: number | null
  readonly openTotal: number | null
  readonly openTotalPrice: number | null
  readonly closeTotal: number | null
  readonly closeTotalPrice: number | null
}

const emptyQuote = {
  homeSpread: null,
  spreadPrice: null,
  total: null,
  overPrice: null,
  underPrice: null,
  homeMoneyline: null,
  visitorMoneyline: null,
} as const satisfies Omit<OddsSnapshot, 'minutesBefore'>

// A number above the sport's largest spread is a total, when a game has one of the two alone.
const largestSpread: Readonly<Record<'NFL' | 'NBA', number>> = { NFL: 30, NBA: 60 }

/**
 * One market of a football or basketball game (open or close): the smaller number is the
 * spread, given for the team favoured by it; the other is the total.
 */
const spreadAndTotal = (
  league: 'NFL' | 'NBA',
  visitor: number | null,
  home: number | null,
): { homeSpread: number | null; total: number | null } => {
  if (visitor === null && home === null) return { homeSpread: null, total: null }
  if (visitor !== null && home !== null) {
    return Math.abs(visitor) <= Math.abs(home)
      ? { homeSpread: Math.abs(visitor), total: home }
      : { homeSpread: -Math.abs(home) || 0, total: visitor }
  }
  const [value, isVisitor] = visitor === null ? [home ?? 0, false] : [visitor, true]
  if (Math.abs(value) > largestSpread[league]) return { homeSpread: null, total: value }
  return { homeSpread: isVisitor ? Math.abs(value) : -Math.abs(value) || 0, total: null }
}

const hasLine = (quote: Omit<OddsSnapshot, 'minutesBefore'>) =>
  Object.values(quote).some((value) => value !== null)

const sheetSports = {
  NFL: { layout: 'sbr-sheet-nfl', openingMinutesBefore: nflOpeningMinutesBefore },
  NBA: { layout: 'sbr-sheet-nba', openingMinutesBefore: 24 * 60 },
  NHL: { layout: 'sbr-sheet-nhl', openingMinutesBefore: 24 * 60 },
  MLB: { layout: 'sbr-sheet-mlb', openingMinutesBefore: 24 * 60 },
} as const satisfies Record<string, { layout: OddsFile['layout']; openingMinutesBefore: number }>

type SheetLeague = keyof typeof sheetSports

/**
 * The sport of a sheet: by its columns (NHL, MLB), else `--sport`, else the file name, else
 * the size of its lines (NBA totals are over 150, NFL ones under 70).
 */
const sheetLeague = (
  header: CsvRow,
  rows: readonly CsvRow[],
  options: SheetOptions,
): SheetLeague => {
  if (hasColumn(header.cells, mlbSheetColumns.runLine.aliases)) return 'MLB'
  if (hasColumn(header.cells, nhlSheetColumns.puckLine.aliases)) return 'NHL'
  const named = `${options.sport ?? ''} ${options.fileName ?? ''}`.toUpperCase()
  const stated = (['NFL', 'NBA'] as const).find((league) =>
    new RegExp(`(^|[^A-Z])${league}([^A-Z]|$)`).test(named),
  )
  if (stated !== undefined) return stated
  const openAt = header.cells.findIndex((cell) => shared.open.aliases.includes(headerKey(cell)))
  const largest = rows
    .map((row) => cellAt(row, openAt))
    .filter((cell) => cell !== '')
    .map((cell) => Math.abs(Number(cell)))
    .filter((value) => Number.isFinite(value))
    .toSorted((a, b) => b - a)
  return (largest[Math.floor(largest.length / 4)] ?? 0) > 120 ? 'NBA' : 'NFL'
}

/**
 * Reads an SBR season sheet into games (see the file comment); every bad row and every row
 * out of its visitor-then-home pair is noted in `report`.
 * @example readSbrSeasonSheet(header, rows, tally, report, { season: 2019 }).games.length // 267
 */
export const readSbrSeasonSheet = (
  header: CsvRow,
  rows: readonly CsvRow[],
  tally: ParseTally,
  report: ImportReport,
  options: SheetOptions,
): Omit<OddsFile, keyof ParseTally> => {
  const league = sheetLeague(header, rows, options)
  const spec: Readonly<Record<string, ColumnSpec>> =
    league === 'MLB' ? mlbSheetColumns : league === 'NHL' ? nhlSheetColumns : spreadSheetColumns
  // NHL and MLB sheets quote moneylines under Open and Close, the others spreads and totals.
  const openAndClose = league === 'MLB' || league === 'NHL' ? 'moneylines' : 'lines'
  const at: Readonly<Record<string, Column>> = readHeader(header, spec, report)
  const column = (name: string) => at[name] ?? { index: undefined, name }
  const taken = new Set(
    Object.values(at).flatMap((found) => (found.index === undefined ? [] : [found.index])),
  )
  const prices = {
    runLine:
      priceAfter(header, column('runLine'), taken) ?? priceAfter(header, column('puckLine'), taken),
    openTotal: priceAfter(header, column('openTotal'), taken),
    closeTotal: priceAfter(header, column('closeTotal'), taken),
  }
  const season = options.season ?? seasonOfFileName(options.fileName)
  const firstDay = rows[0] === undefined ? '' : cellAt(rows[0], column('date').index)
  if (season === undefined && /^\d{3,4}$/.test(firstDay)) {
    throw new ImportError(
      'the sheet writes days as MMDD: give its season (--season 2019, or a file name with the season such as nfl-odds-2019-20.csv)',
      { line: rows[0]?.line ?? header.line, field: column('date').name },
    )
  }
  const dayOf = sheetDays(season)
  const leagueCode: LeagueCode = league
  const quoted = (row: CsvRow, name: string) => {
    const found = at[name]
    return found === undefined || found.index === undefined ? null : lineOf(row, found)
  }
  const read: (SheetRow | undefined)[] = rows.map(() => undefined)
  report.mapRows(
    rows.map((row, index) => ({ line: row.line, row, index })),
    ({ row, index }) => {
      const sideCell = requiredText(row, column('side')).toUpperCase()
      if (sideCell !== 'V' && sideCell !== 'H' && sideCell !== 'N') {
        throw failAt(row.line, column('side').name, `expected V, H or N, got ${shown(sideCell)}`)
      }
      const market = (name: string) =>
        openAndClose === 'moneylines' ? oddsOf(row, column(name), tally) : lineOf(row, column(name))
      const sheetRow: SheetRow = {
        line: row.line,
        side: sideCell,
        date: dayOf(row, column('date')),
        team: resolveTeam(leagueCode, row, column('team'), season),
        final: score(row, column('final')),
        open: market('open'),
        close: market('close'),
        moneyline: oddsOf(row, at.moneyline, tally),
        runLine: quoted(row, league === 'NHL' ? 'puckLine' : 'runLine'),
        runLinePrice: oddsOf(row, prices.runLine, tally),
        openTotal: quoted(row, 'openTotal'),
        openTotalPrice: oddsOf(row, prices.openTotal, tally),
        closeTotal: quoted(row, 'closeTotal'),
        closeTotalPrice: oddsOf(row, prices.closeTotal, tally),
      }
      read[index] = sheetRow
      return sheetRow
    },
  )
  const { layout, openingMinutesBefore } = sheetSports[league]
  const games: OddsGame[] = []
  let index = 0
  while (index < rows.length) {
    const visitor = read[index]
    const home = read[index + 1]
    const failed = index + 1 < rows.length && home === undefined
    if (visitor === undefined || failed) {
      // Its problem is noted already; the pair is read past whole.
      index += visitor === undefined && home?.side !== 'H' ? 1 : 2
      continue
    }
    const pairs =
      home !== undefined &&
      ((visitor.side === 'V' && home.side === 'H') || (visitor.side === 'N' && home.side === 'N'))
    if (!pairs) {
      const line = home?.line ?? visitor.line
      report.refuse(
        failAt(
          line,
          column('side').name,
          visitor.side === 'H'
            ? 'a home row (H) without its visitor row (V) above it'
            : `expected the home row (H, or N after N) of the game on line ${visitor.line}`,
        ),
      )
      index += 1
      continue
    }
    index += 2
    const game = sheetGame(league, visitor, home, openingMinutesBefore)
    if (game === undefined) {
      report.skipped.set('no line', (report.skipped.get('no line') ?? 0) + 2)
    } else games.push(game)
  }
  return { layout, sportId: sportIds[league], games, skippedRows: rows.length - games.length * 2 }
}

// The sheets of 2016 name the Rams `LosAngeles` (the Chargers came the year after).
const resolveTeam = (
  league: LeagueCode,
  row: CsvRow,
  column: Column,
  season: number | undefined,
): string =>
  league === 'NFL' && season === 2016 && /^los\s*angeles$/i.test(cellAt(row, column.index))
    ? 'LAR'
    : team(league, row, column)

const sheetGame = (
  league: SheetLeague,
  visitor: SheetRow,
  home: SheetRow,
  openingMinutesBefore: number,
): OddsGame | undefined => {
  const [open, close] =
    league === 'NFL' || league === 'NBA'
      ? [
          { ...emptyQuote, ...spreadAndTotal(league, visitor.open, home.open) },
          {
            ...emptyQuote,
            ...spreadAndTotal(league, visitor.close, home.close),
            homeMoneyline: home.moneyline,
            visitorMoneyline: visitor.moneyline,
          },
        ]
      : [
          {
            ...emptyQuote,
            total: visitor.openTotal ?? home.openTotal,
            overPrice: visitor.openTotalPrice,
            underPrice: home.openTotalPrice,
            homeMoneyline: home.open,
            visitorMoneyline: visitor.open,
          },
          {
            ...emptyQuote,
            homeSpread: home.runLine ?? (visitor.runLine === null ? null : -visitor.runLine || 0),
            spreadPrice: home.runLinePrice,
            total: visitor.closeTotal ?? home.closeTotal,
            overPrice: visitor.closeTotalPrice,
            underPrice: home.closeTotalPrice,
            homeMoneyline: home.close,
            visitorMoneyline: visitor.close,
          },
        ]
  if (!hasLine(open) && !hasLine(close)) return undefined
  return {
    line: visitor.line,
    date: visitor.date,
    time: unknownStartTime,
    home: home.team,
    visitor: visitor.team,
    homeScore: home.final,
    visitorScore: visitor.final,
    snapshots: [
      ...(hasLine(open) ? [{ minutesBefore: openingMinutesBefore, ...open }] : []),
      ...(hasLine(close) ? [{ minutesBefore: closingMinutesBefore, ...close }] : []),
    ],
  }
}

/**
 * Whether a text's first line is an SBR season sheet's header.
 * @example isSbrSeasonSheetText('Date,Rot,VH,Team,1st,2nd,3rd,4th,Final,Open,Close,ML,2H\n…') // true
 */
export const isSbrSeasonSheetText = (text: string): boolean => {
  const end = text.search(/\r\n?|\n/)
  return isSbrSeasonSheet((end < 0 ? text : text.slice(0, end)).split(/[,;\t]/))
}

/**
 * An SBR season sheet read whole; refused once, naming every problem, when any row is bad.
 * @example parseSbrSeasonSheet(text, { season: 2019 }).layout // 'sbr-sheet-nfl'
 */
export const parseSbrSeasonSheet = (
  text: string,
  options: SheetOptions,
  report: ImportReport = new ImportReport(),
): OddsFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  const tally: ParseTally = { droppedPrices: 0, firstDroppedLine: null }
  const file = readSbrSeasonSheet(header, rows, tally, report, options)
  report.refuseIfProblems()
  return { ...file, ...tally }
}
