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

/** A team's lineup for a game at a moment: its order and starter, confirmed or projected. */
export type MlbTeamLineup = {
  readonly teamId: number
  readonly confirmed: boolean
  /** Player ids leadoff first; null where an unlisted replacement bats. */
  readonly order: readonly (number | null)[]
  readonly starterId: number | null
}

/**
 * Each team's lineup in these events at `now`: the projected one until four hours before
 * first pitch, then the confirmed one.
 * @example (await mlbLineupsAt(db, [812], now))[0]?.order[2] // 4411 bats third
 */
export const mlbLineupsAt = async (
  db: DbOrTx,
  eventIds: readonly number[],
  now: Date,
): Promise<readonly MlbTeamLineup[]> => {
  if (eventIds.length === 0) return []
  const rows = await db
    .select({ startsAt: events.startsAt, game: mlbTeamGames })
    .from(mlbTeamGames)
    .innerJoin(events, eq(events.eventId, mlbTeamGames.eventId))
    .where(inArray(mlbTeamGames.eventId, [...eventIds]))
  return rows.map(({ startsAt, game }) => {
    const confirmed = isLineupConfirmed(startsAt, now)
    return {
      teamId: game.teamId,
      confirmed,
      order: confirmed ? game.confirmedOrder : game.projectedOrder,
      starterId: confirmed ? (game.starterId ?? game.projectedStarterId) : game.projectedStarterId,
    }
  })
}

/**
 * Each listed hitter's slot (1 leads off) in his team's order, over these lineups.
 * @example battingSlotsOf(await mlbLineupsAt(db, [812], now)).get(4411) // 3
 */
export const battingSlotsOf = (lineups: readonly MlbTeamLineup[]): ReadonlyMap<number, number> =>
  new Map(
    lineups.flatMap(({ order }) =>
      order.flatMap((playerId, index): [number, number][] =>
        playerId === null ? [] : [[playerId, index + 1]],
      ),
    ),
  )
