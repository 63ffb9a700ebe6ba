/**
 * Reading an uploaded projection file (docs/projections.md "Upload"): its columns are found by
 * header, whatever tool wrote it (FantasyCruncher's `FC Proj`, DailyFantasyNerd's
 * `Projection_dfn`, `proj`/`floor`/`ceil` pools, `first_name`/`last_name` tables…), and each
 * row becomes a name, team, optional site id and numbers. A cell that is not a number where
 * one is needed refuses the whole file, naming the row and the field.
 */
import type { ColumnMapping } from '@slatelab/contract/projections.contract'
import { HttpError } from '../../http/http-error'
import { headerKey, readCsvRows } from '../../csv/csv-rows'

/** A file row as the browser sent it: header → cell. */
export type FileRow = Readonly<Record<string, string>>

/** A row of the file, read. `row` counts data rows from 1 (the header is row 0). */
export type ProjectionFileRow = {
  readonly row: number
  readonly siteId: string | null
  readonly name: string
  readonly team: string
  readonly position: string
  readonly points: number
  readonly ceiling: number | null
  readonly floor: number | null
  /** Percent, 0–100. */
  readonly ownership: number | null
}

// Header keys (lower case, letters and digits only) per field, the preferred first.
const headerNames = {
  id: ['id', 'playerid', 'siteid', 'dkid', 'fdid', 'sitePlayerId'],
  name: ['name', 'player', 'playername', 'fullname', 'nickname'],
  firstName: ['firstname', 'first'],
  lastName: ['lastname', 'last'],
  team: ['team', 'teamabbrev', 'teamabbreviation', 'tm'],
  position: ['position', 'pos', 'rosterposition'],
  points: [
    'projection',
    'projectedpoints',
    'proj',
    'points',
    'fpts',
    'projpts',
    'projectedfpts',
    'myproj',
    'fcproj',
    'ppgprojection',
    'projectiondfn',
    'median',
  ],
  ceiling: ['ceiling', 'ceil', 'projceiling', 'projectedceiling', 'high'],
  floor: ['floor', 'projfloor', 'projectedfloor', 'low'],
  ownership: [
    'ownership',
    'own',
    'own%',
    'projown',
    'projectedownership',
    'pown',
    'pown%',
    'ownpct',
    'projownership',
  ],
} as const satisfies Record<string, readonly string[]>

const keyOf = (header: string) => headerKey(header).replace('%', '')
const ownershipKeys = new Set(headerNames.ownership.map((name) => name.replace('%', '')))

// A `LeBron James (LAL)`, `LeBron James [LAL]` or `LeBron James - LAL` cell.
const nameWithTeam = /^(.*?\S)\s*(?:[([]\s*([A-Za-z]{2,4})\s*[)\]]|\s-\s([A-Za-z]{2,4}))\s*$/

const missingCell = new Set(['', 'na', 'n/a', 'nan', 'null', '-', '%'])

const numberOf = (cell: string | undefined): number | null | 'bad' => {
  const value = (cell ?? '').trim().replace(/%$/, '').replace(/,/g, '')
  if (missingCell.has(value.toLowerCase())) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : 'bad'
}

const refuse = (row: number, field: string, message: string): never => {
  throw new HttpError(400, `Failed to post projections: row ${row}, field ${field}: ${message}`)
}

/**
 * The columns of a file by its headers; the points column is the first, by preference, whose
 * cells are not all zero or empty (DailyFantasyNerd's table leaves `Projection` at 0 and fills
 * `Projection_dfn`). 400 when no name or points column is found.
 * @example mapColumns(['Player', 'Team', 'FC Proj'], rows).points // 'FC Proj'
 */
export const mapColumns = (headers: readonly string[], rows: readonly FileRow[]): ColumnMapping => {
  const byKey = new Map<string, string>()
  for (const header of headers) {
    const key = keyOf(header)
    if (!byKey.has(key)) byKey.set(key, header)
  }
  const find = (names: readonly string[]) =>
    names.map((name) => byKey.get(name.toLowerCase().replace('%', ''))).find((h) => h) ?? null
  const hasValues = (header: string) =>
    rows.some((row) => {
      const value = numberOf(row[header])
      return typeof value === 'number' && value !== 0
    })
  const pointsHeaders = headerNames.points.flatMap((name) => byKey.get(name) ?? [])
  const points = pointsHeaders.find(hasValues) ?? pointsHeaders[0]
  const name = find(headerNames.name)
  const firstName = find(headerNames.firstName)
  const lastName = find(headerNames.lastName)
  if (points === undefined) {
    throw new HttpError(
      400,
      'Failed to post projections: no projection column (a header such as Projection, Points, FPTS or Proj)',
    )
  }
  if (name === null && lastName === null) {
    throw new HttpError(
      400,
      'Failed to post projections: no player name column (a header such as Name or Player)',
    )
  }
  const team = find(headerNames.team)
  const nameHoldsTeam =
    name !== null &&
    team === null &&
    rows.length > 0 &&
    rows.filter((row) => nameWithTeam.test(row[name] ?? '')).length >= rows.length / 2
  const ownership =
    headers.find((header) => ownershipKeys.has(keyOf(header)) && hasValues(header)) ?? null
  return {
    id: find(headerNames.id),
    name,
    firstName: name === null ? firstName : null,
    lastName: name === null ? lastName : null,
    nameHoldsTeam,
    team,
    position: find(headerNames.position),
    points,
    ceiling: find(headerNames.ceiling),
    floor: find(headerNames.floor),
    ownership,
  }
}

/**
 * The rows of a file under its mapping. 400 naming the row and field when a name is empty or a
 * number is not one (an empty optional number is fine: that field is then unknown).
 * @example readProjectionRows([{ Player: 'Jo Doe', Proj: '12.5' }], mapping)[0]?.points // 12.5
 */
export const readProjectionRows = (
  rows: readonly FileRow[],
  mapping: ColumnMapping,
): readonly ProjectionFileRow[] =>
  rows.map((cells, index) => {
    const row = index + 1
    const cell = (header: string | null) => (header === null ? '' : (cells[header] ?? '').trim())
    let name = mapping.name === null ? '' : cell(mapping.name)
    let team = cell(mapping.team)
    if (mapping.name === null) name = `${cell(mapping.firstName)} ${cell(mapping.lastName)}`.trim()
    if (mapping.nameHoldsTeam) {
      const parts = nameWithTeam.exec(name)
      if (parts !== null) {
        name = parts[1] ?? name
        team = parts[2] ?? parts[3] ?? ''
      }
    }
    if (name === '') refuse(row, mapping.name ?? mapping.lastName ?? 'name', 'the name is empty')
    const optional = (header: string | null, min: number, max: number) => {
      if (header === null) return null
      const value = numberOf(cells[header])
      if (value === 'bad') {
        return refuse(row, header, `${JSON.stringify(cells[header])} is not a number`)
      }
      if (value !== null && (value < min || value > max)) {
        return refuse(row, header, `${value} is outside ${min} to ${max}`)
      }
      return value
    }
    const points = optional(mapping.points, -1000, 10_000)
    if (points === null) refuse(row, mapping.points, 'the projection is empty')
    return {
      row,
      siteId: mapping.id === null ? null : cell(mapping.id) || null,
      name,
      team: team.toUpperCase(),
      position: cell(mapping.position).toUpperCase(),
      points: points ?? 0,
      ceiling: optional(mapping.ceiling, -1000, 10_000),
      floor: optional(mapping.floor, -1000, 10_000),
      ownership: optional(mapping.ownership, 0, 100),
    }
  })

/**
 * CSV text as the rows the browser sends (header → cell), the way the page reads a file; the
 * bench and the real-file trials read files through it.
 * @example recordsOfCsv('Player,Proj\nJo Doe,12.5\n') // [{ Player: 'Jo Doe', Proj: '12.5' }]
 */
export const recordsOfCsv = (text: string): FileRow[] => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined) return []
  return rows.map((row) =>
    Object.fromEntries(header.cells.map((name, index) => [name, row.cells[index] ?? ''])),
  )
}
