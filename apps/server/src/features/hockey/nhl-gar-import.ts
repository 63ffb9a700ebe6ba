/**
 * `npm run import -- nhl-gar <file>`: stores an Evolving-Hockey goalie or skater GAR table
 * (`nhl-gar-csv.ts`) in `nhl_goalie_gar` or `nhl_skater_gar`, all or nothing. Each row's team
 * must be a stored NHL team; its player is found through the shared matcher among the stored
 * goalies (or skaters): name and team, the name alone, then a close name, which is warned with
 * the player it was read as. A player found by none is added (one per name and position, so a
 * traded player's rows are one player). A player's season already stored for a team is replaced.
 */
import { sportIds } from '@slatelab/domain/sports'
import { eq } from 'drizzle-orm'
import type { Importer } from '../../csv/importer'
import { ImportReport } from '../../csv/import-report'
import { createPlayerMatcher, matchMethods } from '../../csv/player-matcher'
import { normalizeName, splitName } from '../../csv/player-names'
import type { Db, DbOrTx } from '../../db/database'
import { displayName } from '../../db/repositories/players'
import { nhlGoalieGar, nhlSkaterGar, players, teams } from '../../db/schema'
import { parseNhlGar, type GarFile } from './nhl-gar-csv'
import { seasonLabel } from './nhl-season'
import { replacedColumns, storedNhlTeams } from './stored-nhl-teams'

/** What an import stored. */
export type NhlGarSummary = {
  readonly layout: GarFile['layout']
  readonly rows: number
  /** Rows whose player was found by a close name (each warned). */
  readonly fuzzy: number
  readonly newPlayers: number
  readonly teams: number
  /** The seasons of the file, as `2023-24`. */
  readonly seasons: readonly string[]
}

const playersPerStatement = 500

/** Each row's player id, in the file's order; players no match finds are added. */
const playerIdsOf = async (tx: DbOrTx, file: GarFile, report: ImportReport) => {
  const stored = await tx
    .select({ player: players, team: teams.abbreviation })
    .from(players)
    .leftJoin(teams, eq(teams.teamId, players.teamId))
    .where(eq(players.sportId, sportIds.NHL))
  const match = createPlayerMatcher(
    stored
      // A goalie table's names are matched among goalies only, a skater table's among skaters.
      .filter(({ player }) => (player.position === 'G') === (file.layout === 'goalie'))
      .map(({ player, team }) => ({
        id: player.playerId,
        name: displayName(player),
        team: team ?? undefined,
      })),
  )
  const found = new Map<number, number>()
  const missing = new Map<string, GarFile['rows'][number]>()
  const keyOf = (row: GarFile['rows'][number]) => `${normalizeName(row.playerName)}|${row.position}`
  let fuzzy = 0
  for (const row of file.rows) {
    const matched = match({ name: row.playerName, team: row.team })
    if (matched.method === 'unmatched') {
      if (!missing.has(keyOf(row))) missing.set(keyOf(row), row)
      continue
    }
    found.set(row.line, matched.candidate.id)
    if (matched.method === matchMethods.fuzzy) {
      fuzzy += 1
      report.warn(
        `"${row.playerName}" read as ${matched.candidate.name} (${matched.candidate.team ?? 'no team'})`,
        { line: row.line, column: 'Player' },
      )
    }
  }
  const teamIds = await storedNhlTeams(tx, report)
  const added = new Map<string, number>()
  const toAdd = [...missing.entries()]
  for (let start = 0; start < toAdd.length; start += playersPerStatement) {
    const batch = toAdd.slice(start, start + playersPerStatement)
    const ids = await tx
      .insert(players)
      .values(
        batch.map(([, row]) => ({
          sportId: sportIds.NHL,
          teamId: teamIds.idOf(row.team),
          ...splitName(row.playerName),
          position: row.position,
        })),
      )
      .returning({ playerId: players.playerId })
    batch.forEach(([key], index) => {
      const id = ids[index]?.playerId
      if (id !== undefined) added.set(key, id)
    })
  }
  return {
    idOf: (row: GarFile['rows'][number]): number => {
      const id = found.get(row.line) ?? added.get(keyOf(row))
      if (id === undefined) throw new Error(`No player for line ${row.line}`)
      return id
    },
    fuzzy,
    added: missing.size,
  }
}

const keyColumns = ['playerId', 'teamId', 'season'] as const

/**
 * Parses the whole table, then stores it in one transaction.
 * @example await importNhlGar(db, text) // { layout: 'goalie', rows: 85, fuzzy: 0, newPlayers: 85, teams: 32, seasons: ['2023-24'] }
 */
export const importNhlGar = (
  db: Db,
  text: string,
  report = new ImportReport(),
): Promise<NhlGarSummary> =>
  db.transaction(async (tx) => {
    const stored = await storedNhlTeams(tx, report)
    const file = parseNhlGar(text, report, stored.check)
    const ids = await playerIdsOf(tx, file, report)
    // The file's own cells (line, name, team code) give way to the stored ids.
    const idsOf = (row: GarFile['rows'][number]) => ({
      playerId: ids.idOf(row),
      teamId: stored.idOf(row.team),
    })
    for (let start = 0; start < file.rows.length; start += playersPerStatement) {
      if (file.layout === 'goalie') {
        const batch = file.rows.slice(start, start + playersPerStatement)
        await tx
          .insert(nhlGoalieGar)
          .values(
            batch.map((row) => {
              const { line: _l, playerName: _n, team: _t, position: _p, ...figures } = row
              return { ...idsOf(row), ...figures }
            }),
          )
          .onConflictDoUpdate({
            target: [nhlGoalieGar.playerId, nhlGoalieGar.teamId, nhlGoalieGar.season],
            set: replacedColumns(nhlGoalieGar, keyColumns),
          })
      } else {
        const batch = file.rows.slice(start, start + playersPerStatement)
        await tx
          .insert(nhlSkaterGar)
          .values(
            batch.map((row) => {
              const { line: _l, playerName: _n, team: _t, ...figures } = row
              return { ...idsOf(row), ...figures }
            }),
          )
          .onConflictDoUpdate({
            target: [nhlSkaterGar.playerId, nhlSkaterGar.teamId, nhlSkaterGar.season],
            set: replacedColumns(nhlSkaterGar, keyColumns),
          })
      }
    }
    return {
      layout: file.layout,
      rows: file.rows.length,
      fuzzy: ids.fuzzy,
      newPlayers: ids.added,
      teams: new Set(file.rows.map((row) => row.team)).size,
      seasons: [...new Set(file.rows.map((row) => row.season))].sort().map(seasonLabel),
    }
  })

/** `nhl-gar`: Evolving-Hockey goalie or skater GAR tables (goalie cards, team ratings). */
export const nhlGarImporter: Importer<NhlGarSummary> = {
  run: (db, { text, report }) => importNhlGar(db, text, report),
  describe: (summary) =>
    `${summary.rows} NHL ${summary.layout} seasons (${summary.seasons.join(', ')}) of ${summary.teams} teams, ${summary.newPlayers} new players, ${summary.fuzzy} read by a close name`,
}
