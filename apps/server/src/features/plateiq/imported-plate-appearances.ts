/**
 * Plate appearances of games imported from Baseball Savant (`npm run import -- statcast`), as
 * PlateIQ reads the demo world's derived ones: pitches in order, `pitcherId` the side's starter
 * (who threw its first pitch) or null for the bullpen. An imported game's pitches replace the
 * derived ones of the same event.
 */
import type { PaEvent, PitchResult } from '@slatelab/engine/statcast/statcast-metrics'
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { inIds } from '../../db/in-ids'
import { events, mlbTeamGames, statcastPitches } from '../../db/schema'
import { derivePlateAppearances, type PlateAppearance } from './plate-appearances'
import { listPlayedTeamGames, listPlayedTeamGamesOfEvents } from './plateiq-repository'

/** The imported plate appearances of the games `where` selects (on events and pitches). */
const importedPlateAppearances = async (
  db: DbOrTx,
  where: SQL | undefined,
): Promise<readonly PlateAppearance[]> => {
  const rows = await db
    .select({
      pitch: statcastPitches,
      startsAt: events.startsAt,
      starterId: mlbTeamGames.starterId,
    })
    .from(statcastPitches)
    .innerJoin(events, eq(events.eventId, statcastPitches.eventId))
    .leftJoin(
      mlbTeamGames,
      and(
        eq(mlbTeamGames.eventId, statcastPitches.eventId),
        eq(mlbTeamGames.teamId, statcastPitches.pitchingTeamId),
      ),
    )
    .where(where)
    .orderBy(
      asc(statcastPitches.gamePk),
      asc(statcastPitches.atBatNumber),
      asc(statcastPitches.pitchNumber),
    )
  const byPlateAppearance = new Map<string, typeof rows>()
  for (const row of rows) {
    const key = `${row.pitch.gamePk}:${row.pitch.atBatNumber}`
    const list = byPlateAppearance.get(key)
    if (list === undefined) byPlateAppearance.set(key, [row])
    else list.push(row)
  }
  return [...byPlateAppearance.values()].flatMap((list) => {
    // The pitcher of the last pitch is charged with the plate appearance.
    const last = list[list.length - 1]
    if (last === undefined) return []
    const { pitch, startsAt, starterId } = last
    return [
      {
        eventId: pitch.eventId,
        startsAt,
        battingTeamId: pitch.battingTeamId,
        pitchingTeamId: pitch.pitchingTeamId,
        batterId: pitch.batterId,
        pitcherId: pitch.pitcherId === starterId ? starterId : null,
        pitches: list.map(({ pitch: stored }) => ({
          pitchType: stored.pitchType,
          releaseSpeed: stored.releaseSpeed,
          spinRate: stored.spinRate,
          zone: stored.zone,
          result: stored.result as PitchResult,
          event: stored.event as PaEvent | null,
          launchSpeed: stored.launchSpeed,
          launchAngle: stored.launchAngle,
          pulled: stored.pulled,
          batterStands: stored.batterStands as 'L' | 'R',
          pitcherThrows: stored.pitcherThrows as 'L' | 'R',
        })),
      },
    ]
  })
}

/** The imported plate appearances of games starting in `[from, to)`. */
export const listImportedPlateAppearances = (db: DbOrTx, from: Date, to: Date) =>
  importedPlateAppearances(db, and(gte(events.startsAt, from), lt(events.startsAt, to)))

/**
 * Every plate appearance of these events: an event's imported pitches if it has any, else
 * those derived from its plate logs.
 */
export const listPlateAppearancesOfEvents = async (
  db: DbOrTx,
  eventIds: readonly number[],
): Promise<readonly PlateAppearance[]> => {
  if (eventIds.length === 0) return []
  const imported = await importedPlateAppearances(
    db,
    inArray(statcastPitches.eventId, [...eventIds]),
  )
  const importedEvents = new Set(imported.map((pa) => pa.eventId))
  const played = await listPlayedTeamGamesOfEvents(db, eventIds)
  return [
    ...derivePlateAppearances(played.filter((game) => !importedEvents.has(game.eventId))),
    ...imported,
  ]
}

/**
 * Every plate appearance of games starting in `[from, to)`: the imported games' from their
 * pitches, the demo world's derived from its plate logs (`keep` narrows which team games are
 * derived, e.g. one pitcher's starts).
 */
export const listPlateAppearances = async (
  db: DbOrTx,
  from: Date,
  to: Date,
  keep: (game: { readonly eventId: number; readonly starterId: number | null }) => boolean = () =>
    true,
): Promise<readonly PlateAppearance[]> => {
  const imported = await listImportedPlateAppearances(db, from, to)
  const importedEvents = new Set(imported.map((pa) => pa.eventId))
  const played = await listPlayedTeamGames(db, from, to)
  const derivedEvents = new Set(
    played
      .filter((game) => !importedEvents.has(game.eventId) && keep(game))
      .map((game) => game.eventId),
  )
  return [
    ...derivePlateAppearances(played.filter((game) => derivedEvents.has(game.eventId))),
    ...imported,
  ]
}

/**
 * The hands Statcast recorded for imported players among `playerIds`: a pitcher's throwing
 * hand, a batter's side (`S` when he batted from both).
 */
export const listImportedHands = async (db: DbOrTx, playerIds: readonly number[]) => {
  const throws = new Map<number, 'L' | 'R'>()
  const bats = new Map<number, 'L' | 'R' | 'S'>()
  if (playerIds.length === 0) return { throws, bats }
  const [pitchers, batters] = await Promise.all([
    db
      .selectDistinct({ playerId: statcastPitches.pitcherId, hand: statcastPitches.pitcherThrows })
      .from(statcastPitches)
      .where(inIds(statcastPitches.pitcherId, playerIds)),
    db
      .selectDistinct({ playerId: statcastPitches.batterId, hand: statcastPitches.batterStands })
      .from(statcastPitches)
      .where(inIds(statcastPitches.batterId, playerIds)),
  ])
  for (const { playerId, hand } of pitchers) throws.set(playerId, hand as 'L' | 'R')
  for (const { playerId, hand } of batters) {
    bats.set(playerId, bats.has(playerId) ? 'S' : (hand as 'L' | 'R'))
  }
  return { throws, bats }
}
