/**
 * The store's core tables (users, sports, teams, players, events, slates, contests…), which the
 * feature tables of this folder reference. Timestamps are `timestamptz`; money is whole cents;
 * a slate is a contest group (SPEC §3) and its players' site data live in `slate_players`.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const sports = pgTable('sports', {
  sportId: integer('sport_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isMain: boolean('is_main').notNull(),
})

export const sources = pgTable('sources', {
  sourceId: integer('source_id').primaryKey(),
  code: text('code').notNull().unique(),
  displayName: text('display_name').notNull(),
})

export const teams = pgTable(
  'teams',
  {
    teamId: serial('team_id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.sportId),
    abbreviation: text('abbreviation').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('teams_sport_abbreviation').on(t.sportId, t.abbreviation)],
)

export const players = pgTable(
  'players',
  {
    playerId: serial('player_id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.sportId),
    teamId: integer('team_id').references(() => teams.teamId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    headshot: text('headshot'),
    /** The demo world's stable key (`NBA:BOS:3`); null for players imported from site files. */
    worldKey: text('world_key').unique(),
  },
  (t) => [index('players_team').on(t.teamId), index('players_sport').on(t.sportId)],
)

export const events = pgTable(
  'events',
  {
    eventId: serial('event_id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.sportId),
    homeTeamId: integer('home_team_id').references(() => teams.teamId),
    visitorTeamId: integer('visitor_team_id').references(() => teams.teamId),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    homeProjectedScore: real('home_projected_score'),
    visitorProjectedScore: real('visitor_projected_score'),
    /** The demo world's stable key; null for imported events. */
    worldKey: text('world_key').unique(),
    /** Final score in the sport's unit; null until the event is over (and for golf). */
    homeScore: integer('home_score'),
    visitorScore: integer('visitor_score'),
    /** NFL week (1–22) and playoff round; null elsewhere. */
    week: integer('week'),
    round: text('round'),
  },
  (t) => [index('events_sport_start').on(t.sportId, t.startsAt)],
)

export const contestGroups = pgTable(
  'contest_groups',
  {
    contestGroupId: integer('contest_group_id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.sportId),
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.sourceId),
    draftGroupId: integer('draft_group_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    contestSuffix: text('contest_suffix').notNull().default(''),
    displayName: text('display_name').notNull(),
    displayNameShort: text('display_name_short').notNull(),
    variant: text('variant').notNull(),
    isSimLabs: boolean('is_sim_labs').notNull().default(false),
  },
  (t) => [index('contest_groups_sport_start').on(t.sportId, t.startsAt)],
)

export const contestGroupEvents = pgTable(
  'contest_group_events',
  {
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
  },
  (t) => [primaryKey({ columns: [t.contestGroupId, t.eventId] })],
)

export const slatePlayers = pgTable(
  'slate_players',
  {
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    sitePlayerId: text('site_player_id').notNull(),
    teamId: integer('team_id').references(() => teams.teamId),
    salary: integer('salary').notNull(),
    positions: text('positions').array().notNull(),
    rosterPositions: text('roster_positions').array().notNull(),
    /** Fantasy points scored on this site's scoring; null until the games are played. */
    actualPoints: real('actual_points'),
    /** The demo world's projection on this site (mean, 15th and 85th percentile) and projected ownership (%). */
    projectedPoints: real('projected_points'),
    projectedFloor: real('projected_floor'),
    projectedCeiling: real('projected_ceiling'),
    projectedOwnership: real('projected_ownership'),
    /** The injury status the site shows beside the player (`Questionable`…), null when healthy. */
    injuryStatus: text('injury_status'),
    /** Golf: whether the golfer made the cut; null until it is made, and in other sports. */
    madeCut: boolean('made_cut'),
    /** Golf: the golfer's first-round tee time. */
    teeTime: timestamp('tee_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.contestGroupId, t.sitePlayerId] }),
    index('slate_players_player').on(t.playerId),
  ],
)

export const contests = pgTable(
  'contests',
  {
    contestId: integer('contest_id').primaryKey(),
    contestGroupId: integer('contest_group_id')
      .notNull()
      .references(() => contestGroups.contestGroupId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    entryCostCents: integer('entry_cost_cents').notNull(),
    contestSize: integer('contest_size').notNull(),
    multiEntryMax: integer('multi_entry_max').notNull(),
    totalPrizesCents: integer('total_prizes_cents').notNull(),
    isDoubleUp: boolean('is_double_up').notNull().default(false),
    isGuaranteed: boolean('is_guaranteed').notNull().default(false),
    isFiftyFifty: boolean('is_fifty_fifty').notNull().default(false),
    /** When its entries were stored; null while the contest has none. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('contests_contest_group').on(t.contestGroupId)],
)

/**
 * One entry of a contest: its lineup as parallel arrays (slot i holds player i), its final
 * points, rank and winnings. `userName` is the site handle without the `(3/150)` suffix.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.contestId, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    userName: text('user_name').notNull(),
    rank: integer('rank').notNull(),
    points: real('points').notNull(),
    rosterSlots: text('roster_slots').array().notNull(),
    playerIds: integer('player_ids').array().notNull(),
    payoutCents: integer('payout_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.entryId] }),
    index('contest_entries_user').on(t.contestId, t.userName),
  ],
)

/** A contest's payout table: places `placeFrom`–`placeTo` each win `payoutCents`. */
export const contestPayouts = pgTable(
  'contest_payouts',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.contestId, { onDelete: 'cascade' }),
    placeFrom: integer('place_from').notNull(),
    placeTo: integer('place_to').notNull(),
    payoutCents: integer('payout_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.placeFrom] })],
)

export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  createdAt: createdAt(),
})

/** Both tokens are stored only as SHA-256 hashes; the session row is found by its id hash. */
export const sessions = pgTable(
  'sessions',
  {
    sessionIdHash: text('session_id_hash').primaryKey(),
    bearerTokenHash: text('bearer_token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the session last signed a call in, to the minute (see session-auth.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

export const products = pgTable('products', {
  productId: integer('product_id').primaryKey(),
  productFamilyId: integer('product_family_id').notNull(),
  name: text('name').notNull().unique(),
  priceCents: integer('price_cents').notNull(),
  term: text('term').notNull(),
  sportId: integer('sport_id').references(() => sports.sportId),
})

export const productComponents = pgTable('product_components', {
  componentId: integer('component_id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.productId),
  title: text('title').notNull(),
  description: text('description').notNull(),
  owner: text('owner').notNull(),
  logo: text('logo').notNull(),
  url: text('url').notNull(),
  logoBackgroundColor: text('logo_background_color').notNull(),
  term: text('term').notNull(),
  sportId: integer('sport_id').references(() => sports.sportId),
  priceCents: integer('price_cents').notNull(),
  hideFromMarketplace: boolean('hide_from_marketplace').notNull().default(false),
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: serial('subscription_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    componentId: integer('component_id')
      .notNull()
      .references(() => productComponents.componentId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscriptions_user_component').on(t.userId, t.componentId)],
)

/**
 * A user's request to subscribe to a component, waiting for an admin (`SUBSCRIPTIONS=approval`).
 * The row lives while the request waits: an admin's grant or refusal deletes it.
 */
export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    componentId: integer('component_id')
      .notNull()
      .references(() => productComponents.componentId, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.componentId] })],
)
