import { configureStore } from '@reduxjs/toolkit'
import {
  battersRoute,
  lineupsRoute,
  pitchersRoute,
  type BatterRow,
} from '@slatelab/contract/plateiq.contract'
import { isoDate, isoDateTime } from '@slatelab/domain/units'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createInitialNavbarState, navbarReducer } from '../../shared/navbar/navbar-slice'
import {
  initialSessionState,
  sessionReducer,
  type SessionState,
} from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { PlateIqPage } from './plateiq-page'
import { plateIqReducer } from './plateiq-slice'

const user = {
  userId: 2,
  email: 'subscriber@slatelab.test',
  displayName: 'Subscriber',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}
const signedIn = { bearerToken: 'b', sessionId: 's', user }

const [example] = battersRoute.example.Batters
if (example === undefined) throw new Error('the contract example has a batter')
const batter = (playerId: number, name: string, xwoba: number, teamShort = 'NYY'): BatterRow => ({
  ...example,
  playerId,
  name,
  teamShort,
  stats: { ...example.stats, xwoba },
})
const batters = [batter(1, 'Alan Hale', 0.41), batter(2, 'Ben Cruz', 0.29, 'BOS')]

const renderPage = (session: Partial<SessionState> = signedIn) => {
  configureApiWithSession(session)
  const store = configureStore({
    reducer: {
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      plateiq: plateIqReducer,
    },
    preloadedState: {
      session: { ...initialSessionState, ...session },
      theme: initialThemeState,
      navbar: createInitialNavbarState(isoDate('2026-09-20')),
    },
  })
  const router = createMemoryRouter([{ path: '*', element: <PlateIqPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
}

/** A server: access per `access`, and the example answers of the PlateIQ calls. */
const serve = (access: boolean) =>
  stubFetch((url) => {
    if (url.includes('/subscriptions/check-access/'))
      return jsonResponse(200, { userAccess: access })
    if (url.includes('/mlb-statcast/batters/')) return jsonResponse(200, { Batters: batters })
    if (url.includes('/mlb-statcast/pitchers/')) return jsonResponse(200, pitchersRoute.example)
    if (url.includes('/mlb-statcast/lineups/')) return jsonResponse(200, lineupsRoute.example)
    return jsonResponse(404, { message: 'not found' })
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PlateIqPage', () => {
  // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280)
    return () => vi.restoreAllMocks()
  })

  it('shows a subscriber the slate’s batters with xwOBA, asking for the navbar’s date', async () => {
    const fetchMock = serve(true)
    renderPage()
    const table = await screen.findByRole('table', { name: 'Batters' })
    expect(within(table).getByText('Alan Hale (L)')).toBeVisible()
    expect(within(table).getByText('.410')).toBeVisible()
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(
        '/svc/mlb-statcast/batters/?date=2026-09-20&contest_group_id=0&split=all&range=last30',
      ),
      expect.anything(),
    )
  })

  it('filters batters by team and switches to the pitchers and lineups tabs', async () => {
    serve(true)
    renderPage()
    const table = await screen.findByRole('table', { name: 'Batters' })
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }))
    await userEvent.click(await screen.findByRole('option', { name: 'BOS' }))
    expect(within(table).queryByText('Alan Hale (L)')).toBeNull()
    expect(within(table).getByText('Ben Cruz (L)')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Pitchers' }))
    const pitchers = await screen.findByRole('table', { name: 'Pitchers' })
    expect(within(pitchers).getByText('Cole Barrett (R)')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Lineups' }))
    expect(await screen.findByRole('table', { name: 'NYY batting order' })).toBeVisible()
  })

  it('shows an empty slate’s tables without rows (MLB between seasons)', async () => {
    stubFetch((url) =>
      url.includes('/subscriptions/check-access/')
        ? jsonResponse(200, { userAccess: true })
        : jsonResponse(200, { Batters: [] }),
    )
    renderPage()
    const table = await screen.findByRole('table', { name: 'Batters' })
    expect(within(table).getByText('No rows for this slate and filter.')).toBeVisible()
  })

  it('shows a user without PlateIQ the product pitch and the marketplace, not an error', async () => {
    const fetchMock = serve(false)
    renderPage()
    expect(
      await screen.findByRole('link', { name: 'Get PlateIQ in the marketplace' }),
    ).toHaveAttribute('href', '/marketplace')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mlb-statcast'))).toBe(false)
  })

  it('asks a signed-out visitor to sign in', () => {
    serve(true)
    renderPage(initialSessionState)
    expect(screen.getByRole('heading', { name: 'Sign in to use PlateIQ' })).toBeVisible()
  })
})
