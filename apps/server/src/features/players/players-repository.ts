/** What the player card reads: box-score lines, slate rows, injury listings, a team's games. */
import { and, asc, count, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/database'
import {
  contestGroupEvents,
  contestGroups,
  events,
  injuryReports,
  lineTeamId,
  playerGameStats,
  players,
  slatePlayers,
  teams,
} from '../../db/schema'

/** The player's listing on a day's injury report, or `undefined`. */
export const findInjuryListing = async (db: DbOrTx, playerId: number, day: string) => {
  const [row] = await db
    .select()
    .from(injuryReports)
    .where(and(eq(injuryReports.playerId, playerId), eq(injuryReports.day, day)))
  return row
}

const homeTeams = alias(teams, 'home_team')
const visitorTeams = alias(teams, 'visitor_team')

/** The player's box-score lines of events starting in `[from, to)`, newest first, with the teams. */
export const listPlayerLines = (db: DbOrTx, playerId: number, from: Date, to: Date) =>
  db
    .select({ line: playerGameStats, event: events, home: homeTeams, visitor: visitorTeams })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .leftJoin(homeTeams, eq(homeTeams.teamId, events.homeTeamId))
    .leftJoin(visitorTeams, eq(visitorTeams.teamId, events.visitorTeamId))
    .where(
      and(
        eq(playerGameStats.playerId, playerId),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.eventId))

/**
 * The player's rows on a source's classic slates starting before `before`, newest first, each
 * with its slate and game count.
 */
export const listPlayerSlateRows = (db: DbOrTx, playerId: number, sourceId: number, before: Date) =>
  db
    .select({
      row: slatePlayers,
      slate: contestGroups,
      gameCount: sql<number>`(select count(*)::int from ${contestGroupEvents} where ${contestGroupEvents.contestGroupId} = ${contestGroups.contestGroupId})`,
    })
    .from(slatePlayers)
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
    .where(
      and(
        eq(slatePlayers.playerId, playerId),
        eq(contestGroups.sourceId, sourceId),
        eq(contestGroups.variant, 'classic'),
        lt(contestGroups.startsAt, before),
      ),
    )
    .orderBy(desc(contestGroups.startsAt), asc(contestGroups.contestGroupId))

/** The team of a sport with this abbreviation (any case), or `undefined`. */
export const findTeamByShort = async (db: DbOrTx, sportId: number, short: string) => {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.sportId, sportId), sql`upper(${teams.abbreviation}) = upper(${short})`))
  return row
}

/** A team's events starting after `after`, earliest first, at most `limit`. */
export const listTeamEventsAfter = (db: DbOrTx, teamId: number, after: Date, limit: number) =>
  db
    .select({ event: events, home: homeTeams, visitor: visitorTeams })
    .from(events)
    .leftJoin(homeTeams, eq(homeTeams.teamId, events.homeTeamId))
    .leftJoin(visitorTeams, eq(visitorTeams.teamId, events.visitorTeamId))
    .where(
      and(
        or(eq(events.homeTeamId, teamId), eq(events.visitorTeamId, teamId)),
        gte(events.startsAt, after),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.eventId))
    .limit(limit)

/** A slate's player rows, highest salary first. */
export const listSlateSalaries = (db: DbOrTx, contestGroupId: number) =>
  db
    .select()
    .from(slatePlayers)
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
    .orderBy(desc(slatePlayers.salary), asc(slatePlayers.sitePlayerId))

/** The golfers with a first-round tee time on any slate of the event, with their names. */
export const listEventTeeTimes = (db: DbOrTx, eventId: number) =>
  db
    .selectDistinctOn([slatePlayers.playerId], {
      playerId: slatePlayers.playerId,
      teeTime: slatePlayers.teeTime,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(contestGroupEvents)
    .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroupEvents.contestGroupId))
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .where(and(eq(contestGroupEvents.eventId, eventId), isNotNull(slatePlayers.teeTime)))
    .orderBy(slatePlayers.playerId, asc(slatePlayers.teeTime))

/** Whether an event is stored. */
export const eventExists = async (db: DbOrTx, eventId: number): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(events).where(eq(events.eventId, eventId))
  return (row?.n ?? 0) > 0
}

/** A stored event, or `undefined`. */
export const findEvent = async (db: DbOrTx, eventId: number) => {
  const [row] = await db.select().from(events).where(eq(events.eventId, eventId))
  return row
}

/**
 * The source's classic slate with the event and the player that has the most games (the main
 * slate), or `undefined`.
 */
export const findMainSlateOfEvent = async (
  db: DbOrTx,
  eventId: number,
  sourceId: number,
  playerId: number,
): Promise<number | undefined> => {
  const [row] = await db
    .select({
      contestGroupId: contestGroups.contestGroupId,
      gameCount: sql<number>`(select count(*)::int from ${contestGroupEvents} as all_events where all_events.contest_group_id = ${contestGroups.contestGroupId})`,
    })
    .from(contestGroupEvents)
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, contestGroupEvents.contestGroupId))
    .innerJoin(
      slatePlayers,
      and(
        eq(slatePlayers.contestGroupId, contestGroups.contestGroupId),
        eq(slatePlayers.playerId, playerId),
      ),
    )
    .where(
      and(
        eq(contestGroupEvents.eventId, eventId),
        eq(contestGroups.sourceId, sourceId),
        eq(contestGroups.variant, 'classic'),
      ),
    )
    .orderBy(sql`2 desc`, asc(contestGroups.contestGroupId))
    .limit(1)
  return row?.contestGroupId
}

/** The box-score lines played for a team in events starting in `[from, to)`. */
export const listTeamLines = (db: DbOrTx, teamId: number, from: Date, to: Date) =>
  db
    .select({
      playerId: players.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      eventId: playerGameStats.eventId,
      fantasyPoints: playerGameStats.fantasyPoints,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(and(eq(lineTeamId(), teamId), gte(events.startsAt, from), lt(events.startsAt, to)))

/** The player's lines in the sport's earlier events of this title, newest first. */
export const listCourseLines = (
  db: DbOrTx,
  playerId: number,
  event: { readonly sportId: number; readonly title: string; readonly startsAt: Date },
) =>
  db
    .select({ line: playerGameStats, event: events })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .where(
      and(
        eq(playerGameStats.playerId, playerId),
        eq(events.sportId, event.sportId),
        eq(events.title, event.title),
        lt(events.startsAt, event.startsAt),
      ),
    )
    .orderBy(desc(events.startsAt))
