import {
  correlationPairRoute,
  correlationsRoute,
  correlationViewsRoute,
  saveCorrelationViewRoute,
} from '@slatelab/contract/correlations.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import { createCorrelationsService } from './correlations-service'

export const correlationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createCorrelationsService(deps.database.db, deps.now, deps.cache)

    addRoute(app, correlationsRoute, (req) => service.correlations(req.body))

    addRoute(app, correlationPairRoute, (req) =>
      service.pair(req.body.view, req.body.rowItemId, req.body.columnItemId),
    )

    addRoute(app, correlationViewsRoute, (req) =>
      service.views(sessionOf(req).user.userId, req.params.sportId),
    )

    addRoute(app, saveCorrelationViewRoute, (req) =>
      service.saveView(sessionOf(req).user.userId, req.body),
    )
  }
