/** The admin feature: users, plans and the import log, for admins. Other features and the app use it only through this file. */
export { adminRoutes } from './admin.routes'
