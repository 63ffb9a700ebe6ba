import { freeOptimizerLineups, products } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

// Slate and contest ids that are not stored: past its gate, a call fails otherwise (404, 400),
// never 403, so each call shows whether the gate let the caller through.
const gatedCalls = [
  {
    product: products.SimLabs,
    url: '/svc/simlabs/jobs/',
    payload: {
      contestGroupId: 999_999,
      contestId: 1,
      buildId: '4f9c2d6e-8b1a-4c3e-9f7d-2a5b6c8d9e01',
      iterations: 100,
    },
    refusal: errors.productRequired(products.SimLabs),
  },
  {
    product: products.OptimizerPro,
    url: '/svc/optimizer/builds/',
    payload: { contestGroupId: 999_999, count: freeOptimizerLineups + 1 },
    refusal: errors.freeOptimizerLimit(freeOptimizerLineups),
  },
] as const

describe('the paid gates', () => {
  let t: TestApp
  let free: SignedIn
  let subscriber: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    free = await signInAs(t.app, 'free@slatelab.test')
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
  })
  afterAll(() => t.close())

  const call = (url: string, payload: object, session: SignedIn) =>
    t.app.inject({ method: 'POST', url, payload, headers: authHeaders(session) })

  it.each(gatedCalls)(
    'refuses a free account $product’s call with 403 naming the product, and lets a subscriber through',
    async ({ product, url, payload, refusal }) => {
      const refused = await call(url, payload, free)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(refusal)
      expect(refusal).toContain(product)
      const through = await call(url, payload, subscriber)
      expect(through.statusCode, through.body).not.toBe(403)
    },
  )

  it('refuses a subscriber to every product the admin-only calls', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/imports/odds',
      headers: { ...authHeaders(subscriber), 'content-type': 'text/csv' },
      payload: 'x',
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.json().message).toBe(errors.adminOnly)
  })
})
