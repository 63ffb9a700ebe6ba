import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type Component = { componentId: number; isSubscribed: boolean; isRequested: boolean }
type AdminUser = {
  user: { userId: number; email: string }
  componentIds: number[]
  requestedComponentIds: number[]
}

const simLabs = 301
const plateIq = 101

/** SUBSCRIPTIONS=approval: a subscribe is a request until an admin grants or refuses it. */
describe('subscriptions by approval', () => {
  let t: TestApp
  let admin: SignedIn
  let free: SignedIn
  beforeAll(async () => {
    t = await createTestApp({ subscriptions: 'approval' })
    admin = await signInAs(t.app, 'admin@slatelab.test')
    free = await signInAs(t.app, 'free@slatelab.test')
  })
  afterAll(() => t.close())

  const call = (session: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authHeaders(session), payload })
  const components = async () =>
    (await call(free, 'GET', '/svc/products/components/get/')).json<Component[]>()
  const component = async (componentId: number) =>
    (await components()).find((listed) => listed.componentId === componentId)
  const hasSimLabs = async () =>
    (await call(free, 'POST', '/svc/subscriptions/check-access/?product=SimLabs')).json<{
      userAccess: boolean
    }>().userAccess
  const requesting = async () =>
    (await call(admin, 'GET', '/api/admin/users/?requested=true')).json<{ users: AdminUser[] }>()
      .users

  it('records a subscribe as a request: nothing unlocks, the marketplace shows it waiting', async () => {
    const answer = await call(
      free,
      'GET',
      `/svc/subscription/component/save/?cids=${simLabs}|${plateIq}`,
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ [simLabs]: false, [plateIq]: false })
    expect(await component(simLabs)).toMatchObject({ isSubscribed: false, isRequested: true })
    expect(await hasSimLabs()).toBe(false)
    // Asking again changes nothing.
    await call(free, 'GET', `/svc/subscription/component/save/?cids=${simLabs}`)
    const waiting = await requesting()
    expect(waiting.map((entry) => entry.user.email)).toEqual(['free@slatelab.test'])
    expect(waiting[0]?.requestedComponentIds).toEqual([plateIq, simLabs])
  })

  it('lets an admin grant one request and refuse the other; both leave the list', async () => {
    const [entry] = await requesting()
    const userId = entry?.user.userId ?? 0
    const granted = await call(admin, 'POST', `/api/admin/users/${userId}/subscriptions/`, {
      componentId: simLabs,
      held: true,
    })
    expect(granted.json<AdminUser>()).toMatchObject({
      componentIds: [simLabs],
      requestedComponentIds: [plateIq],
    })
    expect(await hasSimLabs()).toBe(true)
    const refused = await call(admin, 'POST', `/api/admin/users/${userId}/subscriptions/`, {
      componentId: plateIq,
      held: false,
    })
    expect(refused.json<AdminUser>()).toMatchObject({
      componentIds: [simLabs],
      requestedComponentIds: [],
    })
    expect(await requesting()).toEqual([])
    expect(await component(plateIq)).toMatchObject({ isSubscribed: false, isRequested: false })
    // A component already held answers true at once and records no request.
    const again = await call(free, 'GET', `/svc/subscription/component/save/?cids=${simLabs}`)
    expect(again.json()).toEqual({ [simLabs]: true })
    expect(await requesting()).toEqual([])
  })
})
