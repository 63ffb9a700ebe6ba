/**
 * The demo world's per-day records: game lines and weather, box-score lines, the injury report
 * and the register of seeded days. Every writer replaces what it owns for the given events or
 * day, so seeding a day again gives the same rows.
 */
import { and, gte, inArray, lte, eq, sql } from 'drizzle-orm'
import { bulkInsert } from '../bulk-insert'
import type { DbOrTx } from '../database'
import { eventLines, eventWeather, injuryReports, playerGameStats, worldDays } from '../schema'

type NewEventLine = typeof eventLines.$inferInsert
type NewEventWeather = typeof eventWeather.$inferInsert
type NewPlayerGameStats = typeof playerGameStats.$inferInsert
type NewInjuryReport = typeof injuryReports.$inferInsert

/** Replaces the line history and weather of these events. */
export const replaceEventMarkets = async (
  db: DbOrTx,
  eventIds: readonly number[],
  lines: readonly NewEventLine[],
  weather: readonly NewEventWeather[],
): Promise<void> => {
  if (eventIds.length === 0) return
  await db.delete(eventLines).where(inArray(eventLines.eventId, [...eventIds]))
  await db.delete(eventWeather).where(inArray(eventWeather.eventId, [...eventIds]))
  await bulkInsert(db, eventLines, lines)
  await bulkInsert(db, eventWeather, weather)
}

/** Replaces the box-score lines of these events. */
export const replacePlayerGameStats = async (
  db: DbOrTx,
  eventIds: readonly number[],
  rows: readonly NewPlayerGameStats[],
): Promise<void> => {
  if (eventIds.length === 0) return
  await db.delete(playerGameStats).where(inArray(playerGameStats.eventId, [...eventIds]))
  await bulkInsert(db, playerGameStats, rows)
}

/** Replaces a day's injury report. */
export const replaceInjuryReport = async (
  db: DbOrTx,
  day: string,
  rows: readonly NewInjuryReport[],
): Promise<void> => {
  await db.delete(injuryReports).where(eq(injuryReports.day, day))
  await bulkInsert(db, injuryReports, rows)
}

/** The seeded days from `from` to `to` whose results are all in. */
export const listFinalWorldDays = async (
  db: DbOrTx,
  from: string,
  to: string,
): Promise<ReadonlySet<string>> => {
  const rows = await db
    .select({ day: worldDays.day })
    .from(worldDays)
    .where(and(gte(worldDays.day, from), lte(worldDays.day, to), eq(worldDays.isFinal, true)))
  return new Set(rows.map((row) => row.day))
}

/** Records a seeded day. */
export const markWorldDay = async (db: DbOrTx, day: string, isFinal: boolean): Promise<void> => {
  await db
    .insert(worldDays)
    .values({ day, isFinal })
    .onConflictDoUpdate({
      target: worldDays.day,
      set: { isFinal: sql.raw('excluded.is_final'), seededAt: sql`now()` },
    })
}
