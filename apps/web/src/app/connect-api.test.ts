import { isoDateTime } from '@slatelab/domain/units'
import { errors } from '@slatelab/domain/errors'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../shared/api/api-clients'
import { sessionStarted } from '../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../shared/testing/fetch-stub'
import { connectApi } from './connect-api'
import { createAppStore } from './store'

const grant = (token: string) => ({
  bearerToken: token,
  sessionId: `session-${token}`,
  user: {
    userId: 1,
    email: 'free@slatelab.test',
    displayName: 'Free',
    role: 'user' as const,
    createdAt: isoDateTime('2025-01-01T00:00:00.000Z'),
  },
})

const setUp = (initialPath: string) => {
  const store = createAppStore({ storage: null })
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: [initialPath],
  })
  connectApi(store, router)
  store.dispatch(sessionStarted(grant('one')))
  return { store, router }
}

describe('connectApi', () => {
  it('a 401 clears the session and sends the user to sign in, then back', async () => {
    const { store, router } = setUp('/ownership?sportId=1')
    stubFetch(() => jsonResponse(401, { message: errors.invalidSession }))
    await expect(apiClient.get('/auth/me')).rejects.toThrow('HTTP error! status: 401')
    expect(store.getState().session.bearerToken).toBeNull()
    expect(router.state.location.pathname).toBe('/signin')
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/ownership?sportId=1',
    )
  })

  it('a 401 for a session that was replaced meanwhile keeps the new one', async () => {
    const { store, router } = setUp('/vegas')
    stubFetch(() => {
      // The person signs in again while the old call is on its way.
      store.dispatch(sessionStarted(grant('two')))
      return jsonResponse(401, { message: errors.invalidSession })
    })
    await expect(apiClient.get('/svc-data')).rejects.toThrow()
    expect(store.getState().session.bearerToken).toBe('two')
    expect(router.state.location.pathname).toBe('/vegas')
  })
})
