/** The news feature: player news. Other features and the app use it only through this file. */
export { newsRoutes } from './news.routes'
