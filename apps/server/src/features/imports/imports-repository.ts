/**
 * Reads and writes of the file importers. Imported players and events have no world key;
 * they are matched among themselves only, so a real file never merges into the demo world
 * (teams, being real, are shared).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm'
import { siteIds } from '@slatelab/domain/sites'
import type { DbOrTx } from '../../db/database'
import {
  contestEntries,
  contestGroupEvents,
  contestGroups,
  contestPayouts,
  contests,
  events,
  players,
  slatePlayers,
  teams,
} from '../../db/schema'

type NewContestGroup = typeof contestGroups.$inferInsert
type NewSlatePlayer = Omit<typeof slatePlayers.$inferInsert, 'contestGroupId' | 'actualPoints'>
type NewContest = typeof contests.$inferInsert
type NewEntry = Omit<typeof contestEntries.$inferInsert, 'contestId'>
type NewPayout = Omit<typeof contestPayouts.$inferInsert, 'contestId'>

// PostgreSQL takes at most 65 535 parameters per statement; rows go in chunks well below it.
const chunkRows = 2_000
const chunks = <T>(rows: readonly T[]): T[][] => {
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

/** Imported events of a sport starting in `[from, to]`. */
export const listImportedEvents = (db: DbOrTx, sportId: number, from: Date, to: Date) =>
  db
    .select()
    .from(events)
    .where(
      and(
        eq(events.sportId, sportId),
        isNull(events.worldKey),
        gte(events.startsAt, from),
        lte(events.startsAt, to),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.eventId))

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
 * Imported players already on a slate of this site and sport under one of `sitePlayerIds`:
 * player id by site player id.
 */
export const findPlayersBySitePlayerIds = async (
  db: DbOrTx,
  sourceId: number,
  sportId: number,
  sitePlayerIds: readonly string[],
): Promise<ReadonlyMap<string, number>> => {
  if (sitePlayerIds.length === 0) return new Map()
  const found = new Map<string, number>()
  for (const part of chunks(sitePlayerIds)) {
    const rows = await db
      .selectDistinct({ sitePlayerId: slatePlayers.sitePlayerId, playerId: slatePlayers.playerId })
      .from(slatePlayers)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
      .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
      .where(
        and(
          eq(contestGroups.sourceId, sourceId),
          eq(contestGroups.sportId, sportId),
          isNull(players.worldKey),
          inArray(slatePlayers.sitePlayerId, part),
        ),
      )
    for (const row of rows) found.set(row.sitePlayerId, row.playerId)
  }
  return found
}

/** Imported players of a sport on any of `teamIds`, or without a team when `teamIds` is empty. */
export const listImportedPlayers = (db: DbOrTx, sportId: number, teamIds: readonly number[]) =>
  db
    .select({
      playerId: players.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      teamId: players.teamId,
    })
    .from(players)
    .where(
      and(
        eq(players.sportId, sportId),
        isNull(players.worldKey),
        teamIds.length === 0 ? isNull(players.teamId) : inArray(players.teamId, [...teamIds]),
      ),
    )
    .orderBy(asc(players.playerId))

/** Inserts players; returns their ids in the order given. */
export const insertPlayers = async (
  db: DbOrTx,
  rows: readonly (typeof players.$inferInsert)[],
): Promise<readonly number[]> => {
  const ids: number[] = []
  for (const part of chunks(rows)) {
    const saved = await db.insert(players).values(part).returning({ playerId: players.playerId })
    ids.push(...saved.map((row) => row.playerId))
  }
  return ids
}

/** A slate's sport, site, start and sorted site player ids: what identifies an imported slate. */
export const findSlateIdentity = async (db: DbOrTx, contestGroupId: number) => {
  const [slate] = await db
    .select({
      sportId: contestGroups.sportId,
      sourceId: contestGroups.sourceId,
      startsAt: contestGroups.startsAt,
    })
    .from(contestGroups)
    .where(eq(contestGroups.contestGroupId, contestGroupId))
  if (slate === undefined) return undefined
  const rows = await db
    .select({ sitePlayerId: slatePlayers.sitePlayerId })
    .from(slatePlayers)
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
  return { ...slate, sitePlayerIds: rows.map((row) => row.sitePlayerId).sort() }
}

/**
 * Writes an imported slate: its row, events and players. A slate imported again keeps its
 * contests and its players' actual points; only what the salary file says is rewritten.
 */
export const saveImportedSlate = async (
  db: DbOrTx,
  slate: NewContestGroup,
  eventIds: readonly number[],
  rows: readonly NewSlatePlayer[],
): Promise<void> => {
  const { contestGroupId, ...rest } = slate
  await db
    .insert(contestGroups)
    .values(slate)
    .onConflictDoUpdate({ target: contestGroups.contestGroupId, set: rest })
  await db.delete(contestGroupEvents).where(eq(contestGroupEvents.contestGroupId, contestGroupId))
  if (eventIds.length > 0) {
    await db
      .insert(contestGroupEvents)
      .values([...new Set(eventIds)].map((eventId) => ({ contestGroupId, eventId })))
  }
  const sitePlayerIds = rows.map((row) => row.sitePlayerId)
  await db
    .delete(slatePlayers)
    .where(
      and(
        eq(slatePlayers.contestGroupId, contestGroupId),
        sitePlayerIds.length > 0 ? notInArray(slatePlayers.sitePlayerId, sitePlayerIds) : undefined,
      ),
    )
  for (const part of chunks(rows)) {
    await db
      .insert(slatePlayers)
      .values(part.map((row) => ({ ...row, contestGroupId })))
      .onConflictDoUpdate({
        target: [slatePlayers.contestGroupId, slatePlayers.sitePlayerId],
        set: {
          playerId: sql.raw('excluded.player_id'),
          teamId: sql.raw('excluded.team_id'),
          salary: sql.raw('excluded.salary'),
          positions: sql.raw('excluded.positions'),
          rosterPositions: sql.raw('excluded.roster_positions'),
        },
      })
  }
}

/** A slate's players with their names, as standings are matched against them. */
export const listSlatePlayersWithNames = (db: DbOrTx, contestGroupId: number) =>
  db
    .select({
      playerId: slatePlayers.playerId,
      sitePlayerId: slatePlayers.sitePlayerId,
      salary: slatePlayers.salary,
      positions: slatePlayers.positions,
      rosterPositions: slatePlayers.rosterPositions,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
    .orderBy(asc(slatePlayers.sitePlayerId))

/**
 * The contest of slate `contestGroupId` that holds entry `entryId`, if one does: a site's entry
 * ids are unique, so a second file of the same contest (whole, or cut short) shares its
 * first-placed entry. Each contest's lookup uses its primary key.
 */
export const findContestWithEntry = async (
  db: DbOrTx,
  contestGroupId: number,
  entryId: number,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ contestId: contests.contestId })
    .from(contests)
    .innerJoin(contestEntries, eq(contestEntries.contestId, contests.contestId))
    .where(and(eq(contests.contestGroupId, contestGroupId), eq(contestEntries.entryId, entryId)))
    .limit(1)
  return row?.contestId
}

/** Whether a contest of this id is stored. */
export const contestExists = async (db: DbOrTx, contestId: number): Promise<boolean> =>
  (await db.$count(contests, eq(contests.contestId, contestId))) > 0

/** Writes a contest with its entries and payout table, replacing one of the same id whole. */
export const replaceContest = async (
  db: DbOrTx,
  contest: NewContest,
  entries: readonly NewEntry[],
  payouts: readonly NewPayout[],
): Promise<void> => {
  await db.delete(contests).where(eq(contests.contestId, contest.contestId))
  await db.insert(contests).values(contest)
  // One JSON parameter per chunk instead of eight per row: building and binding 10⁵
  // parameters costs more than the insert itself on big contests.
  for (const part of chunks(entries)) {
    const json = JSON.stringify(
      part.map((row) => ({
        entry_id: row.entryId,
        user_name: row.userName,
        rank: row.rank,
        points: row.points,
        roster_slots: row.rosterSlots,
        player_ids: row.playerIds,
        payout_cents: row.payoutCents ?? 0,
      })),
    )
    await db.execute(sql`
      insert into ${contestEntries}
        (contest_id, entry_id, user_name, rank, points, roster_slots, player_ids, payout_cents)
      select ${contest.contestId}, entry_id, user_name, rank, points, roster_slots, player_ids,
        payout_cents
      from json_to_recordset(${json}::json) as x(entry_id bigint, user_name text,
        rank integer, points real, roster_slots text[], player_ids integer[], payout_cents integer)`)
  }
  if (payouts.length > 0) {
    await db
      .insert(contestPayouts)
      .values(payouts.map((row) => ({ ...row, contestId: contest.contestId })))
  }
}

/** Sets players' actual fantasy points on a slate, by site player id. */
export const setActualPoints = async (
  db: DbOrTx,
  contestGroupId: number,
  points: readonly { readonly sitePlayerId: string; readonly points: number }[],
): Promise<void> => {
  for (const part of chunks(points)) {
    if (part.length === 0) continue
    const values = sql.join(
      part.map((row) => sql`(${row.sitePlayerId}::text, ${row.points}::real)`),
      sql`, `,
    )
    await db.execute(sql`
      update ${slatePlayers} set actual_points = v.points
      from (values ${values}) as v(site_player_id, points)
      where ${slatePlayers.contestGroupId} = ${contestGroupId}
        and ${slatePlayers.sitePlayerId} = v.site_player_id`)
  }
}

/**
 * Ownership of a contest computed from its entries: per player, the share of all entries
 * (those without a lineup included, as the sites count) that roster him, in percent 0–100.
 */
export const computeContestOwnership = async (
  db: DbOrTx,
  contestId: number,
): Promise<ReadonlyMap<number, number>> => {
  // Both drivers answer raw SQL with `{ rows }`; bigint and numeric come back as strings on pg.
  const result = (await db.execute(sql`
    select p.player_id, 100.0 * count(distinct e.entry_id) / t.total as percent
    from ${contestEntries} e
    cross join lateral unnest(e.player_ids) as p(player_id)
    cross join (select count(*) as total from ${contestEntries} where contest_id = ${contestId}) t
    where e.contest_id = ${contestId}
    group by p.player_id, t.total`)) as unknown as {
    readonly rows: readonly { player_id: number | string; percent: number | string }[]
  }
  return new Map(result.rows.map((row) => [Number(row.player_id), Number(row.percent)]))
}

// A player's full name as the sites write it, in lower case; a defense (`Rams`, no first
// name) without the leading space.
const lowerFullName = sql`lower(trim(${players.firstName} || ' ' || ${players.lastName}))`

/**
 * DraftKings slates of `sportIds` (any sport when empty) holding players of these names,
 * compared in lower case (`lowerCaseNames` trimmed), with how many of the names each holds:
 * the `limit` holding most, then the latest. The candidates of a standings file without its
 * slate; the matching players are found first, so only their slates are read.
 */
export const listSlatesHoldingNames = (
  db: DbOrTx,
  sportIds: readonly number[],
  lowerCaseNames: readonly string[],
  limit: number,
) => {
  const matched = sql<number>`count(distinct ${lowerFullName})`.mapWith(Number)
  return db
    .select({
      contestGroupId: contestGroups.contestGroupId,
      displayName: contestGroups.displayName,
      startsAt: contestGroups.startsAt,
      matched,
    })
    .from(players)
    .innerJoin(slatePlayers, eq(slatePlayers.playerId, players.playerId))
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
    .where(
      and(
        sportIds.length > 0 ? inArray(players.sportId, [...sportIds]) : undefined,
        inArray(lowerFullName, [...lowerCaseNames]),
        eq(contestGroups.sourceId, siteIds.DraftKings),
        sportIds.length > 0 ? inArray(contestGroups.sportId, [...sportIds]) : undefined,
      ),
    )
    .groupBy(contestGroups.contestGroupId)
    .orderBy(desc(matched), desc(contestGroups.startsAt), asc(contestGroups.contestGroupId))
    .limit(limit)
}

/** The players of several slates: name, team and roster slots, to check a standings file by. */
export const listSlatesPlayers = (db: DbOrTx, contestGroupIds: readonly number[]) =>
  db
    .select({
      contestGroupId: slatePlayers.contestGroupId,
      firstName: players.firstName,
      lastName: players.lastName,
      teamId: slatePlayers.teamId,
      rosterPositions: slatePlayers.rosterPositions,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .where(inArray(slatePlayers.contestGroupId, [...contestGroupIds]))

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
