import {
  courseGameLogRoute,
  gameLogRoute,
  playerCorrelationsRoute,
  playerDetailsRoute,
  playerRanksRoute,
  playerSalariesRoute,
  slateSalariesRoute,
  teeTimesRoute,
  trendsRoute,
  upcomingEventsRoute,
} from '@slatelab/contract/players.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import {
  getGameLog,
  getPlayerDetails,
  getPlayerRanks,
  getTrends,
  listCourseHistory,
  listPlayerCorrelations,
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
    addRoute(app, playerCorrelationsRoute, (req) => listPlayerCorrelations(db, req.params), cached)
    addRoute(
      app,
      courseGameLogRoute,
      (req) => listCourseHistory(db, req.params.playerId, req.params.eventId),
      cached,
    )
    addRoute(
      app,
      trendsRoute,
      (req) =>
        getTrends(
          db,
          {
            playerId: req.query.player_id,
            sourceId: req.query.source_id,
            ...(req.query.event_id === undefined ? {} : { eventId: req.query.event_id }),
          },
          deps.now(),
        ),
      cached,
    )
    addRoute(
      app,
      playerRanksRoute,
      (req) =>
        getPlayerRanks(
          db,
          {
            playerId: req.params.playerId,
            sourceId: req.query.SourceId,
            ...(req.query.EventId === undefined ? {} : { eventId: req.query.EventId }),
            ...(req.query.SportId === undefined ? {} : { sportId: req.query.SportId }),
            ...(req.query.ContestGroupId === undefined
              ? {}
              : { contestGroupId: req.query.ContestGroupId }),
          },
          deps.now(),
        ),
      cached,
    )
  }
