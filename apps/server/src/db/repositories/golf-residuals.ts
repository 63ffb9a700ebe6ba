/**
 * Finished golf slates' golfers as the tee-time wave estimate reads them: each golfer's
 * round-one tee time and his actual less projected points, per slate.
 */
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm'
import { sportIds } from '@slatelab/domain/sports'
import type { DbOrTx } from '../database'
import { contestGroups, slatePlayers } from '../schema'

/** One golfer of a finished slate. */
export type GolfResidual = {
  readonly contestGroupId: number
  readonly teeTime: string
  readonly residual: number
}

/**
 * The golfers with a tee time, a projection and actual points of `siteId`'s classic golf
 * slates starting in `[from, before)`.
 * @example await listGolfResiduals(db, { siteId: 4, from, before })
 */
export const listGolfResiduals = async (
  db: DbOrTx,
  options: { readonly siteId: number; readonly from: Date; readonly before: Date },
): Promise<GolfResidual[]> => {
  const rows = await db
    .select({
      contestGroupId: slatePlayers.contestGroupId,
      teeTime: slatePlayers.teeTime,
      projected: slatePlayers.projectedPoints,
      actual: slatePlayers.actualPoints,
    })
    .from(slatePlayers)
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
    .where(
      and(
        eq(contestGroups.sportId, sportIds.PGA),
        eq(contestGroups.sourceId, options.siteId),
        eq(contestGroups.variant, 'classic'),
        gte(contestGroups.startsAt, options.from),
        lt(contestGroups.startsAt, options.before),
        isNotNull(slatePlayers.teeTime),
        isNotNull(slatePlayers.actualPoints),
        isNotNull(slatePlayers.projectedPoints),
      ),
    )
    .orderBy(asc(slatePlayers.contestGroupId))
  return rows.flatMap((row) =>
    row.teeTime === null || row.actual === null || row.projected === null || row.projected <= 0
      ? []
      : [
          {
            contestGroupId: row.contestGroupId,
            teeTime: row.teeTime.toISOString(),
            residual: row.actual - row.projected,
          },
        ],
  )
}
