/**
 * Writes of teams, events and players that several importers share. Imported players and
 * events have no world key; they are matched among themselves only, so a real file never merges
 * into the demo world (teams, being real, are shared).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { bulkInsert } from '../bulk-insert'
import type { DbOrTx } from '../database'
import { events, players, teams } from '../schema'

/** PostgreSQL takes at most 65 535 parameters per statement; rows go in chunks well below it. */
const chunkRows = 2_000
export const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = []
  for (let start = 0; start < rows.length; start += chunkRows) {
    out.push(rows.slice(start, start + chunkRows))
  }
  return out
}

/**
 * The ids of a sport's teams by abbreviation, creating the missing ones (named by their
 * abbreviation until a catalogue names them). Existing teams are never renamed.
 */
export const ensureTeams = async (
  db: DbOrTx,
  sportId: number,
  abbreviations: readonly string[],
): Promise<{ readonly ids: ReadonlyMap<string, number>; readonly created: number }> => {
  const wanted = [...new Set(abbreviations)]
  if (wanted.length === 0) return { ids: new Map(), created: 0 }
  const inserted = await db
    .insert(teams)
    .values(wanted.map((abbreviation) => ({ sportId, abbreviation, name: abbreviation, city: '' })))
    .onConflictDoNothing({ target: [teams.sportId, teams.abbreviation] })
    .returning({ teamId: teams.teamId })
  const rows = await db
    .select({ teamId: teams.teamId, abbreviation: teams.abbreviation })
    .from(teams)
    .where(and(eq(teams.sportId, sportId), inArray(teams.abbreviation, wanted)))
  return {
    ids: new Map(rows.map((row) => [row.abbreviation, row.teamId])),
    created: inserted.length,
  }
}

/** Inserts events; returns their ids in the order given. */
export const insertEvents = async (
  db: DbOrTx,
  rows: readonly (typeof events.$inferInsert)[],
): Promise<readonly number[]> => {
  if (rows.length === 0) return []
  const saved = await db
    .insert(events)
    .values([...rows])
    .returning({ eventId: events.eventId })
  return saved.map((row) => row.eventId)
}

/**
 * Inserts players; returns their ids in the order given. The ids are drawn from the sequence
 * first, so the rows go in as bulk JSON (a salary file can create 100 000 players) and no
 * statement has to return its ids in row order.
 */
export const insertPlayers = async (
  db: DbOrTx,
  rows: readonly (typeof players.$inferInsert)[],
): Promise<readonly number[]> => {
  if (rows.length === 0) return []
  const drawn = await db
    .select({ id: sql`nextval(pg_get_serial_sequence('players', 'player_id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${rows.length})`)
  const ids = drawn.map((row) => row.id)
  await bulkInsert(
    db,
    players,
    rows.map((row, index) => ({ ...row, playerId: ids[index] })),
  )
  return ids
}

/** Every stored player of a sport (demo world and imported), by id: what a name matches. */
export const listPlayersOfSport = (db: DbOrTx, sportId: number) =>
  db
    .select({
      playerId: players.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(players)
    .where(eq(players.sportId, sportId))
    .orderBy(asc(players.playerId))
