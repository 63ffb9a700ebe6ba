import { sourcedataRoute } from '@slatelab/contract/sourcedata.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { listSources } from './sourcedata-service'

export const sourcedataRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(
      app,
      sourcedataRoute,
      (req) => listSources(deps.database.db, req.params.sportId, req.params.date),
      { config: { cacheSeconds: 300, cacheTags: ['slates'] } },
    )
  }
