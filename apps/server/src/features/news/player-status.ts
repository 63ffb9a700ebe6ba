/**
 * A player's status change published as a news story (the news desk, issue 32): the story
 * goes into the feed and his injury status on the slate changes, in one transaction.
 */
import { formatInTimeZone } from 'date-fns-tz'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { contestGroups, playerNews, slatePlayers } from '../../db/schema'
import { HttpError } from '../../http/http-error'

/** What the desk publishes. */
export type PlayerStatusChange = {
  readonly contestGroupId: number
  readonly sitePlayerId: string
  readonly status: string | null
  readonly title: string
}

/**
 * Stores the story and the status: 404 when the player is not on the slate.
 * @example await publishPlayerStatus(db, { contestGroupId: 77, sitePlayerId: '1873', status: 'Out', title: 'Ruled out' }, now) // { newsId: 41 }
 */
export const publishPlayerStatus = (db: Db, change: PlayerStatusChange, now: Date) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        playerId: slatePlayers.playerId,
        teamId: slatePlayers.teamId,
        sportId: contestGroups.sportId,
      })
      .from(slatePlayers)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
      .where(
        and(
          eq(slatePlayers.contestGroupId, change.contestGroupId),
          eq(slatePlayers.sitePlayerId, change.sitePlayerId),
        ),
      )
    if (row === undefined) {
      throw new HttpError(
        404,
        `Player ${change.sitePlayerId} is not on slate ${change.contestGroupId}`,
      )
    }
    await tx
      .update(slatePlayers)
      .set({ injuryStatus: change.status })
      .where(
        and(
          eq(slatePlayers.contestGroupId, change.contestGroupId),
          eq(slatePlayers.playerId, row.playerId),
        ),
      )
    const [story] = await tx
      .insert(playerNews)
      .values({
        playerId: row.playerId,
        sportId: row.sportId,
        teamId: row.teamId,
        day: formatInTimeZone(now, 'America/New_York', 'yyyy-MM-dd'),
        createdAt: now,
        kind: 'injury',
        title: change.title,
        summary: change.title,
        playerStatus: change.status,
      })
      .returning({ newsId: playerNews.newsId })
    if (story === undefined) throw new Error('The story was not stored')
    return story
  })
