/**
 * Custom projections (docs/projections.md): sets per owner, sport, projection source and date
 * with their player rows; the parts and weights of a blend; the players a scenario overrides;
 * and each user's active set per scope. A blend's and a scenario's rows are stored whole when
 * they are made, so deleting a part later leaves them as they were.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { players, users } from './core'

/** A set; `isSystem` sets are published to every user by an admin. `stats` is its stats file. */
export const projectionSets = pgTable(
  'projection_sets',
  {
    setId: serial('set_id').primaryKey(),
    key: text('key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull(),
    sourceId: integer('source_id').notNull(),
    /** The navbar date the set is for (ET calendar date, `YYYY-MM-DD`). */
    date: text('date').notNull(),
    name: text('name').notNull(),
    /** `upload`, `blend` or `scenario`. */
    kind: text('kind').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    useDefaultPlayers: boolean('use_default_players').notNull().default(false),
    stats: jsonb('stats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('projection_sets_scope').on(t.sportId, t.sourceId, t.date),
    index('projection_sets_user').on(t.userId),
  ],
)

/** A player's numbers in a set; `isDefault` rows were filled from the system projection. */
export const projectionRows = pgTable(
  'projection_rows',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => projectionSets.setId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    points: real('points').notNull(),
    ceiling: real('ceiling'),
    floor: real('floor'),
    /** Percent, 0–100. */
    ownership: real('ownership'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.setId, t.playerId] })],
)

/** A blend's parts as they were weighted (`partKey` `system`: the system projection). */
export const projectionBlendParts = pgTable(
  'projection_blend_parts',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => projectionSets.setId, { onDelete: 'cascade' }),
    partKey: text('part_key').notNull(),
    partName: text('part_name').notNull(),
    weight: real('weight').notNull(),
    ownWeight: real('own_weight').notNull(),
    ceilingWeight: real('ceiling_weight').notNull(),
    floorWeight: real('floor_weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.partKey] })],
)

/** The players a scenario overrides, with the base set's points beside the new. */
export const projectionScenarioPlayers = pgTable(
  'projection_scenario_players',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => projectionSets.setId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    basePoints: real('base_points'),
    points: real('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.playerId] })],
)

/** A user's active set per sport, projection source and date; no row: the system projection. */
export const projectionChoices = pgTable(
  'projection_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull(),
    sourceId: integer('source_id').notNull(),
    date: text('date').notNull(),
    setId: integer('set_id')
      .notNull()
      .references(() => projectionSets.setId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sportId, t.sourceId, t.date] })],
)
