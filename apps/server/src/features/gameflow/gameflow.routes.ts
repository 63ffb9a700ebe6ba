import {
  gameFlowRoute,
  recentEventIdRoute,
  recentMatchupsRoute,
} from '@slatelab/contract/gameflow.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { getGameFlow, getRecentEventId, listRecentMatchups } from './gameflow-service'

// A final game's flow never changes; the latest game and the meetings change only when a day
// of the demo world or an import adds results.
const cache = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const gameflowRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    addRoute(app, gameFlowRoute, (req) => getGameFlow(db, req.params.eventId), cache)
    addRoute(
      app,
      recentEventIdRoute,
      (req) => getRecentEventId(db, req.params.eventDate, req.params.team),
      cache,
    )
    addRoute(
      app,
      recentMatchupsRoute,
      (req) =>
        listRecentMatchups(
          db,
          req.params.sportId,
          [req.params.team1, req.params.team2],
          deps.now(),
        ),
      cache,
    )
  }
