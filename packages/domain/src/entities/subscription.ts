/** A user's subscription to a marketplace component. */
import { z } from 'zod'
import { isoDateTimeSchema, type IsoDateTime } from '../units'
import { idSchema } from './fields'

/**
 * A subscription; `endsAt` is `null` while it runs without an end.
 * @example subscriptionSchema.parse({ subscriptionId: 5, userId: 2, componentId: 10, startsAt: '2025-01-01T00:00:00Z', endsAt: null })
 */
export const subscriptionSchema = z
  .object({
    subscriptionId: idSchema,
    userId: idSchema,
    componentId: idSchema,
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema.nullable(),
  })
  .readonly()
export type Subscription = z.infer<typeof subscriptionSchema>

/**
 * Whether a subscription grants access at an instant: from `startsAt` (inclusive) to
 * `endsAt` (exclusive). The caller passes `now`; domain code reads no clock.
 * @example isSubscriptionActive(subscription, isoDateTime('2025-06-01T00:00:00Z')) // true
 */
export const isSubscriptionActive = (
  subscription: Pick<Subscription, 'startsAt' | 'endsAt'>,
  now: IsoDateTime,
): boolean => {
  const at = Date.parse(now)
  return (
    Date.parse(subscription.startsAt) <= at &&
    (subscription.endsAt === null || at < Date.parse(subscription.endsAt))
  )
}
