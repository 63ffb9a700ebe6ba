import {
  activeProjectionSetRoute,
  createScenarioRoute,
  customProjectionSetsRoute,
  defaultProjectionsRoute,
  deleteProjectionsRoute,
  importAdminProjectionsRoute,
  projectionAccuracyRoute,
  projectionSetStatsRoute,
  projectionsRoute,
  projectionWeightsRoute,
  scenarioPlayersRoute,
  setActiveProjectionsRoute,
  uploadProjectionsRoute,
} from '@slatelab/contract/projections.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import { activeSetOfSlate } from './active-projections'
import { projectionAccuracy } from './projection-accuracy'
import {
  blendSets,
  createScenario,
  defaultProjections,
  deleteProjections,
  importAdminSet,
  listProjectionSets,
  listScenarioPlayers,
  projectionsInForce,
  readSetStats,
  setActiveProjections,
  uploadProjections,
  type Caller,
  type Scope,
} from './projections-service'

// The optimizer's pool reads the active set, so a change of projections drops its answers too.
const cacheTags = ['projections']
const invalidates = ['projections']

const callerOf = (req: FastifyRequest): Caller => {
  const { user } = sessionOf(req)
  return { userId: user.userId, role: user.role }
}

const scopeOf = (query: {
  readonly sport_id: Scope['sportId']
  readonly source_id: number
  readonly date: Scope['date']
}): Scope => ({
  sportId: query.sport_id,
  sourceId: query.source_id,
  date: query.date,
})

export const projectionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const cached = { config: { cacheSeconds: 300, cacheTags } }
    const invalidating = { config: { invalidates } }

    addRoute(
      app,
      projectionsRoute,
      (req) => projectionsInForce(db, callerOf(req), scopeOf(req.query), req.query.cgid),
      cached,
    )

    addRoute(
      app,
      activeProjectionSetRoute,
      async (req) => {
        const set = await activeSetOfSlate(db, req.session?.user.userId, req.query.contest_group_id)
        return { projectionSet: set === null ? null : { key: set.key, name: set.name } }
      },
      cached,
    )

    addRoute(
      app,
      customProjectionSetsRoute,
      (req) => listProjectionSets(db, callerOf(req), scopeOf(req.query)),
      cached,
    )

    addRoute(
      app,
      defaultProjectionsRoute,
      (req) => defaultProjections(db, scopeOf(req.query)),
      cached,
    )

    addRoute(
      app,
      uploadProjectionsRoute,
      (req) =>
        uploadProjections(
          db,
          callerOf(req),
          scopeOf(req.query),
          {
            filename: req.query.filename,
            useDefaultPlayers: req.query.useDefaultPlayers ?? false,
            setKey: req.query.setKey,
            preview: req.query.preview ?? false,
          },
          req.body,
          deps.now(),
        ),
      invalidating,
    )

    addRoute(
      app,
      setActiveProjectionsRoute,
      (req) => setActiveProjections(db, callerOf(req), scopeOf(req.query), req.query.key),
      invalidating,
    )

    addRoute(
      app,
      deleteProjectionsRoute,
      (req) =>
        deleteProjections(
          db,
          callerOf(req),
          req.query.sport_id,
          req.query.date,
          req.query.projectionSet,
        ),
      invalidating,
    )

    addRoute(
      app,
      projectionWeightsRoute,
      (req) =>
        blendSets(
          db,
          callerOf(req),
          scopeOf(req.query),
          { filename: req.query.filename, preview: req.query.preview ?? false },
          req.body.sets,
          deps.now(),
        ),
      invalidating,
    )

    addRoute(
      app,
      createScenarioRoute,
      (req) =>
        createScenario(
          db,
          callerOf(req),
          scopeOf(req.query),
          {
            filename: req.query.filename,
            useDefaultPlayers: req.query.useDefaultPlayers ?? false,
          },
          req.body,
          deps.now(),
        ),
      invalidating,
    )

    addRoute(
      app,
      scenarioPlayersRoute,
      (req) => listScenarioPlayers(db, callerOf(req), req.query.sport_id, req.query.date),
      cached,
    )

    addRoute(
      app,
      importAdminProjectionsRoute,
      (req) =>
        importAdminSet(
          db,
          callerOf(req),
          scopeOf(req.query),
          req.query.set_id,
          req.query.set_name,
          deps.now(),
        ),
      invalidating,
    )

    addRoute(app, projectionSetStatsRoute, (req) => readSetStats(db, req.params.key), cached)

    addRoute(
      app,
      projectionAccuracyRoute,
      (req) =>
        projectionAccuracy(db, callerOf(req), {
          sportId: req.query.sport_id,
          sourceId: req.query.source_id,
          days: req.query.days,
          now: deps.now(),
        }),
      cached,
    )
  }
