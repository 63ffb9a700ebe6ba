import { startingGoaliesRoute, teamRatingsRoute } from '@slatelab/contract/hockey.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { listStartingGoalies } from './hockey-service'
import { listTeamRatings } from './team-ratings-service'

// Goalie reports and lines are posted with the clock; imports change slates.
const cached = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const hockeyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(
      app,
      startingGoaliesRoute,
      (req) => listStartingGoalies(deps.database.db, req.params.date, deps.now()),
      cached,
    )
    addRoute(
      app,
      teamRatingsRoute,
      (req) => listTeamRatings(deps.database.db, req.params.sportId, req.params.date),
      cached,
    )
  }
