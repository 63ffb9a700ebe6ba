/**
 * Season-long football (docs/season-long.md): the players of a draft season (the demo world's
 * own, or FantasyPros files' by name), their ADP per site and day, experts' projections and the
 * results as stat lines (week 0 = the season; expert `actual` = what was scored), imported
 * expert rankings, the NFL weeks and the season's schedule (for survivor odds), and each
 * user's saved cheatsheets (settings as the JSON string the page saved).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { StatLineInput } from '@slatelab/domain/entities/cheatsheet'
import { users } from './core'

export const seasonPlayers = pgTable(
  'season_players',
  {
    seasonPlayerId: serial('season_player_id').primaryKey(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** QB, RB, WR, TE, K or DST. */
    position: text('position').notNull(),
    teamShort: text('team_short').notNull(),
    byeWeek: integer('bye_week'),
    /** `world` (the demo world) or `fantasypros` (an imported file). */
    idSource: text('id_source').notNull(),
  },
  (t) => [uniqueIndex('season_players_year_name').on(t.year, t.name, t.position)],
)

const seasonPlayerId = () =>
  integer('season_player_id')
    .notNull()
    .references(() => seasonPlayers.seasonPlayerId, { onDelete: 'cascade' })

/** A site's average draft position of a player as of a day (ISO date). */
export const seasonAdp = pgTable(
  'season_adp',
  {
    seasonPlayerId: seasonPlayerId(),
    site: text('site').notNull(),
    asOf: text('as_of').notNull(),
    adp: real('adp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonPlayerId, t.site, t.asOf] })],
)

/**
 * An expert's stat line for a player's season (week 0), or what he scored in a week (expert
 * `actual`); counts left out are 0. Weekly projections are derived from the season line and the
 * week's matchup (`nfl_season_games`), not stored.
 */
export const seasonProjections = pgTable(
  'season_projections',
  {
    seasonPlayerId: seasonPlayerId(),
    expert: text('expert').notNull(),
    week: integer('week').notNull(),
    stats: jsonb('stats').$type<StatLineInput>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonPlayerId, t.expert, t.week] })],
)

/** An expert's overall draft rank of a player (and the expert's own tier, when published). */
export const seasonRankings = pgTable(
  'season_rankings',
  {
    seasonPlayerId: seasonPlayerId(),
    expert: text('expert').notNull(),
    rank: integer('rank').notNull(),
    tier: integer('tier'),
  },
  (t) => [primaryKey({ columns: [t.seasonPlayerId, t.expert] })],
)

/** An NFL week: its Thursday-to-Wednesday dates (ISO). */
export const nflWeeks = pgTable(
  'nfl_weeks',
  {
    year: integer('year').notNull(),
    week: integer('week').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    weekName: text('week_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.week] })],
)

/**
 * A regular-season game of the schedule. `eventKey` is the event's world key: the game's lines
 * are found through it once the seeder stores that day (events come day by day).
 */
export const nflSeasonGames = pgTable(
  'nfl_season_games',
  {
    year: integer('year').notNull(),
    week: integer('week').notNull(),
    homeShort: text('home_short').notNull(),
    visitorShort: text('visitor_short').notNull(),
    eventKey: text('event_key'),
    /**
     * What the matchup does to each side's fantasy output (1 = an average opponent): weekly
     * projections are the season line ÷ 17 × this.
     */
    homeMatchup: real('home_matchup').notNull().default(1),
    visitorMatchup: real('visitor_matchup').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.year, t.week, t.homeShort] })],
)

export const cheatsheets = pgTable(
  'cheatsheets',
  {
    cheatsheetId: serial('cheatsheet_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull(),
    settings: text('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cheatsheets_user').on(t.userId, t.sportId)],
)
