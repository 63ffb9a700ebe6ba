/**
 * SimLabs simulation jobs (docs/simlabs.md): the user's request as given, the engine's input
 * spec it was resolved to, progress in iterations, and the result with names filled in.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { contestGroups, users } from './core'

/**
 * A simulation job. `status` moves queued → running → done | failed; `done` counts iterations
 * simulated so far out of `iterations`. `contestId` is null for a contest template.
 * `projectionSet` and `fieldModel` record, at submit time, the projections and the field model
 * the job used (null on jobs stored before they were recorded).
 */
export const simlabsJobs = pgTable(
  'simlabs_jobs',
  {
    jobId: text('job_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    contestId: integer('contest_id'),
    contestName: text('contest_name').notNull(),
    lineupCount: integer('lineup_count').notNull(),
    fieldSource: text('field_source').notNull(),
    request: jsonb('request').notNull(),
    status: text('status').notNull(),
    done: integer('done').notNull().default(0),
    iterations: integer('iterations').notNull(),
    result: jsonb('result'),
    error: text('error'),
    projectionSet: jsonb('projection_set'),
    fieldModel: jsonb('field_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('simlabs_jobs_user').on(t.userId, t.createdAt)],
)
