/** Products and their marketplace components (SPEC §3 "Marketplace component"). */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { dollarsSchema } from '../units'
import { hexColorSchema, idSchema } from './fields'

/**
 * How long one payment for a product lasts.
 * @example terms.season // 'season'
 */
export const terms = {
  /** Renews every month. */
  monthly: 'monthly',
  /** Renews every year. */
  yearly: 'yearly',
  /** Runs until the end of the sport's season. */
  season: 'season',
} as const

/** A term such as `'monthly'`. */
export type Term = (typeof terms)[keyof typeof terms]

/**
 * How a term reads beside a price.
 * @example termLabels.season // 'One payment for the season'
 */
export const termLabels: Readonly<Record<Term, string>> = {
  monthly: 'Billed monthly',
  yearly: 'Billed yearly',
  season: 'One payment for the season',
}

/**
 * Accepts the terms above.
 * @example termSchema.parse('yearly') // 'yearly'
 */
export const termSchema = z.enum(terms)

/**
 * A product as sold: `name` is one of `products` (access.ts) for gated tools; `price` is in
 * dollars per term; `sportId` is `null` for products that cover every sport.
 * @example productSchema.parse({ productId: 1, productFamilyId: 1, name: 'PlateIQ', price: 19.99, term: 'monthly', sportId: 3 })
 */
export const productSchema = z
  .object({
    productId: idSchema,
    productFamilyId: idSchema,
    name: z.string().min(1),
    price: dollarsSchema,
    term: termSchema,
    sportId: sportIdSchema.nullable(),
  })
  .readonly()
export type Product = z.infer<typeof productSchema>

/**
 * A marketplace tile (`GET /products/components/get/`). `displayPrice` is the label shown
 * (`$19.99/mo`); `price` the amount in dollars. `logo` and `url` are URLs or site paths.
 * Hidden components stay subscribable but do not show on /marketplace.
 * @example marketplaceComponentSchema.parse({ componentId: 10, productFamilyId: 1, productId: 1, title: 'PlateIQ', description: 'Statcast for DFS', displayPrice: '$19.99/mo', owner: 'Slatelab', logo: '/logos/plateiq.svg', term: 'monthly', url: '/plateiq', logoBackgroundColor: '#0B1F3A', sportId: 3, price: 19.99, hideFromMarketplace: false })
 */
export const marketplaceComponentSchema = z
  .object({
    componentId: idSchema,
    productFamilyId: idSchema,
    productId: idSchema,
    title: z.string().min(1),
    description: z.string(),
    displayPrice: z.string(),
    owner: z.string().min(1),
    logo: z.string().min(1),
    term: termSchema,
    url: z.string().min(1),
    logoBackgroundColor: hexColorSchema,
    sportId: sportIdSchema.nullable(),
    price: dollarsSchema,
    hideFromMarketplace: z.boolean(),
  })
  .readonly()
export type MarketplaceComponent = z.infer<typeof marketplaceComponentSchema>
