/**
 * MLB batting orders as of a moment: a team game's projected order until four hours before
 * first pitch, then the confirmed one (PlateIQ's lineups and the optimizer's consecutive
 * stacks read the same orders).
 */
import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { events, mlbTeamGames } from '../schema'

/** A lineup counts as confirmed from this long before first pitch. */
export const confirmedMinutesBefore = 240

/**
 * Whether a game's lineups are confirmed at `now`.
 * @example isLineupConfirmed(new Date('2026-09-20T23:05Z'), new Date('2026-09-20T20:00Z')) // true
 */
export const isLineupConfirmed = (startsAt: Date, now: Date): boolean =>
  now.getTime() >= startsAt.getTime() - confirmedMinutesBefore * 60_000

/**
 * Each listed hitter's slot (1 leads off) in his team's order at `now`, over these events.
 * @example (await battingSlotsAt(db, [812], now)).get(4411) // 3
 */
export const battingSlotsAt = async (
  db: DbOrTx,
  eventIds: readonly number[],
  now: Date,
): Promise<ReadonlyMap<number, number>> => {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .select({
      startsAt: events.startsAt,
      projectedOrder: mlbTeamGames.projectedOrder,
      confirmedOrder: mlbTeamGames.confirmedOrder,
    })
    .from(mlbTeamGames)
    .innerJoin(events, eq(events.eventId, mlbTeamGames.eventId))
    .where(inArray(mlbTeamGames.eventId, [...eventIds]))
  const slots = new Map<number, number>()
  for (const row of rows) {
    const order = isLineupConfirmed(row.startsAt, now) ? row.confirmedOrder : row.projectedOrder
    order.forEach((playerId, index) => {
      if (playerId !== null) slots.set(playerId, index + 1)
    })
  }
  return slots
}
