import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../../seed/seed'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'

type Listed = { componentId: number; displayPrice: string; hideFromMarketplace: boolean }

describe('admin routes', () => {
  let t: TestApp
  let admin: SignedIn
  let subscriber: SignedIn
  let free: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAs(t.app, 'admin@slatelab.test')
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    free = await signInAs(t.app, 'free@slatelab.test')
  })
  afterAll(() => t.close())

  const call = (
    session: SignedIn,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: authHeaders(session), payload })
  const editComponent = (componentId: number, payload: Record<string, unknown>) =>
    call(admin, 'POST', `/api/admin/components/${componentId}/`, payload)
  const marketplace = async (session: SignedIn) =>
    (await call(session, 'GET', '/svc/products/components/get/')).json<Listed[]>()
  const plans = async () => (await t.app.inject({ url: '/api/products/plans/' })).json<Listed[]>()
  const freeUserId = async () =>
    (await call(free, 'GET', '/api/auth/me')).json<{ user: { userId: number } }>().user.userId
  const hasSimLabs = async (session: SignedIn) =>
    (await call(session, 'POST', '/svc/subscriptions/check-access/?product=SimLabs')).json<{
      userAccess: boolean
    }>().userAccess

  it('refuses a subscriber to every product, and a visitor, on every admin call', async () => {
    const adminCalls = t.app.routeTable.filter((route) => route.url.startsWith('/api/admin/'))
    expect(adminCalls.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/components/',
      'GET /api/admin/imports/',
      'GET /api/admin/users/',
      'POST /api/admin/components/:componentId/',
      'POST /api/admin/player-news/',
      'POST /api/admin/users/:userId/subscriptions/',
    ])
    for (const route of adminCalls) {
      const url = route.url.replace(':componentId', '301').replace(':userId', '1')
      const payload =
        route.method === 'POST' ? { price: 1, componentId: 301, held: true } : undefined
      const refused = await call(subscriber, route.method as 'GET' | 'POST', url, payload)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().message).toBe(errors.adminOnly)
      const anonymous = await t.app.inject({ method: route.method as 'GET' | 'POST', url })
      expect(anonymous.statusCode, url).toBe(401)
    }
    // Nothing changed: the price is still the seeded one.
    expect((await plans()).find((plan) => plan.componentId === 301)?.displayPrice).toBe('$24.99/mo')
  })

  it('edits a price: the marketplace and /sales show it at once, and a restart keeps it', async () => {
    await marketplace(free)
    const edited = await editComponent(301, { price: 14.5 })
    expect(edited.statusCode).toBe(200)
    expect(edited.headers['cache-control']).toBe('no-store')
    expect(edited.json()).toMatchObject({
      componentId: 301,
      price: 14.5,
      displayPrice: '$14.50/mo',
    })
    expect((await marketplace(free)).find((c) => c.componentId === 301)?.displayPrice).toBe(
      '$14.50/mo',
    )
    expect((await plans()).find((c) => c.componentId === 301)?.displayPrice).toBe('$14.50/mo')
    await seedDatabase(t.database.db, { now: t.clock.now, scale: 'none' })
    const listed = (await call(admin, 'GET', '/api/admin/components/')).json<Listed[]>()
    expect(listed.find((c) => c.componentId === 301)?.displayPrice).toBe('$14.50/mo')
    await editComponent(301, { price: 24.99 })
  })

  it('refuses a bad price or an unknown component without changing anything', async () => {
    for (const payload of [{ price: 1.005 }, { price: -1 }, { price: 10_000.01 }, {}]) {
      const refused = await editComponent(301, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const unknown = await editComponent(999, { price: 5 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(errors.unknownComponent)
    expect((await plans()).find((c) => c.componentId === 301)?.displayPrice).toBe('$24.99/mo')
  })

  it('hides a component from the marketplace and /sales, keeps it on the admin list, and shows it again', async () => {
    await marketplace(free)
    expect((await editComponent(201, { hideFromMarketplace: true })).statusCode).toBe(200)
    expect((await marketplace(free)).map((c) => c.componentId)).toEqual([101, 301, 401])
    expect((await plans()).map((c) => c.componentId)).toEqual([101, 301, 401])
    const listed = (await call(admin, 'GET', '/api/admin/components/')).json<Listed[]>()
    expect(listed.map((c) => [c.componentId, c.hideFromMarketplace])).toEqual([
      [101, false],
      [201, true],
      [301, false],
      [401, false],
    ])
    await editComponent(201, { hideFromMarketplace: false })
    expect((await marketplace(free)).map((c) => c.componentId)).toEqual([101, 201, 301, 401])
  })

  it('grants and cancels a component for a user, opening and closing its gate', async () => {
    const userId = await freeUserId()
    const set = (held: boolean, componentId = 301) =>
      call(admin, 'POST', `/api/admin/users/${userId}/subscriptions/`, { componentId, held })
    expect(await hasSimLabs(free)).toBe(false)
    const granted = await set(true)
    expect(granted.json()).toMatchObject({
      user: { email: 'free@slatelab.test' },
      componentIds: [301],
    })
    expect(await hasSimLabs(free)).toBe(true)
    expect((await marketplace(free)).find((c) => c.componentId === 301)).toMatchObject({
      isSubscribed: true,
    })
    const cancelled = await set(false)
    expect(cancelled.json().componentIds).toEqual([])
    expect(await hasSimLabs(free)).toBe(false)
    expect((await set(true, 999)).statusCode).toBe(404)
    const noUser = await call(admin, 'POST', '/api/admin/users/999999/subscriptions/', {
      componentId: 301,
      held: true,
    })
    expect(noUser.statusCode).toBe(404)
    expect(noUser.json().message).toBe(errors.unknownUser)
  })

  it('lists users with what they hold, filtered by email', async () => {
    const all = await call(admin, 'GET', '/api/admin/users/')
    const { users, more } = all.json<{
      users: { user: { email: string }; componentIds: number[] }[]
      more: boolean
    }>()
    expect(more).toBe(false)
    expect(
      users.find((row) => row.user.email === 'subscriber@slatelab.test')?.componentIds,
    ).toEqual([101, 201, 301, 401])
    const filtered = await call(admin, 'GET', '/api/admin/users/?email=FREE%40')
    expect(filtered.json().users.map((row: { user: { email: string } }) => row.user.email)).toEqual(
      ['free@slatelab.test'],
    )
    // LIKE's wildcards are taken literally.
    const wildcard = await call(admin, 'GET', '/api/admin/users/?email=%25')
    expect(wildcard.json().users).toEqual([])
  })

  it('lists every upload with its result, refusals included, newest first', async () => {
    const upload = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/imports/dk-salaries',
        headers: { 'content-type': 'text/csv', ...authHeaders(admin) },
        payload: body,
      })
    expect((await upload(readFixture(fixtureNames.dkSalariesCurrent))).statusCode).toBe(200)
    t.clock.now = new Date(t.clock.now.getTime() + 1000)
    const refused = await upload('Position,Name\nQB,Nobody\n')
    expect(refused.statusCode).toBe(400)
    const runs = (await call(admin, 'GET', '/api/admin/imports/')).json<
      { kind: string; via: string; userEmail: string; succeeded: boolean; result: string }[]
    >()
    expect(runs).toEqual([
      expect.objectContaining({
        kind: 'dk-salaries',
        via: 'http',
        userEmail: 'admin@slatelab.test',
        succeeded: false,
        result: `Refused: ${refused.json().message}`,
      }),
      expect.objectContaining({
        succeeded: true,
        result: expect.stringMatching(/^Slate \d+ \(.+, 2023-10-15\): 21 players$/),
      }),
    ])
  })
})
