/**
 * Basketball players' projected minutes: the mean of their last ten games' minutes before a
 * moment. The optimizer's pool shows it and custom rules filter on it (SPEC §5's suggested NBA
 * rule, "minutes projection at least 25").
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { events, playerGameStats } from '../schema'

/** How many of a player's latest games his projected minutes average. */
export const minutesProjectionGames = 10

/**
 * Each player's mean minutes over his last `minutesProjectionGames` games that started before
 * `before`; a player without a game with minutes is absent.
 * @example (await recentMinutesOf(db, [5101], new Date('2026-11-22T23:00:00Z'))).get(5101) // 33.4
 */
export const recentMinutesOf = async (
  db: DbOrTx,
  playerIds: readonly number[],
  before: Date,
): Promise<ReadonlyMap<number, number>> => {
  if (playerIds.length === 0) return new Map()
  // Both drivers answer raw SQL with `{ rows }`; numeric comes back as a string on pg.
  const result = (await db.execute(sql`
    select player_id, avg(minutes) as minutes
    from (
      select s.player_id, (s.stats ->> 'minutes')::real as minutes,
        row_number() over (partition by s.player_id order by e.starts_at desc) as recency
      from ${playerGameStats} s
      join ${events} e on e.event_id = s.event_id
      where s.player_id in (${sql.join(
        playerIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and e.starts_at < ${before.toISOString()}
        and s.stats ->> 'minutes' is not null
    ) latest
    where recency <= ${minutesProjectionGames}
    group by player_id`)) as unknown as {
    readonly rows: readonly { player_id: number | string; minutes: number | string }[]
  }
  return new Map(result.rows.map((row) => [Number(row.player_id), Number(row.minutes)]))
}
