import { isoDateTime } from '@slatelab/domain/units'
import { errors } from '@slatelab/domain/errors'
import { afterEach, describe, expect, it } from 'vitest'
import { configureApi, resetApiConfig } from '../api/api-config'
import { failureMessage } from '../api/slatelab-api'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore } from '../testing/render-with-providers'
import { configureApiWithSession } from '../testing/test-api'
import type { AuthSession, User } from '@slatelab/domain/entities/user'
import { refreshUser, sessionApiEndpoints } from './session-api'
import {
  initialSessionState,
  selectSessionTokens,
  sessionExpired,
  sessionReducer,
  sessionStarted,
  signedOut,
  userRefreshed,
  type SessionState,
} from './session-slice'

const user: User = {
  userId: 7,
  email: 'free@slatelab.test',
  displayName: 'Free Demo',
  role: 'user',
  createdAt: isoDateTime('2025-01-01T00:00:00.000Z'),
}
const grant: AuthSession = { bearerToken: 'bearer-7', sessionId: 'session-7', user }
const credentials = { email: user.email, password: 'slatelab-demo' }
const signedIn: SessionState = { ...initialSessionState, ...grant }

describe('session slice', () => {
  it('a started session stores both tokens and the user', () => {
    expect(sessionReducer(initialSessionState, sessionStarted(grant))).toEqual(signedIn)
  })

  it('a refreshed user replaces the user and keeps the tokens', () => {
    const renamed = { ...user, displayName: 'Renamed' }
    const state = sessionReducer(signedIn, userRefreshed(renamed))
    expect(state).toMatchObject({ bearerToken: 'bearer-7', user: renamed })
  })

  it('an expired session drops the tokens and the user', () => {
    expect(selectSessionTokens({ session: sessionReducer(signedIn, sessionExpired()) })).toBe(
      undefined,
    )
  })

  it('signing out drops the tokens and the user', () => {
    expect(sessionReducer(signedIn, signedOut())).toEqual(initialSessionState)
  })
})

describe('session calls', () => {
  afterEach(resetApiConfig)

  it("signIn fails with the server's words when the credentials are wrong", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: errors.invalidCredentials,
      }),
    )
    const store = createTestStore()
    const result = await store.dispatch(sessionApiEndpoints.signIn.initiate(credentials))
    expect(failureMessage('error' in result ? result.error : undefined)).toBe(
      errors.invalidCredentials,
    )
    expect(store.getState().session).toEqual(initialSessionState)
  })

  it('signIn posts the credentials and stores the grant', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, grant))
    const store = createTestStore()
    await store.dispatch(sessionApiEndpoints.signIn.initiate(credentials))
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/signin',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(credentials) }),
    )
    expect(selectSessionTokens(store.getState())).toEqual({
      bearerToken: 'bearer-7',
      sessionId: 'session-7',
    })
  })

  it('signOut tells the server with the held session, then forgets it', async () => {
    const store = createTestStore({ session: signedIn })
    configureApi({
      getSession: () => selectSessionTokens(store.getState()),
      onUnauthorized: () => undefined,
    })
    const fetchMock = stubFetch(() => jsonResponse(204, null))
    await store.dispatch(sessionApiEndpoints.signOut.initiate())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/signout')
    expect(new Headers(init?.headers).get('X-Session-Id')).toBe('session-7')
    expect(store.getState().session.user).toBeNull()
  })

  it('signing out ends the session here even when the server call fails', async () => {
    const store = createTestStore({ session: signedIn })
    stubFetch(() => jsonResponse(500, {}))
    await store.dispatch(sessionApiEndpoints.signOut.initiate())
    expect(store.getState().session).toEqual(initialSessionState)
  })

  it('refreshing the user replaces the name shown and keeps the tokens', async () => {
    const store = createTestStore({ session: signedIn })
    configureApiWithSession(signedIn)
    stubFetch(() => jsonResponse(200, { user: { ...user, displayName: 'Renamed' } }))
    await store.dispatch(refreshUser())
    expect(store.getState().session).toMatchObject({
      bearerToken: 'bearer-7',
      user: { displayName: 'Renamed' },
    })
  })
})
