/** The correlations feature: correlation views, their use, and the game-log importer. Other features and the app use it only through this file. */
export { correlationsRoutes } from './correlations.routes'
export { gameLogsImporter, importGameLogs } from './game-logs-import'
export { gameLogLayoutOf } from './game-logs-csv'
