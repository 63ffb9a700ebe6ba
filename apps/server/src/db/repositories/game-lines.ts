/**
 * Players' fantasy points in finished games, with what the game looked like before kick-off
 * (home or away, the closing line, the forecast): the sample SimLabs' correlation targets and
 * the correlations tool read.
 */
import type { GameLine } from '@slatelab/engine/correlations/game-lines'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { events, eventLines, eventWeather, lineTeamId, players, playerGameStats } from '../schema'

/** A line and its game's context; line and weather fields are null where none is stored. */
export type ContextLine = GameLine & {
  readonly startsAt: Date
  readonly isHome: boolean
  /** The player's team's spread (negative: favoured) and the game total, at the close. */
  readonly spread: number | null
  readonly total: number | null
  readonly temperatureF: number | null
  readonly windMph: number | null
}

/**
 * The lines of `sportId`'s games starting in `[from, before)`, points on `siteId`. Only played
 * games have box scores; imported game logs may carry no final score (nflverse), so the score
 * is not what tells a game was played.
 * @example await listGameLines(db, { sportId: 1, siteId: 4, from, before })
 */
export const listGameLines = async (
  db: DbOrTx,
  options: {
    readonly sportId: number
    readonly siteId: number
    readonly from: Date
    readonly before: Date
  },
): Promise<ContextLine[]> => {
  const closing = db
    .selectDistinctOn([eventLines.eventId], {
      eventId: eventLines.eventId,
      homeSpread: eventLines.homeSpread,
      total: eventLines.total,
    })
    .from(eventLines)
    .orderBy(asc(eventLines.eventId), asc(eventLines.minutesBefore))
    .as('closing')
  const rows = await db
    .select({
      eventId: playerGameStats.eventId,
      playerId: playerGameStats.playerId,
      teamId: lineTeamId(),
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
      startsAt: events.startsAt,
      position: players.position,
      points: sql<string | null>`${playerGameStats.fantasyPoints} ->> ${String(options.siteId)}`,
      minutes: sql<string | null>`${playerGameStats.stats} ->> 'minutes'`,
      homeSpread: closing.homeSpread,
      total: closing.total,
      temperatureF: eventWeather.temperatureF,
      windMph: eventWeather.windMph,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .leftJoin(closing, eq(closing.eventId, events.eventId))
    .leftJoin(eventWeather, eq(eventWeather.eventId, events.eventId))
    .where(
      and(
        eq(events.sportId, options.sportId),
        gte(events.startsAt, options.from),
        lt(events.startsAt, options.before),
      ),
    )
  return rows.flatMap((row): ContextLine[] => {
    const isHome = row.teamId === row.homeTeamId
    const opponentId = isHome ? row.visitorTeamId : row.homeTeamId
    if (row.teamId === null || opponentId === null || row.points === null) return []
    return [
      {
        eventId: row.eventId,
        playerId: row.playerId,
        teamId: row.teamId,
        opponentId,
        position: row.position,
        points: Number(row.points),
        minutes: row.minutes === null ? null : Number(row.minutes),
        startsAt: row.startsAt,
        isHome,
        spread: row.homeSpread === null ? null : isHome ? row.homeSpread : -row.homeSpread,
        total: row.total,
        temperatureF: row.temperatureF,
        windMph: row.windMph,
      },
    ]
  })
}
