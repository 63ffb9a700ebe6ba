import { errors } from '@slatelab/domain/errors'
import { isoDateTime } from '@slatelab/domain/units'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetApiConfig } from '../api/api-config'
import type { SessionState } from '../session/session-slice'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore, renderRoutes } from '../testing/render-with-providers'
import { configureApiWithSession } from '../testing/test-api'
import { marketplaceBackPath, ProductGate } from './product-gate'

const signedIn: Partial<SessionState> = {
  bearerToken: 'b',
  sessionId: 's',
  user: {
    userId: 3,
    email: 'gate@slatelab.test',
    displayName: 'Gate',
    role: 'user',
    createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
  },
}

const renderGate = () => {
  configureApiWithSession(signedIn)
  return renderRoutes(
    [{ path: '/', element: <ProductGate product="PlateIQ">The tool</ProductGate> }],
    { store: createTestStore({ session: signedIn }) },
  )
}

afterEach(resetApiConfig)

describe('Product gate', () => {
  it('asks the server once and shows the tool to a subscriber', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { userAccess: true }))
    renderGate()
    expect(await screen.findByText('The tool')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('product=PlateIQ')
  })

  it('shows the pitch to a user without the product', async () => {
    stubFetch(() => jsonResponse(200, { userAccess: false }))
    renderGate()
    expect(await screen.findByRole('link', { name: /Subscribe to/ })).toBeInTheDocument()
    expect(screen.queryByText('The tool')).toBeNull()
  })

  it('shows "Failed to fetch user access" when the check fails', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    renderGate()
    expect(await screen.findByText(errors.fetchUserAccess)).toBeInTheDocument()
    expect(errors.fetchUserAccess).toBe('Failed to fetch user access')
  })
})

describe('the marketplace’s way back', () => {
  it('goes back to a page of this site only', () => {
    expect(marketplaceBackPath('/simlabs?job=7')).toBe('/simlabs?job=7')
    for (const elsewhere of [
      '//evil.test/x',
      '/\\evil.test/x',
      'https://evil.test',
      'simlabs',
      null,
    ]) {
      expect(marketplaceBackPath(elsewhere)).toBeNull()
    }
  })
})
