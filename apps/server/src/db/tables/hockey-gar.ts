/**
 * Imported Evolving-Hockey GAR tables (docs/team-ratings.md "Importing GAR tables"): one row per
 * player, team and season (a traded player has a row per team), goals above replacement and
 * its parts as the file gives them. A figure the file leaves out or writes `NA` is null.
 * `season` is the year the season starts (2023 for 2023-24); times are minutes.
 */
import { integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core'
import { players, teams } from './core'

const playerTeamSeason = () => ({
  playerId: integer('player_id')
    .notNull()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.teamId),
  season: integer('season').notNull(),
  games: integer('games').notNull(),
  minutes: real('minutes'),
  goalsAboveReplacement: real('goals_above_replacement'),
  winsAboveReplacement: real('wins_above_replacement'),
  standingsPointsAboveReplacement: real('standings_points_above_replacement'),
})

/** A goalie's season for a team: shots faced, goals against, goals saved above expected, GAR. */
export const nhlGoalieGar = pgTable(
  'nhl_goalie_gar',
  {
    ...playerTeamSeason(),
    /** Unblocked shot attempts against (Fenwick), all situations the file sums. */
    fenwickAgainst: real('fenwick_against'),
    expectedGoalsAgainst: real('expected_goals_against'),
    goalsAgainst: real('goals_against'),
    goalsSavedAboveExpected: real('goals_saved_above_expected'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.teamId, t.season] })],
)

/** A skater's season for a team: GAR by component (even strength, power play, penalties…). */
export const nhlSkaterGar = pgTable(
  'nhl_skater_gar',
  {
    ...playerTeamSeason(),
    position: text('position').notNull(),
    evenStrengthOffense: real('even_strength_offense'),
    evenStrengthDefense: real('even_strength_defense'),
    powerPlayOffense: real('power_play_offense'),
    shortHandedDefense: real('short_handed_defense'),
    penaltiesTaken: real('penalties_taken'),
    penaltiesDrawn: real('penalties_drawn'),
    offense: real('offense'),
    defense: real('defense'),
    penalties: real('penalties'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.teamId, t.season] })],
)
