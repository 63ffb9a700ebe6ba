import {
  accountSessionsRoute,
  accountSubscriptionsRoute,
} from '@slatelab/contract/account.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDateTime } from '@slatelab/domain/units'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { initialProductAccessState } from '../../shared/access/product-access-slice'
import { resetApiConfig } from '../../shared/api/api-config'
import type { SessionState } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { AccountPage } from './account-page'

const subscription = accountSubscriptionsRoute.response.parse(accountSubscriptionsRoute.example)[0]!
const [current] = accountSessionsRoute.response.parse(accountSessionsRoute.example).sessions
const other = { ...current!, createdAt: isoDateTime('2026-11-01T09:00:00.000Z'), current: false }

const signedIn: Partial<SessionState> = {
  bearerToken: 'b',
  sessionId: 's',
  user: {
    userId: 2,
    email: 'subscriber@slatelab.test',
    displayName: 'Subscriber',
    role: 'user',
    createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
  },
}

const renderPage = (session: Partial<SessionState> = signedIn) => {
  configureApiWithSession(session)
  const store = createTestStore({
    session,
    productAccess: { ...initialProductAccessState, access: { SimLabs: true } },
  })
  return renderRoutes([{ path: '/account', element: <AccountPage /> }], {
    initialPath: '/account',
    store,
  })
}

/** Answers the account's calls from what the test holds, so a change shows on the next read. */
const stubAccount = (state: {
  subscriptions: unknown[]
  sessions: unknown[]
  onPassword?: (body: { currentPassword: string; newPassword: string }) => Response
}) =>
  stubFetch((url, init) => {
    if (url.includes('/account/subscriptions/')) return jsonResponse(200, state.subscriptions)
    if (url.includes('/account/sessions/sign-out-others/')) {
      const revoked = state.sessions.length - 1
      state.sessions = [current]
      return jsonResponse(200, { revoked })
    }
    if (url.includes('/account/sessions/')) return jsonResponse(200, { sessions: state.sessions })
    if (url.includes('/subscription/component/cancel/')) {
      state.subscriptions = []
      return jsonResponse(200, { [String(subscription.componentId)]: true })
    }
    if (url.includes('/account/password/') && state.onPassword) {
      return state.onPassword(JSON.parse(String(init.body)))
    }
    return jsonResponse(404, { message: 'unexpected' })
  })

afterEach(resetApiConfig)

describe('Account page', () => {
  it('lists the subscriptions and unsubscribes, asking product access again', async () => {
    const fetchMock = stubAccount({ subscriptions: [subscription], sessions: [current] })
    const { store } = renderPage()
    const section = await screen.findByRole('region', { name: 'Subscriptions' })
    const item = await within(section).findByRole('listitem', { name: 'PlateIQ' })
    expect(within(item).getByText(/\$19\.99\/mo · since/)).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/plateiq')
    await userEvent.click(within(item).getByRole('button', { name: 'Unsubscribe from PlateIQ' }))
    expect(await within(section).findByText(/No subscriptions yet/)).toBeInTheDocument()
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).includes('/cancel/'))
    expect(String(cancel?.[0])).toContain(`cids=${subscription.componentId}`)
    expect(store.getState().productAccess.access).toEqual({})
  })

  it('lists the sessions, marks this browser, and signs out everywhere else', async () => {
    stubAccount({ subscriptions: [], sessions: [current, other] })
    renderPage()
    const section = await screen.findByRole('region', { name: 'Sessions' })
    const list = await within(section).findByRole('list', { name: 'Sessions' })
    const items = await within(list).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('This browser')).toBeInTheDocument()
    expect(within(items[1]!).queryByText('This browser')).toBeNull()
    expect(within(section).getByText('1 other session is signed in.')).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out of 1 other session.')
    expect(await within(section).findByText('Only this browser is signed in.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled()
  })

  it('changes the password and says how many other sessions ended', async () => {
    const sent: unknown[] = []
    stubAccount({
      subscriptions: [],
      sessions: [current],
      onPassword: (body) => {
        sent.push(body)
        return jsonResponse(200, { revokedSessions: 2 })
      },
    })
    renderPage()
    const form = await screen.findByRole('form', { name: 'Change password' })
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'old-password')
    await userEvent.type(within(form).getByLabelText(/^New password/), 'new-password-2')
    await userEvent.type(within(form).getByLabelText(/^Repeat the new password/), 'new-password-2')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. 2 other sessions were signed out.',
    )
    expect(sent).toEqual([{ currentPassword: 'old-password', newPassword: 'new-password-2' }])
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('')
  })

  it('shows the server’s words for a wrong current password, and checks the new one first', async () => {
    const sent: unknown[] = []
    stubAccount({
      subscriptions: [],
      sessions: [current],
      onPassword: (body) => {
        sent.push(body)
        return jsonResponse(400, { statusCode: 400, message: errors.wrongCurrentPassword })
      },
    })
    renderPage()
    const form = await screen.findByRole('form', { name: 'Change password' })
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'guess')
    await userEvent.type(within(form).getByLabelText(/^New password/), 'short')
    await userEvent.type(within(form).getByLabelText(/^Repeat the new password/), 'short')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByText('Use 8 to 200 characters')).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.type(within(form).getByLabelText(/^New password/), '-but-longer')
    await userEvent.type(within(form).getByLabelText(/^Repeat the new password/), '-but-other')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByText('The two new passwords differ')).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.clear(within(form).getByLabelText(/^Repeat the new password/))
    await userEvent.type(
      within(form).getByLabelText(/^Repeat the new password/),
      'short-but-longer',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct',
    )
    expect(sent).toHaveLength(1)
  })

  it('asks a signed-out visitor to sign in and calls nothing', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []))
    renderPage({})
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to see your account' }),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
