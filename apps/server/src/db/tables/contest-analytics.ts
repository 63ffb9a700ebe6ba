/**
 * Contest analytics as stored once per contest (docs/contests-api.md): a summary row, one row
 * per ownership row (player as captain or not), one per user with his lineups and exposures
 * beside it, and one per duplicated lineup. The contest-data endpoint reads pages of these
 * instead of analysing or parsing a whole field per request. Money is whole cents, shares
 * percent (0–100); rows go when their contest goes.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { contests } from './core'

const contestId = () =>
  integer('contest_id')
    .notNull()
    .references(() => contests.contestId, { onDelete: 'cascade' })

/** The contest's figures. `avgSalaryUsed` is the field's mean lineup salary (site units). */
export const contestAnalytics = pgTable('contest_analytics', {
  contestId: contestId().primaryKey(),
  /** Users in the field, so an unfiltered users page needs no count. */
  userCount: integer('user_count').notNull(),
  cashLine: real('cash_line'),
  totalLineupsEntered: integer('total_lineups_entered').notNull(),
  distinctLineups: integer('distinct_lineups').notNull(),
  uniqueLineups: integer('unique_lineups').notNull(),
  duplicateLineups: integer('duplicate_lineups').notNull(),
  totalPaidCents: bigint('total_paid_cents', { mode: 'number' }).notNull(),
  avgSalaryUsed: real('avg_salary_used'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
})

/** One ownership row: a player in a captain slot or not. */
export const contestPlayerAnalytics = pgTable(
  'contest_player_analytics',
  {
    contestId: contestId(),
    playerId: integer('player_id').notNull(),
    isCaptain: boolean('is_captain').notNull(),
    ownership: real('ownership').notNull(),
    ownership20: real('ownership20').notNull(),
    ownership10: real('ownership10').notNull(),
    ownership1: real('ownership1').notNull(),
    actualPoints: real('actual_points'),
    madeCut: boolean('made_cut'),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.playerId, t.isCaptain] })],
)

/**
 * One user of a contest. `bestRank` orders users as the standings do. `lineups` and
 * `exposures` hold his rows as compact JSON tuples (see user-rows-codec.ts), read only when
 * one user is opened: a 150 000-entry field has a million exposure rows, and text stores
 * them several times faster than jsonb would. The indexes serve the users table's sort
 * orders a page at a time, ties broken by user name.
 */
export const contestUserAnalytics = pgTable(
  'contest_user_analytics',
  {
    contestId: contestId(),
    userName: text('user_name').notNull(),
    bestRank: integer('best_rank').notNull(),
    totalPlayers: integer('total_players').notNull(),
    totalRosters: integer('total_rosters').notNull(),
    uniqueRosters: integer('unique_rosters').notNull(),
    maxExposure: real('max_exposure').notNull(),
    lineupsCashing: integer('lineups_cashing').notNull(),
    totalEntryCostCents: bigint('total_entry_cost_cents', { mode: 'number' }).notNull(),
    totalWinningCents: bigint('total_winning_cents', { mode: 'number' }).notNull(),
    roi: real('roi').notNull(),
    lineups: text('lineups').notNull(),
    exposures: text('exposures').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userName] }),
    index('contest_user_analytics_rank').on(t.contestId, t.bestRank, t.userName),
    index('contest_user_analytics_rosters').on(t.contestId, t.totalRosters, t.userName),
    index('contest_user_analytics_winning').on(t.contestId, t.totalWinningCents, t.userName),
    index('contest_user_analytics_roi').on(t.contestId, t.roi, t.userName),
  ],
)

/** A lineup entered more than once, with its slots as its best-ranked copy listed them. */
export const contestDuplicateLineups = pgTable(
  'contest_duplicate_lineups',
  {
    contestId: contestId(),
    lineupHash: text('lineup_hash').notNull(),
    /** Position in the duplicates list: most copies first, then standings order. */
    listOrder: integer('list_order').notNull(),
    lineupCt: integer('lineup_ct').notNull(),
    lineupRank: integer('lineup_rank').notNull(),
    points: real('points').notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
    rosterSlots: text('roster_slots').array().notNull(),
    playerIds: integer('player_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.lineupHash] }),
    index('contest_duplicate_lineups_order').on(t.contestId, t.listOrder),
  ],
)
