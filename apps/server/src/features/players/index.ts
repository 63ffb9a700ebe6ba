/** The players feature: player cards, news and game logs. Other features and the app use it only through this file. */
export { playersRoutes } from './players.routes'
