/** The hockey feature: starting goalies, NHL lines and team ratings, and the NHL team-log and GAR importers. Other features and the app use it only through this file. */
export { hockeyRoutes } from './hockey.routes'
export { listNhlLinesOf, powerPlayName } from './nhl-lines-repository'
export { goalieStartsAt, type GoalieStart } from './hockey-service'
export { importNhlTeamLogs, nhlTeamLogsImporter } from './nhl-team-logs-import'
export { importNhlGar, nhlGarImporter } from './nhl-gar-import'
export { isGarHeader } from './nhl-gar-csv'
