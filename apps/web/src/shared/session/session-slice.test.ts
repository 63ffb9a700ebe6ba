import { isoDateTime } from '@slatelab/domain/units'
import { errors } from '@slatelab/domain/errors'
import { describe, expect, it } from 'vitest'
import { configureApi } from '../api/api-config'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore } from '../testing/render-with-providers'
import type { AuthSession, User } from '@slatelab/domain/entities/user'
import {
  fetchMe,
  initialSessionState,
  selectSessionTokens,
  sessionExpired,
  sessionReducer,
  signIn,
  signOut,
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
  it('pending sets loading and clears the previous error', () => {
    const before = { ...initialSessionState, error: 'old' }
    const state = sessionReducer(before, signIn.pending('req', credentials))
    expect(state).toMatchObject({ loading: true, error: null })
  })

  it('fulfilled stores both tokens and the user', () => {
    const pending = sessionReducer(initialSessionState, signIn.pending('req', credentials))
    const state = sessionReducer(pending, signIn.fulfilled(grant, 'req', credentials))
    expect(state).toEqual({ ...signedIn, loading: false, error: null })
  })

  it('rejected turns loading off and stores the error message', () => {
    const pending = sessionReducer(initialSessionState, signIn.pending('req', credentials))
    const state = sessionReducer(
      pending,
      signIn.rejected(null, 'req', credentials, errors.invalidCredentials),
    )
    expect(state).toMatchObject({ loading: false, error: errors.invalidCredentials })
    expect(state.bearerToken).toBeNull()
  })

  it('fetchMe fulfilled replaces the user and keeps the tokens', () => {
    const renamed = { ...user, displayName: 'Renamed' }
    const state = sessionReducer(signedIn, fetchMe.fulfilled(renamed, 'req'))
    expect(state).toMatchObject({ bearerToken: 'bearer-7', user: renamed })
  })

  it('an expired session drops the tokens and the user', () => {
    expect(selectSessionTokens({ session: sessionReducer(signedIn, sessionExpired()) })).toBe(
      undefined,
    )
  })

  it('signing out ends the session here even when the server call fails', () => {
    const state = sessionReducer(signedIn, signOut.rejected(null, 'req', undefined, 'offline'))
    expect(state).toMatchObject({ bearerToken: null, sessionId: null, user: null })
  })
})

describe('session thunks', () => {
  it("signIn stores the server's words when the credentials are wrong", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: errors.invalidCredentials,
      }),
    )
    const store = createTestStore()
    await store.dispatch(signIn(credentials))
    expect(store.getState().session).toMatchObject({
      loading: false,
      error: errors.invalidCredentials,
    })
  })

  it('signIn posts the credentials and stores the grant', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, grant))
    const store = createTestStore()
    await store.dispatch(signIn(credentials))
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
    await store.dispatch(signOut())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/signout')
    expect(new Headers(init?.headers).get('X-Session-Id')).toBe('session-7')
    expect(store.getState().session.user).toBeNull()
  })
})
