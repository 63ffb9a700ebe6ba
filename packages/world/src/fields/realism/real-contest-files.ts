/**
 * Readers for the real DraftKings files the realism comparison uses (shared/data/real): a
 * contest standings export and a salary file, as text. Only what the comparison needs is read:
 * each entry's user, points and player names, the ownership block, and salaries by name. The
 * full importers live in the server; these stay pure so the world package can use them.
 */

/**
 * One entry of a real standings export.
 * @example { userName: 'longhorns37', points: 213.48, players: ['Tom Brady', 'Ravens', …] }
 */
export type RealEntry = {
  readonly userName: string
  readonly points: number
  readonly players: readonly string[]
  /** n of the entry name's `(k/n)`: how many entries its user entered (1 without it). */
  readonly userEntries: number
}

/**
 * A real contest's standings: entries, and %Drafted per player (percent).
 * @example parseStandings(text).ownership[0] // 40.79 (Percent)
 */
export type RealStandings = {
  readonly entries: readonly RealEntry[]
  readonly ownership: readonly number[]
  /** The ownership block's players, in its order, with their %Drafted (percent). */
  readonly drafted: readonly { readonly name: string; readonly percent: number }[]
}

// Splits one CSV line, honouring double quotes ("" inside quotes is a quote).
const splitCsvLine = (line: string): string[] => {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"'
        at += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else cell += char ?? ''
  }
  cells.push(cell)
  return cells
}

// Lines of a file with a BOM, CRLF, LF or CR-only line ends; some re-saved files start every
// line with a literal `\n`.
const linesOf = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\\n/, ''))
    .filter((line) => line.trim() !== '')

const rowsOf = (text: string): { header: string[]; rows: string[][] } => {
  const [head = '', ...rest] = linesOf(text)
  return { header: splitCsvLine(head), rows: rest.map(splitCsvLine) }
}

const blank = (cell: string | undefined): boolean =>
  cell === undefined || cell === '' || cell === 'NA'

/**
 * A player's name as both files can agree on it: accents dropped, spaces trimmed (DST names
 * end in a space in 2017 exports), case folded.
 * @example normaliseName('Gio González ') // 'gio gonzalez'
 */
export const normaliseName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

const slotPattern =
  /(?:^|\s+)(QB|RB|WR|TE|FLEX|DST|CPT|UTIL|P|C|1B|2B|3B|SS|OF|PG|SG|SF|PF|G|F|W|D) /

/**
 * The player names of a DraftKings lineup string (`QB Tom Brady RB Ty Montgomery …`), slot
 * order as written.
 * @example lineupPlayers('DST Ravens  QB Tom Brady') // ['Ravens', 'Tom Brady']
 */
export const lineupPlayers = (lineup: string): readonly string[] => {
  const parts = ` ${lineup.trim()}`.split(new RegExp(slotPattern.source, 'g'))
  // split keeps the captured slot names at odd indexes; names follow them.
  return parts.filter((_, index) => index > 0 && index % 2 === 0).map((name) => name.trim())
}

/**
 * Reads a DraftKings contest standings export in any of its layouts (2017 R-resaved with `X`
 * columns and `NA`, 2017 plain, current with Roster Position).
 * @example parseStandings(text).entries.length // 11764
 */
export const parseStandings = (text: string): RealStandings => {
  const { header, rows } = rowsOf(text)
  const column = (name: RegExp): number => header.findIndex((cell) => name.test(cell))
  const points = column(/^Points$/)
  const lineup = column(/^Lineup$/)
  const user = column(/^EntryName$/)
  const player = column(/^Player$/)
  const drafted = column(/Drafted$/)
  const entries: RealEntry[] = []
  const ownership: number[] = []
  const draftedPlayers: { name: string; percent: number }[] = []
  for (const row of rows) {
    if (!blank(row[lineup]) && !blank(row[points])) {
      const name = row[user] ?? ''
      entries.push({
        userName: name.replace(/ \(\d+\/\d+\)$/, ''),
        points: Number(row[points]),
        players: lineupPlayers(row[lineup] ?? ''),
        userEntries: Number(/ \(\d+\/(\d+)\)$/.exec(name)?.[1] ?? 1),
      })
    }
    if (!blank(row[player]) && !blank(row[drafted])) {
      const percent = Number.parseFloat(row[drafted] ?? '0')
      ownership.push(percent)
      draftedPlayers.push({ name: (row[player] ?? '').trim(), percent })
    }
  }
  return { entries, ownership, drafted: draftedPlayers }
}

/**
 * Salaries by normalised player name from a DraftKings salary file (2017 or current layout).
 * @example parseSalaries(text).get('tom brady') // 7400
 */
export const parseSalaries = (text: string): ReadonlyMap<string, number> => {
  const { header, rows } = rowsOf(text)
  const name = header.indexOf('Name')
  const salary = header.indexOf('Salary')
  return new Map(rows.map((row) => [normaliseName(row[name] ?? ''), Number(row[salary])]))
}

/**
 * The last paid place of a `Place_lo,Place_hi,Payout` payout file.
 * @example paidPlaces('Place_lo,Place_hi,Payout\n1,6000,50') // 6000
 */
export const paidPlaces = (text: string): number =>
  Math.max(0, ...rowsOf(text).rows.map((row) => Number(row[1] ?? 0)))

/**
 * One player of a DraftKings salary file: `positions` as listed (`1B/3B` splits), the slots he
 * may fill (the file's Roster Position where it has one, else derived: `FLEX` for RB/WR/TE,
 * `P` for pitchers, `UTIL` in the NBA), his game (`MIN@PIT`) and the file's average points.
 * @example parseSalaryPlayers(text)[0] // { name: 'David Johnson', positions: ['RB'], rosterPositions: ['RB', 'FLEX'], salary: 10000, teamKey: 'ARI', eventKey: 'ARI@IND', averagePoints: 14.1 }
 */
export type RealSalaryPlayer = {
  readonly name: string
  readonly positions: readonly string[]
  readonly rosterPositions: readonly string[]
  readonly salary: number
  readonly teamKey: string
  readonly eventKey: string
  /** The file's AvgPointsPerGame, undefined where it has none. */
  readonly averagePoints: number | undefined
}

const derivedSlots = (positions: readonly string[]): string[] => {
  const slots = new Set<string>()
  for (const position of positions) {
    if (position === 'SP' || position === 'RP') slots.add('P')
    else slots.add(position)
    if (position === 'RB' || position === 'WR' || position === 'TE') slots.add('FLEX')
  }
  return [...slots]
}

/**
 * Reads the players of a DraftKings salary file (2017 and current layouts, header cells
 * trimmed: some files end `TeamAbbrev ` with a space).
 * @example parseSalaryPlayers(text).length // 258
 */
export const parseSalaryPlayers = (text: string): readonly RealSalaryPlayer[] => {
  const { header, rows } = rowsOf(text)
  const trimmed = header.map((cell) => cell.trim().toLowerCase())
  const column = (name: string): number => trimmed.indexOf(name)
  const [position, name, salary, game, average, team, roster] = [
    'position',
    'name',
    'salary',
    'gameinfo',
    'avgpointspergame',
    'teamabbrev',
    'roster position',
  ].map(column)
  return rows.flatMap((row) => {
    const listed = (row[position ?? -1] ?? '').split('/').filter((cell) => cell !== '')
    const playerName = (row[name ?? -1] ?? '').trim()
    if (playerName === '' || listed.length === 0) return []
    const averageCell = row[average ?? -1]
    const rosterCell = row[roster ?? -1]
    return [
      {
        name: playerName,
        positions: listed,
        rosterPositions: blank(rosterCell) ? derivedSlots(listed) : (rosterCell ?? '').split('/'),
        salary: Number(row[salary ?? -1]),
        teamKey: (row[team ?? -1] ?? '').trim(),
        eventKey: (row[game ?? -1] ?? '').trim().split(' ')[0] ?? '',
        averagePoints: blank(averageCell) ? undefined : Number(averageCell),
      },
    ]
  })
}

const projectionColumns = ['FC Proj', 'FC.Proj', 'Projection_dfn', 'proj', 'ppg_projection']

/**
 * Projected points by normalised player name from a projection file: the first of its
 * columns `FC Proj`, `Projection_dfn`, `proj`, `ppg_projection` (FantasyCruncher, DFN, pangadfs,
 * sims layouts), names from `Player`, `Name`, `player` or `first_name last_name`. Rows
 * without a number are left out.
 * @example parseProjections(text).get('tom brady') // 21.3
 */
export const parseProjections = (text: string): ReadonlyMap<string, number> => {
  const { header, rows } = rowsOf(text)
  const trimmed = header.map((cell) => cell.trim())
  const value = projectionColumns.map((name) => trimmed.indexOf(name)).find((at) => at >= 0)
  if (value === undefined) throw new Error(`No projection column (${projectionColumns.join(', ')})`)
  const name = ['Player', 'Name', 'player']
    .map((cell) => trimmed.indexOf(cell))
    .find((at) => at >= 0)
  const first = trimmed.indexOf('first_name')
  const last = trimmed.indexOf('last_name')
  const result = new Map<string, number>()
  for (const row of rows) {
    const playerName =
      name !== undefined ? (row[name] ?? '') : `${row[first] ?? ''} ${row[last] ?? ''}`
    const points = Number(row[value])
    if (!blank(row[value]) && Number.isFinite(points)) result.set(normaliseName(playerName), points)
  }
  return result
}
