/** The PlateIQ feature: MLB matchups, and the Statcast importer. Other features and the app use it only through this file. */
export { plateIqRoutes } from './plateiq.routes'
export { fillMissingBatterGames, refreshBatterGames } from './batter-games'
export { replaceMlbTeamGames } from './plateiq-repository'
export { importStatcast, statcastImporter } from './statcast-import'
