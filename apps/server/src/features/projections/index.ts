/** The projections feature: projection sets and their accuracy. Other features and the app use it only through this file. */
export { projectionsRoutes } from './projections.routes'
export { findActiveProjections } from './active-projections'
