/** The Statcast import: Baseball Savant's search export, pitch-level or grouped by player. */
import type { Importer } from '../../csv/importer'
import type { Db } from '../../db/database'
import { isSavantAggregate, parseSavantAggregate } from './statcast-aggregate-csv'
import { parseSavantPitches } from './statcast-csv'
import { storeStatcastSeason, type StatcastSeasonSummary } from './store-statcast-season'
import { storeStatcast, type StatcastSummary } from './store-statcast'

/**
 * Stores a Savant export, all or nothing: a pitch-level file's pitches, or a player-grouped
 * file's batting lines as the season's (`season`, default the current year).
 */
export const importStatcast = async (
  db: Db,
  text: string,
  options: { readonly season: number } = { season: new Date().getUTCFullYear() },
): Promise<StatcastSummary | StatcastSeasonSummary> => {
  if (isSavantAggregate(text)) {
    const lines = parseSavantAggregate(text)
    return db.transaction((tx) => storeStatcastSeason(tx, lines, options.season))
  }
  const file = parseSavantPitches(text)
  return db.transaction((tx) => storeStatcast(tx, file))
}

/** `statcast`: Baseball Savant's search export, pitch-level or grouped by player (`--season`). */
export const statcastImporter: Importer<StatcastSummary | StatcastSeasonSummary> = {
  run: (db, { text, season, now }) =>
    importStatcast(db, text, { season: season ?? now.getUTCFullYear() }),
  describe: (summary) =>
    'pitches' in summary
      ? `${summary.pitches} pitches in ${summary.games} games (${summary.plateAppearances} plate appearances), ${summary.newPlayers} new players`
      : `${summary.seasonLines} season batting lines of ${summary.season}, ${summary.newPlayers} new players`,
}
