import { planSchema, plansRoute, type Plan } from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { dollars, isoDateTime } from '@slatelab/domain/units'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { SalesPage } from './sales-page'

const plateIq = planSchema.parse(plansRoute.example[0])
const plans: readonly Plan[] = [
  plateIq,
  {
    ...plateIq,
    componentId: 301,
    product: 'SimLabs',
    title: 'SimLabs',
    displayPrice: '$24.99/mo',
    price: dollars(24.99),
    url: '/simlabs',
  },
]

const renderPage = (session: Partial<SessionState> = {}) =>
  renderRoutes([{ path: '/sales', element: <SalesPage /> }], {
    initialPath: '/sales',
    store: createTestStore({ session }),
  })

describe('Sales page', () => {
  it('shows a visitor each plan with its price and pitch, and the way to sign up', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, plans))
    renderPage()
    const simLabs = await screen.findByRole('article', { name: 'SimLabs' })
    expect(within(simLabs).getByText('$24.99/mo')).toBeInTheDocument()
    expect(within(simLabs).getByText('Billed monthly')).toBeInTheDocument()
    expect(
      within(simLabs).getByText('Win, cash and ROI for each lineup against the contest’s payouts'),
    ).toBeInTheDocument()
    expect(within(simLabs).getByRole('link', { name: 'Get SimLabs' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fmarketplace',
    )
    expect(within(simLabs).getByRole('link', { name: 'See the tool' })).toHaveAttribute(
      'href',
      '/simlabs',
    )
    expect(screen.getByRole('article', { name: 'PlateIQ' })).toBeInTheDocument()
    const free = screen.getByRole('region', { name: 'Free account' })
    expect(within(free).getByText('The optimizer, up to 20 lineups a build')).toBeInTheDocument()
    expect(within(free).getByRole('link', { name: 'Create a free account' })).toBeInTheDocument()
    // Public: sent without credentials.
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false)
  })

  it('sends a signed-in user straight to the marketplace', async () => {
    stubFetch(() => jsonResponse(200, plans))
    renderPage({
      bearerToken: 'b',
      sessionId: 's',
      user: {
        userId: 1,
        email: 'free@slatelab.test',
        displayName: 'Free',
        role: 'user',
        createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
      },
    })
    const simLabs = await screen.findByRole('article', { name: 'SimLabs' })
    expect(within(simLabs).getByRole('link', { name: 'Get SimLabs' })).toHaveAttribute(
      'href',
      '/marketplace',
    )
  })

  it('shows each built tool’s screenshot, lazy-loaded with alt text', async () => {
    stubFetch(() => jsonResponse(200, plans))
    renderPage()
    const simLabs = await screen.findByRole('article', { name: 'SimLabs' })
    const shot = within(simLabs).getByRole('img', { name: /^SimLabs: / })
    expect(shot).toHaveAttribute('src', '/sales/simlabs.webp')
    expect(shot).toHaveAttribute('loading', 'lazy')
    expect(
      within(screen.getByRole('article', { name: 'PlateIQ' })).getByRole('img', {
        name: /^PlateIQ: /,
      }),
    ).toHaveAttribute('src', '/sales/plateiq.webp')
  })

  it('shows "Failed to fetch product components" when the plans cannot be read', async () => {
    stubFetch(() => jsonResponse(503, {}))
    renderPage()
    expect(await screen.findByText(errors.fetchProductComponents)).toBeInTheDocument()
  })
})
