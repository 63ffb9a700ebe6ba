/**
 * `npm run import -- nhl-team-logs <file>`: stores a Natural Stat Trick team game-log file
 * (`nhl-team-logs-csv.ts`) in `nhl_team_games`, every row matched to a stored NHL team, all or
 * nothing. A game already stored for a team on that day is replaced.
 */
import { sportIds } from '@slatelab/domain/sports'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Importer } from '../../csv/importer'
import type { Db } from '../../db/database'
import { nhlTeamGames, teams } from '../../db/schema'
import { ImportError, shown } from '../../csv/import-error'
import { parseNhlTeamLogs } from './nhl-team-logs-csv'

// A game stored again takes the file's figures.
const replacedColumns = Object.fromEntries(
  Object.entries(getTableColumns(nhlTeamGames))
    .filter(([key]) => key !== 'teamId' && key !== 'playedOn')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
)

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
export const importNhlTeamLogs = async (db: Db, text: string): Promise<NhlTeamLogSummary> => {
  const rows = parseNhlTeamLogs(text)
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ teamId: teams.teamId, abbreviation: teams.abbreviation })
      .from(teams)
      .where(eq(teams.sportId, sportIds.NHL))
    const teamIdOf = new Map(stored.map((team) => [team.abbreviation, team.teamId]))
    const idOf = (abbreviation: string, line: number, field: string) => {
      const teamId = teamIdOf.get(abbreviation)
      if (teamId === undefined) {
        throw new ImportError(`no stored NHL team ${shown(abbreviation)}`, { line, field })
      }
      return teamId
    }
    const values = rows.map(({ line, team, opponent, playedOn, ...figures }) => ({
      teamId: idOf(team, line, 'Team'),
      opponentId: idOf(opponent, line, 'Game'),
      playedOn,
      ...figures,
    }))
    for (let start = 0; start < values.length; start += 500) {
      await tx
        .insert(nhlTeamGames)
        .values(values.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [nhlTeamGames.teamId, nhlTeamGames.playedOn],
          set: replacedColumns,
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
}

/** `nhl-team-logs`: NHL team game logs, Natural Stat Trick layout (the team ratings' history). */
export const nhlTeamLogsImporter: Importer<NhlTeamLogSummary> = {
  run: (db, { text }) => importNhlTeamLogs(db, text),
  describe: (summary) =>
    `${summary.teamGames} NHL team games of ${summary.teams} teams, ${summary.from} to ${summary.to}`,
}
