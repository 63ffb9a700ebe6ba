/**
 * What the NHL importers share when storing: the stored teams a file's rows must name (every
 * unknown team is a problem, all of them listed at once) and the columns a row stored again
 * replaces.
 */
import { sportIds } from '@slatelab/domain/sports'
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/database'
import { teams } from '../../db/schema'
import { ImportError, shown } from '../../csv/import-error'
import type { ImportReport } from '../../csv/import-report'

/**
 * Notes a team the store does not hold as a problem in the import's report, so a parser names
 * unknown teams with the file's other problems.
 */
export type TeamCheck = (abbreviation: string, line: number, field: string) => void

/**
 * The stored NHL teams: `check` notes a team the store does not hold as a problem in `report`
 * (with its line and column, so a file names every unknown team at once); `idOf` gives a
 * checked team's id.
 * @example const teams = await storedNhlTeams(tx, report); teams.check('NJD', 2, 'Team'); teams.idOf('NJD') // 14
 */
export const storedNhlTeams = async (db: DbOrTx, report: ImportReport) => {
  const stored = await db
    .select({ teamId: teams.teamId, abbreviation: teams.abbreviation })
    .from(teams)
    .where(eq(teams.sportId, sportIds.NHL))
  const ids = new Map(stored.map((team) => [team.abbreviation, team.teamId]))
  return {
    check: ((abbreviation, line, field) => {
      if (!ids.has(abbreviation)) {
        report.refuse(new ImportError(`no stored NHL team ${shown(abbreviation)}`, { line, field }))
      }
    }) satisfies TeamCheck,
    idOf: (abbreviation: string): number => {
      const teamId = ids.get(abbreviation)
      // The rows were checked before storing: an unknown team here is a bug, not a bad file.
      if (teamId === undefined) throw new Error(`NHL team ${abbreviation} was not checked`)
      return teamId
    },
  }
}

/**
 * The `set` of an upsert that takes the new row's values for every column but the key.
 * @example .onConflictDoUpdate({ target, set: replacedColumns(nhlTeamGames, ['teamId', 'playedOn']) })
 */
export const replacedColumns = <T extends PgTable>(
  table: T,
  key: readonly (keyof T['$inferInsert'])[],
): Record<string, SQL> =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !key.includes(name as keyof T['$inferInsert']))
      .map(([name, column]) => [name, sql.raw(`excluded.${column.name}`)]),
  )
