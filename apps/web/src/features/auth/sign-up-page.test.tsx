import { errors } from '@slatelab/domain/errors'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import { SignUpPage } from './sign-up-page'

const routes = [
  { path: '/signup', element: <SignUpPage /> },
  { path: '*', element: <p>Somewhere else</p> },
]

const fill = async (password: string) => {
  await userEvent.type(screen.getByLabelText(/display name/i), 'Sam Lee')
  await userEvent.type(screen.getByLabelText(/email/i), 'sam@slatelab.test')
  await userEvent.type(screen.getByLabelText(/^password/i), password)
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

describe('sign-up page', () => {
  it('refuses a password under 8 characters without calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}))
    renderRoutes(routes, { initialPath: '/signup' })
    await fill('short')
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server error when the email is taken', async () => {
    stubFetch(() => jsonResponse(409, { message: errors.emailTaken }))
    renderRoutes(routes, { initialPath: '/signup' })
    await fill('long-enough')
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.emailTaken)
  })

  it('sends the display name and goes to next once the account exists', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(201, {
        bearerToken: 'b',
        sessionId: 's',
        user: {
          userId: 9,
          email: 'sam@slatelab.test',
          displayName: 'Sam Lee',
          role: 'user',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      }),
    )
    const { router } = renderRoutes(routes, { initialPath: '/signup?next=%2Fsimlabs' })
    await fill('long-enough')
    await waitFor(() => expect(router.state.location.pathname).toBe('/simlabs'))
    const body: unknown = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))
    expect(body).toEqual({
      email: 'sam@slatelab.test',
      password: 'long-enough',
      displayName: 'Sam Lee',
    })
  })
})
