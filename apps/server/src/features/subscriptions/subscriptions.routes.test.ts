import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

describe('POST /svc/subscriptions/check-access/', () => {
  let t: TestApp
  let free: SignedIn
  let subscriber: SignedIn
  let admin: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    free = await signInAs(t.app, 'free@slatelab.test')
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    admin = await signInAs(t.app, 'admin@slatelab.test')
  })
  afterAll(() => t.close())

  const check = (query: string, session?: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: `/svc/subscriptions/check-access/?${query}`,
      headers: session ? authHeaders(session) : {},
    })

  it('answers PlateIQ with userAccess: false for a free user, true for a subscriber', async () => {
    expect((await check('sport_id=3&product=PlateIQ', free)).json()).toEqual({ userAccess: false })
    expect((await check('sport_id=3&product=PlateIQ', subscriber)).json()).toEqual({
      userAccess: true,
    })
  })

  it('checks PlateIQ per sport', async () => {
    expect((await check('sport_id=2&product=PlateIQ', subscriber)).json()).toEqual({
      userAccess: false,
    })
  })

  it('answers NFLSeasonLong with "user-access"', async () => {
    expect((await check('sport_id=1&product=NFLSeasonLong', free)).json()).toEqual({
      'user-access': false,
    })
    expect((await check('sport_id=1&product=NFLSeasonLong', subscriber)).json()).toEqual({
      'user-access': true,
    })
  })

  it('answers false, never an error, without tokens or with bad ones', async () => {
    const missing = await check('sport_id=3&product=PlateIQ')
    expect(missing.statusCode).toBe(200)
    expect(missing.json()).toEqual({ userAccess: false })
    expect((await check('product=NFLSeasonLong')).json()).toEqual({ 'user-access': false })
    const bogus = { bearerToken: 'x', sessionId: 'y' }
    expect((await check('sport_id=3&product=PlateIQ', bogus)).json()).toEqual({
      userAccess: false,
    })
  })

  it('refuses out-of-range ids and NUL bytes with 400, never a server error', async () => {
    for (const query of [
      'product=PlateIQ%00',
      'product=PlateIQ&user_id=2147483648&token=t',
      'product=PlateIQ&user_id=1&token=a%00b',
      'product=PlateIQ&sport_id=99999999999',
    ]) {
      const answer = await check(query, subscriber)
      expect(answer.statusCode, query).toBe(400)
    }
  })

  it('accepts the partner variant with user_id and token', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: authHeaders(subscriber) })
    const userId = me.json().user.userId as number
    const ok = await check(
      `sport_id=3&product=PlateIQ&user_id=${userId}&token=${subscriber.bearerToken}`,
    )
    expect(ok.json()).toEqual({ userAccess: true })
    const wrongToken = await check(
      `sport_id=3&product=PlateIQ&user_id=${userId}&token=${free.bearerToken}`,
    )
    expect(wrongToken.json()).toEqual({ userAccess: false })
  })

  it('grants admins every product', async () => {
    expect((await check('sport_id=3&product=PlateIQ', admin)).json()).toEqual({ userAccess: true })
  })

  it('stops granting access once the session is signed out', async () => {
    const session = await signInAs(t.app, 'subscriber@slatelab.test')
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: authHeaders(session) })
    expect((await check('sport_id=3&product=PlateIQ', session)).json()).toEqual({
      userAccess: false,
    })
  })
})
