/** The source-data feature: sites and sports of the slates. Other features and the app use it only through this file. */
export { sourcedataRoutes } from './sourcedata.routes'
