/** The marketplace (SPEC §7 "Correlations, events, products"). */
import { marketplaceComponentSchema } from '@slatelab/domain/entities/product'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { maxId } from './request-fields'

const tag = 'marketplace'

const componentExample = {
  componentId: 10,
  productFamilyId: 1,
  productId: 1,
  title: 'PlateIQ',
  description: 'Statcast for DFS',
  displayPrice: '$19.99/mo',
  owner: 'Slatelab',
  logo: '/logos/plateiq.svg',
  term: 'monthly',
  url: '/plateiq',
  logoBackgroundColor: '#0B1F3A',
  sportId: 3,
  price: 19.99,
  hideFromMarketplace: false,
} as const

/** A component as the marketplace lists it, with whether the caller subscribes to it. */
export const componentWithSubscriptionSchema = marketplaceComponentSchema.and(
  z.object({
    isSubscribed: z.boolean(),
    /** Not in the specification: the user asked for it and an admin has not yet decided. */
    isRequested: z.boolean(),
    /** Not in the specification: the product (access-check name) it opens, as plans carry it. */
    product: z.string(),
  }),
)
export type ComponentWithSubscription = z.infer<typeof componentWithSubscriptionSchema>

export const componentsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/products/components/get/',
  auth: 'user',
  tag,
  summary: 'Marketplace components, with whether the caller is subscribed',
  status: 200,
  response: z.array(componentWithSubscriptionSchema).readonly(),
  example: [{ ...componentExample, isSubscribed: true, isRequested: false, product: 'PlateIQ' }],
})

/** `cids`: component ids joined by `|`, at most 100 (SPEC §7). */
const componentIdsQuerySchema = z.object({
  cids: z
    .string()
    .max(1100)
    .regex(/^\d{1,10}(\|\d{1,10}){0,99}$/, 'Expected component ids joined by |')
    .transform((value) => value.split('|').map(Number))
    .refine((ids) => ids.every((id) => id <= maxId), 'A component id is out of range'),
})

export const saveComponentsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/subscription/component/save/',
  auth: 'user',
  tag,
  summary: 'Subscribe to components',
  description:
    '`cids` joins component ids with `|` (at most 100). Answers a map of id → subscribed; success when every id is true. When the server takes subscriptions by approval (`SUBSCRIPTIONS=approval`), each component not held is recorded as a request (its `isRequested` in the component list) and answers false until an admin grants it.',
  query: componentIdsQuerySchema,
  status: 200,
  response: z.record(z.string(), z.boolean()),
  example: { '10': true, '11': true },
})

/** Not in the specification: the marketplace's unsubscribe, shaped like its subscribe. */
export const cancelComponentsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/subscription/component/cancel/',
  auth: 'user',
  tag,
  summary: 'Unsubscribe from components',
  description:
    '`cids` joins component ids with `|` (at most 100). Ends each running subscription now and answers a map of id → ended; success when every id is true (an id the caller did not hold is false).',
  query: componentIdsQuerySchema,
  status: 200,
  response: z.record(z.string(), z.boolean()),
  example: { '10': true },
})

/** A plan as /sales shows it: a listed component and the product (access-check name) it opens. */
export const planSchema = marketplaceComponentSchema.and(z.object({ product: z.string() }))
export type Plan = z.infer<typeof planSchema>

/** An example plan: PlateIQ's component with its product (the account and admin calls use it too). */
export const planExample = { ...componentExample, product: 'PlateIQ' } as const

/** Not in the specification: the public price list /sales reads (no account needed). */
export const plansRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/products/plans/',
  auth: 'none',
  tag,
  summary: 'What a visitor can subscribe to, with prices',
  description:
    'Every component the marketplace lists (hidden ones left out), with `product`, the name the access check takes.',
  status: 200,
  response: z.array(planSchema).readonly(),
  example: [planExample],
})
