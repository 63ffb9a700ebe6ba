/** The subscription access check (SPEC §6, `POST /subscriptions/check-access/`). */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { decimalParam, idSchema, text } from './fields'

/**
 * Product names of the access check, exactly as the `product` query carries them.
 * @example products.OptimizerPro // 'Optimizer Pro'
 */
export const products = {
  /** Baseball pitch and batter analytics; checked per sport. */
  PlateIQ: 'PlateIQ',
  /** The season-long football tools. */
  NFLSeasonLong: 'NFLSeasonLong',
  /** The simulation lab. */
  SimLabs: 'SimLabs',
  /** The full multi-lineup optimizer. */
  OptimizerPro: 'Optimizer Pro',
} as const

/** A product name such as `'PlateIQ'`. */
export type ProductName = (typeof products)[keyof typeof products]

/**
 * The most lineups one optimizer build makes without Optimizer Pro: SPEC's `hasFullVersion`
 * false is the free optimizer.
 * @example freeOptimizerLineups // 20
 */
export const freeOptimizerLineups = 20

/**
 * Accepts the product names above.
 * @example productNameSchema.parse('Optimizer Pro') // 'Optimizer Pro'
 */
export const productNameSchema = z.enum(products)

/**
 * The access-check query. `sport_id` and `user_id` arrive as strings and are read as decimal numbers;
 * `user_id` and `token` are the partner-brand variant. An unknown `product` is no error:
 * it simply grants no access.
 * @example checkAccessQuerySchema.parse({ sport_id: '3', product: 'PlateIQ' }) // { sport_id: 3, product: 'PlateIQ' }
 */
export const checkAccessQuerySchema = z
  .object({
    sport_id: decimalParam(sportIdSchema).optional(),
    product: text(100).min(1),
    user_id: decimalParam(idSchema).optional(),
    token: text(200).min(1).optional(),
  })
  .readonly()
export type CheckAccessQuery = z.infer<typeof checkAccessQuerySchema>

/**
 * The PlateIQ (and every non-season-long) answer.
 * @example plateIqAccessSchema.parse({ userAccess: true })
 */
export const plateIqAccessSchema = z.object({ userAccess: z.boolean() }).readonly()
export type PlateIqAccess = z.infer<typeof plateIqAccessSchema>

/**
 * The `NFLSeasonLong` answer; the key is hyphenated in the spec.
 * @example seasonLongAccessSchema.parse({ 'user-access': false })
 */
export const seasonLongAccessSchema = z.object({ 'user-access': z.boolean() }).readonly()
export type SeasonLongAccess = z.infer<typeof seasonLongAccessSchema>
