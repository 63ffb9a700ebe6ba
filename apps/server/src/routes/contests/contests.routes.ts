import { contestSchema } from '@slatelab/domain/entities/contest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import {
  contestDataParamsSchema,
  contestDataQuerySchema,
  contestDataSchema,
} from './contest-data-schema'
import { getContestData } from './contest-data-service'
import { listSlateContests } from './contests-service'

export const contestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/svc/contests/:contestGroupId/',
      {
        schema: {
          tags: ['contests'],
          summary: 'The contests of a slate, with each contest’s ownership',
          description:
            'Unsorted; an unknown slate answers an empty list. `players` holds the ownership rows of a contest whose entries are stored (captain rows apart), and is empty before.',
          params: z.object({ contestGroupId: z.coerce.number().int().nonnegative() }),
          response: { 200: z.array(contestSchema).readonly() },
        },
      },
      async (req) => listSlateContests(deps.database.db, req.params.contestGroupId, deps.now()),
    )

    app.get(
      '/svc/contests/:sport/:date/:contestId/data/',
      {
        // Analytics change only with a standings import, which drops the 'slates' tag.
        config: { cacheSeconds: 300, cacheTags: ['slates'] },
        schema: {
          tags: ['contests'],
          summary:
            'A contest’s data: figures, ownership, a page of users and of duplicated lineups',
          description:
            'Served from the analytics stored when the contest’s entries were; players come whole, users and duplicated lineups a page at a time (see docs/contests-api.md). `user_id` adds one user’s lineups and exposures. 404 when the contest is not on a slate of that sport (lower-case code) and ET date (YYYYMMDD).',
          params: contestDataParamsSchema,
          querystring: contestDataQuerySchema,
          response: { 200: contestDataSchema },
        },
      },
      async (req) => getContestData(deps.database.db, req.params, req.query),
    )
  }
