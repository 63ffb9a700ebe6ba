import {
  componentsRoute,
  componentWithSubscriptionSchema,
  type ComponentWithSubscription,
} from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { dollars, isoDateTime } from '@slatelab/domain/units'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { productAccessApi } from '../../shared/access/product-access-api'
import { resetApiConfig } from '../../shared/api/api-config'
import type { SessionState } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { MarketplacePage } from './marketplace-page'

const example = componentWithSubscriptionSchema.parse(componentsRoute.example[0])

const buildComponent = (
  overrides: Partial<ComponentWithSubscription>,
): ComponentWithSubscription => ({ ...example, ...overrides })

const catalogue = [
  buildComponent({ componentId: 101, title: 'PlateIQ', isSubscribed: true, isRequested: false }),
  buildComponent({
    componentId: 301,
    productId: 3,
    title: 'SimLabs',
    product: 'SimLabs',
    description: 'Simulate your lineups against the field.',
    displayPrice: '$24.99/mo',
    price: dollars(24.99),
    sportId: null,
    isSubscribed: false,
  }),
  buildComponent({
    componentId: 401,
    productId: 4,
    title: 'Optimizer Pro',
    product: 'Optimizer Pro',
    displayPrice: '$29.99/mo',
    price: dollars(29.99),
    sportId: null,
    isSubscribed: false,
  }),
]

const signedIn: Partial<SessionState> = {
  bearerToken: 'b',
  sessionId: 's',
  user: {
    userId: 7,
    email: 'free@slatelab.test',
    displayName: 'Free',
    role: 'user',
    createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
  },
}

const renderPage = (session: Partial<SessionState> = signedIn, initialPath = '/marketplace') => {
  configureApiWithSession(session)
  const store = createTestStore({
    session,
    // Asked before: a subscription change must make the page ask again.
    productAccess: { SimLabs: false },
  })
  return renderRoutes(
    [
      { path: '/marketplace', element: <MarketplacePage /> },
      { path: '/simlabs', element: <h1>SimLabs tool</h1> },
    ],
    { initialPath, store },
  )
}

const card = (title: string) => screen.getByRole('article', { name: title })

/** The catalogue, and `held` as the answer of a subscription save. */
const serveSave = (held: Record<string, boolean>) =>
  stubFetch((url) =>
    url.includes('/subscription/component/save/')
      ? jsonResponse(200, held)
      : jsonResponse(200, catalogue),
  )

/** The marketplace as a tool's pitch links to it. */
const fromPitch = (from: string) => `/marketplace?${new URLSearchParams({ for: 'SimLabs', from })}`

afterEach(resetApiConfig)

describe('Marketplace page', () => {
  it('shows each component as a card: logo on its colour, owner, sport, price, term, held ones marked', async () => {
    stubFetch(() => jsonResponse(200, catalogue))
    renderPage()
    const plateIq = await screen.findByRole('article', { name: 'PlateIQ' })
    expect(within(plateIq).getByRole('img', { name: 'PlateIQ logo' })).toHaveAttribute(
      'src',
      example.logo,
    )
    expect(within(plateIq).getByText('Subscribed')).toBeInTheDocument()
    expect(within(plateIq).getByText('MLB')).toBeInTheDocument()
    expect(within(plateIq).getByText('by Slatelab')).toBeInTheDocument()
    expect(within(plateIq).getByText('$19.99/mo')).toBeInTheDocument()
    expect(within(plateIq).getByText('Billed monthly')).toBeInTheDocument()
    expect(within(plateIq).queryByRole('checkbox')).toBeNull()
    expect(within(card('SimLabs')).getByText('All sports')).toBeInTheDocument()
    expect(within(card('SimLabs')).queryByText('Subscribed')).toBeNull()
    expect(screen.getByText('No payment is taken')).toBeInTheDocument()
  })

  it('subscribes to every selected component in one call and marks them held', async () => {
    const fetchMock = serveSave({ '301': true, '401': true })
    const { store } = renderPage()
    const simLabsAccess = productAccessApi.endpoints.productAccess.select('SimLabs')
    expect(simLabsAccess(store.getState()).data).toBe(false)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SimLabs' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Optimizer Pro' }))
    const selection = screen.getByRole('region', { name: 'Selected products' })
    expect(within(selection).getByText('$54.98')).toBeInTheDocument()
    await userEvent.click(within(selection).getByRole('button', { name: 'Subscribe' }))

    expect(await within(card('SimLabs')).findByText('Subscribed')).toBeInTheDocument()
    expect(within(card('Optimizer Pro')).getByText('Subscribed')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Selected products' })).toBeNull()
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('/component/save/'))
    expect(new URL(String(save?.[0]), 'http://x').searchParams.get('cids')).toBe('301|401')
    expect(simLabsAccess(store.getState()).data).toBeUndefined()
  })

  it('comes from a tool’s pitch with its product picked, and goes back to the tool once held', async () => {
    serveSave({ '301': true })
    renderPage(signedIn, fromPitch('/simlabs?job=7'))
    expect(await screen.findByRole('checkbox', { name: 'Select SimLabs' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Optimizer Pro' })).not.toBeChecked()
    const selection = screen.getByRole('region', { name: 'Selected products' })
    expect(within(selection).getByText('$24.99')).toBeInTheDocument()
    await userEvent.click(within(selection).getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('heading', { name: 'SimLabs tool' })).toBeInTheDocument()
  })

  it('stays on the marketplace when it was told to go back to another site', async () => {
    serveSave({ '401': true })
    renderPage(signedIn, fromPitch('//evil.test/x'))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SimLabs' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Optimizer Pro' }))
    const selection = screen.getByRole('region', { name: 'Selected products' })
    await userEvent.click(within(selection).getByRole('button', { name: 'Subscribe' }))
    expect(await within(card('Optimizer Pro')).findByText('Subscribed')).toBeInTheDocument()
    expect(within(card('SimLabs')).queryByText('Subscribed')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'SimLabs tool' })).toBeNull()
  })

  it('shows "Failed to save product components" unless every id answers true', async () => {
    serveSave({ '301': true, '401': false })
    renderPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SimLabs' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Optimizer Pro' }))
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.saveProductComponents)
  })

  it('shows a component the server recorded as a request waiting for an admin, not a failure', async () => {
    let saved = false
    stubFetch((url) => {
      if (url.includes('/subscription/component/save/')) {
        saved = true
        return jsonResponse(200, { '301': false })
      }
      return jsonResponse(
        200,
        catalogue.map((component) =>
          saved && component.componentId === 301 ? { ...component, isRequested: true } : component,
        ),
      )
    })
    renderPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SimLabs' }))
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await within(card('SimLabs')).findByText('Requested')).toBeInTheDocument()
    expect(
      within(card('SimLabs')).getByText('Waiting for an admin to approve your request'),
    ).toBeInTheDocument()
    expect(within(card('SimLabs')).queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('unsubscribes from a held component', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/subscription/component/cancel/')
        ? jsonResponse(200, { '101': true })
        : jsonResponse(200, catalogue),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from PlateIQ' }))
    expect(
      await within(card('PlateIQ')).findByRole('checkbox', { name: 'Select PlateIQ' }),
    ).toBeInTheDocument()
    expect(within(card('PlateIQ')).queryByText('Subscribed')).toBeNull()
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).includes('/component/cancel/'))
    expect(cancel?.[1]?.method).toBe('POST')
    expect(String(cancel?.[0])).toContain('cids=101')
  })

  it('shows "Failed to fetch product components" when the list cannot be read', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    renderPage()
    expect(await screen.findByText(errors.fetchProductComponents)).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('asks a signed-out visitor to sign in and calls nothing', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, catalogue))
    renderPage({})
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to see the marketplace' }),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
