/**
 * PlateIQ: each MLB team's game as the demo world publishes it — its projected and confirmed
 * batting orders, both starting pitchers, and once played its plate appearances, encoded (four
 * digits each, `@slatelab/world/games/mlb-plate-log`). Pitches are derived from the plate
 * appearances per request (docs/plateiq.md), so a season is about 5,000 rows, not 700,000
 * pitches.
 */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { events, players, teams } from '../schema'

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
