import { sportEventSchema } from '@slatelab/domain/entities/event'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { listSlateEvents } from './sportevents-service'

export const sporteventsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sportevents/',
      {
        config: { cacheSeconds: 300, cacheTags: ['slates'] },
        schema: {
          tags: ['slates'],
          summary: 'The events of a slate',
          querystring: z.object({ contestGroupId: z.coerce.number().int().positive() }),
          response: { 200: z.array(sportEventSchema).readonly() },
        },
      },
      async (req) => listSlateEvents(deps.database.db, req.query.contestGroupId),
    )
  }
