import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productComponents } from '../../db/schema'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

describe('marketplace routes and the response cache', () => {
  let t: TestApp
  let free: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    free = await signInAs(t.app, 'free@slatelab.test')
  })
  afterAll(() => t.close())

  const componentReads = () =>
    t.queries.filter((statement) => /from "product_components"/.test(statement)).length
  const listComponents = (session: SignedIn) =>
    t.app.inject({ url: '/svc/products/components/get/', headers: authHeaders(session) })

  it('lists the seeded components with prices and subscription flags', async () => {
    const response = await listComponents(free)
    expect(response.statusCode).toBe(200)
    const components = response.json<
      {
        title: string
        description: string
        displayPrice: string
        isSubscribed: boolean
        product: string
      }[]
    >()
    expect(components.map((c) => c.title)).toEqual([
      'PlateIQ',
      'NFL Season Long Tools',
      'SimLabs',
      'Optimizer Pro',
    ])
    // Each names the access-check product it opens, so a tool's pitch can pick it.
    expect(components.map((c) => c.product)).toEqual([
      'PlateIQ',
      'NFLSeasonLong',
      'SimLabs',
      'Optimizer Pro',
    ])
    expect(components[0]).toMatchObject({ displayPrice: '$19.99/mo', isSubscribed: false })
    // What the marketplace promises is what the optimizer allows.
    expect(components[3]?.description).toContain(`up to ${maxBuildLineups} lineups`)
  })

  it('serves a second GET within the TTL without reading the database', async () => {
    const first = await listComponents(free)
    const readsBefore = componentReads()
    const second = await listComponents(free)
    expect(componentReads()).toBe(readsBefore)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe('private, no-cache')
    expect(second.body).toBe(first.body)
  })

  it('keeps cached answers per user', async () => {
    const subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const theirs = (await listComponents(subscriber)).json<{ isSubscribed: boolean }[]>()
    expect(theirs.every((c) => c.isSubscribed)).toBe(true)
  })

  it('drops the cached answer when a subscription is saved', async () => {
    await listComponents(free)
    const saved = await t.app.inject({
      url: '/svc/subscription/component/save/?cids=101|999',
      headers: authHeaders(free),
    })
    expect(saved.json()).toEqual({ '101': true, '999': false })
    const readsBefore = componentReads()
    const after = await listComponents(free)
    expect(componentReads()).toBe(readsBefore + 1)
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.json<{ componentId: number; isSubscribed: boolean }[]>()).toContainEqual(
      expect.objectContaining({ componentId: 101, isSubscribed: true }),
    )
  })

  it('rejects malformed component ids naming the field', async () => {
    const bad = await t.app.inject({
      url: '/svc/subscription/component/save/?cids=1,2',
      headers: authHeaders(free),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^querystring\.cids: /)
  })

  it('unsubscribes: the component shows unheld and its product gate closes again', async () => {
    const user = await signInAs(t.app, 'free@slatelab.test')
    // Ids of no stored slate: past the gate the call fails otherwise, never with 403.
    const simulate = () =>
      t.app.inject({
        method: 'POST',
        url: '/svc/simlabs/jobs/',
        headers: authHeaders(user),
        payload: {
          contestGroupId: 999_999,
          contestId: 1,
          buildId: '4f9c2d6e-8b1a-4c3e-9f7d-2a5b6c8d9e01',
          iterations: 100,
        },
      })
    const canSimulate = async () => (await simulate()).statusCode !== 403
    const checkAccess = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/svc/subscriptions/check-access/?product=SimLabs',
          headers: authHeaders(user),
        })
      ).json<{ userAccess: boolean }>().userAccess

    const saved = await t.app.inject({
      url: '/svc/subscription/component/save/?cids=301',
      headers: authHeaders(user),
    })
    expect(saved.json()).toEqual({ '301': true })
    expect(await checkAccess()).toBe(true)
    expect(await canSimulate()).toBe(true)

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/svc/subscription/component/cancel/?cids=301|201',
      headers: authHeaders(user),
    })
    // 201 was never held, so it did not end.
    expect(cancelled.json()).toEqual({ '301': true, '201': false })
    expect(await checkAccess()).toBe(false)
    expect((await simulate()).json()).toMatchObject({
      statusCode: 403,
      message: 'SimLabs needs a subscription',
    })
    const listed = (await listComponents(user)).json<
      { componentId: number; isSubscribed: boolean }[]
    >()
    expect(listed.find((c) => c.componentId === 301)?.isSubscribed).toBe(false)

    const again = await t.app.inject({
      url: '/svc/subscription/component/save/?cids=301',
      headers: authHeaders(user),
    })
    expect(again.json()).toEqual({ '301': true })
    expect(await checkAccess()).toBe(true)
  })

  it('refuses an unsubscribe without tokens or with malformed ids', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/svc/subscription/component/cancel/?cids=301',
    })
    expect(anonymous.statusCode).toBe(401)
    for (const cids of ['', 'abc', '1%002', '99999999999']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/svc/subscription/component/cancel/?cids=${cids}`,
        headers: authHeaders(free),
      })
      expect(bad.statusCode, cids).toBe(400)
    }
  })

  it('lists the plans to a visitor without an account, with the product each opens', async () => {
    const plans = await t.app.inject({ url: '/api/products/plans/' })
    expect(plans.statusCode).toBe(200)
    expect(plans.headers['cache-control']).toBe('public, no-cache')
    expect(
      plans
        .json<{ product: string; displayPrice: string }[]>()
        .map((plan) => [plan.product, plan.displayPrice]),
    ).toEqual([
      ['PlateIQ', '$19.99/mo'],
      ['NFLSeasonLong', '$29.99/season'],
      ['SimLabs', '$24.99/mo'],
      ['Optimizer Pro', '$29.99/mo'],
    ])
  })

  it('never lists a hidden component, though it stays subscribable and keeps its access', async () => {
    const { db } = t.database
    await db
      .update(productComponents)
      .set({ hideFromMarketplace: true })
      .where(eq(productComponents.componentId, 201))
    await t.cache.invalidate(['subscriptions', 'products'])
    try {
      for (const email of [
        'free@slatelab.test',
        'subscriber@slatelab.test',
        'admin@slatelab.test',
      ]) {
        const session = await signInAs(t.app, email)
        const ids = (await listComponents(session))
          .json<{ componentId: number }[]>()
          .map((c) => c.componentId)
        expect(ids, email).toEqual([101, 301, 401])
      }
      const plans = await t.app.inject({ url: '/api/products/plans/' })
      expect(plans.json<{ componentId: number }[]>().map((plan) => plan.componentId)).toEqual([
        101, 301, 401,
      ])
      const saved = await t.app.inject({
        url: '/svc/subscription/component/save/?cids=201',
        headers: authHeaders(free),
      })
      expect(saved.json()).toEqual({ '201': true })
    } finally {
      await db
        .update(productComponents)
        .set({ hideFromMarketplace: false })
        .where(eq(productComponents.componentId, 201))
      await t.cache.invalidate(['subscriptions', 'products'])
    }
  })
})
