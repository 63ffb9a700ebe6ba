/** The sport-events feature: the slates' games. Other features and the app use it only through this file. */
export { sporteventsRoutes } from './sportevents.routes'
export { toSportEvent } from './sportevents-service'
