/** The account feature: the signed-in user's plan and settings. Other features and the app use it only through this file. */
export { accountRoutes } from './account.routes'
