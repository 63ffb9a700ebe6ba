import { livePlayersRoute } from '@slatelab/contract/live.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { listOwnershipPlayers } from '../contests'

export const liveRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Actual points change only with an import, which drops the 'slates' tag; a signed-in
    // user's answer (cached per user) reads his active projection set.
    addRoute(
      app,
      livePlayersRoute,
      (req) =>
        listOwnershipPlayers(
          deps.database.db,
          {
            sportId: req.query.sport_id,
            contestGroupId: req.query.contest_group_id,
            contestId: req.query.contest_id,
          },
          req.session?.user.userId,
        ),
      { config: { cacheSeconds: 300, cacheTags: ['slates', 'projections'] } },
    )
  }
