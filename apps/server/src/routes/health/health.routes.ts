import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'

const tags = ['health']
const statusSchema = z.object({ status: z.string() })

export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags, summary: 'The process is up', response: { 200: statusSchema } } },
      async () => ({ status: 'ok' }),
    )

    app.get(
      '/readyz',
      {
        schema: {
          tags,
          summary: 'The database answers',
          response: { 200: statusSchema, 503: statusSchema },
        },
      },
      async (_req, reply) => {
        try {
          await deps.database.ping()
          return { status: 'ready' }
        } catch {
          return reply.code(503).send({ status: 'database unreachable' })
        }
      },
    )
  }
