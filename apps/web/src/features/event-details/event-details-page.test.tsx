import { configureStore } from '@reduxjs/toolkit'
import { recentMatchupsRoute } from '@slatelab/contract/gameflow.contract'
import { slateEventsRoute } from '@slatelab/contract/sportevents.contract'
import { errors } from '@slatelab/domain/errors'
import { sportIds } from '@slatelab/domain/sports'
import { isoDateTime } from '@slatelab/domain/units'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { configureApi } from '../../shared/api/api-config'
import { slateToday } from '../../shared/navbar/navbar-dates'
import { createInitialNavbarState, navbarReducer } from '../../shared/navbar/navbar-slice'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { buildGameFlow } from '../../shared/testing/game-flow-builders'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { EventDetailsPage } from './event-details-page'
import { eventDetailsReducer } from './event-details-slice'

const user = {
  userId: 1,
  email: 'free@slatelab.test',
  displayName: 'Free Demo',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}

const [exampleEvent] = slateEventsRoute.example
const [exampleMatchup] = recentMatchupsRoute.example
if (exampleEvent === undefined || exampleMatchup === undefined) throw new Error('no examples')

const slateEvents = [
  {
    ...exampleEvent,
    eventId: 8101,
    sportId: 2 as const,
    eventTitle: 'DEN @ BOS',
    homeTeamId: 31,
    visitorTeamId: 32,
    homeTeamShort: 'BOS',
    visitorTeamShort: 'DEN',
  },
  { ...exampleEvent, eventId: 8102, sportId: 2 as const, eventTitle: 'LAL @ NYK' },
]

// The picked game itself, final, newest first; then an older meeting.
const matchups = [
  {
    ...exampleMatchup,
    eventId: 8101,
    homeTeamId: 31,
    visitorTeamId: 32,
    homeTeamShort: 'BOS',
    visitorTeamShort: 'DEN',
    homeScore: 21,
    visitorScore: 12,
  },
  {
    ...exampleMatchup,
    eventId: 7001,
    homeTeamId: 32,
    visitorTeamId: 31,
    homeTeamShort: 'DEN',
    visitorTeamShort: 'BOS',
    homeScore: 99,
    visitorScore: 104,
  },
]

// An NFL slate (78) with one finished game.
const nflEvents = [
  {
    ...exampleEvent,
    eventId: 9001,
    eventTitle: 'DAL @ DET',
    homeTeamId: 11,
    visitorTeamId: 9,
    homeTeamShort: 'DET',
    visitorTeamShort: 'DAL',
  },
]
const nflMatchups = [
  {
    ...exampleMatchup,
    eventId: 9001,
    homeTeamId: 11,
    visitorTeamId: 9,
    homeTeamShort: 'DET',
    visitorTeamShort: 'DAL',
    homeScore: 27,
    visitorScore: 20,
  },
]

type Answers = {
  readonly flow?: Response
  readonly matchups?: Response
  readonly gameDays?: Response
}

const renderPage = (
  path: string,
  answers: Answers = {},
  signedIn = true,
  slate: { readonly sportId: 1 | 2; readonly contestGroupId: number } = {
    sportId: sportIds.NBA,
    contestGroupId: 77,
  },
) => {
  configureApi({
    getSession: () => (signedIn ? { bearerToken: 'b', sessionId: 's' } : undefined),
    onUnauthorized: () => undefined,
  })
  const fetchMock = stubFetch((url) => {
    if (url.includes('/events/scoring/')) return answers.flow ?? jsonResponse(200, buildGameFlow())
    if (url.includes('/recent-matchups/1/')) return jsonResponse(200, nflMatchups)
    if (url.includes('/recent-matchups/')) return answers.matchups ?? jsonResponse(200, matchups)
    if (url.includes('/sportevents/?contestGroupId=77')) return jsonResponse(200, slateEvents)
    if (url.includes('/sportevents/?contestGroupId=78')) return jsonResponse(200, nflEvents)
    if (url.includes('/game-days')) return answers.gameDays ?? jsonResponse(404, {})
    return jsonResponse(404, {})
  })
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      eventDetails: eventDetailsReducer,
    },
    preloadedState: {
      session: signedIn
        ? { ...initialSessionState, bearerToken: 'b', sessionId: 's', user }
        : initialSessionState,
      theme: initialThemeState,
      navbar: {
        ...createInitialNavbarState(slateToday()),
        ...slate,
      },
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '/event-details', element: <EventDetailsPage /> }], {
    initialEntries: [path],
  })
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  const called = () => fetchMock.mock.calls.map(([url]) => String(url))
  return { router, called }
}

// Rendering the page's tables takes a few seconds on a busy machine.
describe('EventDetailsPage', () => {
  it('lists the slate’s events and opens the one picked', async () => {
    const { router } = renderPage('/event-details')
    expect(
      screen.getByRole('heading', {
        name: 'Event details will appear here once you pick an event.',
      }),
    ).toBeVisible()
    await userEvent.click(await screen.findByRole('combobox', { name: 'Event' }))
    await userEvent.click(await screen.findByRole('option', { name: 'DEN @ BOS' }))
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=8101'))
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
  })

  it('shows the summary, lineups, recent matchups and fantasy points by quarter', async () => {
    const { called } = renderPage('/event-details?eventId=8101')
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
    expect(called()).toContain('/svc/events/scoring/8101/')
    expect(screen.getByText(/Top fantasy scorers/)).toHaveTextContent(
      'DEN: Chris Vance 16.00 DK FP · BOS: Sam Rivera 21.50 DK FP',
    )

    const lineups = screen.getByRole('table', { name: 'Lineups' })
    const lineupRows = within(lineups).getAllByRole('row').slice(1)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    // Visitors first, each team's most-used lineups first; net rating per 48 minutes.
    expect(lineupRows.map(cells)).toEqual([
      ['DEN', 'Vance · Warren · Pike · Tate · Park', '48:00', '12', '21', '-9.0'],
      ['BOS', 'Rivera · Brooks · Hale · Cole · Moss', '24:00', '11', '7', '+8.0'],
      ['BOS', 'Rivera · Brooks · Hale · Cole · Grant', '24:00', '10', '5', '+10.0'],
    ])

    const matchupTable = await screen.findByRole('table', { name: 'Recent matchups' })
    expect(called()).toContain('/api/sportevents/recent-matchups/2/32/31')
    expect(within(matchupTable).getByRole('link', { name: 'BOS @ DEN' })).toHaveAttribute(
      'href',
      '/game-flow?eventId=7001',
    )
    expect(within(matchupTable).getByText('104–99')).toBeVisible()

    const quarters = screen.getByRole('table', { name: 'Fantasy points by quarter' })
    const rivera = within(quarters).getByRole('link', { name: 'Sam Rivera' }).closest('tr')
    if (rivera === null) throw new Error('no Rivera row')
    // 3, 2, 2 and 0 points by quarter, and 14.5 more DraftKings points spread over 48 minutes.
    expect(
      within(rivera)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sam Rivera', 'BOS', '6.6', '5.6', '5.6', '3.6', '21.50'])
    await userEvent.click(screen.getByText('FD'))
    expect(within(rivera).getAllByRole('cell').at(-1)).toHaveTextContent('20.50')
  })

  it('shows a signed-out visitor the slate’s game and its matchups, and asks to sign in for the rest', async () => {
    const { called } = renderPage('/event-details?eventId=8101', {}, false)
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
    expect(await screen.findByRole('table', { name: 'Recent matchups' })).toBeVisible()
    expect(
      screen.getByRole('heading', { name: 'Sign in to see lineups and fantasy points by quarter' }),
    ).toBeVisible()
    expect(called().filter((url) => url.includes('/scoring/'))).toEqual([])
  })

  it('shows SPEC §8’s texts when the flow or the matchups fail', async () => {
    renderPage('/event-details?eventId=8101', {
      flow: jsonResponse(404, {}),
      matchups: jsonResponse(500, {}),
    })
    expect(await screen.findByText(errors.fetchGameFlowData)).toBeVisible()
    expect(await screen.findByText(errors.fetchRecentMatchups)).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Lineups' })).toBeNull()
  })

  it('shows an NFL game’s final score and asks no NBA game flow for it', async () => {
    const { called } = renderPage('/event-details', {}, true, {
      sportId: sportIds.NFL,
      contestGroupId: 78,
    })
    await userEvent.click(await screen.findByRole('combobox', { name: 'Event' }))
    await userEvent.click(await screen.findByRole('option', { name: 'DAL @ DET' }))
    expect(await screen.findByRole('heading', { name: 'DAL 20 @ DET 27' })).toBeVisible()
    expect(screen.getByText(/^Final ·/)).toBeVisible()
    expect(screen.queryByText(/Projected/)).toBeNull()
    expect(screen.getByText(/play-by-play of NBA games; this NFL game/)).toBeVisible()
    expect(screen.queryByText(errors.fetchGameFlowData)).toBeNull()
    expect(called().filter((url) => url.includes('/scoring/'))).toEqual([])
  })

  it('offers a sport of its own, which changes the sport and leaves the event', async () => {
    const { router } = renderPage(
      '/event-details?sport=2&date=2026-11-22&source=4&slate=77&eventId=8101',
    )
    expect(await screen.findByRole('heading', { name: 'DEN 12 @ BOS 21' })).toBeVisible()
    await userEvent.click(screen.getByText('NFL'))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sport=1&date=2026-11-22&source=0&slate=0'),
    )
  })

  it('names the next game day on a day without the sport’s games', async () => {
    const today = slateToday()
    renderPage('/event-details', {
      gameDays: jsonResponse(200, {
        sportId: 2,
        date: today,
        gamesOnDate: 0,
        previousGameDay: '2026-11-25',
        nextGameDay: '2026-11-27',
      }),
    })
    expect(await screen.findByRole('heading', { name: /^No NBA games on / })).toBeVisible()
    expect(screen.getByText('The next NBA games are on Fri 11/27/2026.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to Fri 11/27/2026' })).toHaveAttribute(
      'href',
      '/event-details?date=2026-11-27&source=0&slate=0',
    )
  })
})
