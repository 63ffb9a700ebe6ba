/**
 * FanDuel player lists (the lobby's "Download players list"):
 * `Id,Position,First Name,Nickname,Last Name,FPPG,Played,Salary,Game,Team,Opponent,…`, with
 * sport extras (`Probable Pitcher`, `Batting Order`) and `Roster Position` on newer lists.
 * `Id` is `<fixtureListId>-<playerId>`; the list carries no dates, so the slate date is
 * always given. Single-game lists mark every row `MVP - 1.5X Points/AnyFLEX`.
 */
import { siteIds } from '@slatelab/domain/sites'
import { columnOf, requiredText, requireColumn, wholeNumber } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows } from '../../csv/csv-rows'
import type { SalaryFileOptions } from './dk-salaries-csv'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { classicRosterPositions, orderSlots } from '../../csv/roster-positions'
import { collectGames, noteRepeatedIds, type SlateFile } from './slate-file'
import { resolveSport, slateDateOf, splitPositions } from './slate-options'
import { canonicalTeam, hasTeams } from '../../csv/team-abbreviations'

const headerColumns = {
  id: ['id'],
  position: ['position'],
  firstName: ['firstname'],
  nickname: ['nickname'],
  lastName: ['lastname'],
  salary: ['salary'],
  game: ['game'],
  team: ['team'],
  rosterPosition: ['rosterposition'],
} as const

const fanDuelId = /^(\d+)-(\d+)$/

// `MVP - 1.5X Points/AnyFLEX` → MVP, FLEX; `C/1B/UTIL` stays as the classic slots say.
const singleGameSlots = (cell: string): readonly string[] =>
  cell.split('/').map((part) => {
    const code = (part.split(' - ')[0] ?? '').trim().toUpperCase()
    return code.startsWith('ANY') ? code.slice(3) : code
  })

/**
 * Parses a FanDuel player list into its slate.
 * @example parseFdPlayerList(csvText, { date: isoDate('2018-12-02') }).draftGroupId // 30514
 */
export const parseFdPlayerList = (text: string, options: SalaryFileOptions = {}): SlateFile => {
  const [header, ...body] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the file is empty', { line: 1 })
  const found = findColumns(header.cells, headerColumns)
  const columns = {
    id: requireColumn(header, found.id, 'Id'),
    position: requireColumn(header, found.position, 'Position'),
    firstName: requireColumn(header, found.firstName, 'First Name'),
    nickname: columnOf(header, found.nickname, 'Nickname'),
    lastName: requireColumn(header, found.lastName, 'Last Name'),
    salary: requireColumn(header, found.salary, 'Salary'),
    game: requireColumn(header, found.game, 'Game'),
    team: requireColumn(header, found.team, 'Team'),
    rosterPosition: columnOf(header, found.rosterPosition, 'Roster Position'),
  }
  if (body.length === 0) throw new ImportError('the file lists no players', { line: header.line })
  if (options.date === undefined) {
    throw new ImportError(
      'a FanDuel list carries no dates: give the slate date (--date YYYY-MM-DD, or ?date= when uploading)',
      { field: 'date' },
    )
  }

  const positionsOf = (row: (typeof body)[number]) =>
    splitPositions(requiredText(row, columns.position))
  // The sport from the positions that are there: a row without one is refused with the rest.
  const sportId = resolveSport(
    siteIds.FanDuel,
    options.sport,
    body.flatMap((row) => splitPositions(cellAt(row, columns.position.index))).filter(Boolean),
  )
  const teams = hasTeams(sportId)

  let fixtureListId: string | undefined
  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const parsed = report.mapRows(body, (row) => {
    const id = requiredText(row, columns.id)
    const idMatch = fanDuelId.exec(id)
    if (!idMatch || (fixtureListId !== undefined && idMatch[1] !== fixtureListId)) {
      const expected = fixtureListId === undefined ? '<slate>-<player>' : `${fixtureListId}-…`
      throw new ImportError(`expected an id such as "${expected}", got ${shown(id)}`, {
        line: row.line,
        field: columns.id.name,
      })
    }
    fixtureListId = idMatch[1]
    const first = cellAt(row, columns.firstName.index)
    const last = requiredText(row, columns.lastName)
    const name = cellAt(row, columns.nickname.index) || `${first} ${last}`.trim()
    const positions = positionsOf(row)
    const rosterCell = cellAt(row, columns.rosterPosition.index)
    const singleGame = /MVP|STAR|PRO|CAPTAIN/i.test(rosterCell)
    const rosterPositions = singleGame
      ? orderSlots(siteIds.FanDuel, sportId, singleGameSlots(rosterCell))
      : classicRosterPositions(siteIds.FanDuel, sportId, positions)
    const gameCell = requiredText(row, columns.game)
    const game = /^([A-Za-z0-9]{1,5})\s*@\s*([A-Za-z0-9]{1,5})$/.exec(gameCell)
    if (teams && !game) {
      throw new ImportError(`expected a game such as "KC@OAK", got ${shown(gameCell)}`, {
        line: row.line,
        field: columns.game.name,
      })
    }
    return {
      line: row.line,
      sitePlayerId: id,
      name,
      team: teams ? canonicalTeam(sportId, requiredText(row, columns.team)) : undefined,
      positions,
      rosterPositions,
      salary: wholeNumber(row, columns.salary),
      info:
        teams && game
          ? ({
              kind: 'game',
              visitor: canonicalTeam(sportId, game[1] ?? ''),
              home: canonicalTeam(sportId, game[2] ?? ''),
              date: undefined,
              time: undefined,
            } as const)
          : ({ kind: 'event', title: gameCell } as const),
      gameCell,
    }
  })

  noteRepeatedIds(report, parsed, columns.id.name)
  report.refuseIfProblems()
  const { games, keys } = collectGames(
    parsed.map((player) => ({
      info: player.info,
      source: { line: player.line, field: columns.game.name, cell: player.gameCell },
    })),
    options.date,
  )
  const players = parsed.map((player, index) => ({
    line: player.line,
    sitePlayerId: player.sitePlayerId,
    name: player.name,
    team: player.team,
    positions: player.positions,
    rosterPositions: player.rosterPositions,
    salary: player.salary,
    gameKey: keys[index],
  }))
  return {
    siteId: siteIds.FanDuel,
    sportId,
    variant: players.some((player) => player.rosterPositions.includes('MVP'))
      ? 'showdown'
      : 'classic',
    layout: found.rosterPosition === undefined ? 'classic list' : 'list with roster positions',
    date: slateDateOf(games, options.date),
    draftGroupId: fixtureListId === undefined ? undefined : Number(fixtureListId),
    games,
    players,
  }
}
