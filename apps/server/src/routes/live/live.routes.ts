import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { ownershipPlayerSchema } from '../contests/contest-data-schema'
import { listOwnershipPlayers } from '../contests/contest-data-service'

export const liveRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/svc/live/players/',
      {
        // Actual points change only with an import, which drops the 'slates' tag.
        config: { cacheSeconds: 300, cacheTags: ['slates'] },
        schema: {
          tags: ['contests'],
          summary: 'The ownership player properties of a slate',
          description:
            'One row per player (captain rows and repeats dropped), highest salary first. An unknown slate or one of another sport answers an empty list; 404 when `contest_id` is not a contest of the slate.',
          querystring: z.object({
            sport_id: z.coerce.number().int().positive(),
            contest_group_id: z.coerce.number().int().positive(),
            contest_id: z.coerce.number().int().positive().optional(),
          }),
          response: { 200: z.array(ownershipPlayerSchema) },
        },
      },
      async (req) =>
        listOwnershipPlayers(deps.database.db, {
          sportId: req.query.sport_id,
          contestGroupId: req.query.contest_group_id,
          contestId: req.query.contest_id,
        }),
    )
  }
