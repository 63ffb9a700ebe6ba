/** The live feature: live contest ownership. Other features and the app use it only through this file. */
export { liveRoutes } from './live.routes'
