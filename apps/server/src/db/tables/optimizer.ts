/**
 * The optimizer's store (docs/multi-lineup-settings.md): multi-lineup settings saved per user, sport,
 * site, slate and view; the user's templates per sport and site; and build jobs with their
 * request, progress and result. Settings objects are stored as JSON in the API's camelCase
 * shape; rows go when their user goes.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { contestGroups, users } from './core'

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' })

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull()

/** One saved settings object. `contestGroupId` 0 holds the sport's settings for any slate. */
export const multiSettings = pgTable(
  'multi_settings',
  {
    userId: userId(),
    sportId: integer('sport_id').notNull(),
    siteId: integer('site_id').notNull(),
    contestGroupId: integer('contest_group_id').notNull(),
    view: text('view').notNull(),
    settings: jsonb('settings').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sportId, t.siteId, t.contestGroupId, t.view] })],
)

/** A named template; saving a user's templates replaces all of his rows for the sport and site. */
export const multiSettingTemplates = pgTable(
  'multi_setting_templates',
  {
    templateId: serial('template_id').primaryKey(),
    userId: userId(),
    sportId: integer('sport_id').notNull(),
    siteId: integer('site_id').notNull(),
    position: integer('position').notNull(),
    settings: jsonb('settings').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('multi_setting_templates_user').on(t.userId, t.sportId, t.siteId)],
)

/**
 * A build job. `status` moves queued → running → done | failed | cancelled | interrupted; `done` counts
 * lineups built so far out of `count`. `result` holds lineups and exposures once done.
 */
export const optimizerBuilds = pgTable(
  'optimizer_builds',
  {
    buildId: text('build_id').primaryKey(),
    userId: userId(),
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    formatKey: text('format_key').notNull(),
    request: jsonb('request').notNull(),
    status: text('status').notNull(),
    done: integer('done').notNull().default(0),
    count: integer('count').notNull(),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('optimizer_builds_user').on(t.userId, t.createdAt)],
)
