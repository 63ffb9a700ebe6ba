/** The season-long feature: draft tools, and the FantasyPros importers. Other features and the app use it only through this file. */
export { seasonLongRoutes } from './season-long.routes'
export {
  insertStatLines,
  replaceAdp,
  replaceSeasonSchedule,
  upsertSeasonPlayers,
} from './season-long-repository'
export { adpImporter, rankingsImporter, seasonProjectionsImporter } from './season-long-importers'
