/**
 * Reads and writes of stored contest analytics (tables in db/tables/contest-analytics.ts).
 * The writer replaces a contest's rows whole; the readers serve the contest-data endpoint a
 * page at a time, so a 150 000-entry field is never read whole per request.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import {
  contestEntries,
  contestPayouts,
  contests,
  players,
  slatePlayers,
  teams,
} from '../../db/schema'
import {
  contestAnalytics,
  contestDuplicateLineups,
  contestPlayerAnalytics,
  contestUserAnalytics,
} from '../../db/tables/contest-analytics'

type NewSummary = typeof contestAnalytics.$inferInsert
type NewPlayerRow = typeof contestPlayerAnalytics.$inferInsert
type NewUserRow = typeof contestUserAnalytics.$inferInsert
type NewDuplicateRow = typeof contestDuplicateLineups.$inferInsert

/** A contest row with its payout table and entries: what analysis reads. */
export const loadContestForAnalysis = async (db: DbOrTx, contestId: number) => {
  const contest = await findContest(db, contestId)
  if (contest === undefined) return undefined
  const payouts = await db
    .select()
    .from(contestPayouts)
    .where(eq(contestPayouts.contestId, contestId))
  const entries = await db
    .select({
      entryId: contestEntries.entryId,
      userName: contestEntries.userName,
      rank: contestEntries.rank,
      points: contestEntries.points,
      rosterSlots: contestEntries.rosterSlots,
      playerIds: contestEntries.playerIds,
    })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
  return { contest, payouts, entries }
}

/** A slate's player rows: salary, slots and actual points per site row. */
export const listSlatePlayerRows = (db: DbOrTx, contestGroupId: number) =>
  db
    .select({
      playerId: slatePlayers.playerId,
      salary: slatePlayers.salary,
      positions: slatePlayers.positions,
      rosterPositions: slatePlayers.rosterPositions,
      teamId: slatePlayers.teamId,
      actualPoints: slatePlayers.actualPoints,
      madeCut: slatePlayers.madeCut,
    })
    .from(slatePlayers)
    .where(eq(slatePlayers.contestGroupId, contestGroupId))

/** A slate's player rows with each player's name and team abbreviation. */
export const listSlatePlayerDetails = (db: DbOrTx, contestGroupId: number) =>
  db
    .select({
      playerId: slatePlayers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      salary: slatePlayers.salary,
      positions: slatePlayers.positions,
      rosterPositions: slatePlayers.rosterPositions,
      teamId: slatePlayers.teamId,
      team: teams.abbreviation,
      actualPoints: slatePlayers.actualPoints,
      projectedPoints: slatePlayers.projectedPoints,
      projectedOwnership: slatePlayers.projectedOwnership,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .leftJoin(teams, eq(teams.teamId, slatePlayers.teamId))
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
    .orderBy(desc(slatePlayers.salary), asc(slatePlayers.playerId))

/** What one contest's analysis stores. */
export type StoredContestAnalytics = {
  readonly summary: NewSummary
  readonly players: readonly NewPlayerRow[]
  readonly users: readonly NewUserRow[]
  readonly duplicates: readonly NewDuplicateRow[]
}

/** Replaces a contest's stored analytics; run it in a transaction so readers never see half. */
export const replaceContestAnalytics = async (
  db: DbOrTx,
  contestId: number,
  stored: StoredContestAnalytics | undefined,
): Promise<void> => {
  await db.delete(contestAnalytics).where(eq(contestAnalytics.contestId, contestId))
  await db.delete(contestPlayerAnalytics).where(eq(contestPlayerAnalytics.contestId, contestId))
  await db.delete(contestUserAnalytics).where(eq(contestUserAnalytics.contestId, contestId))
  await db.delete(contestDuplicateLineups).where(eq(contestDuplicateLineups.contestId, contestId))
  if (stored === undefined) return
  await db.insert(contestAnalytics).values(stored.summary)
  await bulkInsert(db, contestPlayerAnalytics, stored.players)
  await bulkInsert(db, contestUserAnalytics, stored.users)
  await bulkInsert(db, contestDuplicateLineups, stored.duplicates)
  await refreshStatistics(db, contestUserAnalytics, stored.users.length)
  await refreshStatistics(db, contestPlayerAnalytics, stored.players.length)
  await refreshStatistics(db, contestDuplicateLineups, stored.duplicates.length)
}

/**
 * Fresh planner statistics after `inserted` rows went into `table`: without them a page of a
 * big field is read by sorting every user (30 ms on 35 000 users) instead of straight off its
 * index (2 ms). Only when the rows are many for the table, by autovacuum's default threshold
 * (50 rows and 10 % of it), which PGlite does not run: an analyze of a large table takes up to
 * a second, and a year of demo contests would spend most of its seeding time in it.
 */
const refreshStatistics = async (db: DbOrTx, table: PgTable, inserted: number) => {
  const name = getTableConfig(table).name
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; the store's type leaves it unknown.
  const result = (await db.execute(
    sql`select reltuples from pg_class where oid = ${name}::regclass`,
  )) as { readonly rows: readonly { readonly reltuples: number | string }[] }
  const known = Math.max(0, Number(result.rows[0]?.reltuples ?? -1))
  if (inserted > 50 + 0.1 * known) await db.execute(sql`analyze ${table}`)
}

export const findContest = async (db: DbOrTx, contestId: number) => {
  const [row] = await db.select().from(contests).where(eq(contests.contestId, contestId))
  return row
}

export const findContestSummary = async (db: DbOrTx, contestId: number) => {
  const [row] = await db
    .select()
    .from(contestAnalytics)
    .where(eq(contestAnalytics.contestId, contestId))
  return row
}

/** Ownership rows of one contest, highest ownership first. */
export const listPlayerAnalytics = (db: DbOrTx, contestId: number) =>
  db
    .select()
    .from(contestPlayerAnalytics)
    .where(eq(contestPlayerAnalytics.contestId, contestId))
    .orderBy(desc(contestPlayerAnalytics.ownership), asc(contestPlayerAnalytics.playerId))

/** Ownership rows of several contests (the ownership contest list), highest first. */
export const listOwnershipOfContests = async (db: DbOrTx, contestIds: readonly number[]) =>
  contestIds.length === 0
    ? []
    : db
        .select({
          contestId: contestPlayerAnalytics.contestId,
          playerId: contestPlayerAnalytics.playerId,
          isCaptain: contestPlayerAnalytics.isCaptain,
          ownership: contestPlayerAnalytics.ownership,
        })
        .from(contestPlayerAnalytics)
        .where(inArray(contestPlayerAnalytics.contestId, [...contestIds]))
        .orderBy(desc(contestPlayerAnalytics.ownership), asc(contestPlayerAnalytics.playerId))

/** Sort orders of the users table, by the API's names. */
export const userSortColumns = {
  bestRank: contestUserAnalytics.bestRank,
  totalRosters: contestUserAnalytics.totalRosters,
  totalWinning: contestUserAnalytics.totalWinningCents,
  ROI: contestUserAnalytics.roi,
  maxExposure: contestUserAnalytics.maxExposure,
  lineupsCashing: contestUserAnalytics.lineupsCashing,
} as const
export type UserSort = keyof typeof userSortColumns

export type UserPageQuery = {
  readonly sort: UserSort
  readonly descending: boolean
  /** Part of a user name, any case. */
  readonly search: string | undefined
  readonly offset: number
  readonly limit: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const userFilter = (contestId: number, search: string | undefined): SQL | undefined =>
  and(
    eq(contestUserAnalytics.contestId, contestId),
    search ? ilike(contestUserAnalytics.userName, `%${escapeLike(search)}%`) : undefined,
  )

/** One page of a contest's users, without their lineups and exposures. */
export const listUserPage = (db: DbOrTx, contestId: number, query: UserPageQuery) => {
  const direction = query.descending ? desc : asc
  return (
    db
      .select({
        userName: contestUserAnalytics.userName,
        bestRank: contestUserAnalytics.bestRank,
        totalPlayers: contestUserAnalytics.totalPlayers,
        totalRosters: contestUserAnalytics.totalRosters,
        uniqueRosters: contestUserAnalytics.uniqueRosters,
        maxExposure: contestUserAnalytics.maxExposure,
        lineupsCashing: contestUserAnalytics.lineupsCashing,
        totalEntryCostCents: contestUserAnalytics.totalEntryCostCents,
        totalWinningCents: contestUserAnalytics.totalWinningCents,
        roi: contestUserAnalytics.roi,
      })
      .from(contestUserAnalytics)
      .where(userFilter(contestId, query.search))
      // Ties go by name, in the same direction, so a page reads straight off the sort's index
      // and pages never overlap.
      .orderBy(direction(userSortColumns[query.sort]), direction(contestUserAnalytics.userName))
      .limit(query.limit)
      .offset(query.offset)
  )
}

/** How many of a contest's users a search finds. */
export const countUsers = async (db: DbOrTx, contestId: number, search: string) => {
  const [total] = await db
    .select({ rows: count() })
    .from(contestUserAnalytics)
    .where(userFilter(contestId, search))
  return total?.rows ?? 0
}

/** One user's stored row with lineups and exposures; `undefined` when he has no entry. */
export const findUserAnalytics = async (db: DbOrTx, contestId: number, userName: string) => {
  const [row] = await db
    .select()
    .from(contestUserAnalytics)
    .where(
      and(
        eq(contestUserAnalytics.contestId, contestId),
        eq(contestUserAnalytics.userName, userName),
      ),
    )
  return row
}

/**
 * The lineups one user entered in a contest (the site's slot order), at most `limit` (a
 * contest's per-user entry maximum is 150): what their hashes stand for.
 */
export const listUserEntryLineups = (
  db: DbOrTx,
  contestId: number,
  userName: string,
  limit: number,
) =>
  db
    .select({ rosterSlots: contestEntries.rosterSlots, playerIds: contestEntries.playerIds })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userName, userName)))
    .orderBy(asc(contestEntries.rank))
    .limit(limit)

/** One page of a contest's duplicated lineups, most copies first. */
export const listDuplicatePage = (
  db: DbOrTx,
  contestId: number,
  page: { readonly offset: number; readonly limit: number },
) =>
  db
    .select()
    .from(contestDuplicateLineups)
    .where(eq(contestDuplicateLineups.contestId, contestId))
    .orderBy(asc(contestDuplicateLineups.listOrder))
    .limit(page.limit)
    .offset(page.offset)

/** Of the given slates, those holding at least one contest with stored analytics (entries). */
export const listSlatesWithEntries = async (
  db: DbOrTx,
  contestGroupIds: readonly number[],
): Promise<ReadonlySet<number>> => {
  if (contestGroupIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ contestGroupId: contests.contestGroupId })
    .from(contests)
    .innerJoin(contestAnalytics, eq(contestAnalytics.contestId, contests.contestId))
    .where(inArray(contests.contestGroupId, [...contestGroupIds]))
  return new Set(rows.map((row) => row.contestGroupId))
}
