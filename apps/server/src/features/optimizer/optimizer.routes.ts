import {
  buildEventsRoute,
  buildRoute,
  buildsRoute,
  cancelBuildRoute,
  dkEntriesRoute,
  poolRoute,
  startBuildRoute,
  uploadCsvRoute,
} from '@slatelab/contract/optimizer.contract'
import { portfolioRoute } from '@slatelab/contract/portfolio.contract'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { camelizeKeys } from '../../http/camel-keys'
import { errors } from '@slatelab/domain/errors'
import { addRoute } from '../../http/contract-route'
import { mayUse } from '../subscriptions'
import { freeOptimizerLineups, products } from '@slatelab/domain/entities/access'
import { HttpError } from '../../http/http-error'
import { streamJobEvents } from '../../http/job-events'
import { sessionOf } from '../../http/session-of'
import { activeStatuses, createBuildService } from './build-service'
import { choosePortfolio } from './portfolio-service'
import { loadSlatePool } from './slate-pool'

const csvDownload = 'text/csv; charset=utf-8'

export const optimizerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const builds = await createBuildService(db, deps.now, deps.queues)
    app.addHook('onClose', () => builds.close())

    addRoute(
      app,
      poolRoute,
      async (req) => {
        const pool = await loadSlatePool(
          db,
          req.query.contest_group_id,
          deps.now(),
          sessionOf(req).user.userId,
        )
        return {
          contestGroupId: pool.contestGroupId,
          sportId: pool.sportId,
          siteId: pool.siteId,
          formatKey: pool.format.key,
          formatName: pool.format.name,
          salaryCap: pool.format.salaryCap,
          slots: pool.format.slots.map((slot) => slot.code),
          players: pool.players,
          projectionSet: pool.projectionSet,
        }
      },
      // The user's active projection set changes the numbers: a change of it drops the answer.
      { config: { cacheSeconds: 300, cacheTags: ['slates', 'projections'] } },
    )

    addRoute(app, startBuildRoute, async (req) => {
      const parsed = optimizerSettingsSchema.safeParse(camelizeKeys(req.body.settings ?? {}))
      if (!parsed.success) {
        throw new HttpError(
          400,
          parsed.error.issues
            .map((issue) => `${['body.settings', ...issue.path].join('.')}: ${issue.message}`)
            .join('; '),
        )
      }
      const session = sessionOf(req)
      const paid = await mayUse(db, session, products.OptimizerPro, deps.now())
      if (!paid && req.body.count > freeOptimizerLineups) {
        throw new HttpError(403, errors.freeOptimizerLimit(freeOptimizerLineups))
      }
      return builds.start(session.user.userId, { ...req.body, settings: parsed.data }, paid)
    })

    addRoute(app, portfolioRoute, async (req) => {
      const session = sessionOf(req)
      if (
        req.body.count > freeOptimizerLineups &&
        !(await mayUse(db, session, products.OptimizerPro, deps.now()))
      ) {
        throw new HttpError(403, errors.freeOptimizerLimit(freeOptimizerLineups))
      }
      const pool = await loadSlatePool(db, req.body.contestGroupId, deps.now(), session.user.userId)
      return choosePortfolio(pool, req.body)
    })

    addRoute(app, buildsRoute, (req) => builds.list(sessionOf(req).user.userId))

    addRoute(app, buildRoute, (req) => builds.get(sessionOf(req).user.userId, req.params.buildId))

    addRoute(app, buildEventsRoute, async (req, reply) => {
      const userId = sessionOf(req).user.userId
      await app.streamSlots.hold(userId, () =>
        streamJobEvents(
          req,
          reply,
          () => builds.summary(userId, req.params.buildId),
          (build) => !activeStatuses.includes(build.status),
        ),
      )
      return reply
    })

    addRoute(app, cancelBuildRoute, (req) =>
      builds.cancel(sessionOf(req).user.userId, req.params.buildId),
    )

    addRoute(app, uploadCsvRoute, async (req, reply) => {
      const csv = await builds.uploadCsv(sessionOf(req).user.userId, req.params.buildId)
      return reply
        .type(csvDownload)
        .header('content-disposition', 'attachment; filename="lineups-upload.csv"')
        .send(csv)
    })

    addRoute(app, dkEntriesRoute, async (req, reply) => {
      const csv = await builds.fillEntries(
        sessionOf(req).user.userId,
        req.params.buildId,
        req.body.csv,
      )
      return reply
        .type(csvDownload)
        .header('content-disposition', 'attachment; filename="DKEntries-filled.csv"')
        .send(csv)
    })
  }
