import {
  cancelComponentsRoute,
  componentsRoute,
  plansRoute,
  saveComponentsRoute,
} from '@slatelab/contract/marketplace.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import {
  cancelMarketplaceComponents,
  listMarketplaceComponents,
  listPlans,
  subscribeToMarketplaceComponents,
} from './marketplace-service'

export const marketplaceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    addRoute(
      app,
      componentsRoute,
      (req) => listMarketplaceComponents(db, sessionOf(req).user.userId, deps.now()),
      { config: { cacheSeconds: 300, cacheTags: ['subscriptions'] } },
    )

    addRoute(
      app,
      saveComponentsRoute,
      (req) =>
        subscribeToMarketplaceComponents(
          db,
          sessionOf(req).user.userId,
          req.query.cids,
          deps.now(),
          deps.subscriptions,
        ),
      { config: { invalidates: ['subscriptions'] } },
    )

    addRoute(
      app,
      cancelComponentsRoute,
      (req) =>
        cancelMarketplaceComponents(db, sessionOf(req).user.userId, req.query.cids, deps.now()),
      { config: { invalidates: ['subscriptions'] } },
    )

    addRoute(app, plansRoute, () => listPlans(db), {
      config: { cacheSeconds: 300, cacheTags: ['products'] },
    })
  }
