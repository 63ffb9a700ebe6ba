/** A stored betting-line snapshot for tests and benches: standard juice, even betting splits. */
import type { eventLines } from '../db/schema'

/**
 * The snapshot of `eventId` posted `minutesBefore` the start, with its spread and total.
 * @example lineSnapshot(9001, 0, -3.5, 44.5).spreadPrice // -110
 */
export const lineSnapshot = (
  eventId: number,
  minutesBefore: number,
  homeSpread: number,
  total: number,
): typeof eventLines.$inferInsert => ({
  eventId,
  minutesBefore,
  homeSpread,
  spreadPrice: -110,
  total,
  overPrice: -110,
  underPrice: -110,
  homeMoneyline: -150,
  visitorMoneyline: 130,
  homeSpreadBetPct: 50,
  homeSpreadMoneyPct: 50,
  overBetPct: 50,
  overMoneyPct: 50,
})
