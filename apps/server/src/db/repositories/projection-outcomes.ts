/**
 * Finished classic slates' projections with what the players then scored: the sample that
 * measures a projection source's accuracy (SimLabs' projection error).
 */
import { and, eq, gt, gte, isNotNull, lt } from 'drizzle-orm'
import type { ProjectionOutcome } from '@slatelab/engine/simlabs/projection-accuracy'
import type { DbOrTx } from '../database'
import { contestGroups, slatePlayers } from '../schema'

// A slate's day in the Americas: a night slate that starts after midnight UTC is the evening's.
const slateDayOf = (startsAt: Date) =>
  new Date(startsAt.getTime() - 10 * 3_600_000).toISOString().slice(0, 10)

/** A projection's outcome with its stored band (15th to 85th percentile), where it has one. */
export type StoredProjectionOutcome = Omit<ProjectionOutcome, 'floor' | 'ceiling'> & {
  readonly band: { readonly floor: number; readonly ceiling: number } | null
}

/**
 * Every player projected above 0 with actual points on `sportId`'s classic slates of `siteId`
 * starting in `[from, before)`, by his first listed position, with his salary and band; once
 * per player and day. A Sunday's main, early and turbo slates list the same games: counted on each, one
 * game would weigh three times and the fit's standard errors would shrink by √3 for nothing.
 * @example await listProjectionOutcomes(db, { sportId: 1, siteId: 4, from, before })
 */
export const listProjectionOutcomes = async (
  db: DbOrTx,
  options: {
    readonly sportId: number
    readonly siteId: number
    readonly from: Date
    readonly before: Date
  },
): Promise<StoredProjectionOutcome[]> => {
  const rows = await db
    .select({
      playerId: slatePlayers.playerId,
      startsAt: contestGroups.startsAt,
      positions: slatePlayers.positions,
      projection: slatePlayers.projectedPoints,
      actual: slatePlayers.actualPoints,
      salary: slatePlayers.salary,
      floor: slatePlayers.projectedFloor,
      ceiling: slatePlayers.projectedCeiling,
    })
    .from(slatePlayers)
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
    .where(
      and(
        eq(contestGroups.sportId, options.sportId),
        eq(contestGroups.sourceId, options.siteId),
        eq(contestGroups.variant, 'classic'),
        gte(contestGroups.startsAt, options.from),
        lt(contestGroups.startsAt, options.before),
        gt(slatePlayers.projectedPoints, 0),
        isNotNull(slatePlayers.actualPoints),
      ),
    )
  const seen = new Set<string>()
  return rows.flatMap((row) => {
    const game = `${row.playerId}:${slateDayOf(row.startsAt)}`
    if (seen.has(game)) return []
    seen.add(game)
    return [
      {
        position: row.positions[0] ?? '',
        projection: row.projection ?? 0,
        actual: row.actual ?? 0,
        salary: row.salary,
        band:
          row.floor === null || row.ceiling === null
            ? null
            : { floor: row.floor, ceiling: row.ceiling },
      },
    ]
  })
}
