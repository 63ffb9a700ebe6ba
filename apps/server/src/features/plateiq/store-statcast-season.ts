/**
 * Stores a parsed Savant player-grouped export (statcast-aggregate-csv.ts) as season batting
 * lines: each MLBAM id is the player it was matched to before (`statcast_players`), else the
 * one stored MLB player of that name, else a new player (no team: the layout names none).
 * Run inside the caller's transaction: a refused file stores nothing.
 */
import { sportIds } from '@slatelab/domain/sports'
import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { players, statcastPlayers, statcastSeasonBatting } from '../../db/schema'
import { normalizeName, splitName } from '../../csv/player-names'
import type { SavantSeasonLine } from './statcast-aggregate-csv'
import { storedPlayerIds } from '../../db/repositories/store-teams'

/** What a season import stored. */
export type StatcastSeasonSummary = {
  readonly season: number
  readonly seasonLines: number
  readonly newPlayers: number
}

const playerIdsOf = async (tx: DbOrTx, lines: readonly SavantSeasonLine[]) => {
  const known = await tx
    .select()
    .from(statcastPlayers)
    .where(
      inArray(
        statcastPlayers.mlbamId,
        lines.map((line) => line.mlbamId),
      ),
    )
  const ids = new Map(known.map((row) => [row.mlbamId, row.playerId]))
  const unknown = lines.filter((line) => !ids.has(line.mlbamId))
  if (unknown.length === 0) return { ids, added: 0 }
  // Stored players by name alone (the key's team part dropped); a name held twice matches none.
  const byName = new Map<string, number | null>()
  for (const [key, playerId] of await storedPlayerIds(tx, sportIds.MLB)) {
    const name = key.slice(0, key.lastIndexOf('|'))
    byName.set(name, byName.has(name) ? null : playerId)
  }
  const missing = unknown.filter((line) => {
    const match = byName.get(normalizeName(line.name))
    if (match !== undefined && match !== null) ids.set(line.mlbamId, match)
    return match === undefined || match === null
  })
  if (missing.length > 0) {
    const added = await tx
      .insert(players)
      .values(
        missing.map((line) => ({
          sportId: sportIds.MLB,
          teamId: null,
          ...splitName(line.name),
          // Savant names no fielding position; a batter is listed as a utility player.
          position: 'UTIL',
        })),
      )
      .returning({ playerId: players.playerId })
    missing.forEach((line, index) => ids.set(line.mlbamId, added[index]?.playerId ?? 0))
  }
  await tx
    .insert(statcastPlayers)
    .values(
      unknown.map((line) => ({ mlbamId: line.mlbamId, playerId: ids.get(line.mlbamId) ?? 0 })),
    )
  return { ids, added: missing.length }
}

/**
 * Stores the season lines of `season`, replacing those of the same players and season.
 * @example await db.transaction((tx) => storeStatcastSeason(tx, parseSavantAggregate(text), 2024))
 */
export const storeStatcastSeason = async (
  tx: DbOrTx,
  lines: readonly SavantSeasonLine[],
  season: number,
): Promise<StatcastSeasonSummary> => {
  const { ids, added } = await playerIdsOf(tx, lines)
  const rows = lines.map((line) => ({
    playerId: ids.get(line.mlbamId) ?? 0,
    season,
    pitches: line.pitches,
    figures: line.figures,
  }))
  await tx
    .insert(statcastSeasonBatting)
    .values(rows)
    .onConflictDoUpdate({
      target: [statcastSeasonBatting.playerId, statcastSeasonBatting.season],
      set: { pitches: sql`excluded.pitches`, figures: sql`excluded.figures` },
    })
  return { season, seasonLines: rows.length, newPlayers: added }
}
