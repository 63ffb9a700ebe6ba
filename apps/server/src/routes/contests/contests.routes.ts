import { contestSchema } from '@slatelab/domain/entities/contest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { listSlateContests } from './contests-service'

export const contestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/svc/contests/:contestGroupId/',
      {
        schema: {
          tags: ['contests'],
          summary: 'The contests of a slate',
          description: 'Unsorted; an unknown slate answers an empty list.',
          params: z.object({ contestGroupId: z.coerce.number().int().nonnegative() }),
          response: { 200: z.array(contestSchema).readonly() },
        },
      },
      async (req) => listSlateContests(deps.database.db, req.params.contestGroupId, deps.now()),
    )
  }
