import { contestDataRoute, contestsListRoute } from '@slatelab/contract/contests.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { getContestData } from './contest-data-service'
import { listSlateContests } from './contests-service'

export const contestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    addRoute(app, contestsListRoute, (req) =>
      listSlateContests(db, req.params.contestGroupId, deps.now()),
    )

    // Analytics change only with a standings import, which drops the 'slates' tag.
    addRoute(app, contestDataRoute, (req) => getContestData(db, req.params, req.query), {
      config: { cacheSeconds: 300, cacheTags: ['slates'] },
    })
  }
