import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const components =
      response.json<{ title: string; displayPrice: string; isSubscribed: boolean }[]>()
    expect(components.map((c) => c.title)).toEqual([
      'PlateIQ',
      'NFL Season Long Tools',
      'SimLabs',
      'Optimizer Pro',
    ])
    expect(components[0]).toMatchObject({ displayPrice: '$19.99/mo', isSubscribed: false })
  })

  it('serves a second GET within the TTL without reading the database', async () => {
    const first = await listComponents(free)
    const readsBefore = componentReads()
    const second = await listComponents(free)
    expect(componentReads()).toBe(readsBefore)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe('private, max-age=300')
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
})
