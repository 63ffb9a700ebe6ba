/** The outcome of every data import, CLI or HTTP, for the admin page. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './core'

/**
 * One import of one file: its kind (`dk-salaries`…), how it came (`cli` or `http`), the file
 * (its name on the CLI; HTTP uploads have none), who sent it over HTTP, when it started and
 * finished, and either the importer's summary or the message it was refused with.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    importRunId: serial('import_run_id').primaryKey(),
    kind: text('kind').notNull(),
    via: text('via', { enum: ['cli', 'http'] }).notNull(),
    fileName: text('file_name'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    summary: jsonb('summary'),
    error: text('error'),
  },
  (t) => [index('import_runs_started').on(t.startedAt)],
)
