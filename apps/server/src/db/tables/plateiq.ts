/**
 * PlateIQ: each MLB team's game as the demo world publishes it — its projected and confirmed
 * batting orders, both starting pitchers, and once played its plate appearances, encoded (four
 * digits each, `@slatelab/world/games/mlb-plate-log`). Pitches are derived from the plate
 * appearances per request (docs/plateiq.md), so a season is about 5,000 rows, not 700,000
 * pitches.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { BattingFigures } from '@slatelab/engine/statcast/statcast-metrics'
import { events, players, teams } from './core'

export const mlbTeamGames = pgTable(
  'mlb_team_games',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId),
    /** Player ids leadoff first; null where an unlisted replacement bats. */
    projectedOrder: jsonb('projected_order').$type<(number | null)[]>().notNull(),
    confirmedOrder: jsonb('confirmed_order').$type<(number | null)[]>().notNull(),
    /** This team's starting pitcher, as projected and as he started. */
    projectedStarterId: integer('projected_starter_id').references(() => players.playerId, {
      onDelete: 'set null',
    }),
    starterId: integer('starter_id').references(() => players.playerId, { onDelete: 'set null' }),
    /** This team's plate appearances in order; null until the game is played. */
    plays: text('plays'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId] })],
)

/**
 * Pitches imported from Baseball Savant (`npm run import -- statcast`), one row per pitch as
 * the file gives it; an imported game's pitches replace the demo world's derived ones
 * (docs/plateiq.md). `pitcherId` is whoever threw the pitch; velocity, spin and zone are null
 * where Statcast tracked nothing, exit velocity and launch angle set on balls in play only.
 */
export const statcastPitches = pgTable(
  'statcast_pitches',
  {
    gamePk: integer('game_pk').notNull(),
    atBatNumber: integer('at_bat_number').notNull(),
    pitchNumber: integer('pitch_number').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    battingTeamId: integer('batting_team_id')
      .notNull()
      .references(() => teams.teamId),
    pitchingTeamId: integer('pitching_team_id')
      .notNull()
      .references(() => teams.teamId),
    batterId: integer('batter_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    pitcherId: integer('pitcher_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    pitchType: text('pitch_type').notNull(),
    releaseSpeed: real('release_speed'),
    spinRate: integer('spin_rate'),
    zone: integer('zone'),
    result: text('result').notNull(),
    event: text('event'),
    launchSpeed: real('launch_speed'),
    launchAngle: real('launch_angle'),
    pulled: boolean('pulled'),
    batterStands: text('batter_stands').notNull(),
    pitcherThrows: text('pitcher_throws').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gamePk, t.atBatNumber, t.pitchNumber] }),
    index('statcast_pitches_event').on(t.eventId),
    index('statcast_pitches_pitcher').on(t.pitcherId),
    index('statcast_pitches_batter').on(t.batterId),
  ],
)

/** Which stored player an MLBAM id (Savant's `batter`, `pitcher`, `player_id`) is. */
export const statcastPlayers = pgTable('statcast_players', {
  mlbamId: integer('mlbam_id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.playerId, { onDelete: 'cascade' }),
})

/**
 * Each batter's batting totals in one game against one pitcher hand (`BattingTotals` of
 * `@slatelab/engine/statcast/statcast-metrics`), written when the game's pitches are stored or
 * derived (the seeder, the Statcast import), so a slate's batters table adds up a few rows per
 * batter instead of deriving and scanning 30 days of pitches (docs/plateiq.md, "Figures").
 */
export const mlbBatterGames = pgTable(
  'mlb_batter_games',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    /** The event's start, copied so a window's rows are read without joining events. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    batterId: integer('batter_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    pitcherThrows: text('pitcher_throws').notNull(),
    pa: integer('pa').notNull(),
    atBats: integer('at_bats').notNull(),
    hits: integer('hits').notNull(),
    totalBases: integer('total_bases').notNull(),
    woba: doublePrecision('woba').notNull(),
    xwoba: doublePrecision('xwoba').notNull(),
    strikeouts: integer('strikeouts').notNull(),
    walks: integer('walks').notNull(),
    battedBalls: integer('batted_balls').notNull(),
    barrels: integer('barrels').notNull(),
    hardHits: integer('hard_hits').notNull(),
    flyBalls: integer('fly_balls').notNull(),
    pulled: integer('pulled').notNull(),
    speedSum: doublePrecision('speed_sum').notNull(),
    angleSum: doublePrecision('angle_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.batterId, t.pitcherThrows] }),
    index('mlb_batter_games_starts_at').on(t.startsAt),
  ],
)

/**
 * Season batting lines imported from Baseball Savant's player-grouped export (no dates, no
 * teams): PlateIQ shows one for a batter whose `season` range has no pitch-level plate
 * appearance (docs/plateiq.md). Importing the same player and season again replaces it.
 */
export const statcastSeasonBatting = pgTable(
  'statcast_season_batting',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    pitches: integer('pitches').notNull(),
    /** `BattingFigures` of `@slatelab/engine/statcast/statcast-metrics`. */
    figures: jsonb('figures').$type<BattingFigures>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.season] })],
)
