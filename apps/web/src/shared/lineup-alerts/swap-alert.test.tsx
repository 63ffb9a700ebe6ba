import { lineupAlertsRoute } from '@slatelab/contract/late-swap.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore, renderRoutes } from '../testing/render-with-providers'
import { configureApiWithSession } from '../testing/test-api'
import { SwapAlert } from './swap-alert'

const buildId = '7d3e1c2a-5b4f-4e6a-8c9d-0f1e2d3c4b5a'
const flagged = { ...lineupAlertsRoute.example, swapLineups: 2 }
const cleared = { ...flagged, builds: [], swapLineups: 0 }

const session = { bearerToken: 'b', sessionId: 's' }

const renderAlert = () =>
  renderRoutes([{ path: '/', element: <SwapAlert contestGroupId={77} /> }], {
    store: createTestStore({
      session: {
        ...session,
        user: {
          userId: 1,
          email: 'subscriber@slatelab.test',
          displayName: 'Sub',
          role: 'user',
          createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
        },
      },
    }),
  })

describe('the swap alert', () => {
  beforeEach(() => configureApiWithSession(session))
  afterEach(() => vi.restoreAllMocks())

  it('counts the lineups holding OUT players; Quick swap swaps each flagged build and the alert clears', async () => {
    let swapped = false
    const fetchMock = stubFetch((url, init) => {
      if (url.includes(`/optimizer/builds/${buildId}/late-swap/`) && init.method === 'POST') {
        swapped = true
        return jsonResponse(200, { now: '', mode: 'quick', changed: 2, lineups: [] })
      }
      if (url.includes('/optimizer/alerts/')) return jsonResponse(200, swapped ? cleared : flagged)
      return jsonResponse(404, {})
    })
    renderAlert()
    expect(await screen.findByText('2 lineups hold OUT players — swap')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Quick swap' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('late-swap'))?.[1]?.body),
    )
    expect(body.mode).toBe('quick')
  })

  it('shows nothing while no lineup needs a swap', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, cleared))
    renderAlert()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
