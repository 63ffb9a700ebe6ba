/**
 * Reads and writes of the salary importers: imported slates, their events and players.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import { bulkInsert } from '../../db/bulk-insert'
import { inTexts } from '../../db/in-ids'
import type { DbOrTx } from '../../db/database'
import { contestGroupEvents, contestGroups, events, players, slatePlayers } from '../../db/schema'
import { chunks } from '../../db/repositories/imported-entities'

type NewContestGroup = typeof contestGroups.$inferInsert
type NewSlatePlayer = Omit<typeof slatePlayers.$inferInsert, 'contestGroupId' | 'actualPoints'>

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
          inTexts(slatePlayers.sitePlayerId, part),
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
  // The players a re-import no longer lists, found here and deleted in chunks: a `NOT IN` of
  // every row's id would bind one parameter per row (PostgreSQL stops at 65 535).
  const kept = new Set(rows.map((row) => row.sitePlayerId))
  const stored = await db
    .select({ sitePlayerId: slatePlayers.sitePlayerId })
    .from(slatePlayers)
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
  const stale = stored.map((row) => row.sitePlayerId).filter((id) => !kept.has(id))
  for (const part of chunks(stale)) {
    await db
      .delete(slatePlayers)
      .where(
        and(
          eq(slatePlayers.contestGroupId, contestGroupId),
          inTexts(slatePlayers.sitePlayerId, part),
        ),
      )
  }
  await bulkInsert(
    db,
    slatePlayers,
    rows.map((row) => ({ ...row, contestGroupId })),
    {
      updateOnConflict: {
        target: [slatePlayers.contestGroupId, slatePlayers.sitePlayerId],
        set: [
          slatePlayers.playerId,
          slatePlayers.teamId,
          slatePlayers.salary,
          slatePlayers.positions,
          slatePlayers.rosterPositions,
        ],
      },
    },
  )
}
