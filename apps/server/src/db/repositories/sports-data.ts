/**
 * Teams, players, events and slates (contest groups with their events and players): the
 * sports data every tool reads. Writers upsert by natural key so a seed or import can run again.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, lt, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { bulkInsert } from '../bulk-insert'
import type { DbOrTx } from '../database'
import {
  contestGroupEvents,
  contestGroups,
  contests,
  events,
  players,
  slatePlayers,
  teams,
} from '../schema'

export type NewTeam = typeof teams.$inferInsert
export type NewPlayer = typeof players.$inferInsert & { readonly worldKey: string }
export type NewEvent = typeof events.$inferInsert & { readonly worldKey: string }
export type NewContestGroup = typeof contestGroups.$inferInsert
export type NewSlatePlayer = typeof slatePlayers.$inferInsert

const excluded = (column: string) => sql.raw(`excluded.${column}`)

/** Upserts teams by sport and abbreviation; returns their ids by `sportId:abbreviation`. */
export const upsertTeams = async (
  db: DbOrTx,
  rows: readonly NewTeam[],
): Promise<ReadonlyMap<string, number>> => {
  if (rows.length === 0) return new Map()
  const saved = await db
    .insert(teams)
    .values([...rows])
    .onConflictDoUpdate({
      target: [teams.sportId, teams.abbreviation],
      set: { name: excluded('name'), city: excluded('city'), colors: excluded('colors') },
    })
    .returning({ teamId: teams.teamId, sportId: teams.sportId, abbreviation: teams.abbreviation })
  return new Map(saved.map((row) => [`${row.sportId}:${row.abbreviation}`, row.teamId]))
}

/** Upserts demo-world players by world key; returns their ids by world key. */
export const upsertWorldPlayers = async (
  db: DbOrTx,
  rows: readonly NewPlayer[],
): Promise<ReadonlyMap<string, number>> => {
  if (rows.length === 0) return new Map()
  const saved = await db
    .insert(players)
    .values([...rows])
    .onConflictDoUpdate({
      target: players.worldKey,
      set: {
        teamId: excluded('team_id'),
        firstName: excluded('first_name'),
        lastName: excluded('last_name'),
        position: excluded('position'),
      },
    })
    .returning({ playerId: players.playerId, worldKey: players.worldKey })
  return new Map(saved.map((row) => [row.worldKey ?? '', row.playerId]))
}

/** Upserts demo-world events by world key; returns their ids by world key. */
export const upsertWorldEvents = async (
  db: DbOrTx,
  rows: readonly NewEvent[],
): Promise<ReadonlyMap<string, number>> => {
  if (rows.length === 0) return new Map()
  const saved = await db
    .insert(events)
    .values([...rows])
    .onConflictDoUpdate({
      target: events.worldKey,
      set: {
        startsAt: excluded('starts_at'),
        title: excluded('title'),
        homeProjectedScore: excluded('home_projected_score'),
        visitorProjectedScore: excluded('visitor_projected_score'),
        homeScore: excluded('home_score'),
        visitorScore: excluded('visitor_score'),
        week: excluded('week'),
        round: excluded('round'),
      },
    })
    .returning({ eventId: events.eventId, worldKey: events.worldKey })
  return new Map(saved.map((row) => [row.worldKey ?? '', row.eventId]))
}

/**
 * Stores a slate with its events and players, replacing the events and player list of a slate
 * of the same id whole (a re-import must not merge old rows in). The slate row itself is
 * updated in place: what users saved against it (optimizer builds, simulations) stays.
 */
export const replaceSlate = async (
  db: DbOrTx,
  slate: NewContestGroup,
  eventIds: readonly number[],
  slatePlayerRows: readonly Omit<NewSlatePlayer, 'contestGroupId'>[],
): Promise<void> => {
  const { contestGroupId } = slate
  await db
    .insert(contestGroups)
    .values(slate)
    .onConflictDoUpdate({ target: contestGroups.contestGroupId, set: slate })
  await db.delete(contestGroupEvents).where(eq(contestGroupEvents.contestGroupId, contestGroupId))
  await db.delete(slatePlayers).where(eq(slatePlayers.contestGroupId, contestGroupId))
  if (eventIds.length > 0) {
    await db
      .insert(contestGroupEvents)
      .values(eventIds.map((eventId) => ({ contestGroupId, eventId })))
  }
  await bulkInsert(
    db,
    slatePlayers,
    slatePlayerRows.map((row) => ({ ...row, contestGroupId })),
  )
}

export type NewContest = typeof contests.$inferInsert

/**
 * Makes `rows` a slate's contest list: contests no longer listed go (with their entries),
 * listed ones are inserted or updated in place, keeping their entries and upload time.
 */
export const replaceContests = async (
  db: DbOrTx,
  contestGroupId: number,
  rows: readonly NewContest[],
): Promise<void> => {
  const kept = rows.map((row) => row.contestId)
  await db
    .delete(contests)
    .where(
      and(
        eq(contests.contestGroupId, contestGroupId),
        kept.length > 0 ? notInArray(contests.contestId, kept) : undefined,
      ),
    )
  const first = rows[0]
  if (first === undefined) return
  // Every listed column takes the new row's value (`excluded`), the upload time stays.
  const update = Object.fromEntries(
    Object.entries(getTableColumns(contests))
      .filter(([key]) => key in first && key !== 'contestId')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  )
  await db
    .insert(contests)
    .values([...rows])
    .onConflictDoUpdate({ target: contests.contestId, set: update })
}

/** A slate row with its event ids and the start of its last event. */
export type SlateRow = typeof contestGroups.$inferSelect & {
  readonly eventIds: readonly number[]
  readonly lastEventStartsAt: Date
}

const slateColumns = {
  slate: contestGroups,
  eventIds: sql<
    number[]
  >`coalesce(array_agg(${contestGroupEvents.eventId} order by ${events.startsAt}, ${events.eventId}) filter (where ${events.eventId} is not null), '{}')`,
  lastEventStartsAt: sql<string | null>`max(${events.startsAt})`,
}

const toSlateRow = (row: {
  slate: typeof contestGroups.$inferSelect
  eventIds: number[]
  lastEventStartsAt: string | Date | null
}): SlateRow => ({
  ...row.slate,
  eventIds: row.eventIds.map(Number),
  lastEventStartsAt: row.lastEventStartsAt ? new Date(row.lastEventStartsAt) : row.slate.startsAt,
})

const slatesQuery = (db: DbOrTx) =>
  db
    .select(slateColumns)
    .from(contestGroups)
    .leftJoin(
      contestGroupEvents,
      eq(contestGroupEvents.contestGroupId, contestGroups.contestGroupId),
    )
    .leftJoin(events, eq(events.eventId, contestGroupEvents.eventId))

/** A sport's slates starting in `[from, to)`, earliest first, the biggest first at one time. */
export const listSlatesStartingBetween = async (
  db: DbOrTx,
  sportId: number,
  from: Date,
  to: Date,
): Promise<readonly SlateRow[]> => {
  const rows = await slatesQuery(db)
    .where(
      and(
        eq(contestGroups.sportId, sportId),
        gte(contestGroups.startsAt, from),
        lt(contestGroups.startsAt, to),
      ),
    )
    .groupBy(contestGroups.contestGroupId)
    .orderBy(asc(contestGroups.startsAt), desc(count(contestGroupEvents.eventId)))
  return rows.map(toSlateRow)
}

export const findSlate = async (
  db: DbOrTx,
  contestGroupId: number,
): Promise<SlateRow | undefined> => {
  const [row] = await slatesQuery(db)
    .where(eq(contestGroups.contestGroupId, contestGroupId))
    .groupBy(contestGroups.contestGroupId)
  return row ? toSlateRow(row) : undefined
}

export const listContestsOfSlate = (db: DbOrTx, contestGroupId: number) =>
  db
    .select()
    .from(contests)
    .where(eq(contests.contestGroupId, contestGroupId))
    .orderBy(asc(contests.contestId))

const homeTeams = alias(teams, 'home_team')
const visitorTeams = alias(teams, 'visitor_team')

/** A slate's events with both teams, in start order. */
export const listEventsOfSlate = (db: DbOrTx, contestGroupId: number) =>
  db
    .select({ event: events, home: homeTeams, visitor: visitorTeams })
    .from(contestGroupEvents)
    .innerJoin(events, eq(events.eventId, contestGroupEvents.eventId))
    .leftJoin(homeTeams, eq(homeTeams.teamId, events.homeTeamId))
    .leftJoin(visitorTeams, eq(visitorTeams.teamId, events.visitorTeamId))
    .where(eq(contestGroupEvents.contestGroupId, contestGroupId))
    .orderBy(asc(events.startsAt), asc(events.eventId))

/** A sport's events starting in `[from, to)` with both teams, in start order. */
export const listEventsOfSportBetween = (db: DbOrTx, sportId: number, from: Date, to: Date) =>
  db
    .select({ event: events, home: homeTeams, visitor: visitorTeams })
    .from(events)
    .leftJoin(homeTeams, eq(homeTeams.teamId, events.homeTeamId))
    .leftJoin(visitorTeams, eq(visitorTeams.teamId, events.visitorTeamId))
    .where(and(eq(events.sportId, sportId), gte(events.startsAt, from), lt(events.startsAt, to)))
    .orderBy(asc(events.startsAt), asc(events.eventId))

/**
 * A sport's games starting in `[from, to)`, and the start of its last game before `from` and of
 * its first game from `to` on (undefined when none is stored): a day's games and its nearest
 * game days, read off the `events_sport_start` index.
 */
export const findGamesAround = async (
  db: DbOrTx,
  sportId: number,
  from: Date,
  to: Date,
): Promise<{ readonly games: number; readonly before?: Date; readonly after?: Date }> => {
  const ofSport = eq(events.sportId, sportId)
  const [[inside], [before], [after]] = await Promise.all([
    db
      .select({ games: count() })
      .from(events)
      .where(and(ofSport, gte(events.startsAt, from), lt(events.startsAt, to))),
    db
      .select({ startsAt: events.startsAt })
      .from(events)
      .where(and(ofSport, lt(events.startsAt, from)))
      .orderBy(desc(events.startsAt))
      .limit(1),
    db
      .select({ startsAt: events.startsAt })
      .from(events)
      .where(and(ofSport, gte(events.startsAt, to)))
      .orderBy(asc(events.startsAt))
      .limit(1),
  ])
  return { games: inside?.games ?? 0, before: before?.startsAt, after: after?.startsAt }
}

/** One row of `listEventsOfSlate` or `listEventsOfSportBetween`. */
export type EventWithTeams = Awaited<ReturnType<typeof listEventsOfSlate>>[number]

/** One event with both teams, or `undefined`. */
export const findEventWithTeams = async (
  db: DbOrTx,
  eventId: number,
): Promise<EventWithTeams | undefined> => {
  const [row] = await db
    .select({ event: events, home: homeTeams, visitor: visitorTeams })
    .from(events)
    .leftJoin(homeTeams, eq(homeTeams.teamId, events.homeTeamId))
    .leftJoin(visitorTeams, eq(visitorTeams.teamId, events.visitorTeamId))
    .where(eq(events.eventId, eventId))
  return row
}
