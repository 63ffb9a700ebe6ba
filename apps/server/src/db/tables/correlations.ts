/**
 * Correlation views users saved (docs/correlations.md). The system views live in code
 * (features/correlations/system-views.ts) with ids below `firstUserViewId`, so a saved view's
 * id never collides with one.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { contestGroups, users } from './core'

/** The first id a saved view gets; the ids below are the system views'. */
export const firstUserViewId = 1000

/** A saved view: the whole view body as the contract parses it, per user and sport. */
export const correlationViews = pgTable(
  'correlation_views',
  {
    correlationViewId: integer('correlation_view_id')
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: firstUserViewId }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull(),
    view: jsonb('view').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('correlation_views_user_sport').on(t.userId, t.sportId)],
)

/**
 * The SimLabs correlation targets a user applied to a slate from a view ("Use in optimizer"):
 * role pairs with their values, read by SimLabs over the store's own estimates.
 */
export const slateCorrelationTargets = pgTable(
  'slate_correlation_targets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    viewName: text('view_name').notNull(),
    targets: jsonb('targets').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contestGroupId] })],
)
