import {
  cancelSimulationRoute,
  createSimulationRoute,
  deleteSimulationRoute,
  jobStatuses,
  simulationEventsRoute,
  simulationResultRoute,
  simulationRoute,
  simulationsRoute,
} from '@slatelab/contract/simlabs.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { requireProduct } from '../subscriptions'
import { products } from '@slatelab/domain/entities/access'
import { streamJobEvents } from '../../http/job-events'
import { sessionOf } from '../../http/session-of'
import { createSimlabsShards } from './simlabs-shards'
import { createSimlabsService, type JobSummary } from './simlabs-service'

const isFinished = (job: JobSummary) =>
  job.status !== jobStatuses.queued && job.status !== jobStatuses.running

export const simlabsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const shards = createSimlabsShards(deps.queues)
    const jobs = await createSimlabsService(deps.database.db, deps.now, shards)
    // Jobs still running stop with their shards, and are marked interrupted.
    app.addHook('onClose', async () => {
      jobs.beginClose()
      await shards.close()
      await jobs.close()
    })

    addRoute(app, createSimulationRoute, async (req) => {
      const session = sessionOf(req)
      await requireProduct(deps.database.db, session, products.SimLabs, deps.now())
      return jobs.create(session.user.userId, req.body)
    })

    addRoute(app, simulationsRoute, (req) => jobs.list(sessionOf(req).user.userId, req.query))

    addRoute(app, simulationRoute, (req) => jobs.get(sessionOf(req).user.userId, req.params.jobId))

    addRoute(app, simulationEventsRoute, async (req, reply) => {
      const userId = sessionOf(req).user.userId
      await app.streamSlots.hold(userId, () =>
        streamJobEvents(req, reply, () => jobs.get(userId, req.params.jobId), isFinished),
      )
      return reply
    })

    addRoute(app, cancelSimulationRoute, (req) =>
      jobs.cancel(sessionOf(req).user.userId, req.params.jobId),
    )

    addRoute(app, deleteSimulationRoute, (req) =>
      jobs.remove(sessionOf(req).user.userId, req.params.jobId),
    )

    addRoute(app, simulationResultRoute, (req) =>
      jobs.result(sessionOf(req).user.userId, req.params.jobId),
    )
  }
