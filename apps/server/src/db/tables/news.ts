/** Player news stories (SPEC §3 "News story"), written by the demo world's seeder. */
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { players, sports, teams } from './core'

/**
 * A story about one player: when it went out, its kind (`injury`, `decision`, `depthChart`,
 * `lineup`), headline and summary, and the player's status once it was out (null: healthy).
 * `teamId` is his team when the story was written; `day` the ET day it belongs to, so the
 * seeder can replace a day's stories.
 */
export const playerNews = pgTable(
  'player_news',
  {
    newsId: serial('news_id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.sportId),
    teamId: integer('team_id').references(() => teams.teamId),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    playerStatus: text('player_status'),
  },
  (t) => [
    index('player_news_sport_created').on(t.sportId, t.createdAt),
    index('player_news_player_created').on(t.playerId, t.createdAt),
    index('player_news_day').on(t.day),
  ],
)
