/** Hockey: starting-goalie reports, the lines of each NHL team game, imported team game logs. */
import { boolean, date, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core'
import { events, players, teams } from './core'

// A player of a team in an event; his rows go with the event and with him.
const teamGamePlayer = () => ({
  eventId: integer('event_id')
    .notNull()
    .references(() => events.eventId, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.teamId),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.playerId, { onDelete: 'cascade' }),
})

/**
 * A report posted `minutesBefore` the start naming the team's goalie and how sure it is
 * (`unconfirmed`, `expected`, `confirmed`).
 */
export const goalieReports = pgTable(
  'goalie_reports',
  {
    ...teamGamePlayer(),
    status: text('status').notNull(),
    minutesBefore: integer('minutes_before').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId, t.minutesBefore] })],
)

/**
 * Where each skater of a team played in an NHL game: his unit (`L1`–`L4` forward lines,
 * `D1`–`D3` defence pairs), his slot on it (`LW`, `C`, `RW`, `D`) and his power-play unit (1, 2,
 * or null).
 */
export const nhlLines = pgTable(
  'nhl_lines',
  {
    ...teamGamePlayer(),
    unit: text('unit').notNull(),
    slot: text('slot').notNull(),
    powerPlayUnit: integer('power_play_unit'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.playerId] })],
)

/**
 * An imported NHL team game log row (Natural Stat Trick layout): the team's game on a day with
 * its final score and its shot attempts, shots and expected goals for and against as the file
 * gives them (5-on-5).
 */
export const nhlTeamGames = pgTable(
  'nhl_team_games',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    opponentId: integer('opponent_id')
      .notNull()
      .references(() => teams.teamId),
    isHome: boolean('is_home').notNull(),
    goalsFor: integer('goals_for').notNull(),
    goalsAgainst: integer('goals_against').notNull(),
    shotAttemptsFor: real('shot_attempts_for').notNull(),
    shotAttemptsAgainst: real('shot_attempts_against').notNull(),
    shotsFor: real('shots_for').notNull(),
    shotsAgainst: real('shots_against').notNull(),
    expectedGoalsFor: real('expected_goals_for').notNull(),
    expectedGoalsAgainst: real('expected_goals_against').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.playedOn] })],
)
