import { marketplaceComponentSchema } from '@slatelab/domain/entities/product'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { sessionOf } from '../../http/session-of'
import { listMarketplaceComponents, subscribeToMarketplaceComponents } from './marketplace-service'

const tags = ['marketplace']

const componentWithSubscriptionSchema = marketplaceComponentSchema.and(
  z.object({ isSubscribed: z.boolean() }),
)

export const marketplaceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    app.get(
      '/svc/products/components/get/',
      {
        config: { auth: 'user', cacheSeconds: 300, cacheTags: ['subscriptions'] },
        schema: {
          tags,
          summary: 'Marketplace components, with whether the caller is subscribed',
          response: { 200: z.array(componentWithSubscriptionSchema) },
        },
      },
      async (req) => listMarketplaceComponents(db, sessionOf(req).user.userId, deps.now()),
    )

    app.get(
      '/svc/subscription/component/save/',
      {
        config: { auth: 'user', invalidates: ['subscriptions'] },
        schema: {
          tags,
          summary: 'Subscribe to components',
          description: '`cids` joins component ids with `|`. Answers a map of id → subscribed.',
          querystring: z.object({
            cids: z
              .string()
              .regex(/^\d+(\|\d+)*$/, 'Expected component ids joined by |')
              .transform((value) => value.split('|').map(Number)),
          }),
          response: { 200: z.record(z.string(), z.boolean()) },
        },
      },
      async (req) =>
        subscribeToMarketplaceComponents(
          db,
          sessionOf(req).user.userId,
          req.query.cids,
          deps.now(),
        ),
    )
  }
