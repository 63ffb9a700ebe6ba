/** The game-log import: the correlations' sample of player-games, stored all or nothing. */
import type { Importer } from '../../csv/importer'
import type { ImportReport } from '../../csv/import-report'
import type { Db } from '../../db/database'
import { parseGameLogs } from './game-logs-csv'
import { storeGameLogs, type GameLogSummary } from './store-game-logs'

/** Stores a game-log file's player-games, all or nothing. */
export const importGameLogs = (
  db: Db,
  text: string,
  report?: ImportReport,
): Promise<GameLogSummary> => {
  const file = parseGameLogs(text, report)
  return db.transaction((tx) => storeGameLogs(tx, file))
}

/** `game-logs`: RotoGuru MLB or NBA, weekly NFL stat lines (FantasyPros style, nflverse). */
export const gameLogsImporter: Importer<GameLogSummary> = {
  run: (db, { text, report }) => importGameLogs(db, text, report),
  describe: (summary) =>
    `${summary.playerGames} player-games in ${summary.games} games (${summary.layout})`,
}
