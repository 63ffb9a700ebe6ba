import {
  injuryReportRoute,
  newsRoute,
  playerNewsRoute,
  sportPlayersRoute,
  sportTeamsRoute,
} from '@slatelab/contract/news.contract'
import { publishPlayerStatusRoute } from '@slatelab/contract/news-desk.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { publishPlayerStatus } from './player-status'
import {
  listInjuries,
  listNews,
  listNewsOfPlayer,
  listSportPlayers,
  listSportTeams,
} from './news-service'

// News moves during the day, so it is cached for a minute, not SPEC §9's 300 s; players and
// teams change only when the demo world or an import adds some.
const newsCache = { config: { cacheSeconds: 60, cacheTags: ['news'] } }
const rosterCache = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const newsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const newsNow = deps.newsNow ?? deps.now
    addRoute(
      app,
      newsRoute,
      (req) => listNews(db, req.params.sportId, newsNow(), req.query.showAll === 'true'),
      newsCache,
    )
    addRoute(
      app,
      playerNewsRoute,
      (req) => listNewsOfPlayer(db, req.params.playerId, newsNow()),
      newsCache,
    )
    addRoute(
      app,
      injuryReportRoute,
      (req) => listInjuries(db, req.params.sportId, newsNow()),
      newsCache,
    )
    addRoute(app, sportPlayersRoute, (req) => listSportPlayers(db, req.params.sportId), rosterCache)
    addRoute(app, sportTeamsRoute, (req) => listSportTeams(db, req.params.sportId), rosterCache)
    addRoute(app, publishPlayerStatusRoute, (req) => publishPlayerStatus(db, req.body, newsNow()), {
      config: { invalidates: ['news', 'slates'] },
    })
  }
