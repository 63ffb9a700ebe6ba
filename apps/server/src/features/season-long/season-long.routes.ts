import {
  adpRoute,
  cheatsheetsRoute,
  deleteCheatsheetRoute,
  nflWeeksRoute,
  saveCheatsheetRoute,
  seasonProjectionsRoute,
  survivorOddsRoute,
  tieredRankingsRoute,
  weeklyProjectionsRoute,
} from '@slatelab/contract/season-long.contract'
import { cheatsheetSettingsSchema, scoringSchema } from '@slatelab/domain/entities/cheatsheet'
import { products } from '@slatelab/domain/entities/access'
import { errors, withStatus } from '@slatelab/domain/errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import GLPK from 'glpk.js/node'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import { toEasternDay } from '../../time/eastern-time'
import { requireProduct } from '../subscriptions'
import {
  cheatsheetProjections,
  expertSeasonProjections,
  listAdpRows,
  listCurrentWeeks,
  listSavedCheatsheets,
  removeCheatsheet,
  saveCheatsheet,
  survivorOdds,
  tieredRankings,
  weeklyProjections,
} from './season-long-service'

// Loaded on the first survivor call, once per process.
let glpkReady: ReturnType<typeof GLPK> | undefined

// Imports change every season-long answer; public answers (weeks, tiers) are shared.
const cached = { config: { cacheSeconds: 300, cacheTags: ['season-long'] } }

export const seasonLongRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db
    // Paid: a caller without NFLSeasonLong gets 403 before anything is read.
    const gate = (req: FastifyRequest) =>
      requireProduct(db, sessionOf(req), products.NFLSeasonLong, deps.now())
    const userId = (req: FastifyRequest) => sessionOf(req).user.userId

    addRoute(app, cheatsheetsRoute, async (req) => {
      await gate(req)
      return listSavedCheatsheets(db, userId(req))
    })
    addRoute(app, saveCheatsheetRoute, async (req) => {
      await gate(req)
      return saveCheatsheet(db, userId(req), req.body, deps.now())
    })
    addRoute(app, deleteCheatsheetRoute, async (req) => {
      await gate(req)
      return removeCheatsheet(db, userId(req), req.query.cheatsheet_id)
    })
    addRoute(
      app,
      adpRoute,
      async (req) => {
        await gate(req)
        return listAdpRows(db, req.params)
      },
      cached,
    )
    addRoute(app, seasonProjectionsRoute, async (req) => {
      await gate(req)
      if (req.query.scoring_type !== 'custom') return expertSeasonProjections(db, req.query)
      if (!req.body) throw new HttpError(400, withStatus(errors.fetchCheatsheetData, 400))
      return cheatsheetProjections(db, cheatsheetSettingsSchema.parse(req.body), req.query.season)
    })
    addRoute(
      app,
      weeklyProjectionsRoute,
      async (req) => {
        await gate(req)
        if (req.query.scoring_type !== 'custom') return weeklyProjections(db, req.query)
        if (!req.body) throw new HttpError(400, withStatus(errors.fetchWeeklyProjections, 400))
        return weeklyProjections(
          db,
          req.query,
          scoringSchema.parse(cheatsheetSettingsSchema.parse(req.body).scoring),
        )
      },
      cached,
    )
    addRoute(app, nflWeeksRoute, () => listCurrentWeeks(db, toEasternDay(deps.now())), cached)
    addRoute(
      app,
      survivorOddsRoute,
      async (req) => {
        await gate(req)
        glpkReady ??= GLPK()
        const used = (req.query.used ?? '').split(',').filter((team) => team.length > 0)
        return survivorOdds(db, await glpkReady, req.params.year, used, toEasternDay(deps.now()))
      },
      cached,
    )
    addRoute(
      app,
      tieredRankingsRoute,
      async (req) => {
        try {
          return await tieredRankings(db, req.query)
        } catch (error) {
          req.log.error({ err: error }, 'tiered rankings failed')
          return { Content: [] }
        }
      },
      cached,
    )
  }
