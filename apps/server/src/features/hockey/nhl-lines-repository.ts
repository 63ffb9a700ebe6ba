/** The stored NHL lines: each skater's unit and power-play unit per team game. */
import type { LineSkater } from '@slatelab/contract/hockey.contract'
import { asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { nhlLines, players } from '../../db/schema'
import { displayName } from '../../db/repositories/players'

/** The lines of these events with each skater's name, by event, team and unit. */
export const listNhlLinesOf = async (db: DbOrTx, eventIds: readonly number[]) => {
  if (eventIds.length === 0) return []
  const rows = await db
    .select({ line: nhlLines, player: players })
    .from(nhlLines)
    .innerJoin(players, eq(players.playerId, nhlLines.playerId))
    .where(inArray(nhlLines.eventId, [...eventIds]))
    .orderBy(asc(nhlLines.eventId), asc(nhlLines.teamId), asc(nhlLines.unit))
  return rows.map(({ line, player }) => ({ ...line, playerName: displayName(player) }))
}

/**
 * A power-play unit's name as the pool and the page show it.
 * @example powerPlayName(1) // 'PP1'
 */
export const powerPlayName = (unit: number | null): LineSkater['powerPlay'] =>
  unit === 1 ? 'PP1' : unit === 2 ? 'PP2' : null
