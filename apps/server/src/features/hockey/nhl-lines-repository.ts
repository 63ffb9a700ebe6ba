/** The stored NHL lines: each skater's unit and power-play unit per team game. */
import { asc, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { nhlLines } from '../../db/schema'

/** The lines of these events, by event, team and unit. */
export const listNhlLinesOf = async (db: DbOrTx, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? []
    : db
        .select()
        .from(nhlLines)
        .where(inArray(nhlLines.eventId, [...eventIds]))
        .orderBy(asc(nhlLines.eventId), asc(nhlLines.teamId), asc(nhlLines.unit))

/**
 * A power-play unit's name as the pool and the page show it.
 * @example powerPlayName(1) // 'PP1'
 */
export const powerPlayName = (unit: number | null): string | null =>
  unit === null ? null : `PP${unit}`
