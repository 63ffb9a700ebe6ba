/**
 * `npm run import -- nhl-team-logs <file>`: stores a Natural Stat Trick team game-log file
 * (`nhl-team-logs-csv.ts`) in `nhl_team_games`, every row matched to a stored NHL team, all or
 * nothing. A game already stored for a team on that day is replaced.
 */
import type { Importer } from '../../csv/importer'
import { ImportReport } from '../../csv/import-report'
import type { Db } from '../../db/database'
import { nhlTeamGames } from '../../db/schema'
import { parseNhlTeamLogs } from './nhl-team-logs-csv'
import { replacedColumns, storedNhlTeams } from './stored-nhl-teams'

/** What an import stored. */
export type NhlTeamLogSummary = {
  readonly teamGames: number
  readonly teams: number
  readonly from: string
  readonly to: string
}

/**
 * Parses the whole file, then stores it in one transaction.
 * @example await importNhlTeamLogs(db, text) // { teamGames: 2282, teams: 32, from: '2024-10-04', to: '2025-03-26' }
 */
export const importNhlTeamLogs = async (
  db: Db,
  text: string,
  report = new ImportReport(),
): Promise<NhlTeamLogSummary> =>
  db.transaction(async (tx) => {
    const stored = await storedNhlTeams(tx, report)
    const rows = parseNhlTeamLogs(text, report, stored.check)
    const values = rows.map(({ line: _line, team, opponent, playedOn, ...figures }) => ({
      teamId: stored.idOf(team),
      opponentId: stored.idOf(opponent),
      playedOn,
      ...figures,
    }))
    for (let start = 0; start < values.length; start += 500) {
      await tx
        .insert(nhlTeamGames)
        .values(values.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [nhlTeamGames.teamId, nhlTeamGames.playedOn],
          set: replacedColumns(nhlTeamGames, ['teamId', 'playedOn']),
        })
    }
    const days = rows.map((row) => row.playedOn).sort()
    return {
      teamGames: rows.length,
      teams: new Set(values.map((value) => value.teamId)).size,
      from: days[0] ?? '',
      to: days.at(-1) ?? '',
    }
  })

/** `nhl-team-logs`: NHL team game logs, Natural Stat Trick layout (the team ratings' history). */
export const nhlTeamLogsImporter: Importer<NhlTeamLogSummary> = {
  run: (db, { text, report }) => importNhlTeamLogs(db, text, report),
  describe: (summary) =>
    `${summary.teamGames} NHL team games of ${summary.teams} teams, ${summary.from} to ${summary.to}`,
}
