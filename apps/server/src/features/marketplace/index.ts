/** The marketplace feature: products and plans. Other features and the app use it only through this file. */
export { marketplaceRoutes } from './marketplace.routes'
export { toPlan } from './marketplace-service'
