/** The game-log import: the correlations' sample of player-games, stored all or nothing. */
import type { Importer } from '../../csv/importer'
import type { Db } from '../../db/database'
import { parseGameLogs } from './game-logs-csv'
import { storeGameLogs, type GameLogSummary } from './store-game-logs'

/** Stores a game-log file's player-games, all or nothing. */
export const importGameLogs = (db: Db, text: string): Promise<GameLogSummary> => {
  const file = parseGameLogs(text)
  return db.transaction((tx) => storeGameLogs(tx, file))
}

/** `game-logs`: player game logs, RotoGuru MLB or NBA, nflverse weekly NFL. */
export const gameLogsImporter: Importer<GameLogSummary> = {
  run: (db, { text }) => importGameLogs(db, text),
  describe: (summary) =>
    `${summary.playerGames} player-games in ${summary.games} games (${summary.layout})`,
}
