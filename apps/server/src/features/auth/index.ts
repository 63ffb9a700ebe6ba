/** The auth feature: sign-up, sign-in and sessions. Other features and the app use it only through this file. */
export { authRoutes } from './auth.routes'
