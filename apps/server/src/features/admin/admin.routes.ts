import {
  adminComponentsRoute,
  adminUsersRoute,
  importRunsLimit,
  importRunsRoute,
  setUserSubscriptionRoute,
  updateComponentRoute,
} from '@slatelab/contract/admin.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { answerNoStore } from '../../http/no-store'
import { listImportRuns } from '../imports'
import {
  editComponent,
  listAllComponents,
  listUsersWithSubscriptions,
  setUserSubscription,
} from './admin-service'

export const adminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    answerNoStore(app)

    addRoute(app, adminComponentsRoute, () => listAllComponents(db))

    // A price or visibility change shows at once in the marketplace, on /sales and in tiles.
    addRoute(
      app,
      updateComponentRoute,
      (req) => editComponent(db, req.params.componentId, req.body),
      { config: { invalidates: ['subscriptions', 'products'] } },
    )

    addRoute(app, adminUsersRoute, (req) =>
      listUsersWithSubscriptions(
        db,
        { emailContains: req.query.email, requested: req.query.requested },
        deps.now(),
      ),
    )

    addRoute(
      app,
      setUserSubscriptionRoute,
      (req) =>
        setUserSubscription(db, req.params.userId, req.body.componentId, req.body.held, deps.now()),
      { config: { invalidates: ['subscriptions'] } },
    )

    addRoute(app, importRunsRoute, () => listImportRuns(db, importRunsLimit))
  }
