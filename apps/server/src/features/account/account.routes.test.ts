import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

describe('account routes: subscriptions, sessions and password', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const signUp = async (email: string, password = 'first-password') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password },
    })
    expect(response.statusCode).toBe(201)
    return response.json<SignedIn>()
  }
  const me = (session: SignedIn) =>
    t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) })
  const sessionsOf = async (session: SignedIn) => {
    const response = await t.app.inject({
      url: '/svc/account/sessions/',
      headers: authHeaders(session),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    return response.json<{
      sessions: { createdAt: string; lastUsedAt: string; current: boolean }[]
    }>().sessions
  }
  const changePassword = (session: SignedIn, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/svc/account/password/',
      headers: authHeaders(session),
      payload: { currentPassword, newPassword },
    })

  it('refuses every account call without tokens', async () => {
    for (const [method, url] of [
      ['GET', '/svc/account/subscriptions/'],
      ['GET', '/svc/account/sessions/'],
      ['POST', '/svc/account/sessions/sign-out-others/'],
      ['POST', '/svc/account/password/'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, url).toBe(401)
    }
  })

  it('lists the running subscriptions, hidden ones included, and drops a cancelled one', async () => {
    const subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const list = async () =>
      (
        await t.app.inject({ url: '/svc/account/subscriptions/', headers: authHeaders(subscriber) })
      ).json<{ componentId: number; product: string; startsAt: string }[]>()
    expect((await list()).map((s) => [s.componentId, s.product])).toEqual([
      [101, 'PlateIQ'],
      [201, 'NFLSeasonLong'],
      [301, 'SimLabs'],
      [401, 'Optimizer Pro'],
    ])
    await t.app.inject({
      method: 'POST',
      url: '/svc/subscription/component/cancel/?cids=301',
      headers: authHeaders(subscriber),
    })
    expect((await list()).map((s) => s.componentId)).toEqual([101, 201, 401])
    await t.app.inject({
      url: '/svc/subscription/component/save/?cids=301',
      headers: authHeaders(subscriber),
    })
  })

  it('lists the live sessions with when each was made and last used, marking the caller', async () => {
    const first = await signUp('sessions@slatelab.test')
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000)
    const second = await signInAs(t.app, 'sessions@slatelab.test', 'first-password')
    const listed = await sessionsOf(second)
    expect(listed).toHaveLength(2)
    expect(listed.map((s) => s.current)).toEqual([true, false])
    // The first session, used five minutes later, shows its new time.
    const createdAt = listed[1]?.createdAt
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000)
    expect((await me(first)).statusCode).toBe(200)
    const firstNow = (await sessionsOf(second)).find((s) => !s.current)
    expect(firstNow).toEqual({
      createdAt,
      lastUsedAt: t.clock.now.toISOString(),
      expiresAt: expect.any(String),
      current: false,
    })
  })

  it('signs out everywhere else: the other tokens answer 401, the caller stays in', async () => {
    const here = await signUp('everywhere@slatelab.test')
    const phone = await signInAs(t.app, 'everywhere@slatelab.test', 'first-password')
    const laptop = await signInAs(t.app, 'everywhere@slatelab.test', 'first-password')
    const stranger = await signInAs(t.app, 'free@slatelab.test')
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/svc/account/sessions/sign-out-others/',
      headers: authHeaders(here),
    })
    expect(revoked.json()).toEqual({ revoked: 2 })
    for (const gone of [phone, laptop]) {
      const response = await me(gone)
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe(errors.invalidSession)
    }
    expect((await me(here)).statusCode).toBe(200)
    expect((await me(stranger)).statusCode).toBe(200)
    expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true })])
  })

  it('changes the password: the old one no longer signs in, other sessions end', async () => {
    const here = await signUp('password@slatelab.test', 'old-password-1')
    const elsewhere = await signInAs(t.app, 'password@slatelab.test', 'old-password-1')
    const changed = await changePassword(here, 'old-password-1', 'new-password-2')
    expect(changed.statusCode).toBe(200)
    expect(changed.headers['cache-control']).toBe('no-store')
    expect(changed.json()).toEqual({ revokedSessions: 1 })
    expect((await me(elsewhere)).statusCode).toBe(401)
    expect((await me(here)).statusCode).toBe(200)
    const oldSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'password@slatelab.test', password: 'old-password-1' },
    })
    expect(oldSignIn.statusCode).toBe(401)
    await signInAs(t.app, 'password@slatelab.test', 'new-password-2')
  })

  it('refuses a wrong current password with a clear message and keeps the old one', async () => {
    const here = await signUp('wrong@slatelab.test', 'right-password')
    const elsewhere = await signInAs(t.app, 'wrong@slatelab.test', 'right-password')
    const refused = await changePassword(here, 'not-the-password', 'new-password-2')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Your current password is not correct')
    expect((await me(elsewhere)).statusCode).toBe(200)
    await signInAs(t.app, 'wrong@slatelab.test', 'right-password')
  })

  it('checks the new password as sign-up does', async () => {
    const here = await signUp('short@slatelab.test', 'right-password')
    for (const newPassword of ['short', 'x'.repeat(201), 'has\u0000nul-char', 'Password1']) {
      const refused = await changePassword(here, 'right-password', newPassword)
      expect(refused.statusCode, newPassword).toBe(400)
      expect(refused.json().message).toMatch(/^body\.newPassword: /)
    }
    const common = await changePassword(here, 'right-password', 'Password1')
    expect(common.json().message).toBe(`body.newPassword: ${errors.commonPassword}`)
  })

  it('counts wrong current passwords against the sign-in limit', async () => {
    const limited = await createTestApp({
      signInLimits: { perIp: 100, perEmail: 2, signUpsPerIp: 10, windowSeconds: 900 },
    })
    try {
      const session = await signInAs(limited.app, 'free@slatelab.test')
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/svc/account/password/',
          headers: authHeaders(session),
          payload: { currentPassword: 'guess-guess', newPassword: 'new-password-2' },
        })
      expect((await attempt()).statusCode).toBe(400)
      expect((await attempt()).statusCode).toBe(400)
      const third = await attempt()
      expect(third.statusCode).toBe(429)
      expect(third.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })
})
