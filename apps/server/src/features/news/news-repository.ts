/** Player news and the injury report, with the players and teams they name. */
import { and, desc, eq, gt, lte, max } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { injuryReports, playerNews, players, teams } from '../../db/schema'

const storyColumns = { story: playerNews, player: players, team: teams }

/**
 * A sport's stories created in `(after, through]`, newest first, at most `limit`.
 * @example await listSportNews(db, 2, { after: weekAgo, through: now, limit: 50 })
 */
export const listSportNews = (
  db: DbOrTx,
  sportId: number,
  window: { readonly after: Date; readonly through: Date; readonly limit: number },
) =>
  db
    .select(storyColumns)
    .from(playerNews)
    .innerJoin(players, eq(players.playerId, playerNews.playerId))
    .leftJoin(teams, eq(teams.teamId, playerNews.teamId))
    .where(
      and(
        eq(playerNews.sportId, sportId),
        gt(playerNews.createdAt, window.after),
        lte(playerNews.createdAt, window.through),
      ),
    )
    .orderBy(desc(playerNews.createdAt), desc(playerNews.newsId))
    .limit(window.limit)

/** One player's stories created up to `through`, newest first, at most `limit`. */
export const listPlayerNews = (db: DbOrTx, playerId: number, through: Date, limit: number) =>
  db
    .select(storyColumns)
    .from(playerNews)
    .innerJoin(players, eq(players.playerId, playerNews.playerId))
    .leftJoin(teams, eq(teams.teamId, playerNews.teamId))
    .where(and(eq(playerNews.playerId, playerId), lte(playerNews.createdAt, through)))
    .orderBy(desc(playerNews.createdAt), desc(playerNews.newsId))
    .limit(limit)

export type StoryRow = Awaited<ReturnType<typeof listSportNews>>[number]

/** The latest day on or before `day` with an injury report for the sport, or `undefined`. */
export const findInjuryReportDay = async (
  db: DbOrTx,
  sportId: number,
  day: string,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ day: max(injuryReports.day) })
    .from(injuryReports)
    .innerJoin(players, eq(players.playerId, injuryReports.playerId))
    .where(and(eq(players.sportId, sportId), lte(injuryReports.day, day)))
  return row?.day ?? undefined
}

/** The sport's players on a day's injury report with their teams. */
export const listInjuryReport = (db: DbOrTx, sportId: number, day: string) =>
  db
    .select({ report: injuryReports, player: players, team: teams })
    .from(injuryReports)
    .innerJoin(players, eq(players.playerId, injuryReports.playerId))
    .leftJoin(teams, eq(teams.teamId, players.teamId))
    .where(and(eq(players.sportId, sportId), eq(injuryReports.day, day)))
