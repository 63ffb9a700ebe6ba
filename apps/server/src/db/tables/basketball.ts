/** Basketball: each NBA team's starting five per game, as projected and as announced. */
import { integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { events, teams } from './core'

/**
 * An NBA team's starting five for a game: the projected five (posted the day before) and the
 * one announced half an hour before tip-off, player ids.
 */
export const nbaTeamGames = pgTable(
  'nba_team_games',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId),
    projectedStarters: jsonb('projected_starters').$type<number[]>().notNull(),
    confirmedStarters: jsonb('confirmed_starters').$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId] })],
)
