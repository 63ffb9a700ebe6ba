/**
 * NBA starting fives as of a moment: a team game's projected five until half an hour before
 * tip-off, when teams announce them, then the announced one (the optimizer's pool reads it).
 */
import { eq, inArray } from 'drizzle-orm'
import { bulkInsert } from '../bulk-insert'
import type { DbOrTx } from '../database'
import { events, nbaTeamGames } from '../schema'

/** Starters count as announced from this long before tip-off. */
export const announcedMinutesBefore = 30

/** Replaces the NBA team games of these events. */
export const replaceNbaTeamGames = async (
  db: DbOrTx,
  eventIds: readonly number[],
  rows: readonly (typeof nbaTeamGames.$inferInsert)[],
): Promise<void> => {
  if (eventIds.length === 0) return
  await db.delete(nbaTeamGames).where(inArray(nbaTeamGames.eventId, [...eventIds]))
  await bulkInsert(db, nbaTeamGames, rows)
}

/** A team's five for a game at a moment, and whether it is the announced one. */
export type NbaStartingFive = {
  readonly teamId: number
  readonly confirmed: boolean
  readonly starters: readonly number[]
}

/**
 * Each team's starting five in these events at `now`.
 * @example (await nbaStartersAt(db, [9300], now))[0]?.starters // [5101, 5102, 5103, 5104, 5105]
 */
export const nbaStartersAt = async (
  db: DbOrTx,
  eventIds: readonly number[],
  now: Date,
): Promise<readonly NbaStartingFive[]> => {
  if (eventIds.length === 0) return []
  const rows = await db
    .select({ startsAt: events.startsAt, game: nbaTeamGames })
    .from(nbaTeamGames)
    .innerJoin(events, eq(events.eventId, nbaTeamGames.eventId))
    .where(inArray(nbaTeamGames.eventId, [...eventIds]))
  return rows.map(({ startsAt, game }) => {
    const confirmed = now.getTime() >= startsAt.getTime() - announcedMinutesBefore * 60_000
    return {
      teamId: game.teamId,
      confirmed,
      starters: confirmed ? game.confirmedStarters : game.projectedStarters,
    }
  })
}
