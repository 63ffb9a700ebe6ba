/** The importer fixtures (small files of our own in the sites' formats) and store counts. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, count, eq } from 'drizzle-orm'
import { ImportError } from '../../csv/import-error'
import type { Db, DbOrTx } from '../../db/database'
import {
  contestEntries,
  contestGroupEvents,
  contestGroups,
  contestPayouts,
  contests,
  events,
  players,
  playerGameStats,
  slatePlayers,
  teams,
} from '../../db/schema'

/** The fixture files, by name. */
export const fixtureNames = {
  dkSalariesCurrent: 'dk-salaries-current-nfl.csv',
  dkSalaries2017: 'dk-salaries-2017-nfl.csv',
  dkSalariesShowdown: 'dk-salaries-showdown.csv',
  dkEntries: 'dk-entries-nfl.csv',
  dkStandingsCurrent: 'dk-standings-current.csv',
  dkStandingsResaved: 'dk-standings-2017-resaved.csv',
  dkPayouts: 'dk-payouts.csv',
  fdPlayers: 'fd-players-nfl.csv',
  gameLogsMlb: 'game-logs-mlb-rotoguru.csv',
  gameLogsNba: 'game-logs-nba-rotoguru.csv',
  gameLogsNfl: 'game-logs-nfl-nflverse.csv',
  statcastPitches: 'statcast-pitches.csv',
  statcastAggregate: 'statcast-aggregate.csv',
} as const

/** A fixture's absolute path. */
export const fixturePath = (name: string): string => path.join(import.meta.dirname, name)

/** A fixture's text, exactly as stored (BOM and line ends included). */
export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8')

/** Row counts of every table an import writes: equal before and after a refused import. */
export const countStoredRows = async (db: DbOrTx): Promise<Record<string, number>> => {
  const tables = {
    teams,
    players,
    events,
    contestGroups,
    contestGroupEvents,
    slatePlayers,
    contests,
    contestEntries,
    contestPayouts,
    playerGameStats,
  }
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table)
    counts[name] = row?.rows ?? 0
  }
  return counts
}

/** A slate's stored players as the salary file would list them. */
export const readBackSlate = async (db: Db, contestGroupId: number) => {
  const rows = await db
    .select({
      sitePlayerId: slatePlayers.sitePlayerId,
      playerId: slatePlayers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      team: teams.abbreviation,
      salary: slatePlayers.salary,
      positions: slatePlayers.positions,
      rosterPositions: slatePlayers.rosterPositions,
      actualPoints: slatePlayers.actualPoints,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .leftJoin(teams, eq(teams.teamId, slatePlayers.teamId))
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
    .orderBy(asc(slatePlayers.sitePlayerId))
  return rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}`.trim() }))
}

/** The message an import is refused with; fails the test when it is stored. */
export const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  throw new Error('expected the import to be refused')
}
