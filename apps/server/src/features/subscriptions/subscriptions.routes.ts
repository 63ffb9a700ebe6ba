import { products } from '@slatelab/domain/entities/access'
import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { checkAccess } from './access-service'

export const subscriptionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(app, checkAccessRoute, async (req) => {
      const access = await checkAccess(deps.database.db, req.query, req.headers, deps.now())
      return req.query.product === products.NFLSeasonLong
        ? { 'user-access': access }
        : { userAccess: access }
    })
  }
