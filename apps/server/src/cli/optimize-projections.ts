/**
 * `npm run optimize -- --projections <CSV>`: a projections file read through the shared import
 * layer and matched to the salary file's pool with the shared player matcher. A cell that is
 * not a number refuses the file (every such cell named at once), never becomes 0; a pool
 * player without a projection is left out of the pool, never given 0; the counts of matched,
 * fuzzy and unmatched rows are printed, and a file that covers under half of the pool is
 * refused unless `--allow-partial`.
 */
import type { SportId } from '@slatelab/domain/sports'
import type { OptimizerPlayerInput } from '@slatelab/engine/optimizer/index'
import { optionalDecimal, requiredText, type Column } from '../csv/cell-values'
import { cellAt, readCsvRows, type CsvRow } from '../csv/csv-rows'
import { readHeader, type ColumnSpec } from '../csv/header-columns'
import { ImportError } from '../csv/import-error'
import { ImportReport, skipRow } from '../csv/import-report'
import { splitNameAndTeam } from '../csv/name-and-team'
import { createPlayerMatcher, matchMethods } from '../csv/player-matcher'
import { canonicalTeam } from '../csv/team-abbreviations'

/** One row of a projections file, read. */
export type ProjectionRow = {
  readonly line: number
  readonly siteId: string | undefined
  readonly name: string
  readonly team: string | undefined
  readonly points: number
  /** Percent, 0–100, when the file has an ownership column. */
  readonly ownership: number | undefined
}

const col = (label: string, aliases: readonly string[], optional = true): ColumnSpec => ({
  label,
  aliases,
  optional,
})

/** The columns a projections file may have, by any of the names the tools give them. */
export const projectionColumns = {
  id: col('id', ['id', 'playerid', 'siteid', 'dkid', 'fdid']),
  name: col('name', ['name', 'player', 'playername', 'fullname', 'nickname']),
  team: col('team', ['team', 'teamabbrev', 'teamabbreviation', 'tm']),
  points: col(
    'projection',
    ['projection', 'proj', 'fpts', 'projectedpoints', 'points', 'projpts', 'fcproj', 'median'],
    false,
  ),
  ownership: col('ownership', ['ownership', 'own', 'own%', 'projown', 'projectedownership']),
} as const

/**
 * The rows of a projections file: the name split from a team written after it; a row without
 * a projection (`NA`, empty) is skipped and counted; any cell that is not a number refuses the
 * file, every one of them named.
 * @example readProjectionsFile('name,proj\nMatt Ryan ATL,18.2\n').rows[0] // { name: 'Matt Ryan', team: 'ATL', points: 18.2, … }
 */
export const readProjectionsFile = (
  text: string,
  report = new ImportReport(),
): { readonly rows: readonly ProjectionRow[]; readonly report: ImportReport } => {
  const [header, ...body] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the projections file is empty')
  const at = readHeader(header, projectionColumns, report)
  if (at.id.index === undefined && at.name.index === undefined) {
    throw new ImportError('the projections file needs an id or a name column (Name, Player, ID…)', {
      line: header.line,
    })
  }
  const rows = report.mapRows(body, (row) => {
    const points = optionalDecimal(row, at.points)
    if (points === undefined) return skipRow('no projection')
    const split = splitNameAndTeam(at.name.index === undefined ? '' : requiredText(row, at.name))
    const ownership = at.ownership.index === undefined ? undefined : ownershipOf(row, at.ownership)
    return {
      line: row.line,
      siteId: cellAt(row, at.id.index) || undefined,
      name: split.name,
      team: cellAt(row, at.team.index) || split.team,
      points,
      ownership,
    }
  })
  report.refuseIfProblems()
  return { rows, report }
}

// Ownership is written `12.5%` as often as `12.5`.
const ownershipOf = (row: CsvRow, column: Column) =>
  optionalDecimal(
    { line: row.line, cells: [cellAt(row, column.index).replace(/%$/, '')] },
    { index: 0, name: column.name },
  )

/** How a projections file met the pool. */
export type ProjectionMatch = {
  /** Each projected pool player's projection, by site player id. */
  readonly bySiteId: ReadonlyMap<string, ProjectionRow>
  readonly exact: number
  readonly fuzzy: readonly { readonly row: ProjectionRow; readonly player: string }[]
  readonly unmatched: readonly {
    readonly row: ProjectionRow
    readonly nearest: string | undefined
  }[]
  /** Rows naming a pool player another row already projected (the first one is kept). */
  readonly duplicates: readonly ProjectionRow[]
  readonly poolSize: number
}

const describePlayer = (player: OptimizerPlayerInput) => `${player.name} ${player.team}`.trim()

/**
 * Matches projection rows to the pool's players (site id, name and team, unique name, fuzzy).
 * @example matchProjections(rows, pool, 1).exact // 60
 */
export const matchProjections = (
  rows: readonly ProjectionRow[],
  pool: readonly OptimizerPlayerInput[],
  sportId: SportId,
): ProjectionMatch => {
  const match = createPlayerMatcher(
    pool.map((player) => ({ id: player, siteId: player.id, name: player.name, team: player.team })),
  )
  const bySiteId = new Map<string, ProjectionRow>()
  const fuzzy: { row: ProjectionRow; player: string }[] = []
  const unmatched: { row: ProjectionRow; nearest: string | undefined }[] = []
  const duplicates: ProjectionRow[] = []
  let exact = 0
  for (const row of rows) {
    const team = row.team === undefined ? undefined : canonicalTeam(sportId, row.team)
    const found = match({ siteId: row.siteId, name: row.name, team })
    if (found.method === 'unmatched') {
      unmatched.push({ row, nearest: found.nearest && describePlayer(found.nearest.id) })
      continue
    }
    const player = found.candidate.id
    if (bySiteId.has(player.id)) {
      duplicates.push(row)
      continue
    }
    bySiteId.set(player.id, row)
    if (found.method === matchMethods.fuzzy) fuzzy.push({ row, player: describePlayer(player) })
    else exact += 1
  }
  return { bySiteId, exact, fuzzy, unmatched, duplicates, poolSize: pool.length }
}

/**
 * The pool with the file's projections: each matched player takes the file's points (and
 * ownership); a player the file does not project is left out.
 * @example projectedPool(pool, match).length // match.bySiteId.size
 */
export const projectedPool = (
  pool: readonly OptimizerPlayerInput[],
  match: ProjectionMatch,
): OptimizerPlayerInput[] =>
  pool.flatMap((player) => {
    const row = match.bySiteId.get(player.id)
    return row === undefined
      ? []
      : [{ ...player, projection: row.points, ownership: row.ownership ?? 0 }]
  })

/** How many fuzzy and unmatched rows the printout names; the rest are counted. */
const namedRows = 10

/**
 * What the command prints about the match: the counts, each fuzzy pairing, the unmatched rows.
 * @example matchLines(match)[0] // 'Projections: 62 matched, 2 fuzzy, 1 unmatched; 64 of 64 pool players projected'
 */
export const matchLines = (match: ProjectionMatch, report: ImportReport): string[] => {
  const skipped = report.skipped.get('no projection') ?? 0
  return [
    `Projections: ${match.exact} matched, ${match.fuzzy.length} fuzzy, ${match.unmatched.length} unmatched` +
      `${skipped > 0 ? `, ${skipped} without a number` : ''}` +
      `${match.duplicates.length > 0 ? `, ${match.duplicates.length} duplicate(s) ignored` : ''}` +
      `; ${match.bySiteId.size} of ${match.poolSize} pool players projected` +
      `${match.bySiteId.size < match.poolSize ? ` (the other ${match.poolSize - match.bySiteId.size} left out of the pool)` : ''}`,
    ...match.fuzzy
      .slice(0, namedRows)
      .map(({ row, player }) => `  fuzzy: line ${row.line} "${row.name}" → ${player}`),
    ...match.unmatched
      .slice(0, namedRows)
      .map(
        ({ row, nearest }) =>
          `  unmatched: line ${row.line} "${row.name}"${nearest === undefined ? '' : ` (nearest: ${nearest})`}`,
      ),
    ...(match.unmatched.length > namedRows
      ? [`  … and ${match.unmatched.length - namedRows} more unmatched`]
      : []),
    ...match.duplicates
      .slice(0, namedRows)
      .map(
        (row) =>
          `  duplicate: line ${row.line} "${row.name}" (an earlier row projects this player)`,
      ),
  ]
}

/**
 * Why a match is too thin to build on: under half the pool projected (a file of another slate
 * or sport, or names the matcher cannot read).
 * @example thinMatchReason(match) // 'the projections match 3 of 64 pool players (under half)…'
 */
export const thinMatchReason = (match: ProjectionMatch): string | undefined =>
  match.bySiteId.size * 2 >= match.poolSize
    ? undefined
    : `the projections match ${match.bySiteId.size} of ${match.poolSize} pool players (under half): is it the same slate? Use --allow-partial to build on them anyway`
