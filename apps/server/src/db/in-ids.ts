/**
 * `column = any('{1,2,3}'::integer[])`: a list of ids bound as one text parameter. Drizzle's
 * `inArray` binds one parameter per id, and PGlite takes about a millisecond per hundred of
 * them (a slate's 270 batters: a quarter of a second); one array parameter costs nothing.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * Whether an integer column's value is one of `ids` (false for none).
 * @example db.select().from(players).where(inIds(players.playerId, [501, 502]))
 */
export const inIds = (column: AnyPgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[])`

/**
 * Whether a text column's value is one of `values`, bound as one JSON parameter (texts may
 * hold commas and quotes, which an array literal would have to escape).
 * @example db.select().from(slatePlayers).where(inTexts(slatePlayers.sitePlayerId, ['123']))
 */
export const inTexts = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} = any(array(select json_array_elements_text(${JSON.stringify(values)}::json)))`
