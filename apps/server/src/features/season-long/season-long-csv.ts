/**
 * FantasyPros season-long files (docs/season-long.md "Imports"): overall ADP (one column per site,
 * then `AVG`), draft rankings with tiers, and season projections (stat columns). A file is read
 * whole before anything is stored, and refused whole when a cell is not what its column holds,
 * naming every such cell at once with its line and column. Players are found again by season, name
 * and position.
 */
import { statLineSchema, type StatLineInput } from '@slatelab/domain/entities/cheatsheet'
import { adpSites } from '@slatelab/contract/season-long.contract'
import type { Db } from '../../db/database'
import { cellAt, findColumns, headerKey, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import {
  replaceAdp,
  replaceRankings,
  replaceStatLines,
  upsertSeasonPlayers,
} from './season-long-repository'

/** The expert imported files are stored under. */
export const fantasyProsExpert = 'fantasypros'

/** The file kinds `npm run import` takes for season-long football. */
export const seasonLongImportKinds = ['adp', 'rankings', 'season-projections'] as const
export type SeasonLongImportKind = (typeof seasonLongImportKinds)[number]

/** What an import stored: the season, its kind, players and records (ADP cells, ranks, lines). */
export type SeasonLongImportSummary = {
  readonly season: number
  readonly seasonLongKind: SeasonLongImportKind
  readonly players: number
  readonly records: number
  /** Rows of punters and defensive players, not valued by a season-long sheet. */
  readonly skipped: number
}

const positions: Readonly<Record<string, string>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  K: 'K',
  DST: 'DST',
  DEF: 'DST',
  'D/ST': 'DST',
}

// Positions of real files a season-long sheet does not value (punters, defensive players):
// their rows are skipped and counted, not refused.
const unvaluedPositions = new Set(['P', 'LB', 'DL', 'DE', 'DT', 'DB', 'CB', 'S', 'OL', 'FB'])

type Player = { name: string; position: string; teamShort: string; byeWeek: number | null }

const parseNumber = (
  row: CsvRow,
  index: number | undefined,
  field: string,
  blank: number | null,
) => {
  const cell = cellAt(row, index).replaceAll(',', '')
  if (cell === '' || cell === '-') return blank
  const value = Number(cell.replace(/^\+/, ''))
  if (!Number.isFinite(value)) {
    throw new ImportError(`expected a number, got ${shown(cell)}`, { line: row.line, field })
  }
  return value
}

/** The player of a row: name, position (`WR12` → `WR`), team and bye; undefined for a punter or defender. */
const readPlayer = (
  row: CsvRow,
  columns: { name?: number; position?: number; team?: number; bye?: number },
  headers: { name: string; position: string },
): Player | undefined => {
  const name = cellAt(row, columns.name)
  if (name === '')
    throw new ImportError('a player name is required', { line: row.line, field: headers.name })
  const rawPosition = cellAt(row, columns.position).toUpperCase().replace(/\d+$/, '')
  if (unvaluedPositions.has(rawPosition)) return undefined
  const position = positions[rawPosition]
  if (position === undefined) {
    throw new ImportError(
      `expected QB, RB, WR, TE, K or DST, got ${shown(cellAt(row, columns.position))}`,
      {
        line: row.line,
        field: headers.position,
      },
    )
  }
  const bye = parseNumber(row, columns.bye, 'Bye', null)
  return {
    name: name.slice(0, 80),
    position,
    teamShort: cellAt(row, columns.team).toUpperCase().slice(0, 4) || 'FA',
    byeWeek: bye === null ? null : Math.round(bye),
  }
}

const requireColumns = <K extends string>(
  header: readonly string[],
  wanted: Readonly<Record<K, readonly string[]>>,
  required: readonly NoInfer<K>[],
) => {
  const found = findColumns(header, wanted)
  for (const key of required) {
    if (found[key] === undefined) {
      throw new ImportError(`the header has no ${key} column`, { line: 1, field: key })
    }
  }
  return found
}

const rowsOf = (text: string) => {
  const [header, ...rows] = readCsvRows(text)
  if (!header || rows.length === 0) throw new ImportError('the file has no rows', { line: 1 })
  return { header: header.cells, rows }
}

/**
 * Reads every row with `read`, then refuses the file once, naming each row's problem; a row
 * `read` answers undefined for (a punter, a defender) stays undefined, to be counted as skipped.
 */
const readAllRows = <T>(rows: readonly CsvRow[], read: (row: CsvRow) => T): T[] => {
  const report = new ImportReport()
  const values = report.mapRows(rows, read)
  report.refuseIfProblems()
  return values
}

const playerColumns = {
  name: ['player', 'playername', 'name'],
  position: ['pos', 'position'],
  team: ['team'],
  bye: ['bye', 'byeweek'],
}

/** An ADP file's rows: each site's average pick of each player (blank cells: not drafted there). */
export const parseAdpCsv = (text: string) => {
  const { header, rows } = rowsOf(text)
  const columns = requireColumns(header, playerColumns, ['name', 'position'])
  const known: readonly string[] = Object.values(adpSites)
  const positionIndex = columns.position ?? 0
  const siteColumns = header.flatMap((cell, index) => {
    const key = headerKey(cell)
    if (index <= positionIndex || key === 'avg' || key === '') return []
    if (!known.includes(key)) {
      throw new ImportError(`unknown ADP site ${shown(cell)}; known: ${known.join(', ')}`, {
        line: 1,
        field: cell,
      })
    }
    return [{ site: key, index, header: cell }]
  })
  if (siteColumns.length === 0) throw new ImportError('the header names no ADP site', { line: 1 })
  return readAllRows(rows, (row) => {
    const player = readPlayer(row, columns, { name: 'Player', position: 'POS' })
    const adp = siteColumns.flatMap(({ site, index, header: field }) => {
      const value = parseNumber(row, index, field, null)
      return value === null ? [] : [{ site, adp: value }]
    })
    return player ? { player, adp } : undefined
  })
}

/** A rankings file's rows: overall rank and FantasyPros' tier. */
export const parseRankingsCsv = (text: string) => {
  const { header, rows } = rowsOf(text)
  const columns = requireColumns(
    header,
    { ...playerColumns, rank: ['rk', 'rank'], tier: ['tiers', 'tier'] },
    ['name', 'position', 'rank'],
  )
  return readAllRows(rows, (row) => {
    const rank = parseNumber(row, columns.rank, 'RK', null)
    if (rank === null || rank < 1) {
      throw new ImportError(`expected a rank from 1, got ${shown(cellAt(row, columns.rank))}`, {
        line: row.line,
        field: 'RK',
      })
    }
    const tier = parseNumber(row, columns.tier, 'TIERS', null)
    const player = readPlayer(row, columns, { name: 'PLAYER NAME', position: 'POS' })
    return player
      ? { player, rank: Math.round(rank), tier: tier === null ? null : Math.round(tier) }
      : undefined
  })
}

/** Stat columns of a projections file and where each goes in a stat line. */
const statColumns = {
  passAttempts: { aliases: ['passatt'], group: 'passing', key: 'attempts' },
  passCompletions: { aliases: ['passcmp'], group: 'passing', key: 'completions' },
  passYards: { aliases: ['passyd', 'passyds'], group: 'passing', key: 'yards' },
  passTds: { aliases: ['passtd', 'passtds'], group: 'passing', key: 'tds' },
  ints: { aliases: ['ints', 'int'], group: 'passing', key: 'ints' },
  rushAttempts: { aliases: ['rushatt'], group: 'rushing', key: 'attempts' },
  rushYards: { aliases: ['rushyd', 'rushyds'], group: 'rushing', key: 'yards' },
  rushTds: { aliases: ['rushtd', 'rushtds'], group: 'rushing', key: 'tds' },
  receptions: { aliases: ['rec'], group: 'receiving', key: 'receptions' },
  recYards: { aliases: ['recyd', 'recyds'], group: 'receiving', key: 'yards' },
  recTds: { aliases: ['rectd', 'rectds'], group: 'receiving', key: 'tds' },
  fumblesLost: { aliases: ['fl'], group: 'misc', key: 'fumblesLost' },
} as const

/** A projections file's rows: each player's season stat line. */
export const parseSeasonProjectionsCsv = (text: string) => {
  const { header, rows } = rowsOf(text)
  const wanted = {
    ...playerColumns,
    ...Object.fromEntries(
      Object.entries(statColumns).map(([name, column]) => [name, column.aliases]),
    ),
  } as Record<string, readonly string[]>
  const columns = requireColumns(header, wanted, [
    'name',
    'position',
    'passYards',
    'rushYards',
    'recYards',
  ])
  return readAllRows(rows, (row) => {
    const line: Record<string, Record<string, number>> = {}
    for (const [name, column] of Object.entries(statColumns)) {
      const index = columns[name]
      const value = parseNumber(row, index, header[index ?? 0] ?? name, 0) ?? 0
      if (value < 0) {
        throw new ImportError(`expected a count of 0 or more, got ${value}`, {
          line: row.line,
          field: header[index ?? 0] ?? name,
        })
      }
      if (value > 0) line[column.group] = { ...line[column.group], [column.key]: value }
    }
    const player = readPlayer(row, columns, { name: 'Player', position: 'POS' })
    return player ? { player, stats: statLineSchema.parse(line as StatLineInput) } : undefined
  })
}

/**
 * The season a file is for: the year of `--date`, else a 20xx year in the file's name.
 * @example seasonOfFile('nfl_2023_fantasypros_overall_ADP.csv', undefined) // 2023
 */
export const seasonOfFile = (fileName: string, date: string | undefined): number => {
  if (date !== undefined) return Number(date.slice(0, 4))
  const match = /(?:^|[^0-9])(20\d\d)(?:[^0-9]|$)/.exec(fileName)
  if (!match?.[1]) {
    throw new ImportError('the season is not in the file name: pass --date YYYY-MM-DD', {
      field: '--date',
    })
  }
  return Number(match[1])
}

/** The valued rows, each player once (his first row). */
const dedupe = <T extends { player: Player }>(rows: readonly (T | undefined)[]) => {
  const seen = new Set<string>()
  return rows
    .filter((row): row is T => row !== undefined)
    .filter(({ player }) => {
      const key = `${player.name}|${player.position}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/**
 * Imports one FantasyPros season-long file in one transaction. ADP is stored as of `date`
 * (default 25 August of the season, the heart of draft season).
 */
export const importSeasonLongFile = async (
  db: Db,
  kind: SeasonLongImportKind,
  text: string,
  options: { readonly fileName: string; readonly date?: string | undefined },
): Promise<SeasonLongImportSummary> => {
  const season = seasonOfFile(options.fileName, options.date)
  const parsed =
    kind === 'adp'
      ? { kind, all: parseAdpCsv(text) }
      : kind === 'rankings'
        ? { kind, all: parseRankingsCsv(text) }
        : { kind, all: parseSeasonProjectionsCsv(text) }
  const valued = dedupe<{ player: Player }>(parsed.all)
  const skipped = parsed.all.filter((row) => row === undefined).length
  return db.transaction(async (tx) => {
    const ids = await upsertSeasonPlayers(
      tx,
      valued.map(({ player }) => ({ year: season, ...player, idSource: fantasyProsExpert })),
    )
    const idOf = (player: Player) => ids.get(`${player.name}|${player.position}`) ?? 0
    let records = 0
    if (parsed.kind === 'adp') {
      const asOf = options.date ?? `${season}-08-25`
      const rows = dedupe(parsed.all).flatMap(({ player, adp }) =>
        adp.map(({ site, adp: value }) => ({
          seasonPlayerId: idOf(player),
          site,
          asOf,
          adp: value,
        })),
      )
      await replaceAdp(tx, season, rows)
      records = rows.length
    } else if (parsed.kind === 'rankings') {
      const rows = dedupe(parsed.all).map(({ player, rank, tier }) => ({
        seasonPlayerId: idOf(player),
        expert: fantasyProsExpert,
        rank,
        tier,
      }))
      await replaceRankings(tx, { year: season, expert: fantasyProsExpert }, rows)
      records = rows.length
    } else {
      const rows = dedupe(parsed.all).map(({ player, stats }) => ({
        seasonPlayerId: idOf(player),
        expert: fantasyProsExpert,
        week: 0,
        stats,
      }))
      await replaceStatLines(tx, { year: season, expert: fantasyProsExpert, weeks: [0] }, rows)
      records = rows.length
    }
    return {
      season,
      seasonLongKind: parsed.kind,
      players: valued.length,
      records,
      skipped,
    }
  })
}
