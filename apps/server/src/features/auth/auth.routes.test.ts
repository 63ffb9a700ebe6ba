import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetFoundSessions } from '../../db/repositories/sessions'
import { sessions } from '../../db/schema'
import { authHeaders, createTestApp, type TestApp } from '../../testing/test-app'

describe('auth routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      signInLimits: { perIp: 1000, perEmail: 3, signUpsPerIp: 1000, windowSeconds: 60 },
    })
  })
  afterAll(() => t.close())

  const signIn = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress: ip,
    })

  it('gives an account with a long email a display name that fits, and lets it sign in', async () => {
    const email = `${'a'.repeat(64)}@example.com`
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'long-local-part' },
    })
    expect(signUp.statusCode).toBe(201)
    expect(signUp.json().user.displayName).toBe('a'.repeat(60))
    expect((await signIn(email, 'long-local-part', '10.0.0.9')).statusCode).toBe(200)
  })

  it('refuses a NUL in a display name or password with 400 and stores no account', async () => {
    for (const payload of [
      { email: 'nul-name@example.com', password: 'stack-the-qb', displayName: 'a\u0000b' },
      { email: 'nul-name@example.com', password: 'stack\u0000the-qb' },
    ]) {
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload })
      expect(signUp.statusCode).toBe(400)
      expect(signUp.json().message).toMatch(/^body\.(displayName|password): must not contain a NUL/)
    }
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'nul-name@example.com', password: 'stack-the-qb' },
    })
    expect(retry.statusCode).toBe(201)
  })

  it('signs up, signs in, reads me, signs out, and then refuses the old tokens', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: ' New.Player@Example.com ',
        password: 'stack-the-qb',
        displayName: 'Newbie',
      },
    })
    expect(signUp.statusCode).toBe(201)
    expect(signUp.json().user).toMatchObject({ email: 'new.player@example.com', role: 'user' })

    const signedIn = await signIn('new.player@example.com', 'stack-the-qb')
    expect(signedIn.statusCode).toBe(200)
    const session = signedIn.json<{ bearerToken: string; sessionId: string }>()
    expect(Buffer.from(session.bearerToken, 'base64url').length).toBeGreaterThanOrEqual(32)
    expect(Buffer.from(session.sessionId, 'base64url').length).toBeGreaterThanOrEqual(32)
    expect(session.bearerToken).not.toBe(session.sessionId)

    const me = await t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ displayName: 'Newbie' })

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: authHeaders(session),
    })
    expect(out.statusCode).toBe(204)

    const after = await t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe(errors.invalidSession)
  })

  it('stores tokens only as hashes', async () => {
    const session = (await signIn('free@slatelab.test', 'slatelab-demo')).json()
    const dump = JSON.stringify(await t.database.db.query.sessions.findMany())
    expect(dump).not.toContain(session.bearerToken)
    expect(dump).not.toContain(session.sessionId)
  })

  it('answers a wrong password and an unknown email with the same error', async () => {
    const wrongPassword = await signIn('free@slatelab.test', 'not-the-password', '10.0.0.2')
    const unknownEmail = await signIn('nobody@slatelab.test', 'slatelab-demo', '10.0.0.2')
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json().message).toBe(errors.invalidCredentials)
    expect(unknownEmail.json()).toEqual(wrongPassword.json())
  })

  it('refuses a session past its expiry', async () => {
    const session = (await signIn('subscriber@slatelab.test', 'slatelab-demo')).json()
    const startedAt = t.clock.now
    t.clock.now = new Date(startedAt.getTime() + 31 * 86_400_000)
    try {
      const me = await t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) })
      expect(me.statusCode).toBe(401)
      expect(me.json().message).toBe(errors.invalidSession)
    } finally {
      t.clock.now = startedAt
    }
  })

  it('deletes sessions that expired or signed out, keeping the live ones', async () => {
    const startedAt = t.clock.now
    const signedOut = (await signIn('admin@slatelab.test', 'slatelab-demo')).json()
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: authHeaders(signedOut),
    })
    await signIn('admin@slatelab.test', 'slatelab-demo')
    t.clock.now = new Date(startedAt.getTime() + 31 * 86_400_000)
    try {
      const live = (await signIn('free@slatelab.test', 'slatelab-demo')).json()
      const stored = await t.database.db.query.sessions.findMany()
      // Only the session just opened is left: every other was opened 31 days ago or signed out.
      expect(stored).toHaveLength(1)
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: authHeaders(live) })).statusCode,
      ).toBe(200)
    } finally {
      t.clock.now = startedAt
    }
  })

  it('refuses, within a second, a session that another server process ended', async () => {
    const session = (await signIn('subscriber@slatelab.test', 'slatelab-demo')).json()
    const me = () => t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) })
    expect((await me()).statusCode).toBe(200)
    // What a sign-out on another process sharing the store writes; this process never hears of it.
    await t.database.db.update(sessions).set({ revokedAt: t.clock.now })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await me()).statusCode).toBe(401)
  })

  it('looks a session up once for the many calls of a page that miss its remembered copy together', async () => {
    const session = (await signIn('subscriber@slatelab.test', 'slatelab-demo')).json()
    forgetFoundSessions()
    const lookups = () =>
      t.queries.filter((statement) => /from "sessions" inner join "users"/.test(statement)).length
    const before = lookups()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ url: '/api/auth/me', headers: authHeaders(session) }),
      ),
    )
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    expect(lookups() - before).toBe(1)
  })

  it('refuses a bearer token that belongs to another session', async () => {
    const a = (await signIn('free@slatelab.test', 'slatelab-demo')).json()
    const b = (await signIn('subscriber@slatelab.test', 'slatelab-demo')).json()
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: authHeaders({ bearerToken: a.bearerToken, sessionId: b.sessionId }),
    })
    expect(me.statusCode).toBe(401)
    expect(me.json().message).toBe(errors.invalidSession)
  })

  it('refuses a second account for the same email', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'FREE@slatelab.test', password: 'another-password' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(errors.emailTaken)
  })

  it('refuses a common password with 400 and stores no account', async () => {
    for (const password of ['12345678', 'password', 'Password1', 'qwertyuiop']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'common@example.com', password },
      })
      expect(refused.statusCode, password).toBe(400)
      expect(refused.json().message).toBe(`body.password: ${errors.commonPassword}`)
    }
    expect((await signIn('common@example.com', '12345678')).statusCode).toBe(401)
  })

  it('names the bad field of a sign-up body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-email', password: 'long-enough' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^body\.email: /)
  })

  it('limits failed sign-ins per address and email with 429 and Retry-After, never locking the owner out', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn('admin@slatelab.test', 'wrong', '10.1.0.1')).statusCode).toBe(401)
    }
    const limited = await signIn('admin@slatelab.test', 'slatelab-demo', '10.1.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(errors.tooManyAttempts)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // The owner, from their own address, still signs in.
    expect((await signIn('admin@slatelab.test', 'slatelab-demo', '10.1.0.2')).statusCode).toBe(200)
  })
})

describe('sign-in limit per IP', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      signInLimits: { perIp: 2, perEmail: 100, signUpsPerIp: 2, windowSeconds: 60 },
    })
  })
  afterAll(() => t.close())

  it('limits attempts from one address whatever the email, and lets the window pass', async () => {
    const attempt = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: 'slatelab-demo' },
        remoteAddress: ip,
      })
    expect((await attempt('free@slatelab.test', '10.2.0.1')).statusCode).toBe(200)
    expect((await attempt('subscriber@slatelab.test', '10.2.0.1')).statusCode).toBe(200)
    const limited = await attempt('admin@slatelab.test', '10.2.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('60')
    expect((await attempt('admin@slatelab.test', '10.2.0.2')).statusCode).toBe(200)

    t.clock.now = new Date(t.clock.now.getTime() + 61_000)
    expect((await attempt('admin@slatelab.test', '10.2.0.1')).statusCode).toBe(200)
  })
})

describe('sign-up limit per IP and the client address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      signInLimits: { perIp: 100, perEmail: 100, signUpsPerIp: 2, windowSeconds: 60 },
    })
  })
  afterAll(() => t.close())

  const signUp = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'long-enough' },
      remoteAddress: '10.3.0.1',
      headers,
    })

  it('limits accounts created from one address, whatever X-Forwarded-For says', async () => {
    expect((await signUp('one@example.com')).statusCode).toBe(201)
    expect((await signUp('two@example.com', { 'x-forwarded-for': '1.2.3.4' })).statusCode).toBe(201)
    const limited = await signUp('three@example.com', { 'x-forwarded-for': '5.6.7.8' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(errors.tooManySignUps)
  })
})
