import { configureStore } from '@reduxjs/toolkit'
import {
  battersRoute,
  lineupsRoute,
  pitchersDetailRoute,
  pitchersGameLogsRoute,
  pitchersRoute,
  type BatterRow,
} from '@slatelab/contract/plateiq.contract'
import { plateIqVegasRoute } from '@slatelab/contract/vegas.contract'
import { isoDate, isoDateTime } from '@slatelab/domain/units'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
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

const renderPage = (session: Partial<SessionState> = signedIn, path = '/plateiq') => {
  configureApiWithSession(session)
  const store = configureStore({
    reducer: {
      ...apiReducers,
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
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '*', element: <PlateIqPage /> }], {
    initialEntries: [path],
  })
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return router
}

/** A server: access per `access`, and the example answers of the PlateIQ calls. */
const serve = (access: boolean) =>
  stubFetch((url) => {
    if (url.includes('/subscriptions/check-access/'))
      return jsonResponse(200, { userAccess: access })
    if (url.includes('/mlb-statcast/batters/')) return jsonResponse(200, { Batters: batters })
    if (url.includes('/mlb-statcast/pitchers/')) return jsonResponse(200, pitchersRoute.example)
    if (url.includes('/mlb-statcast/lineups/')) return jsonResponse(200, lineupsRoute.example)
    if (url.includes('/mlb-statcast/pitchers-detail/'))
      return jsonResponse(200, pitchersDetailRoute.example)
    if (url.includes('/mlb-statcast/pitchers-gamelogs/'))
      return jsonResponse(200, pitchersGameLogsRoute.example)
    // The day's MLB lines: the example game's NYY at 4.65 implied runs, O/U 8.5, −148.
    if (url.includes('/sportevents/3/2026-09-20/vegas/'))
      return jsonResponse(200, plateIqVegasRoute.example)
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
    // His team's implied runs from the day's MLB lines (GET /api/sportevents/3/{date}/vegas/).
    expect(within(table).getByRole('columnheader', { name: /Team runs/ })).toBeVisible()
    expect(within(table).getAllByText('4.65')).toHaveLength(2)
    // His name opens his player card (the row opens the matchup).
    expect(within(table).getByRole('link', { name: 'Alan Hale (L)' }).getAttribute('href')).toMatch(
      /[?&]player=\d+/,
    )
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
    const order = await screen.findByRole('table', { name: 'NYY batting order' })
    expect(order).toBeVisible()
    // The game's line from the day's MLB lines.
    expect(screen.getByText(/O\/U 8\.5 · .*NYY 4\.65 runs \(-148\)/)).toBeVisible()
    expect(within(order).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/[?&]player=\d+/)
    // Nine spots: those nobody listed bat an unlisted replacement.
    expect(within(order).getAllByRole('row')).toHaveLength(9)
    expect(within(order).getAllByText('Unlisted replacement')).toHaveLength(8)
  })

  it('opens a pitcher in a drawer with his repertoire and starts, kept in the URL', async () => {
    const fetchMock = serve(true)
    const router = renderPage()
    await screen.findByRole('table', { name: 'Batters' })
    await userEvent.click(screen.getByRole('tab', { name: 'Pitchers' }))
    const pitchers = await screen.findByRole('table', { name: 'Pitchers' })
    await userEvent.click(within(pitchers).getByText('Cole Barrett (R)'))
    const drawer = await screen.findByRole('dialog')
    const { playerId } = pitchersRoute.example.Pitchers[0] ?? { playerId: 0 }
    expect(router.state.location.search).toBe(`?pitcher=${playerId}`)
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(
        `/svc/mlb-statcast/pitchers-detail/?date=2026-09-20&contest_group_id=0&split=all&range=last30&player_id=${playerId}`,
      ),
      expect.anything(),
    )
    const repertoire = await within(drawer).findByRole('table', { name: 'Repertoire' })
    expect(within(repertoire).getByText('4-Seam Fastball')).toBeVisible()
    expect(within(repertoire).getByText('95.1')).toBeVisible()
    expect(within(repertoire).getByText('2297')).toBeVisible()
    const logs = within(drawer).getByRole('table', { name: 'Game logs' })
    expect(within(logs).getByText('@ TOR')).toBeVisible()
    expect(within(logs).getByText('6.0')).toBeVisible()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close pitcher' }))
    expect(router.state.location.search).toBe('')
  })

  it('opens the drawer of the pitcher a link names', async () => {
    serve(true)
    const { playerId } = pitchersRoute.example.Pitchers[0] ?? { playerId: 0 }
    renderPage(signedIn, `/plateiq?pitcher=${playerId}`)
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Cole Barrett (RHP)')).toBeVisible()
  })

  it('shows an empty slate’s tables without rows (MLB between seasons)', async () => {
    stubFetch((url) =>
      url.includes('/subscriptions/check-access/')
        ? jsonResponse(200, { userAccess: true })
        : url.includes('/vegas/')
          ? jsonResponse(200, [])
          : jsonResponse(200, { Batters: [] }),
    )
    renderPage()
    const table = await screen.findByRole('table', { name: 'Batters' })
    expect(within(table).getByText('No rows for this slate and filter.')).toBeVisible()
  })

  it('shows a user without PlateIQ the product pitch and the marketplace, not an error', async () => {
    const fetchMock = serve(false)
    renderPage()
    expect(await screen.findByRole('link', { name: 'Subscribe to PlateIQ' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/marketplace\?for=PlateIQ&from=%2Fplateiq/),
    )
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/svc/subscriptions/check-access/?product=PlateIQ'),
      expect.anything(),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mlb-statcast'))).toBe(false)
  })

  it('asks a signed-out visitor to sign in', () => {
    serve(true)
    renderPage(initialSessionState)
    expect(screen.getByRole('heading', { name: 'Sign in to use PlateIQ' })).toBeVisible()
  })
})
