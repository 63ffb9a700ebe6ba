import { configureStore } from '@reduxjs/toolkit'
import { playerNewsRoute } from '@slatelab/contract/news.contract'
import {
  gameLogRoute,
  playerCorrelationsRoute,
  playerDetailsRoute,
  playerRanksRoute,
  playerSalariesRoute,
  upcomingEventsRoute,
} from '@slatelab/contract/players.contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiMiddleware, apiReducers } from '../api/api-store'
import { createInitialNavbarState, navbarReducer, type NavbarState } from '../navbar/navbar-slice'
import { slateToday } from '../navbar/navbar-dates'
import { sessionReducer } from '../session/session-slice'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { renderRoutes } from '../testing/render-with-providers'
import { themeReducer } from '../theme/theme-slice'
import { PlayerCardDrawer } from './player-card-drawer'

// jsdom has no canvas: ECharts draws in the browser (e2e covers it).
vi.mock('../charts/chart', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const answers: readonly [string, () => Response][] = [
  ['/api/players/501/gamelog/4/1/', () => jsonResponse(200, gameLogRoute.example)],
  ['/api/players/501/salaries/4', () => jsonResponse(200, playerSalariesRoute.example)],
  ['/api/players/501?SourceId=4', () => jsonResponse(200, playerDetailsRoute.example)],
  ['/api/playernews/player/501', () => jsonResponse(200, playerNewsRoute.example)],
  ['/api/sportevents/upcoming/1/KC', () => jsonResponse(200, upcomingEventsRoute.example)],
  ['/api/systems/playerranks/501', () => jsonResponse(200, playerRanksRoute.example)],
  [
    '/api/events/1/players/501/correlations/4/',
    () => jsonResponse(200, playerCorrelationsRoute.example),
  ],
]

const serve = (overrides: Readonly<Record<string, () => Response>> = {}) =>
  stubFetch((url) => {
    const found = answers.find(([prefix]) => url.startsWith(prefix))
    if (found === undefined) return jsonResponse(404, {})
    return (overrides[found[0]] ?? found[1])()
  })

/** The card over /ownership, the navbar on slate `contestGroupId` (0: none). */
const renderCard = (path: string, contestGroupId = 0) => {
  const navbar: NavbarState = {
    ...createInitialNavbarState(slateToday()),
    sourceId: 4,
    contestGroupId,
  }
  const store = configureStore({
    preloadedState: { navbar },
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  return renderRoutes([{ path: '/ownership', element: <PlayerCardDrawer /> }], {
    initialPath: path,
    store,
  })
}

describe('the player card', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens for ?player= with his details, game log, news and next games', async () => {
    serve()
    renderCard('/ownership?sportId=1&player=501')
    const card = await screen.findByRole('dialog')
    expect(await within(card).findByText('Sam Rivera')).toBeVisible()
    // The salary names its slate and day.
    expect(within(card).getByText('DK $7,200 · Main · Sun 11/22')).toBeVisible()
    const log = within(card).getByRole('table', { name: 'Game log' })
    // The team he played for per game: a traded player's log shows both teams.
    expect(within(log).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Salary and points by date' })).toBeVisible()
    expect(within(card).getByText('Rivera (ankle) ruled out vs. BUF')).toBeVisible()
    expect(within(card).getByText('KC @ DEN')).toBeVisible()
    expect(within(card).getByText(/18\.4 FPTS/)).toBeVisible()
    expect(
      within(card).getByRole('heading', { name: 'Main · Sun 11/22: rank among 38 RBs' }),
    ).toBeVisible()
    expect(within(card).getByRole('table', { name: 'Teammate correlations' })).toBeInTheDocument()
  })

  it('asks for the figures of the navbar’s slate, the one the card was opened from', async () => {
    const fetchMock = serve()
    renderCard('/ownership?player=501', 77)
    await screen.findByText('Sam Rivera')
    const ranksCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/playerranks/'))
    expect(ranksCalls).toHaveLength(1)
    expect(new URL(ranksCalls[0] ?? '', 'http://x').searchParams.get('ContestGroupId')).toBe('77')
  })

  it('names the day of his latest salary when no slate ranks him', async () => {
    serve({ '/api/systems/playerranks/501': () => jsonResponse(404, { message: 'No slate' }) })
    renderCard('/ownership?player=501')
    expect(await screen.findByText('DK $7,200 · Sun 11/22')).toBeVisible()
  })

  it('closes by dropping ?player= and keeping the rest of the URL', async () => {
    serve()
    const { router } = renderCard('/ownership?sportId=1&player=501')
    await screen.findByText('Sam Rivera')
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sportId=1'))
  })

  it('shows the SPEC §8 message with the status when the player cannot be fetched', async () => {
    serve({ '/api/players/501?SourceId=4': () => jsonResponse(404, { message: 'Unknown player' }) })
    renderCard('/ownership?player=501')
    expect(await screen.findByText('Failed to fetch player properties: 404')).toBeVisible()
  })

  it('still opens when his news fails, naming what failed', async () => {
    serve({ '/api/playernews/player/501': () => jsonResponse(500, {}) })
    renderCard('/ownership?player=501')
    expect(await screen.findByText('Failed to fetch player news stories: 500')).toBeVisible()
    expect(screen.getByText('Sam Rivera')).toBeVisible()
  })
})
