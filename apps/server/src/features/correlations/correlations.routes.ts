import {
  applyCorrelationUseRoute,
  correlationPairRoute,
  correlationUsePreviewRoute,
  correlationsRoute,
  correlationViewsRoute,
  saveCorrelationViewRoute,
} from '@slatelab/contract/correlations.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import { createCorrelationUseService } from './correlation-use-service'
import { createCorrelationsService } from './correlations-service'

export const correlationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createCorrelationsService(deps.database.db, deps.now, deps.cache)

    const use = createCorrelationUseService(deps.database.db, deps.now, service.correlations)

    addRoute(app, correlationsRoute, (req) => service.correlations(req.body))

    addRoute(app, correlationUsePreviewRoute, (req) =>
      use.preview(sessionOf(req).user.userId, req.body),
    )

    // The settings page reads the multi-settings call, cached under this tag.
    addRoute(
      app,
      applyCorrelationUseRoute,
      (req) => use.apply(sessionOf(req).user.userId, req.body),
      { config: { invalidates: ['multi-settings'] } },
    )

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
