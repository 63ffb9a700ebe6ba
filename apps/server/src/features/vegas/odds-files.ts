/**
 * The real odds files of ../shared/data/real/odds, each read whole into games with their
 * closing line from the home side (docs/vegas.md "Importing odds"):
 * - `spreadspoke`: NFL scores, favourite and spread, total (no moneylines, no prices);
 * - `sbr-nba`: NBA, one row per team per game: moneylines, the team's spread, total, scores;
 * - `sbr-mlb`: MLB, one row per team per game (V/H): moneyline, run line and its price,
 *   total with over/under prices; the two rows of a game are paired by day, game number and
 *   their shared total market (a game listed from one side only is skipped);
 * - `sbr-nfl`: the SBR NFL archive (JSON): open and close spread and total, close moneylines;
 * - `odds-api-nhl`: an NHL moneyline snapshot from several books (the median of the books).
 * Rows without any line (unplayed games) are skipped and counted; bad values refuse the whole
 * file, every one of them named at once with its line and column.
 */
import { sportIds, type SportId } from '@slatelab/domain/sports'
import { isoDateSchema, type IsoDate } from '@slatelab/domain/units'
import type { LeagueCode } from '@slatelab/world/league-catalogue'
import { optionalDecimal, requiredText, requireColumn, type Column } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { ImportRefusal, ImportReport, skipRow, type SkippedRow } from '../../csv/import-report'
import { z } from 'zod'
import { teamOfName } from './odds-teams'
import { unknownStartTime } from '../slates'

/** A line at one moment from the home side; what a file does not quote is null. */
export type OddsSnapshot = {
  readonly minutesBefore: number
  readonly homeSpread: number | null
  readonly spreadPrice: number | null
  readonly total: number | null
  readonly overPrice: number | null
  readonly underPrice: number | null
  readonly homeMoneyline: number | null
  readonly visitorMoneyline: number | null
}

/** A game of a file: ET date and wall-clock time, teams by stored abbreviation. */
export type OddsGame = {
  readonly line: number
  readonly date: IsoDate
  readonly time: string
  readonly home: string
  readonly visitor: string
  readonly homeScore: number | null
  readonly visitorScore: number | null
  readonly snapshots: readonly OddsSnapshot[]
}

export const oddsLayouts = [
  'spreadspoke',
  'sbr-nba',
  'sbr-mlb',
  'sbr-nfl',
  'odds-api-nhl',
  'sbr-sheet-nfl',
  'sbr-sheet-nba',
  'sbr-sheet-nhl',
  'sbr-sheet-mlb',
] as const
export type OddsLayout = (typeof oddsLayouts)[number]

export type OddsFile = {
  readonly layout: OddsLayout
  readonly sportId: SportId
  readonly games: readonly OddsGame[]
  /** Rows of games without a line (unplayed), or a game's second listing, left out. */
  readonly skippedRows: number
  /** Prices that cannot be American odds, stored as not quoted; the first one's line. */
  readonly droppedPrices: number
  readonly firstDroppedLine: number | null
}

/** The files quote closing lines: stored as posted half an hour before the start. */
export const closingMinutesBefore = 30

/** An NFL opening line, where a file has one: a week ahead, as the books open them. */
export const nflOpeningMinutesBefore = 7 * 24 * 60

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

/** What a parse counts besides its games. */
export type ParseTally = { droppedPrices: number; firstDroppedLine: number | null }

/**
 * American odds (`-110`, `+150`, `-175.43` from a decimal conversion, rounded). Empty, `NA`
 * and `0` (the archives' "not quoted") are null; a number that cannot be American odds
 * (`-6`, `-30`: damaged cells of the archives) is dropped and counted, the rest of the line
 * kept; text refuses the file.
 * @example americanOdds(row, { index: 6, name: 'american_odds' }, tally) // -175
 */
export const americanOdds = (row: CsvRow, column: Column, tally: ParseTally): number | null => {
  const value = notQuoted(row, column) ? undefined : optionalDecimal(row, column)
  if (value === undefined || value === 0) return null
  if (Math.abs(value) < 100) {
    tally.droppedPrices += 1
    tally.firstDroppedLine ??= row.line
    return null
  }
  return Math.round(value)
}

// The archives write `NA` where a line was not quoted.
const notQuoted = (row: CsvRow, column: Column) => cellAt(row, column.index) === 'NA'

const optionalNumber = (row: CsvRow, column: Column): number | null =>
  notQuoted(row, column) ? null : (optionalDecimal(row, column) ?? null)

/** A team's final score; empty is null. */
export const score = (row: CsvRow, column: Column): number | null => {
  const value = optionalDecimal(row, column)
  if (value === undefined) return null
  return Number.isInteger(value) && value >= 0
    ? value
    : fail(row, column, `expected a score, got ${shown(cellAt(row, column.index))}`)
}

/** The stored abbreviation of a team cell; an unknown team refuses the row. */
export const team = (league: LeagueCode, row: CsvRow, column: Column): string => {
  const name = requiredText(row, column)
  return teamOfName(league, name) ?? fail(row, column, `unknown ${league} team ${shown(name)}`)
}

const isoDay = (row: CsvRow, column: Column): IsoDate => {
  const value = requiredText(row, column)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const iso = us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : value
  const parsed = isoDateSchema.safeParse(iso)
  return parsed.success
    ? parsed.data
    : fail(row, column, `expected a date as YYYY-MM-DD or M/D/YYYY, got ${shown(value)}`)
}

const closing = (quote: Omit<OddsSnapshot, 'minutesBefore'>): OddsSnapshot => ({
  minutesBefore: closingMinutesBefore,
  ...quote,
})

const noPrices = { spreadPrice: null, overPrice: null, underPrice: null } as const

const readSpreadspoke = (
  header: CsvRow,
  rows: readonly CsvRow[],
  report: ImportReport,
): Omit<OddsFile, keyof ParseTally> => {
  const at = findColumns(header.cells, {
    date: ['scheduledate'],
    home: ['teamhome'],
    visitor: ['teamaway'],
    homeScore: ['scorehome'],
    visitorScore: ['scoreaway'],
    favourite: ['teamfavoriteid'],
    spread: ['spreadfavorite'],
    total: ['overunderline'],
  })
  const column = (name: keyof typeof at, label: string) => requireColumn(header, at[name], label)
  const columns = {
    date: column('date', 'schedule_date'),
    home: column('home', 'team_home'),
    visitor: column('visitor', 'team_away'),
    homeScore: column('homeScore', 'score_home'),
    visitorScore: column('visitorScore', 'score_away'),
    favourite: column('favourite', 'team_favorite_id'),
    spread: column('spread', 'spread_favorite'),
    total: column('total', 'over_under_line'),
  }
  const games = report.mapRows(rows, (row): OddsGame | SkippedRow => {
    const spread = optionalNumber(row, columns.spread)
    const total = optionalNumber(row, columns.total)
    if (spread === null && total === null) return skipRow('no line')
    const home = team('NFL', row, columns.home)
    const visitor = team('NFL', row, columns.visitor)
    let homeSpread: number | null = null
    if (spread !== null) {
      const favourite = requiredText(row, columns.favourite)
      const favouriteTeam = favourite === 'PICK' ? null : teamOfName('NFL', favourite)
      if (favourite !== 'PICK' && favouriteTeam !== home && favouriteTeam !== visitor) {
        fail(row, columns.favourite, `${shown(favourite)} is neither team of the game`)
      }
      homeSpread = favouriteTeam === visitor ? -spread : spread
    }
    return {
      line: row.line,
      date: isoDay(row, columns.date),
      time: unknownStartTime,
      home,
      visitor,
      homeScore: score(row, columns.homeScore),
      visitorScore: score(row, columns.visitorScore),
      snapshots: [
        closing({
          homeSpread: homeSpread === 0 ? 0 : homeSpread,
          total,
          homeMoneyline: null,
          visitorMoneyline: null,
          ...noPrices,
        }),
      ],
    }
  })
  return {
    layout: 'spreadspoke',
    sportId: sportIds.NFL,
    games,
    skippedRows: rows.length - games.length,
  }
}

const readNba = (
  header: CsvRow,
  rows: readonly CsvRow[],
  tally: ParseTally,
  report: ImportReport,
): Omit<OddsFile, keyof ParseTally> => {
  const at = findColumns(header.cells, {
    date: ['date'],
    team: ['team'],
    side: ['homevisitor'],
    opponent: ['opponent'],
    score: ['score'],
    opponentScore: ['opponentscore'],
    moneyline: ['moneyline'],
    opponentMoneyline: ['opponentmoneyline'],
    total: ['total'],
    spread: ['spread'],
  })
  const column = (name: keyof typeof at, label: string) => requireColumn(header, at[name], label)
  const columns = {
    date: column('date', 'date'),
    team: column('team', 'team'),
    side: column('side', 'home/visitor'),
    opponent: column('opponent', 'opponent'),
    score: column('score', 'score'),
    opponentScore: column('opponentScore', 'opponentScore'),
    moneyline: column('moneyline', 'moneyLine'),
    opponentMoneyline: column('opponentMoneyline', 'opponentMoneyLine'),
    total: column('total', 'total'),
    spread: column('spread', 'spread'),
  }
  const listings = report.mapRows(rows, (row) => {
    const side = requiredText(row, columns.side)
    if (side !== '@' && side !== 'vs') {
      fail(row, columns.side, `expected "@" (visitor) or "vs" (home), got ${shown(side)}`)
    }
    const isHome = side === 'vs'
    const own = team('NBA', row, columns.team)
    const other = team('NBA', row, columns.opponent)
    const date = isoDay(row, columns.date)
    const [home, visitor] = isHome ? [own, other] : [other, own]
    const key = `${date}|${home}|${visitor}`
    const moneyline = americanOdds(row, columns.moneyline, tally)
    const opponentMoneyline = americanOdds(row, columns.opponentMoneyline, tally)
    const spread = optionalNumber(row, columns.spread)
    const total = optionalNumber(row, columns.total)
    const ownScore = score(row, columns.score)
    const otherScore = score(row, columns.opponentScore)
    const game: OddsGame = {
      line: row.line,
      date,
      time: unknownStartTime,
      home,
      visitor,
      homeScore: isHome ? ownScore : otherScore,
      visitorScore: isHome ? otherScore : ownScore,
      snapshots: [
        closing({
          homeSpread: spread === null ? null : isHome ? spread : -spread || 0,
          total,
          homeMoneyline: isHome ? moneyline : opponentMoneyline,
          visitorMoneyline: isHome ? opponentMoneyline : moneyline,
          ...noPrices,
        }),
      ],
    }
    return { key, game }
  })
  // Each game is listed from both sides; the second listing says the same.
  const games = new Map<string, OddsGame>()
  for (const { key, game } of listings) if (!games.has(key)) games.set(key, game)
  return {
    layout: 'sbr-nba',
    sportId: sportIds.NBA,
    games: [...games.values()],
    skippedRows: rows.length - games.size,
  }
}

type MlbSide = {
  readonly row: CsvRow
  readonly date: IsoDate
  readonly gameNumber: string
  readonly team: string
  readonly moneyline: number | null
  readonly runLine: number | null
  readonly runLinePrice: number | null
  readonly total: number | null
  readonly overPrice: number | null
  readonly underPrice: number | null
}

// A doubleheader's second game: the files give no times.
const secondGameTime = '16:00'

const readMlb = (
  header: CsvRow,
  rows: readonly CsvRow[],
  tally: ParseTally,
  report: ImportReport,
): Omit<OddsFile, keyof ParseTally> => {
  const at = findColumns(header.cells, {
    date: ['date'],
    side: ['at'],
    team: ['team'],
    gameNumber: ['gamenumber'],
    moneyline: ['line'],
    runLine: ['runline'],
    runLinePrice: ['runlineodds'],
    total: ['total'],
    overPrice: ['overodds'],
    underPrice: ['underodds'],
  })
  const column = (name: keyof typeof at, label: string) => requireColumn(header, at[name], label)
  const columns = {
    date: column('date', 'date'),
    side: column('side', 'at'),
    team: column('team', 'team'),
    gameNumber: column('gameNumber', 'gameNumber'),
    moneyline: column('moneyline', 'line'),
    runLine: column('runLine', 'runLine'),
    runLinePrice: column('runLinePrice', 'runLineOdds'),
    total: column('total', 'total'),
    overPrice: column('overPrice', 'overOdds'),
    underPrice: column('underPrice', 'underOdds'),
  }
  const sides = report.mapRows(rows, (row) => {
    const at = requiredText(row, columns.side)
    if (at !== 'V' && at !== 'H') fail(row, columns.side, `expected V or H, got ${shown(at)}`)
    const side: MlbSide = {
      row,
      date: isoDay(row, columns.date),
      gameNumber: requiredText(row, columns.gameNumber),
      team: team('MLB', row, columns.team),
      moneyline: americanOdds(row, columns.moneyline, tally),
      runLine: optionalNumber(row, columns.runLine),
      runLinePrice: americanOdds(row, columns.runLinePrice, tally),
      total: optionalNumber(row, columns.total),
      overPrice: americanOdds(row, columns.overPrice, tally),
      underPrice: americanOdds(row, columns.underPrice, tally),
    }
    return { isVisitor: at === 'V', side }
  })
  const unpairedHomes = sides.filter((read) => !read.isVisitor).map((read) => read.side)
  const visitors = sides.filter((read) => read.isVisitor).map((read) => read.side)
  // The two rows of a game share the day, the game number and the total market; the file
  // names no opponent and lists some games from one side only (those rows are skipped).
  const homesOf = new Map<string, MlbSide[]>()
  const pairKey = (side: MlbSide) =>
    [side.date, side.gameNumber, side.total, side.overPrice, side.underPrice].join('|')
  for (const home of unpairedHomes)
    homesOf.set(pairKey(home), [...(homesOf.get(pairKey(home)) ?? []), home])
  const games: OddsGame[] = []
  for (const visitor of visitors) {
    const home = homesOf.get(pairKey(visitor))?.shift()
    if (home === undefined) continue
    games.push({
      line: visitor.row.line,
      date: visitor.date,
      time: visitor.gameNumber === '2' ? secondGameTime : unknownStartTime,
      home: home.team,
      visitor: visitor.team,
      homeScore: null,
      visitorScore: null,
      snapshots: [
        closing({
          homeSpread: home.runLine,
          spreadPrice: home.runLinePrice,
          total: home.total,
          overPrice: home.overPrice,
          underPrice: home.underPrice,
          homeMoneyline: home.moneyline,
          visitorMoneyline: visitor.moneyline,
        }),
      ],
    })
  }
  const skippedRows = rows.length - games.length * 2
  return { layout: 'sbr-mlb', sportId: sportIds.MLB, games, skippedRows }
}

const median = (values: readonly number[]): number => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2)
}

const readOddsApiNhl = (
  header: CsvRow,
  rows: readonly CsvRow[],
  tally: ParseTally,
  report: ImportReport,
  date: IsoDate | undefined,
): Omit<OddsFile, keyof ParseTally> => {
  const at = findColumns(header.cells, {
    game: ['gameid'],
    home: ['hometeam'],
    visitor: ['awayteam'],
    outcome: ['outcome'],
    odds: ['americanodds'],
  })
  const column = (name: keyof typeof at, label: string) => requireColumn(header, at[name], label)
  const columns = {
    game: column('game', 'game_id'),
    home: column('home', 'home_team'),
    visitor: column('visitor', 'away_team'),
    outcome: column('outcome', 'outcome'),
    odds: column('odds', 'american_odds'),
  }
  if (date === undefined) {
    throw new ImportError(
      'an odds-API snapshot carries no dates: give the day (--date YYYY-MM-DD, or ?date= when uploading)',
      {
        field: 'date',
      },
    )
  }
  const quotes = report.mapRows(rows, (row) => {
    const id = requiredText(row, columns.game)
    const home = team('NHL', row, columns.home)
    const visitor = team('NHL', row, columns.visitor)
    const outcome = team('NHL', row, columns.outcome)
    const odds = americanOdds(row, columns.odds, tally) ?? fail(row, columns.odds, 'is empty')
    if (outcome !== home && outcome !== visitor)
      fail(
        row,
        columns.outcome,
        `${shown(cellAt(row, columns.outcome.index))} is neither team of the game`,
      )
    return { line: row.line, id, home, visitor, isHome: outcome === home, odds }
  })
  const games = new Map<
    string,
    { line: number; home: string; visitor: string; homePrices: number[]; visitorPrices: number[] }
  >()
  for (const quote of quotes) {
    const game = games.get(quote.id) ?? {
      line: quote.line,
      home: quote.home,
      visitor: quote.visitor,
      homePrices: [],
      visitorPrices: [],
    }
    if (game.home !== quote.home || game.visitor !== quote.visitor) {
      report.refuse(
        new ImportError(
          `game ${shown(quote.id)} was listed with other teams on line ${game.line}`,
          { line: quote.line, field: columns.home.name },
        ),
      )
      continue
    }
    ;(quote.isHome ? game.homePrices : game.visitorPrices).push(quote.odds)
    games.set(quote.id, game)
  }
  return {
    layout: 'odds-api-nhl',
    sportId: sportIds.NHL,
    skippedRows: 0,
    games: [...games.values()].map((game) => ({
      line: game.line,
      date,
      time: unknownStartTime,
      home: game.home,
      visitor: game.visitor,
      homeScore: null,
      visitorScore: null,
      snapshots: [
        closing({
          homeSpread: null,
          total: null,
          homeMoneyline: game.homePrices.length === 0 ? null : median(game.homePrices),
          visitorMoneyline: game.visitorPrices.length === 0 ? null : median(game.visitorPrices),
          ...noPrices,
        }),
      ],
    })),
  }
}

const sbrNflGameSchema = z.object({
  date: z.number().int().min(19_000_101).max(21_001_231),
  home_team: z.union([z.string(), z.literal(0)]),
  away_team: z.union([z.string(), z.literal(0)]),
  season: z.number().int(),
  home_final: z.union([z.string(), z.number()]),
  away_final: z.union([z.string(), z.number()]),
  home_close_ml: z.number(),
  away_close_ml: z.number(),
  home_open_spread: z.number(),
  home_close_spread: z.number(),
  open_over_under: z.number(),
  close_over_under: z.number(),
})

// City names two teams shared in the archive's years: the Rams alone were `LosAngeles` in 2016.
const sbrAmbiguous = (name: string, season: number) =>
  name === 'NewYork' || (name === 'LosAngeles' && season !== 2016)

/**
 * The SBR NFL archive: a JSON array, one game per element; a problem names the element and
 * key (`games[14].home_close_ml`), and every element's problems are named at once. Games
 * without teams (`0`: the Super Bowls) and those naming a city two teams share are skipped.
 */
const readSbrNfl = (
  text: string,
  tally: ParseTally,
  report: ImportReport,
): Omit<OddsFile, keyof ParseTally> => {
  let elements: unknown
  try {
    elements = JSON.parse(text)
  } catch (error) {
    throw new ImportError(`not JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(elements)) throw new ImportError('expected a JSON array of games')
  // An element is numbered as a line (from 1) for the report's count; its problems name
  // `games[index]` instead, as a JSON file has no lines to speak of.
  const numbered = elements.map((element: unknown, index) => ({ line: index + 1, index, element }))
  const games = report.mapRows(numbered, ({ index, element }) => {
    const parsed = sbrNflGameSchema.safeParse(element)
    if (!parsed.success) {
      // Every key of the element that is wrong, not only the first.
      throw new ImportRefusal(
        parsed.error.issues.map((issue) => ({
          line: null,
          column: `games[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}`,
          message: issue.message,
        })),
      )
    }
    const game = parsed.data
    if (game.home_team === 0 || game.away_team === 0) return skipRow('no teams')
    if (sbrAmbiguous(game.home_team, game.season) || sbrAmbiguous(game.away_team, game.season)) {
      return skipRow('a city two teams share')
    }
    const teamAt = (name: string, key: string) => {
      const found = name === 'LosAngeles' ? 'LAR' : teamOfName('NFL', name)
      if (found === undefined) {
        throw new ImportError(`unknown NFL team ${shown(name)}`, {
          field: `games[${index}].${key}`,
        })
      }
      return found
    }
    const finalScore = (value: string | number) => {
      const number = Number(value)
      return Number.isInteger(number) && number >= 0 ? number : null
    }
    const odds = (value: number) => {
      if (value === 0) return null
      if (Math.abs(value) < 100) {
        tally.droppedPrices += 1
        tally.firstDroppedLine ??= index + 1
        return null
      }
      return Math.round(value)
    }
    const day = String(game.date)
    const date = isoDateSchema.safeParse(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`)
    if (!date.success) {
      throw new ImportError(`expected a day as YYYYMMDD, got ${day}`, {
        field: `games[${index}].date`,
      })
    }
    const quote = { spreadPrice: null, overPrice: null, underPrice: null } as const
    return {
      line: index + 1,
      date: date.data,
      time: unknownStartTime,
      home: teamAt(game.home_team, 'home_team'),
      visitor: teamAt(game.away_team, 'away_team'),
      homeScore: finalScore(game.home_final),
      visitorScore: finalScore(game.away_final),
      snapshots: [
        {
          minutesBefore: nflOpeningMinutesBefore,
          homeSpread: game.home_open_spread,
          total: game.open_over_under || null,
          homeMoneyline: null,
          visitorMoneyline: null,
          ...quote,
        },
        closing({
          homeSpread: game.home_close_spread,
          total: game.close_over_under || null,
          homeMoneyline: odds(game.home_close_ml),
          visitorMoneyline: odds(game.away_close_ml),
          ...quote,
        }),
      ],
    }
  })
  return {
    layout: 'sbr-nfl',
    sportId: sportIds.NFL,
    games,
    skippedRows: elements.length - games.length,
  }
}

/**
 * An odds file of any layout above, told by its header.
 * @example parseOddsFile(text, {}).games.length // 11671 for the spreadspoke file
 */
export const parseOddsFile = (
  text: string,
  options: { readonly date?: IsoDate | undefined },
): OddsFile => {
  const tally: ParseTally = { droppedPrices: 0, firstDroppedLine: null }
  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  if (text.trimStart().startsWith('[')) {
    const archive = readSbrNfl(text, tally, report)
    report.refuseIfProblems()
    return { ...archive, ...tally }
  }
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty')
  const keys = new Set(header.cells.map((cell) => cell.toLowerCase().replace(/[^a-z0-9]/g, '')))
  const read = () => {
    if (keys.has('spreadfavorite')) return readSpreadspoke(header, rows, report)
    if (keys.has('opponentmoneyline')) return readNba(header, rows, tally, report)
    if (keys.has('runlineodds')) return readMlb(header, rows, tally, report)
    if (keys.has('bookmaker') && keys.has('americanodds')) {
      return readOddsApiNhl(header, rows, tally, report, options.date)
    }
    return undefined
  }
  const file = read()
  report.refuseIfProblems()
  if (file !== undefined) return { ...file, ...tally }
  throw new ImportError(
    'not an odds layout this importer reads (spreadspoke NFL, SBR NFL, NBA or MLB, SBR season sheets of NFL, NBA, NHL or MLB, odds-API NHL snapshot, golf outrights)',
    { line: header.line },
  )
}
