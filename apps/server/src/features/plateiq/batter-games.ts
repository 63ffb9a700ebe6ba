/**
 * Per-game batting totals (`mlb_batter_games`): each batter's plate appearances of a game
 * against each pitcher hand, added up once when the game's pitches are stored or derived, so a
 * slate's batting lines over a window are a few summed rows per batter (docs/plateiq.md,
 * "Figures"). An event's rows come from the same plate appearances every other PlateIQ call
 * reads: its imported pitches if it has any, else those derived from its plate logs.
 */
import {
  addBattingTotals,
  battingTotals,
  emptyBattingTotals,
  type BattingTotals,
} from '@slatelab/engine/statcast/statcast-metrics'
import { and, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import { inIds } from '../../db/in-ids'
import { events, mlbBatterGames, mlbTeamGames, statcastPitches } from '../../db/schema'
import { listPlateAppearancesOfEvents } from './imported-plate-appearances'
import type { PlateAppearance } from './plate-appearances'

type Hand = 'L' | 'R'

/** A batter's totals against left- and right-handed pitching. */
export type TotalsByHand = { readonly L: BattingTotals; readonly R: BattingTotals }

/**
 * The rows of these plate appearances: one per event, batter and pitcher hand (the hand of the
 * pitch that ended the plate appearance). Unlisted replacements (no batter id) have none.
 */
export const batterGameRows = (appearances: readonly PlateAppearance[]) => {
  const groups = new Map<
    string,
    {
      eventId: number
      startsAt: Date
      batterId: number
      hand: Hand
      pitches: PlateAppearance['pitches'][number][]
    }
  >()
  for (const pa of appearances) {
    const last = pa.pitches[pa.pitches.length - 1]
    if (pa.batterId === null || last === undefined) continue
    const key = `${pa.eventId}:${pa.batterId}:${last.pitcherThrows}`
    const group = groups.get(key)
    if (group === undefined) {
      groups.set(key, {
        eventId: pa.eventId,
        startsAt: pa.startsAt,
        batterId: pa.batterId,
        hand: last.pitcherThrows,
        pitches: [last],
      })
    } else group.pitches.push(last)
  }
  return [...groups.values()].map(({ eventId, startsAt, batterId, hand, pitches }) => ({
    eventId,
    startsAt,
    batterId,
    pitcherThrows: hand,
    ...battingTotals(pitches),
  }))
}

/**
 * Writes again the batting totals of these events from their plate appearances. The seeder
 * calls it for each stored day's MLB games, the Statcast import for the games it stored.
 */
export const refreshBatterGames = async (
  db: DbOrTx,
  eventIds: readonly number[],
): Promise<void> => {
  if (eventIds.length === 0) return
  await db.delete(mlbBatterGames).where(inArray(mlbBatterGames.eventId, [...eventIds]))
  await bulkInsert(
    db,
    mlbBatterGames,
    batterGameRows(await listPlateAppearancesOfEvents(db, eventIds)),
  )
}

/**
 * Adds the totals of played games in `[from, to)` that have none yet: a store seeded before
 * the table existed. The seeder calls it on every start; on a store it and the imports keep
 * current this is one query that finds nothing.
 */
export const fillMissingBatterGames = async (db: DbOrTx, from: Date, to: Date): Promise<void> => {
  const unwritten = notExists(
    db
      .select({ one: sql`1` })
      .from(mlbBatterGames)
      .where(eq(mlbBatterGames.eventId, events.eventId)),
  )
  const inWindow = and(gte(events.startsAt, from), lt(events.startsAt, to), unwritten)
  const [played, imported] = await Promise.all([
    db
      .selectDistinct({ eventId: mlbTeamGames.eventId })
      .from(mlbTeamGames)
      .innerJoin(events, eq(events.eventId, mlbTeamGames.eventId))
      .where(and(inWindow, isNotNull(mlbTeamGames.plays))),
    db
      .selectDistinct({ eventId: statcastPitches.eventId })
      .from(statcastPitches)
      .innerJoin(events, eq(events.eventId, statcastPitches.eventId))
      .where(inWindow),
  ])
  const eventIds = [...new Set([...played, ...imported].map((row) => row.eventId))]
  if (eventIds.length === 0) return
  await bulkInsert(
    db,
    mlbBatterGames,
    batterGameRows(await listPlateAppearancesOfEvents(db, eventIds)),
    { skipConflicts: true },
  )
}

/**
 * These batters' totals against each pitcher hand over the games starting in `[from, to)`;
 * a batter with no plate appearance there is absent.
 */
export const listBatterTotals = async (
  db: DbOrTx,
  from: Date,
  to: Date,
  batterIds: readonly number[],
): Promise<ReadonlyMap<number, TotalsByHand>> => {
  const totals = new Map<number, TotalsByHand>()
  if (batterIds.length === 0) return totals
  const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::float8`.mapWith(Number)
  const rows = await db
    .select({
      batterId: mlbBatterGames.batterId,
      hand: mlbBatterGames.pitcherThrows,
      pa: sum(mlbBatterGames.pa),
      atBats: sum(mlbBatterGames.atBats),
      hits: sum(mlbBatterGames.hits),
      totalBases: sum(mlbBatterGames.totalBases),
      woba: sum(mlbBatterGames.woba),
      xwoba: sum(mlbBatterGames.xwoba),
      strikeouts: sum(mlbBatterGames.strikeouts),
      walks: sum(mlbBatterGames.walks),
      battedBalls: sum(mlbBatterGames.battedBalls),
      barrels: sum(mlbBatterGames.barrels),
      hardHits: sum(mlbBatterGames.hardHits),
      flyBalls: sum(mlbBatterGames.flyBalls),
      pulled: sum(mlbBatterGames.pulled),
      speedSum: sum(mlbBatterGames.speedSum),
      angleSum: sum(mlbBatterGames.angleSum),
    })
    .from(mlbBatterGames)
    .where(
      and(
        gte(mlbBatterGames.startsAt, from),
        lt(mlbBatterGames.startsAt, to),
        inIds(mlbBatterGames.batterId, batterIds),
      ),
    )
    .groupBy(mlbBatterGames.batterId, mlbBatterGames.pitcherThrows)
  for (const { batterId, hand, ...row } of rows) {
    const known = totals.get(batterId) ?? { L: emptyBattingTotals, R: emptyBattingTotals }
    const side = hand === 'L' ? 'L' : 'R'
    totals.set(batterId, { ...known, [side]: addBattingTotals(known[side], row) })
  }
  return totals
}
