/** Saved correlation views and the teams' divisions, database first. */
import type { CorrelationView } from '@slatelab/contract/correlations.contract'
import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { correlationViews, teams } from '../../db/schema'

/** The user's saved views of a sport, oldest first (the stored bodies, not yet parsed). */
export const listSavedViews = (db: DbOrTx, userId: number, sportId: number) =>
  db
    .select({ correlationViewId: correlationViews.correlationViewId, view: correlationViews.view })
    .from(correlationViews)
    .where(and(eq(correlationViews.userId, userId), eq(correlationViews.sportId, sportId)))
    .orderBy(asc(correlationViews.correlationViewId))

/** Stores a new view of the user's; answers its id. */
export const insertSavedView = async (
  db: DbOrTx,
  userId: number,
  view: CorrelationView,
  now: Date,
): Promise<number> => {
  const [row] = await db
    .insert(correlationViews)
    .values({ userId, sportId: view.sportId, view, updatedAt: now })
    .returning({ correlationViewId: correlationViews.correlationViewId })
  if (row === undefined) throw new Error('The view was not stored')
  return row.correlationViewId
}

/** Replaces a view of the user's; false when he has no view of that id. */
export const updateSavedView = async (
  db: DbOrTx,
  userId: number,
  view: CorrelationView,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(correlationViews)
    .set({ sportId: view.sportId, view, updatedAt: now })
    .where(
      and(
        eq(correlationViews.correlationViewId, view.correlationViewId),
        eq(correlationViews.userId, userId),
      ),
    )
    .returning({ correlationViewId: correlationViews.correlationViewId })
  return rows.length > 0
}

/** A sport's teams: id and abbreviation. */
export const listTeamsOfSport = (db: DbOrTx, sportId: number) =>
  db
    .select({ teamId: teams.teamId, abbreviation: teams.abbreviation })
    .from(teams)
    .where(eq(teams.sportId, sportId))
