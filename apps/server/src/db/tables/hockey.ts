/** Hockey: the starting-goalie reports of each NHL game, per team, as they were posted. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { events, players, teams } from '../schema'

/**
 * A report posted `minutesBefore` the start naming the team's goalie and how sure it is
 * (`unconfirmed`, `expected`, `confirmed`).
 */
export const goalieReports = pgTable(
  'goalie_reports',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    minutesBefore: integer('minutes_before').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId, t.minutesBefore] })],
)
