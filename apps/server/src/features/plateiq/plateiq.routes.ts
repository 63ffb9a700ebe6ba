import {
  battersDetailRoute,
  battersRoute,
  lineupsRoute,
  pitchersBullpenRoute,
  pitchersDetailRoute,
  pitchersGameLogsRoute,
  pitchersRoute,
  teamBattersRoute,
} from '@slatelab/contract/plateiq.contract'
import { products } from '@slatelab/domain/entities/access'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import { requireProduct } from '../subscriptions'
import {
  describeBatter,
  describePitcher,
  listBatters,
  listBullpens,
  listLineups,
  listPitcherGameLogs,
  listPitchers,
  listTeamBatting,
} from './plateiq-service'

// Per user (the cache key holds the session's user), after the access check; lineups are
// confirmed with the clock and imports change slates.
const cached = { config: { cacheSeconds: 300, cacheTags: ['slates'] } }

export const plateIqRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db
    // PlateIQ is paid: a caller without a subscription gets 403 before any figure is read.
    const gate = (req: FastifyRequest) =>
      requireProduct(db, sessionOf(req), products.PlateIQ, deps.now())
    const gated =
      <T>(answer: () => Promise<T>) =>
      async (req: FastifyRequest): Promise<T> => {
        await gate(req)
        return answer()
      }
    addRoute(
      app,
      battersRoute,
      (req) => gated(() => listBatters(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      battersDetailRoute,
      (req) => gated(() => describeBatter(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      teamBattersRoute,
      (req) => gated(() => listTeamBatting(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      pitchersRoute,
      (req) => gated(() => listPitchers(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      pitchersDetailRoute,
      (req) => gated(() => describePitcher(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      pitchersGameLogsRoute,
      (req) => gated(() => listPitcherGameLogs(db, req.query))(req),
      cached,
    )
    addRoute(
      app,
      pitchersBullpenRoute,
      (req) => gated(() => listBullpens(db, req.query, deps.now()))(req),
      cached,
    )
    addRoute(
      app,
      lineupsRoute,
      (req) => gated(() => listLineups(db, req.params.date, deps.now()))(req),
      cached,
    )
  }
