/**
 * The SimLabs correlation targets a user applied to a slate from a correlation view: written by
 * the correlations tool, read by SimLabs.
 */
import {
  correlationTargetSchema,
  type CorrelationTarget,
} from '@slatelab/engine/simlabs/correlation-targets'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { DbOrTx } from '../database'
import { slateCorrelationTargets } from '../schema'

/** Replaces the user's targets of a slate. */
export const saveSlateCorrelationTargets = async (
  db: DbOrTx,
  row: {
    readonly userId: number
    readonly contestGroupId: number
    readonly viewName: string
    readonly targets: readonly CorrelationTarget[]
    readonly appliedAt: Date
  },
): Promise<void> => {
  await db
    .insert(slateCorrelationTargets)
    .values(row)
    .onConflictDoUpdate({
      target: [slateCorrelationTargets.userId, slateCorrelationTargets.contestGroupId],
      set: { viewName: row.viewName, targets: row.targets, appliedAt: row.appliedAt },
    })
}

/** The targets the user applied to a slate ([] when none). */
export const findSlateCorrelationTargets = async (
  db: DbOrTx,
  userId: number,
  contestGroupId: number,
): Promise<readonly CorrelationTarget[]> => {
  const [row] = await db
    .select({ targets: slateCorrelationTargets.targets })
    .from(slateCorrelationTargets)
    .where(
      and(
        eq(slateCorrelationTargets.userId, userId),
        eq(slateCorrelationTargets.contestGroupId, contestGroupId),
      ),
    )
  return row === undefined ? [] : z.array(correlationTargetSchema).parse(row.targets)
}
