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

/** A game of the range and what it looked like before kick-off. */
type GameContext = {
  readonly homeTeamId: number | null
  readonly visitorTeamId: number | null
  readonly startsAt: Date
  readonly homeSpread: number | null
  readonly total: number | null
  readonly temperatureF: number | null
  readonly windMph: number | null
}

type Range = { readonly sportId: number; readonly from: Date; readonly before: Date }

const inRange = (options: Range) =>
  and(
    eq(events.sportId, options.sportId),
    gte(events.startsAt, options.from),
    lt(events.startsAt, options.before),
  )

const listGameContexts = async (db: DbOrTx, options: Range) => {
  // The snapshot nearest kick-off, looked up per game by the (event, minutes) key. A DISTINCT
  // ON over every stored snapshot, joined, was re-run once per game by a planner without
  // statistics (PGlite runs no autovacuum): 11 s for a season of MLB games.
  const closing = db
    .select({ homeSpread: eventLines.homeSpread, total: eventLines.total })
    .from(eventLines)
    .where(eq(eventLines.eventId, events.eventId))
    .orderBy(asc(eventLines.minutesBefore))
    .limit(1)
    .as('closing')
  const rows = await db
    .select({
      eventId: events.eventId,
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
      startsAt: events.startsAt,
      homeSpread: closing.homeSpread,
      total: closing.total,
      temperatureF: eventWeather.temperatureF,
      windMph: eventWeather.windMph,
    })
    .from(events)
    .leftJoinLateral(closing, sql`true`)
    .leftJoin(eventWeather, eq(eventWeather.eventId, events.eventId))
    .where(inRange(options))
  return new Map<number, GameContext>(rows.map(({ eventId, ...game }) => [eventId, game]))
}

/**
 * The lines of `sportId`'s games starting in `[from, before)`, points on `siteId`. Only played
 * games have box scores; imported game logs may carry no final score (nflverse), so the score
 * is not what tells a game was played.
 * @example await listGameLines(db, { sportId: 1, siteId: 4, from, before })
 */
export const listGameLines = async (
  db: DbOrTx,
  options: Range & { readonly siteId: number },
): Promise<ContextLine[]> => {
  // Two reads, the games' context once per game and the player-games with only their own
  // columns: half the values to carry across, a season of MLB is 20 player-games a game.
  const games = await listGameContexts(db, options)
  const rows = await db
    .select({
      eventId: playerGameStats.eventId,
      playerId: playerGameStats.playerId,
      teamId: lineTeamId(),
      position: players.position,
      points: sql<string | null>`${playerGameStats.fantasyPoints} ->> ${String(options.siteId)}`,
      minutes: sql<string | null>`${playerGameStats.stats} ->> 'minutes'`,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(inRange(options))
  return rows.flatMap((row): ContextLine[] => {
    const game = games.get(row.eventId)
    if (game === undefined) return []
    const isHome = row.teamId === game.homeTeamId
    const opponentId = isHome ? game.visitorTeamId : game.homeTeamId
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
        startsAt: game.startsAt,
        isHome,
        spread: game.homeSpread === null ? null : isHome ? game.homeSpread : -game.homeSpread,
        total: game.total,
        temperatureF: game.temperatureF,
        windMph: game.windMph,
      },
    ]
  })
}
