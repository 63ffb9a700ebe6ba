/** The vegas feature: betting lines, golf outrights, and the odds importer. Other features and the app use it only through this file. */
export { vegasRoutes } from './vegas.routes'
export { allGames, gamesOf, listVegasLines } from './vegas-service'
export { importOdds, oddsImporter } from './odds-import'
export { parseOddsFile } from './odds-files'
