/** The health feature: liveness and readiness. Other features and the app use it only through this file. */
export { healthRoutes } from './health.routes'
