import {
  checkAccessQuerySchema,
  plateIqAccessSchema,
  products,
  seasonLongAccessSchema,
} from '@slatelab/domain/entities/access'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkAccess } from '../../auth/access-service'
import type { Deps } from '../../deps'

export const subscriptionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/svc/subscriptions/check-access/',
      {
        schema: {
          tags: ['subscriptions'],
          summary: 'Whether the caller may use a paid product',
          description:
            'Answers `{ "user-access" }` for product=NFLSeasonLong and `{ userAccess }` otherwise. ' +
            'Never an error: missing or bad tokens mean no access. The partner variant passes ' +
            '`user_id` and `token` (one of that user’s live bearer tokens) in the query.',
          querystring: checkAccessQuerySchema,
          response: { 200: plateIqAccessSchema.or(seasonLongAccessSchema) },
        },
      },
      async (req) => {
        const access = await checkAccess(deps.database.db, req.query, req.headers, deps.now())
        return req.query.product === products.NFLSeasonLong
          ? { 'user-access': access }
          : { userAccess: access }
      },
    )
  }
