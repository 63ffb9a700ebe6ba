import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isoDateTime } from '../units'
import { isSubscriptionActive, subscriptionSchema } from './subscription'

const yearly = {
  subscriptionId: 5,
  userId: 2,
  componentId: 10,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: '2026-01-01T00:00:00Z',
}

describe('subscriptionSchema', () => {
  it('accepts a subscription, open-ended or not, and serialises it unchanged', () => {
    expect(z.encode(subscriptionSchema, subscriptionSchema.parse(yearly))).toEqual(yearly)
    expect(subscriptionSchema.safeParse({ ...yearly, endsAt: null }).success).toBe(true)
  })

  it('rejects an end without a zone, naming the field', () => {
    const result = subscriptionSchema.safeParse({ ...yearly, endsAt: '2026-01-01' })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endsAt'])
  })
})

describe('isSubscriptionActive', () => {
  const subscription = subscriptionSchema.parse(yearly)
  const at = isoDateTime

  it('is active from the start, inclusive, to the end, exclusive', () => {
    expect(isSubscriptionActive(subscription, at('2024-12-31T23:59:59Z'))).toBe(false)
    expect(isSubscriptionActive(subscription, at('2025-01-01T00:00:00Z'))).toBe(true)
    expect(isSubscriptionActive(subscription, at('2025-12-31T23:59:59Z'))).toBe(true)
    expect(isSubscriptionActive(subscription, at('2026-01-01T00:00:00Z'))).toBe(false)
  })

  it('compares instants, not strings, across offsets', () => {
    expect(isSubscriptionActive(subscription, at('2025-12-31T20:00:00-05:00'))).toBe(false)
  })

  it('never ends without an end', () => {
    expect(
      isSubscriptionActive({ ...subscription, endsAt: null }, at('2100-01-01T00:00:00Z')),
    ).toBe(true)
  })
})
