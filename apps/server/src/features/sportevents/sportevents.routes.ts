import { gameDaysRoute, slateEventsRoute } from '@slatelab/contract/sportevents.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { findGameDays, listSlateEvents } from './sportevents-service'

export const sporteventsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(
      app,
      slateEventsRoute,
      (req) => listSlateEvents(deps.database.db, req.query.contestGroupId),
      { config: { cacheSeconds: 300, cacheTags: ['slates'] } },
    )
    addRoute(
      app,
      gameDaysRoute,
      (req) => findGameDays(deps.database.db, req.params.sportId, req.params.date),
      { config: { cacheSeconds: 300, cacheTags: ['slates'] } },
    )
  }
