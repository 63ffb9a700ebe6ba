import { errors } from '@slatelab/domain/errors'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionApiEndpoints } from '../../shared/session/session-api'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { SignInPage } from './sign-in-page'

const routes = [
  { path: '/signin', element: <SignInPage /> },
  { path: '*', element: <p>Somewhere else</p> },
]

const grant = {
  bearerToken: 'bearer-1',
  sessionId: 'session-1',
  user: {
    userId: 1,
    email: 'free@slatelab.test',
    displayName: 'Free Demo',
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
}

const fillAndSubmit = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText(/email/i), email)
  await userEvent.type(screen.getByLabelText(/^password/i), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('sign-in page', () => {
  it("shows the server's error when the credentials are wrong", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: errors.invalidCredentials,
      }),
    )
    renderRoutes(routes, { initialPath: '/signin' })
    await fillAndSubmit('free@slatelab.test', 'wrong-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.invalidCredentials)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  it('does not show an error left by an earlier call', async () => {
    stubFetch(() => jsonResponse(401, { message: errors.invalidCredentials }))
    const store = createTestStore()
    // A sign-in made elsewhere (a demo account on a tool's prompt) failed before.
    await store.dispatch(
      sessionApiEndpoints.signIn.initiate({ email: 'free@slatelab.test', password: 'x' }),
    )
    renderRoutes(routes, { initialPath: '/signin', store })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('goes to next after signing in', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, grant))
    const { router, store } = renderRoutes(routes, {
      initialPath: '/signin?next=%2Fownership%3FsportId%3D1',
    })
    await fillAndSubmit('free@slatelab.test', 'slatelab-demo')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ownership'))
    expect(router.state.location.search).toBe('?sportId=1')
    expect(store.getState().session.user?.displayName).toBe('Free Demo')
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('fills the form from a demo account', async () => {
    renderRoutes(routes, { initialPath: '/signin' })
    await userEvent.click(screen.getByRole('button', { name: 'Use the subscriber demo account' }))
    expect(screen.getByLabelText(/email/i)).toHaveValue('subscriber@slatelab.test')
    expect(screen.getByLabelText(/^password/i)).toHaveValue('slatelab-demo')
  })
})
