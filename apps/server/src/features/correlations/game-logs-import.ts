/** The game-log import: the correlations' sample of player-games, stored all or nothing. */
import type { Db } from '../../db/database'
import { parseGameLogs } from './game-logs-csv'
import { storeGameLogs, type GameLogSummary } from './store-game-logs'

/** Stores a game-log file's player-games, all or nothing. */
export const importGameLogs = (db: Db, text: string): Promise<GameLogSummary> => {
  const file = parseGameLogs(text)
  return db.transaction((tx) => storeGameLogs(tx, file))
}
