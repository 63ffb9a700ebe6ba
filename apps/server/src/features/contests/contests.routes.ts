import {
  contestDataRoute,
  contestsListRoute,
  lastFinishedSlateRoute,
} from '@slatelab/contract/contests.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { getContestData } from './contest-data-service'
import { findLastFinishedSlate, listSlateContests } from './contests-service'

/** The page's instant, never one the server has not reached: no slate is final before its time. */
const asOf = (at: string | undefined, now: Date): Date =>
  at === undefined ? now : new Date(Math.min(Date.parse(at), now.getTime()))

export const contestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    // Ownership changes only with a standings import; each contest's status at a known time.
    addRoute(
      app,
      contestsListRoute,
      async (req) => {
        const { contests, statusChangesAt } = await listSlateContests(
          db,
          req.params.contestGroupId,
          deps.now(),
        )
        req.cacheValidUntil = statusChangesAt ?? null
        return contests
      },
      { config: { cacheSeconds: 300, cacheTags: ['slates'] } },
    )

    // Which slates are final moves with the clock and with imports: kept a minute only.
    addRoute(
      app,
      lastFinishedSlateRoute,
      async (req) => ({
        slate: await findLastFinishedSlate(
          db,
          { sportId: req.query.sport_id, sourceId: req.query.source_id },
          asOf(req.query.at, deps.now()),
        ),
      }),
      { config: { cacheSeconds: 60, cacheTags: ['slates'] } },
    )

    // Analytics change only with a standings import or a live contest's scoring, which drop
    // the 'slates' tag; the status and final games follow the clock.
    addRoute(
      app,
      contestDataRoute,
      async (req) => {
        const { changesAt, ...data } = await getContestData(db, req.params, req.query, deps.now())
        req.cacheValidUntil = changesAt ?? null
        return data
      },
      { config: { cacheSeconds: 300, cacheTags: ['slates'] } },
    )
  }
