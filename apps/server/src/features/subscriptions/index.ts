/** The subscriptions feature: plans and the product gate. Other features and the app use it only through this file. */
export { subscriptionsRoutes } from './subscriptions.routes'
export { mayUse, requireProduct } from './product-gate'
