/**
 * Reads and writes of the standings importer: imported contests, their entries, payouts and
 * the slate's actual points.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { siteIds } from '@slatelab/domain/sites'
import type { DbOrTx } from '../../db/database'
import {
  contestEntries,
  contestGroups,
  contestPayouts,
  contests,
  players,
  slatePlayers,
} from '../../db/schema'
import { chunks } from '../../db/repositories/imported-entities'

type NewContest = typeof contests.$inferInsert
type NewEntry = Omit<typeof contestEntries.$inferInsert, 'contestId'>
type NewPayout = Omit<typeof contestPayouts.$inferInsert, 'contestId'>

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
