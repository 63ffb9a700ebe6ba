import {
  golfOutrightsRoute,
  plateIqVegasRoute,
  vegasLinesRoute,
} from '@slatelab/contract/vegas.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { listGolfOutrights } from './golf-outrights'
import { allGames, listVegasLines } from './vegas-service'

// Lines move with the clock (a snapshot is posted at its time) and with imports.
const cached = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const vegasRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(
      app,
      vegasLinesRoute,
      (req) =>
        listVegasLines(
          deps.database.db,
          {
            sportId: req.params.sportId,
            date: req.params.date,
            contestGroupId: req.query.contestGroupId,
          },
          deps.now(),
        ),
      cached,
    )
    addRoute(
      app,
      plateIqVegasRoute,
      (req) =>
        listVegasLines(
          deps.database.db,
          { sportId: 3, date: req.params.date, contestGroupId: allGames },
          deps.now(),
        ),
      cached,
    )
    addRoute(
      app,
      golfOutrightsRoute,
      (req) => listGolfOutrights(deps.database.db, req.params.date),
      cached,
    )
  }
