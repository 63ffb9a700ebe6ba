/**
 * News to lineups (docs/late-swap.md): the slate's injured players with the latest headline
 * about each, and the caller's built lineups holding them, so the optimizer and the news feed
 * can show a red "N lineups hold OUT players — swap" action.
 */
import { lineupStatusOf, swapsOut } from '@slatelab/domain/lineup-status'
import type { OptimizeResult } from '@slatelab/engine/optimizer/optimizer-request'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { optimizerBuilds, playerNews } from '../../db/schema'
import { buildStatuses } from '@slatelab/contract/optimizer.contract'
import type { SlatePool } from './slate-pool'
import { slateGameStarts } from './late-swap-service'

/**
 * The alerts of `userId` on the pool's slate at `now`: a lineup counts toward `swapLineups`
 * when it holds an OUT or doubtful player whose game has not started.
 * @example (await lineupAlerts(db, pool, 3, new Date())).swapLineups // 2
 */
export const lineupAlerts = async (db: Db, pool: SlatePool, userId: number, now: Date) => {
  const injured = pool.players.filter((player) => player.injuryStatus !== null)
  const stories =
    injured.length === 0
      ? []
      : await db
          .select({ playerId: playerNews.playerId, title: playerNews.title })
          .from(playerNews)
          .where(
            inArray(
              playerNews.playerId,
              injured.map((player) => player.playerId),
            ),
          )
          .orderBy(desc(playerNews.createdAt))
  const headlineOf = new Map<number, string>()
  for (const story of stories) {
    if (!headlineOf.has(story.playerId)) headlineOf.set(story.playerId, story.title)
  }
  const builds = await db
    .select({ buildId: optimizerBuilds.buildId, result: optimizerBuilds.result })
    .from(optimizerBuilds)
    .where(
      and(
        eq(optimizerBuilds.userId, userId),
        eq(optimizerBuilds.contestGroupId, pool.contestGroupId),
        eq(optimizerBuilds.status, buildStatuses.done),
      ),
    )
    .orderBy(desc(optimizerBuilds.createdAt))
  const starts = await slateGameStarts(db, pool.contestGroupId)
  const byId = new Map(pool.players.map((player) => [player.id, player]))
  const swappable = (id: string) => {
    const player = byId.get(id)
    const start = Date.parse(starts[player?.game ?? ''] ?? '')
    return swapsOut(player?.injuryStatus) && !(start <= now.getTime())
  }
  let swapLineups = 0
  const flagged = builds.flatMap(({ buildId, result }) => {
    const lineups = (result as OptimizeResult | null)?.lineups ?? []
    const numbersWith = (status: string) =>
      lineups.flatMap((lineup, index) =>
        lineup.playerIds.some((id) => lineupStatusOf(byId.get(id)?.injuryStatus) === status)
          ? [index + 1]
          : [],
      )
    swapLineups += lineups.filter((lineup) => lineup.playerIds.some(swappable)).length
    const out = numbersWith('out')
    const doubtful = numbersWith('doubtful')
    const questionable = numbersWith('questionable')
    return out.length + doubtful.length + questionable.length === 0
      ? []
      : [{ buildId, out, doubtful, questionable }]
  })
  return {
    players: injured.map((player) => ({
      id: player.id,
      name: player.name,
      injuryStatus: player.injuryStatus ?? '',
      lineupStatus: lineupStatusOf(player.injuryStatus),
      headline: headlineOf.get(player.playerId) ?? null,
    })),
    builds: flagged,
    swapLineups,
  }
}
