/**
 * DraftKings salary files (`DKSalaries.csv`) in the three layouts users have:
 * - current: `Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame`;
 * - 2017: `Position,Name,Salary,GameInfo,AvgPointsPerGame,teamAbbrev` — no ids, no roster
 *   positions, no date in the game info (one 2017 variant has ids but still no date);
 * - the bulk-entry template (`DKEntries.csv`), the same player table to the right of the
 *   lineup columns and a few lines down.
 * Showdown files list every player twice, a `CPT` row and a `FLEX`/`UTIL` row with their own ids.
 */
import { siteIds } from '@slatelab/domain/sites'
import type { IsoDate } from '@slatelab/domain/units'
import { requiredText, requireColumn, wholeNumber, columnOf } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRowSteps, type CsvRow } from '../../csv/csv-rows'
import { runSteps, type Steps } from '../../csv/steps'
import { parseGameInfo, type GameInfo } from './game-info'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { normalizeName } from '../../csv/player-names'
import { classicRosterPositions } from '../../csv/roster-positions'
import { collectGames, noteRepeatedIds, type SlateFile, type SlateFilePlayer } from './slate-file'
import { canonicalTeam, hasTeams } from '../../csv/team-abbreviations'
import { resolveSport, slateDateOf, splitPositions } from './slate-options'

/** Options a salary file may need: its date when the file has none, its sport when ambiguous. */
export type SalaryFileOptions = {
  /** The slate's date, `YYYY-MM-DD` (ET); required for files without dates. */
  readonly date?: IsoDate | undefined
  /** A sport code (`NFL`, `CFB`) overriding the sport read from the positions. */
  readonly sport?: string | undefined
}

const headerColumns = {
  position: ['position'],
  nameId: ['nameid'],
  name: ['name'],
  id: ['id'],
  rosterPosition: ['rosterposition'],
  salary: ['salary'],
  gameInfo: ['gameinfo'],
  team: ['teamabbrev'],
} as const

// The header is the first row naming Position, a name and Salary, wherever it sits.
const findHeader = (rows: readonly CsvRow[]) => {
  for (const [rowIndex, row] of rows.entries()) {
    const offset = row.cells.findIndex((cell) => cell.trim().toLowerCase() === 'position')
    if (offset < 0) continue
    const block: CsvRow = { line: row.line, cells: row.cells.slice(offset) }
    const found = findColumns(block.cells, headerColumns)
    if ((found.name ?? found.nameId) !== undefined && found.salary !== undefined) {
      return { rowIndex, offset, header: block, found }
    }
  }
  throw new ImportError(
    'no DraftKings salary header (Position, Name, Salary, Game Info, TeamAbbrev) found',
    { line: 1 },
  )
}

const nameAndId = /^(.*?)\s*\((\d+)\)\s*$/

/**
 * `parseDkSalaries` in steps (see csv/steps.ts): the upload and the CLI import read a file of
 * 100 000 rows so, letting other requests through.
 * @example await runStepsInTurns(dkSalariesSteps(text, options))
 */
export function* dkSalariesSteps(text: string, options: SalaryFileOptions = {}): Steps<SlateFile> {
  const rows = yield* readCsvRowSteps(text)
  const { rowIndex, offset, header, found } = findHeader(rows)
  const columns = {
    position: requireColumn(header, found.position, 'Position'),
    name: columnOf(header, found.name ?? found.nameId, 'Name'),
    nameId: columnOf(header, found.nameId, 'Name + ID'),
    id: columnOf(header, found.id, 'ID'),
    rosterPosition: columnOf(header, found.rosterPosition, 'Roster Position'),
    salary: requireColumn(header, found.salary, 'Salary'),
    gameInfo: requireColumn(header, found.gameInfo, 'Game Info'),
    team: columnOf(header, found.team, 'TeamAbbrev'),
  }
  const body = rows
    .slice(rowIndex + 1)
    .map((row) => ({ line: row.line, cells: row.cells.slice(offset) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  if (body.length === 0) throw new ImportError('the file lists no players', { line: header.line })

  const positionsOf = (row: CsvRow) => splitPositions(requiredText(row, columns.position))
  // The sport from the positions that are there: a row without one is refused with the rest.
  const sportId = resolveSport(
    siteIds.DraftKings,
    options.sport,
    body.flatMap((row) => splitPositions(cellAt(row, columns.position.index))).filter(Boolean),
  )
  const teams = hasTeams(sportId)
  if (teams && found.team === undefined) {
    throw new ImportError('the header has no "TeamAbbrev" column', { line: header.line })
  }

  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const parsed = yield* report.mapRowSteps(body, (row) => {
    const named = cellAt(row, columns.name.index)
    const withId = nameAndId.exec(cellAt(row, columns.nameId.index))
    const name = named || withId?.[1] || requiredText(row, columns.name)
    const team = teams ? canonicalTeam(sportId, requiredText(row, columns.team)) : undefined
    const gameCell = requiredText(row, columns.gameInfo)
    const info = parseGameInfo(gameCell, !teams)
    if (info === undefined) {
      throw new ImportError(
        `expected a game such as "IND@HOU 01/05/2019 04:35PM ET", got ${shown(gameCell)}`,
        { line: row.line, field: columns.gameInfo.name },
      )
    }
    const game: GameInfo =
      info.kind === 'game'
        ? {
            ...info,
            visitor: canonicalTeam(sportId, info.visitor),
            home: canonicalTeam(sportId, info.home),
          }
        : info
    // A team that plays in neither side of its game is a damaged row: a file cut inside the
    // last line leaves "HO" for "HOU".
    if (team !== undefined && game.kind === 'game' && team !== game.visitor && team !== game.home) {
      throw new ImportError(
        `team ${shown(team)} is not in its game ${shown(gameCell)} (a damaged or cut-off line?)`,
        { line: row.line, field: columns.team.name },
      )
    }
    const positions = positionsOf(row)
    const rosterPositions =
      found.rosterPosition === undefined
        ? classicRosterPositions(siteIds.DraftKings, sportId, positions)
        : requiredText(row, columns.rosterPosition)
            .toUpperCase()
            .split('/')
            .map((slot) => slot.trim())
            .filter((slot) => slot !== '')
    const sitePlayerId =
      found.id !== undefined
        ? String(wholeNumber(row, columns.id))
        : (withId?.[2] ??
          [normalizeName(name).replaceAll(' ', '-'), team?.toLowerCase()]
            .filter((part) => part)
            .join('-'))
    return {
      line: row.line,
      sitePlayerId,
      name,
      team,
      positions,
      rosterPositions,
      salary: wholeNumber(row, columns.salary),
      game,
      gameCell,
    }
  })

  noteRepeatedIds(
    report,
    parsed,
    found.id === undefined ? columns.name.name : columns.id.name,
    found.id === undefined && columns.nameId.index === undefined
      ? (player, first) =>
          `${shown(player.name)} of ${player.team ?? 'no team'} is listed twice (first on line ${first}); this layout has no ids to tell them apart`
      : undefined,
  )
  report.refuseIfProblems()

  const { games, keys } = collectGames(
    parsed.map((player) => ({
      info: player.game,
      source: { line: player.line, field: columns.gameInfo.name, cell: player.gameCell },
    })),
    options.date,
  )
  const players: SlateFilePlayer[] = parsed.map((player, index) => ({
    line: player.line,
    sitePlayerId: player.sitePlayerId,
    name: player.name,
    team: player.team,
    positions: player.positions,
    rosterPositions: player.rosterPositions,
    salary: player.salary,
    gameKey: keys[index],
  }))
  const layout =
    rowIndex > 0 || offset > 0
      ? 'entries'
      : found.rosterPosition !== undefined
        ? 'current'
        : found.id !== undefined
          ? '2017 with ids'
          : '2017'
  return {
    siteId: siteIds.DraftKings,
    sportId,
    variant: players.some((player) => player.rosterPositions.includes('CPT'))
      ? 'showdown'
      : 'classic',
    layout,
    date: slateDateOf(games, options.date),
    draftGroupId: undefined,
    games,
    players,
  }
}

/**
 * Parses a DraftKings salary or entries file into its slate.
 * @example parseDkSalaries(csvText, { date: isoDate('2017-09-17') }).players[0]?.sitePlayerId // 'david-johnson-ari' (2017 layout)
 */
export const parseDkSalaries = (text: string, options: SalaryFileOptions = {}): SlateFile =>
  runSteps(dkSalariesSteps(text, options))
