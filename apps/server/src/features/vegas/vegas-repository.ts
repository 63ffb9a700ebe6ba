/** The stored line history and forecasts of a set of events. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import { eventLines, eventOdds, eventWeather } from '../../db/schema'

export type StoredLineSnapshot = typeof eventLines.$inferSelect
export type StoredWeather = typeof eventWeather.$inferSelect

/** The events' line snapshots, each event's from open (most minutes before) to close. */
export const listLineSnapshots = (db: DbOrTx, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([] as StoredLineSnapshot[])
    : db
        .select()
        .from(eventLines)
        .where(inArray(eventLines.eventId, [...eventIds]))
        .orderBy(asc(eventLines.eventId), desc(eventLines.minutesBefore))

/** The events' forecasts (outdoor games only). */
export const listWeather = (db: DbOrTx, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([] as StoredWeather[])
    : db
        .select()
        .from(eventWeather)
        .where(inArray(eventWeather.eventId, [...eventIds]))

// One bound parameter per id; PostgreSQL takes at most 65 535 per statement.
const idsPerStatement = 10_000

/** Replaces the line history of the events with `lines` (an import's, in one transaction). */
export const replaceLineSnapshots = async (
  db: DbOrTx,
  eventIds: readonly number[],
  lines: readonly (typeof eventLines.$inferInsert)[],
): Promise<void> => {
  for (let start = 0; start < eventIds.length; start += idsPerStatement) {
    const chunk = eventIds.slice(start, start + idsPerStatement)
    await db.delete(eventLines).where(inArray(eventLines.eventId, chunk))
  }
  await bulkInsert(db, eventLines, lines)
}

/** Replaces an event's rows of these `event_odds` markets with `rows` (an import's). */
export const replaceEventOdds = async (
  db: DbOrTx,
  eventId: number,
  markets: readonly string[],
  rows: readonly (typeof eventOdds.$inferInsert)[],
): Promise<void> => {
  await db
    .delete(eventOdds)
    .where(and(eq(eventOdds.eventId, eventId), inArray(eventOdds.market, [...markets])))
  await bulkInsert(db, eventOdds, rows)
}
