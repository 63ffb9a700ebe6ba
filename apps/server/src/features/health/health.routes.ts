import { healthzRoute, readyzRoute } from '@slatelab/contract/health.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'

export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    addRoute(app, healthzRoute, () => ({ status: 'ok' }))

    addRoute(app, readyzRoute, async (_req, reply) => {
      try {
        await deps.database.ping()
        return { status: 'ready' }
      } catch {
        return reply.code(503).send({ status: 'database unreachable' })
      }
    })
  }
