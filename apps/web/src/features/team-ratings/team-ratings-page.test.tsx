import { configureStore } from '@reduxjs/toolkit'
import { teamRatingsRoute, type TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { errors, httpErrorText } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { navbarApi } from '../../shared/navbar/navbar-api'
import {
  createInitialNavbarState,
  navbarReducer,
  type NavbarSelection,
} from '../../shared/navbar/navbar-slice'
import { buildSlate, buildSource } from '../../shared/testing/slate-builders'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { percentileColor } from '../../shared/ui/percentile-color'
import { TeamRatingsPage } from './team-ratings-page'
import { teamRatingsReducer } from './team-ratings-slice'

const [example] = teamRatingsRoute.example
if (example === undefined) throw new Error('the contract example has an event')

const event = (
  eventId: number,
  [visitor, home]: readonly [string, string],
  expectedGoals: number,
  withGar = true,
): TeamRatingsEvent => {
  const { Properties } = example.EventDetails
  const gar = (team: typeof Properties.team) => (withGar ? team.gar : null)
  return {
    EventDetails: {
      Properties: {
        ...Properties,
        eventId,
        team: {
          ...Properties.team,
          teamId: eventId * 10,
          teamShort: home,
          yahooPoints: null,
          gar: gar(Properties.team),
        },
        opponent: {
          ...Properties.opponent,
          teamId: eventId * 10 + 1,
          teamShort: visitor,
          gar: gar(Properties.opponent),
        },
        matchup: { ...Properties.matchup, expectedGoals },
      },
    },
  }
}

const events = [event(1, ['BOS', 'TOR'], 5.6), event(2, ['NYR', 'COL'], 6.9, false)]

const renderPage = (navbar: Partial<NavbarSelection> = {}) => {
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      teamRatings: teamRatingsReducer,
    },
    preloadedState: {
      session: initialSessionState,
      theme: initialThemeState,
      navbar: { ...createInitialNavbarState(isoDate('2026-11-22')), ...navbar },
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '*', element: <TeamRatingsPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return store
}

const tableNames = () =>
  screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'))

describe('TeamRatingsPage', () => {
  it('asks for the NHL ratings of the navbar’s date and shows a table per game', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, events))
    renderPage()
    expect(await screen.findByRole('table', { name: 'BOS @ TOR' })).toBeVisible()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sportevents/4/2026-11-22/team-ratings',
      expect.anything(),
    )
    expect(tableNames()).toEqual(['BOS @ TOR', 'NYR @ COL'])
    expect(screen.getByLabelText('TOR Goals: 3.15, percentile 55')).toBeVisible()
    // A site the store has no points for shows a dash, uncoloured.
    expect(screen.getByLabelText('TOR Yahoo pts: none')).toHaveTextContent('–')
  })

  it('adds the season’s GAR per 60 columns to a game whose teams have imported GAR', async () => {
    stubFetch(() => jsonResponse(200, events))
    renderPage()
    const withGar = await screen.findByRole('table', { name: 'BOS @ TOR' })
    expect(within(withGar).getByRole('columnheader', { name: 'G GAR/60' })).toHaveAttribute(
      'title',
      'Evolving-Hockey GAR per 60 minutes, 2026-27',
    )
    expect(screen.getByLabelText('TOR G GAR/60: 0.21, percentile 80')).toHaveTextContent('0.21')
    expect(screen.getByLabelText('TOR Sk GAR/60: 0.65, percentile 55')).toBeVisible()
    const without = screen.getByRole('table', { name: 'NYR @ COL' })
    expect(within(without).queryByRole('columnheader', { name: 'G GAR/60' })).toBeNull()
  })

  it('switches the figure and sorts the games by expected goals', async () => {
    stubFetch(() => jsonResponse(200, events))
    renderPage()
    await screen.findByRole('table', { name: 'BOS @ TOR' })
    await userEvent.click(screen.getByText('Last 30 days'))
    expect(screen.getByLabelText('TOR Goals: 3.4, percentile 70')).toBeVisible()
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort games by' }))
    await userEvent.click(screen.getByRole('option', { name: 'Expected goals' }))
    expect(tableNames()).toEqual(['NYR @ COL', 'BOS @ TOR'])
  })

  it('shows the stored error with the HTTP status on a failure, and no properties on a 404', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    renderPage()
    expect(await screen.findByText(errors.fetchTeamRatings)).toBeVisible()
    expect(screen.getByText(httpErrorText(500))).toBeVisible()
  })

  it('says no properties were found when the answer lacks them', async () => {
    stubFetch(() => jsonResponse(404, { message: errors.noPropertiesFound }))
    renderPage()
    expect(await screen.findByText(errors.noPropertiesFound)).toBeVisible()
  })

  it('says there are no NHL games on an empty day and links the next game day, no error', async () => {
    stubFetch((url) =>
      url.includes('/game-days')
        ? jsonResponse(200, {
            sportId: 4,
            date: '2026-11-22',
            gamesOnDate: 0,
            previousGameDay: '2026-11-21',
            nextGameDay: '2026-11-24',
          })
        : jsonResponse(200, []),
    )
    renderPage()
    expect(
      await screen.findByRole('heading', { name: 'No NHL games on Sun 11/22/2026' }),
    ).toBeVisible()
    expect(await screen.findByRole('link', { name: 'Go to Tue 11/24/2026' })).toBeVisible()
    expect(screen.queryByText(errors.fetchTeamRatings)).toBeNull()
  })

  it('shows only the games of the navbar’s slate', async () => {
    const slate = buildSlate({ sportId: 4, contestGroupId: 31, events: [2], gameCount: 1 })
    stubFetch((url) =>
      url.includes('/sourcedata/')
        ? jsonResponse(200, [buildSource(4, [slate])])
        : jsonResponse(200, events),
    )
    const store = renderPage({ sportId: 4, sourceId: 4, contestGroupId: 31 })
    void store.dispatch(
      navbarApi.endpoints.sources.initiate({ sportId: 4, date: isoDate('2026-11-22') }),
    )
    expect(await screen.findByRole('table', { name: 'NYR @ COL' })).toBeVisible()
    expect(tableNames()).toEqual(['NYR @ COL'])
    expect(screen.getByText(/The Main slate's game\./)).toBeVisible()
  })

  it('colours high percentiles green, low red, the middle not at all', () => {
    expect(percentileColor(100)).toContain('green')
    expect(percentileColor(0)).toContain('red')
    expect(percentileColor(50)).toContain(' 0%')
  })
})
