/**
 * What the demo world stores beside the platform tables: each game's line history and weather,
 * players' box-score lines, the daily injury report, and which days have been seeded (so a
 * store seeded on an earlier day is extended with new days only).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { events, players, teams } from './core'

const eventId = () =>
  integer('event_id')
    .notNull()
    .references(() => events.eventId, { onDelete: 'cascade' })

/**
 * A snapshot of a game's line, from the home team's side: spread (negative = home favoured),
 * total, moneylines and prices in American odds, and the share of bets and money (percent).
 * The demo world fills every column; an imported file only what it has (null for the rest).
 */
export const eventLines = pgTable(
  'event_lines',
  {
    eventId: eventId(),
    minutesBefore: integer('minutes_before').notNull(),
    homeSpread: real('home_spread'),
    spreadPrice: integer('spread_price'),
    total: real('total'),
    overPrice: integer('over_price'),
    underPrice: integer('under_price'),
    homeMoneyline: integer('home_moneyline'),
    visitorMoneyline: integer('visitor_moneyline'),
    homeSpreadBetPct: real('home_spread_bet_pct'),
    homeSpreadMoneyPct: real('home_spread_money_pct'),
    overBetPct: real('over_bet_pct'),
    overMoneyPct: real('over_money_pct'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.minutesBefore] })],
)

/**
 * A market a line snapshot cannot hold, one row per selection (American odds): a soccer
 * match's closing three-way market (`home`, `draw`, `visitor`, and `over`/`under` at `line`
 * goals), a fight's moneylines and a race's win prices (selection = the competitor's player id,
 * `playerId` set; fights have an opening price too).
 */
export const eventOdds = pgTable(
  'event_odds',
  {
    eventId: eventId(),
    market: text('market').notNull(),
    selection: text('selection').notNull(),
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    line: real('line'),
    openPrice: integer('open_price'),
    closePrice: integer('close_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.market, t.selection] })],
)

/**
 * The forecast at an outdoor game (NFL, MLB, college football, soccer); `windDirection` is
 * the compass point the wind blows from (null in stores seeded before it was kept).
 */
export const eventWeather = pgTable('event_weather', {
  eventId: eventId().primaryKey(),
  temperatureF: integer('temperature_f').notNull(),
  windMph: integer('wind_mph').notNull(),
  windDirection: text('wind_direction'),
  precipitationPct: integer('precipitation_pct').notNull(),
})

/**
 * A player's box-score line in an event (stat key → count), his points per site id and the
 * team he played for (a traded player's old team before the trade, his new one after; null in
 * lines stored before it was kept and for golfers: read his current team then).
 */
export const playerGameStats = pgTable(
  'player_game_stats',
  {
    eventId: eventId(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.teamId),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
    fantasyPoints: jsonb('fantasy_points').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.playerId] }),
    index('player_game_stats_player').on(t.playerId),
  ],
)

/**
 * The team a box-score line was played for: the line's own, else (lines stored before it was
 * kept) the player's current team. Read it with `players` joined.
 * @example db.select({ teamId: lineTeamId() }).from(playerGameStats).innerJoin(players, …)
 */
export const lineTeamId = () =>
  sql<number | null>`coalesce(${playerGameStats.teamId}, ${players.teamId})`

/** A player listed on a day's injury report. */
export const injuryReports = pgTable(
  'injury_reports',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    injury: text('injury').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.playerId] })],
)

/** A day the demo world has stored; `isFinal` once every event of the day had its result. */
export const worldDays = pgTable('world_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  isFinal: boolean('is_final').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
