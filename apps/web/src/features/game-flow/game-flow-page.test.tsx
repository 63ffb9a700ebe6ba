import { configureStore } from '@reduxjs/toolkit'
import { sportTeamsRoute } from '@slatelab/contract/news.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDateTime } from '@slatelab/domain/units'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { configureApi } from '../../shared/api/api-config'
import { createInitialNavbarState, navbarReducer } from '../../shared/navbar/navbar-slice'
import { slateToday } from '../../shared/navbar/navbar-dates'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { buildGameFlow } from '../../shared/testing/game-flow-builders'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { GameFlowPage } from './game-flow-page'
import { gameFlowReducer } from './game-flow-slice'

const user = {
  userId: 1,
  email: 'free@slatelab.test',
  displayName: 'Free Demo',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}

const teams = [
  {
    ...sportTeamsRoute.example[0]!,
    teamId: 31,
    sportId: 2,
    name: 'Boston Celtics',
    shortName: 'BOS',
  },
  {
    ...sportTeamsRoute.example[0]!,
    teamId: 32,
    sportId: 2,
    name: 'Denver Nuggets',
    shortName: 'DEN',
  },
]

const flowOf = (url: string) => {
  const eventId = Number(/scoring\/(\d+)\//.exec(url)?.[1])
  return buildGameFlow({ eventId })
}

type Answers = { readonly flow?: (url: string) => Response; readonly recent?: () => Response }

const renderPage = (path: string, answers: Answers = {}, signedIn = true) => {
  configureApi({
    getSession: () => (signedIn ? { bearerToken: 'b', sessionId: 's' } : undefined),
    onUnauthorized: () => undefined,
  })
  const fetchMock = stubFetch((url) => {
    if (url.includes('/events/scoring/'))
      return answers.flow?.(url) ?? jsonResponse(200, flowOf(url))
    if (url.includes('/recent-event-id/'))
      return answers.recent?.() ?? jsonResponse(200, [{ EventId: 8099 }])
    if (url.endsWith('/teams/sport/2')) return jsonResponse(200, teams)
    return jsonResponse(404, {})
  })
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      gameFlow: gameFlowReducer,
    },
    preloadedState: {
      session: signedIn
        ? { ...initialSessionState, bearerToken: 'b', sessionId: 's', user }
        : initialSessionState,
      theme: initialThemeState,
      navbar: createInitialNavbarState(slateToday()),
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '/game-flow', element: <GameFlowPage /> }], {
    initialEntries: [path],
  })
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  const flowCalls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/scoring/'))
  return { fetchMock, router, flowCalls }
}

// Rendering the page with its chart takes a few seconds on a busy machine.
describe('GameFlowPage', () => {
  beforeEach(() => {
    window.localStorage.clear()
  })

  it('asks a signed-out visitor to sign in instead of calling the service', () => {
    const { flowCalls } = renderPage('/game-flow?eventId=8101', {}, false)
    expect(screen.getByRole('heading', { name: 'Sign in to follow a game' })).toBeVisible()
    expect(flowCalls()).toEqual([])
  })

  it('shows the linked game: score, rotation chart and both box scores with card links', async () => {
    const { flowCalls } = renderPage('/game-flow?eventId=8101')
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
    expect(flowCalls()).toEqual(['/svc/events/scoring/8101/'])
    expect(screen.getByRole('img', { name: 'Rotation and score margin, DEN @ BOS' })).toBeVisible()
    const home = screen.getByRole('table', { name: 'BOS box score' })
    const rows = within(home).getAllByRole('row').slice(1)
    // Most minutes first, as the service sends them; the name opens the player's card.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Sam Rivera',
      'Jalen Brooks',
      'Marcus Hale',
      'Devin Cole',
      'Andre Moss',
      'Tyler Grant',
    ])
    expect(within(home).getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute(
      'href',
      '/game-flow?eventId=8101&player=101',
    )
    // Rivera: 7 points and 14.5 more DraftKings points.
    expect(within(rows[0]!).getAllByRole('cell').at(-1)).toHaveTextContent('21.50')
    expect(screen.getByRole('table', { name: 'DEN box score' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Event details' })).toHaveAttribute(
      'href',
      '/event-details?eventId=8101',
    )
  })

  it('moves to the next and previous games of either team, with none past the ends', async () => {
    const { flowCalls, router } = renderPage('/game-flow?eventId=8101')
    await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })
    expect(screen.getByRole('button', { name: 'Previous BOS game' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next DEN game' })).toBeDisabled()
    await userEvent.click(screen.getByRole('link', { name: 'Next BOS game' }))
    await waitFor(() => expect(flowCalls()).toContain('/svc/events/scoring/8102/'))
    expect(router.state.location.search).toBe('?eventId=8102')
    await userEvent.click(await screen.findByRole('link', { name: 'Previous DEN game' }))
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=8099'))
  })

  it('finds the team’s latest game on or before the date picked', async () => {
    const { fetchMock, router } = renderPage('/game-flow')
    expect(
      screen.getByRole('heading', { name: 'The game flow will appear here once you pick a game.' }),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Denver Nuggets' }))
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=8099'))
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/sportevents/recent-event-id/${slateToday()}/32`,
      expect.anything(),
    )
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
  })

  it('says when the team has no final game by then, and shows SPEC §8’s failures', async () => {
    renderPage('/game-flow', { recent: () => jsonResponse(200, []) })
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Boston Celtics' }))
    expect(await screen.findByText(/^No final BOS game on or before/)).toBeVisible()
  })

  it('shows “Failed to fetch event ID” when the search fails', async () => {
    renderPage('/game-flow', { recent: () => jsonResponse(500, {}) })
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Boston Celtics' }))
    expect(await screen.findByText(errors.fetchEventId)).toBeVisible()
  })

  it('shows “Failed to fetch game flow data” when the game has no flow', async () => {
    renderPage('/game-flow?eventId=77', { flow: () => jsonResponse(404, {}) })
    expect(await screen.findByText(errors.fetchGameFlowData)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
