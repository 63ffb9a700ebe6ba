import {
  gameLogRoute,
  playerDetailsRoute,
  playerSalariesRoute,
  slateSalariesRoute,
  teeTimesRoute,
  upcomingEventsRoute,
} from '@slatelab/contract/players.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import {
  getGameLog,
  getPlayerDetails,
  listPlayerSalaries,
  listSalariesOfSlate,
  listTeeTimes,
  listUpcomingEvents,
} from './players-service'

// SPEC §9's 300 s; the demo world's new days drop them (`slates`).
const cached = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const playersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    addRoute(
      app,
      playerDetailsRoute,
      (req) => getPlayerDetails(db, req.params.playerId, req.query.SourceId, deps.now()),
      cached,
    )
    addRoute(
      app,
      playerSalariesRoute,
      (req) => listPlayerSalaries(db, req.params.playerId, req.params.sourceId, deps.now()),
      cached,
    )
    addRoute(app, gameLogRoute, (req) => getGameLog(db, req.params, deps.now()), cached)
    addRoute(
      app,
      upcomingEventsRoute,
      (req) => listUpcomingEvents(db, req.params.sportId, req.params.currentTeam, deps.now()),
      cached,
    )
    addRoute(
      app,
      slateSalariesRoute,
      (req) => listSalariesOfSlate(db, req.query.sport_id, req.query.contest_group_id),
      cached,
    )
    addRoute(app, teeTimesRoute, (req) => listTeeTimes(db, req.params.eventId), cached)
  }
