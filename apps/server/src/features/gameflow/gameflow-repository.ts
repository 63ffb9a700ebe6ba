/** The stored games game flow reads: an event with its teams, its box score, a team's games. */
import { and, asc, desc, eq, gt, isNotNull, lt, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { events, playerGameStats, players, teams } from '../../db/schema'

/** A game with a final score. */
const isFinal = isNotNull(events.homeScore)

const playsIn = (teamId: number) =>
  or(eq(events.homeTeamId, teamId), eq(events.visitorTeamId, teamId))

/** The box-score lines of an event with their players, in player id order. */
export const listBoxScore = (db: DbOrTx, eventId: number) =>
  db
    .select({
      player: players,
      stats: playerGameStats.stats,
      fantasyPoints: playerGameStats.fantasyPoints,
    })
    .from(playerGameStats)
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(eq(playerGameStats.eventId, eventId))
    .orderBy(asc(players.playerId))

/** The team's final game just before or just after `startsAt` (ties broken by event id). */
export const findAdjacentGame = async (
  db: DbOrTx,
  teamId: number,
  from: { readonly startsAt: Date; readonly eventId: number },
  direction: 'next' | 'previous',
): Promise<number | null> => {
  const after = direction === 'next'
  const [row] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(
      and(
        playsIn(teamId),
        isFinal,
        after
          ? or(
              gt(events.startsAt, from.startsAt),
              and(eq(events.startsAt, from.startsAt), gt(events.eventId, from.eventId)),
            )
          : or(
              lt(events.startsAt, from.startsAt),
              and(eq(events.startsAt, from.startsAt), lt(events.eventId, from.eventId)),
            ),
      ),
    )
    .orderBy(
      after ? asc(events.startsAt) : desc(events.startsAt),
      after ? asc(events.eventId) : desc(events.eventId),
    )
    .limit(1)
  return row?.eventId ?? null
}

/** The team's latest final game starting before `before`. */
export const findLatestGame = async (db: DbOrTx, teamId: number, before: Date) => {
  const [row] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(and(playsIn(teamId), isFinal, lt(events.startsAt, before)))
    .orderBy(desc(events.startsAt), desc(events.eventId))
    .limit(1)
  return row?.eventId
}

/** The last `limit` final games between two teams starting at or before `now`, newest first. */
export const listMeetings = (
  db: DbOrTx,
  teams: readonly [number, number],
  now: Date,
  limit: number,
) =>
  db
    .select()
    .from(events)
    .where(
      and(
        isFinal,
        lte(events.startsAt, now),
        or(
          and(eq(events.homeTeamId, teams[0]), eq(events.visitorTeamId, teams[1])),
          and(eq(events.homeTeamId, teams[1]), eq(events.visitorTeamId, teams[0])),
        ),
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.eventId))
    .limit(limit)

/** A team of the sport, or `undefined`. */
export const findTeamOfSport = async (db: DbOrTx, teamId: number, sportId?: number) => {
  const [row] = await db
    .select()
    .from(teams)
    .where(
      and(eq(teams.teamId, teamId), sportId === undefined ? undefined : eq(teams.sportId, sportId)),
    )
  return row
}
