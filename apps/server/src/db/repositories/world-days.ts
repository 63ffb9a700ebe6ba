/**
 * The demo world's per-day records: game lines and weather, goalie reports and NHL lines, box-score lines, the injury report,
 * player news and the register of seeded days. Every writer replaces what it owns for the given events or
 * day, so seeding a day again gives the same rows.
 */
import { and, gte, inArray, lte, eq, sql } from 'drizzle-orm'
import { bulkInsert } from '../bulk-insert'
import type { DbOrTx } from '../database'
import {
  eventLines,
  eventOdds,
  eventWeather,
  goalieReports,
  injuryReports,
  nhlLines,
  playerGameStats,
  playerNews,
  worldDays,
} from '../schema'

type NewEventLine = typeof eventLines.$inferInsert
type NewEventWeather = typeof eventWeather.$inferInsert
export type NewEventOdds = typeof eventOdds.$inferInsert
type NewPlayerGameStats = typeof playerGameStats.$inferInsert
type NewInjuryReport = typeof injuryReports.$inferInsert
type NewPlayerNews = typeof playerNews.$inferInsert

/** Replaces the line history, weather and other markets (fights, races, three-way) of these events. */
export const replaceEventMarkets = async (
  db: DbOrTx,
  eventIds: readonly number[],
  markets: {
    readonly lines: readonly NewEventLine[]
    readonly weather: readonly NewEventWeather[]
    readonly odds: readonly NewEventOdds[]
  },
): Promise<void> => {
  if (eventIds.length === 0) return
  for (const table of [eventLines, eventWeather, eventOdds]) {
    await db.delete(table).where(inArray(table.eventId, [...eventIds]))
  }
  await bulkInsert(db, eventLines, markets.lines)
  await bulkInsert(db, eventWeather, markets.weather)
  await bulkInsert(db, eventOdds, markets.odds)
}

// Replaces what a per-event table holds for these events.
const replaceEventRows =
  <T extends typeof goalieReports | typeof nhlLines>(table: T) =>
  async (db: DbOrTx, eventIds: readonly number[], rows: readonly T['$inferInsert'][]) => {
    if (eventIds.length === 0) return
    await db.delete(table).where(inArray(table.eventId, [...eventIds]))
    await bulkInsert(db, table, rows)
  }

/** Replaces the starting-goalie reports of these events. */
export const replaceGoalieReports = replaceEventRows(goalieReports)

/** Replaces the NHL lines of these events. */
export const replaceNhlLines = replaceEventRows(nhlLines)

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

/** Replaces a day's player news. */
export const replacePlayerNews = async (
  db: DbOrTx,
  day: string,
  rows: readonly NewPlayerNews[],
): Promise<void> => {
  await db.delete(playerNews).where(eq(playerNews.day, day))
  await bulkInsert(db, playerNews, rows)
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

/** Whether `day` has been seeded, final or not. */
export const isWorldDayStored = async (db: DbOrTx, day: string): Promise<boolean> => {
  const rows = await db
    .select({ day: worldDays.day })
    .from(worldDays)
    .where(eq(worldDays.day, day))
    .limit(1)
  return rows.length > 0
}
