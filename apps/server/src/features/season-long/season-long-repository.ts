/** The season-long store: players, ADP, stat lines, rankings, weeks, schedule, saved sheets. */
import { and, asc, desc, eq, inArray, isNotNull, lte, max, ne, sql } from 'drizzle-orm'
import { statLineSchema, type StatLineInput } from '@slatelab/domain/entities/cheatsheet'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import {
  cheatsheets,
  eventLines,
  events,
  nflSeasonGames,
  nflWeeks,
  seasonAdp,
  seasonPlayers,
  seasonProjections,
  seasonRankings,
  teams,
} from '../../db/schema'

export type SeasonPlayer = typeof seasonPlayers.$inferSelect

/** The expert key of what was scored (weekly results), never averaged into a consensus. */
export const actualExpert = 'actual'

/** The latest season with players stored, at most `year` when given; undefined when none. */
export const findSeasonYear = async (db: DbOrTx, year?: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ year: max(seasonPlayers.year) })
    .from(seasonPlayers)
    .where(year === undefined ? undefined : lte(seasonPlayers.year, year))
  return row?.year ?? undefined
}

/** The season's players with their NFL team's id (null when the team is not stored). */
export const listSeasonPlayers = (db: DbOrTx, year: number) =>
  db
    .select({
      seasonPlayerId: seasonPlayers.seasonPlayerId,
      name: seasonPlayers.name,
      position: seasonPlayers.position,
      teamShort: seasonPlayers.teamShort,
      byeWeek: seasonPlayers.byeWeek,
      idSource: seasonPlayers.idSource,
      teamId: teams.teamId,
    })
    .from(seasonPlayers)
    .leftJoin(teams, and(eq(teams.sportId, 1), eq(teams.abbreviation, seasonPlayers.teamShort)))
    .where(eq(seasonPlayers.year, year))
    .orderBy(asc(seasonPlayers.seasonPlayerId))

/** Stat lines of a season's week (0 = the season) by expert; every expert but results when `experts` is undefined. */
export const listStatLines = async (
  db: DbOrTx,
  year: number,
  week: number,
  experts: readonly string[] | undefined,
) => {
  const rows = await db
    .select({
      seasonPlayerId: seasonProjections.seasonPlayerId,
      expert: seasonProjections.expert,
      stats: seasonProjections.stats,
    })
    .from(seasonProjections)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonProjections.seasonPlayerId))
    .where(
      and(
        eq(seasonPlayers.year, year),
        eq(seasonProjections.week, week),
        experts === undefined
          ? ne(seasonProjections.expert, actualExpert)
          : inArray(seasonProjections.expert, [...experts]),
      ),
    )
  return rows.map((row) => ({ ...row, stats: statLineSchema.parse(row.stats) }))
}

/** The experts with season projections or rankings in a season, results excluded. */
export const listExperts = async (db: DbOrTx, year: number): Promise<readonly string[]> => {
  const rows = await db
    .selectDistinct({ expert: seasonProjections.expert })
    .from(seasonProjections)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonProjections.seasonPlayerId))
    .where(and(eq(seasonPlayers.year, year), eq(seasonProjections.week, 0)))
  return rows
    .map((row) => row.expert)
    .filter((expert) => expert !== actualExpert)
    .sort()
}

/** Imported expert rankings of a season. */
export const listRankings = (db: DbOrTx, year: number) =>
  db
    .select({
      seasonPlayerId: seasonRankings.seasonPlayerId,
      expert: seasonRankings.expert,
      rank: seasonRankings.rank,
    })
    .from(seasonRankings)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonRankings.seasonPlayerId))
    .where(eq(seasonPlayers.year, year))

/** Each site's ADP of the season's players as of its latest snapshot on or before `day`. */
export const listAdpAsOf = async (db: DbOrTx, year: number, day: string) => {
  const snapshots = await db
    .select({ site: seasonAdp.site, asOf: max(seasonAdp.asOf) })
    .from(seasonAdp)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonAdp.seasonPlayerId))
    .where(and(eq(seasonPlayers.year, year), lte(seasonAdp.asOf, day)))
    .groupBy(seasonAdp.site)
  const rows = await Promise.all(
    snapshots.map(({ site, asOf }) =>
      asOf === null
        ? []
        : db
            .select({
              seasonPlayerId: seasonAdp.seasonPlayerId,
              site: seasonAdp.site,
              adp: seasonAdp.adp,
            })
            .from(seasonAdp)
            .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonAdp.seasonPlayerId))
            .where(
              and(eq(seasonPlayers.year, year), eq(seasonAdp.site, site), eq(seasonAdp.asOf, asOf)),
            ),
    ),
  )
  return rows.flat()
}

/** The first day a season has ADP for (a file's only snapshot, or the world's first). */
export const findFirstAdpDay = async (db: DbOrTx, year: number): Promise<string | undefined> => {
  const [row] = await db
    .select({ day: sql<string | null>`min(${seasonAdp.asOf})` })
    .from(seasonAdp)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonAdp.seasonPlayerId))
    .where(eq(seasonPlayers.year, year))
  return row?.day ?? undefined
}

/** A season's latest ADP day on or before `day`. */
export const findLastAdpDay = async (
  db: DbOrTx,
  year: number,
  day: string,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ day: max(seasonAdp.asOf) })
    .from(seasonAdp)
    .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonAdp.seasonPlayerId))
    .where(and(eq(seasonPlayers.year, year), lte(seasonAdp.asOf, day)))
  return row?.day ?? undefined
}

/** The weeks of the latest season that started on or before `day` (else the earliest stored). */
export const listNflWeeks = async (db: DbOrTx, day: string) => {
  const [started] = await db
    .select({ year: max(nflWeeks.year) })
    .from(nflWeeks)
    .where(lte(nflWeeks.startDate, day))
  const year =
    started?.year ??
    (await db.select({ year: sql<number | null>`min(${nflWeeks.year})` }).from(nflWeeks))[0]?.year
  if (year === null || year === undefined) return []
  return db.select().from(nflWeeks).where(eq(nflWeeks.year, year)).orderBy(asc(nflWeeks.week))
}

/** The weeks of one season. */
export const listWeeksOfYear = (db: DbOrTx, year: number) =>
  db.select().from(nflWeeks).where(eq(nflWeeks.year, year)).orderBy(asc(nflWeeks.week))

/**
 * The season's regular-season games, each with its closing moneylines when stored (the
 * snapshot fewest minutes before kick-off that has both).
 */
export const listSeasonGames = async (db: DbOrTx, year: number) => {
  const games = await db
    .select({
      week: nflSeasonGames.week,
      homeShort: nflSeasonGames.homeShort,
      visitorShort: nflSeasonGames.visitorShort,
      homeMatchup: nflSeasonGames.homeMatchup,
      visitorMatchup: nflSeasonGames.visitorMatchup,
      eventId: events.eventId,
    })
    .from(nflSeasonGames)
    .leftJoin(events, eq(events.worldKey, nflSeasonGames.eventKey))
    .where(eq(nflSeasonGames.year, year))
    .orderBy(asc(nflSeasonGames.week), asc(nflSeasonGames.homeShort))
  const eventIds = games.flatMap((game) => (game.eventId === null ? [] : [game.eventId]))
  const lines =
    eventIds.length === 0
      ? []
      : await db
          .select({
            eventId: eventLines.eventId,
            home: eventLines.homeMoneyline,
            visitor: eventLines.visitorMoneyline,
          })
          .from(eventLines)
          .where(
            and(
              inArray(eventLines.eventId, eventIds),
              isNotNull(eventLines.homeMoneyline),
              isNotNull(eventLines.visitorMoneyline),
            ),
          )
          .orderBy(asc(eventLines.eventId), asc(eventLines.minutesBefore))
  const closing = new Map<number, { home: number; visitor: number }>()
  for (const line of lines) {
    if (!closing.has(line.eventId) && line.home !== null && line.visitor !== null) {
      closing.set(line.eventId, { home: line.home, visitor: line.visitor })
    }
  }
  return games.map((game) => ({
    ...game,
    moneylines: game.eventId === null ? undefined : closing.get(game.eventId),
  }))
}

/** The user's saved sheets, newest first. */
export const listCheatsheets = (db: DbOrTx, userId: number, sportId: number) =>
  db
    .select({ cheatsheetId: cheatsheets.cheatsheetId, settings: cheatsheets.settings })
    .from(cheatsheets)
    .where(and(eq(cheatsheets.userId, userId), eq(cheatsheets.sportId, sportId)))
    .orderBy(desc(cheatsheets.updatedAt), desc(cheatsheets.cheatsheetId))

export const countCheatsheets = async (db: DbOrTx, userId: number): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cheatsheets)
    .where(eq(cheatsheets.userId, userId))
  return row?.count ?? 0
}

export const insertCheatsheet = async (
  db: DbOrTx,
  row: { userId: number; sportId: number; settings: string; updatedAt: Date },
) => {
  const [inserted] = await db
    .insert(cheatsheets)
    .values(row)
    .returning({ cheatsheetId: cheatsheets.cheatsheetId })
  return inserted
}

/** Replaces one of the user's sheets; undefined when the user has no such sheet. */
export const updateCheatsheet = async (
  db: DbOrTx,
  row: { cheatsheetId: number; userId: number; settings: string; updatedAt: Date },
) => {
  const [updated] = await db
    .update(cheatsheets)
    .set({ settings: row.settings, updatedAt: row.updatedAt })
    .where(and(eq(cheatsheets.cheatsheetId, row.cheatsheetId), eq(cheatsheets.userId, row.userId)))
    .returning({ cheatsheetId: cheatsheets.cheatsheetId })
  return updated
}

/** Deletes one of the user's sheets; undefined when the user has no such sheet. */
export const deleteCheatsheet = async (db: DbOrTx, userId: number, cheatsheetId: number) => {
  const [deleted] = await db
    .delete(cheatsheets)
    .where(and(eq(cheatsheets.cheatsheetId, cheatsheetId), eq(cheatsheets.userId, userId)))
    .returning({ cheatsheetId: cheatsheets.cheatsheetId })
  return deleted
}

/** A season player to store: found again by year, name and position. */
export type SeasonPlayerInput = typeof seasonPlayers.$inferInsert

/**
 * Stores the players (their team and bye updated when already stored) and answers each one's
 * id by `name|position`.
 */
export const upsertSeasonPlayers = async (
  db: DbOrTx,
  rows: readonly SeasonPlayerInput[],
): Promise<ReadonlyMap<string, number>> => {
  const ids = new Map<string, number>()
  for (let start = 0; start < rows.length; start += 1000) {
    const stored = await db
      .insert(seasonPlayers)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [seasonPlayers.year, seasonPlayers.name, seasonPlayers.position],
        set: {
          teamShort: sql`excluded.team_short`,
          byeWeek: sql`coalesce(excluded.bye_week, ${seasonPlayers.byeWeek})`,
        },
      })
      .returning({
        id: seasonPlayers.seasonPlayerId,
        name: seasonPlayers.name,
        position: seasonPlayers.position,
      })
    for (const row of stored) ids.set(`${row.name}|${row.position}`, row.id)
  }
  return ids
}

const playersOfYear = (db: DbOrTx, year: number) =>
  db
    .select({ id: seasonPlayers.seasonPlayerId })
    .from(seasonPlayers)
    .where(eq(seasonPlayers.year, year))

/** Replaces the ADP of these sites on these days. */
export const replaceAdp = async (
  db: DbOrTx,
  year: number,
  rows: readonly (typeof seasonAdp.$inferInsert)[],
) => {
  const keys = [...new Set(rows.map((row) => `${row.site}|${row.asOf}`))]
  for (const key of keys) {
    const [site = '', asOf = ''] = key.split('|')
    await db
      .delete(seasonAdp)
      .where(
        and(
          eq(seasonAdp.site, site),
          eq(seasonAdp.asOf, asOf),
          inArray(seasonAdp.seasonPlayerId, playersOfYear(db, year)),
        ),
      )
  }
  await bulkInsert(db, seasonAdp, rows)
}

/** Replaces an expert's stat lines of a season's `weeks` with `rows`. */
export const replaceStatLines = async (
  db: DbOrTx,
  target: { readonly year: number; readonly expert: string; readonly weeks: readonly number[] },
  rows: readonly { seasonPlayerId: number; expert: string; week: number; stats: StatLineInput }[],
) => {
  await db
    .delete(seasonProjections)
    .where(
      and(
        eq(seasonProjections.expert, target.expert),
        inArray(seasonProjections.week, [...target.weeks]),
        inArray(seasonProjections.seasonPlayerId, playersOfYear(db, target.year)),
      ),
    )
  await insertStatLines(db, rows)
}

/** Adds stat lines (none of them stored yet). */
export const insertStatLines = (
  db: DbOrTx,
  rows: readonly { seasonPlayerId: number; expert: string; week: number; stats: StatLineInput }[],
) => bulkInsert(db, seasonProjections, rows)

/** Replaces an expert's rankings of a season with `rows`. */
export const replaceRankings = async (
  db: DbOrTx,
  target: { readonly year: number; readonly expert: string },
  rows: readonly (typeof seasonRankings.$inferInsert)[],
) => {
  await db
    .delete(seasonRankings)
    .where(
      and(
        eq(seasonRankings.expert, target.expert),
        inArray(seasonRankings.seasonPlayerId, playersOfYear(db, target.year)),
      ),
    )
  await bulkInsert(db, seasonRankings, rows)
}

/** Replaces a season's weeks and schedule. */
export const replaceSeasonSchedule = async (
  db: DbOrTx,
  year: number,
  weeks: readonly (typeof nflWeeks.$inferInsert)[],
  games: readonly (typeof nflSeasonGames.$inferInsert)[],
) => {
  await db.delete(nflWeeks).where(eq(nflWeeks.year, year))
  await db.delete(nflSeasonGames).where(eq(nflSeasonGames.year, year))
  await bulkInsert(db, nflWeeks, weeks)
  // Every row with every column: the bulk insert takes its columns from the first row.
  await bulkInsert(
    db,
    nflSeasonGames,
    games.map((game) => ({ eventKey: null, homeMatchup: 1, visitorMatchup: 1, ...game })),
  )
}
