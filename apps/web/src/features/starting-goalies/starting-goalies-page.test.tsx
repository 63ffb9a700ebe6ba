import { configureStore } from '@reduxjs/toolkit'
import {
  startingGoaliesRoute,
  type GoalieMatchup,
  type GoalieSide,
} from '@slatelab/contract/hockey.contract'
import { errors, httpErrorText } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import {
  createInitialNavbarState,
  dateChanged,
  navbarReducer,
} from '../../shared/navbar/navbar-slice'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { StartingGoaliesPage } from './starting-goalies-page'
import { startingGoaliesReducer } from './starting-goalies-slice'

const [example] = startingGoaliesRoute.example.GoalieMatchups
if (example === undefined) throw new Error('the contract example has a matchup')

/** A game like the contract's example: `home` wins with `homeWin`, the statuses given. */
const game = (
  eventId: number,
  [visitorShort, homeShort]: readonly [string, string],
  homeWin: number,
  statuses: readonly [GoalieSide['goalieStatus'], GoalieSide['goalieStatus']],
): GoalieMatchup => ({
  Properties: {
    ...example.Properties,
    eventId,
    visitor: {
      ...example.Properties.visitor,
      teamId: eventId * 10,
      teamShort: visitorShort,
      goalieId: eventId * 100,
      goalieName: `${visitorShort} Keeper`,
      goalieStatus: statuses[0],
      winProbability: 1 - homeWin,
      goalieGar: null,
    },
    home: {
      ...example.Properties.home,
      teamId: eventId * 10 + 1,
      teamShort: homeShort,
      goalieId: eventId * 100 + 1,
      goalieName: `${homeShort} Keeper`,
      goalieStatus: statuses[1],
      winProbability: homeWin,
    },
  },
})

const matchups = [
  game(1, ['BOS', 'TOR'], 0.55, ['confirmed', 'confirmed']),
  game(2, ['NYR', 'COL'], 0.7, ['expected', 'unconfirmed']),
]

const renderPage = () => {
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      startingGoalies: startingGoaliesReducer,
    },
    preloadedState: {
      session: initialSessionState,
      theme: initialThemeState,
      navbar: createInitialNavbarState(isoDate('2026-11-22')),
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '*', element: <StartingGoaliesPage /> }], {
    initialEntries: ['/starting-goalies'],
  })
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return store
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))

describe('StartingGoaliesPage', () => {
  it('asks for the navbar’s date and shows a card per game, the surest favourite first', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { GoalieMatchups: matchups }))
    renderPage()
    expect(await screen.findByRole('article', { name: 'NYR @ COL' })).toBeVisible()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/lines/4/2026-11-22/startinggoalies',
      expect.anything(),
    )
    expect(cardTitles()).toEqual(['NYR @ COL', 'BOS @ TOR'])
    const card = screen.getByRole('article', { name: 'BOS @ TOR' })
    const home = within(card).getByLabelText('TOR goalie')
    expect(within(home).getByText('confirmed')).toBeVisible()
    expect(home).toHaveTextContent('$8,200')
    expect(home).toHaveTextContent('-145 (-10)')
    expect(home).toHaveTextContent('55%')
  })

  it('shows a goalie’s imported GAR season (GSAx, GAR, games) only when the call has one', async () => {
    stubFetch(() => jsonResponse(200, { GoalieMatchups: matchups }))
    renderPage()
    const card = await screen.findByRole('article', { name: 'BOS @ TOR' })
    const season = within(card).getByLabelText('TOR goalie 2026-27 GAR')
    expect(season).toHaveTextContent('GSAx+6.4')
    expect(season).toHaveTextContent('GAR+8.9')
    expect(season).toHaveTextContent('GP18')
    expect(within(card).queryByLabelText(/^BOS goalie .* GAR$/)).toBeNull()
  })

  it('opens the player card from a goalie’s name', async () => {
    stubFetch(() => jsonResponse(200, { GoalieMatchups: matchups }))
    renderPage()
    const link = await screen.findByRole('link', { name: 'TOR Keeper' })
    expect(link).toHaveAttribute('href', '/starting-goalies?player=101')
  })

  it('opens a game’s lines: each line as LW – C – RW, pairs, and the power-play units', async () => {
    stubFetch(() => jsonResponse(200, { GoalieMatchups: matchups }))
    renderPage()
    const card = await screen.findByRole('article', { name: 'BOS @ TOR' })
    const toggle = within(card).getByRole('button', { name: 'Show lines' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(within(card).getByRole('button', { name: 'Hide lines' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const rowOf = (label: string) =>
      within(card)
        .getAllByRole('row')
        .filter((row) => within(row).queryByText(label) !== null)
        .map((row) => row.textContent)
    // The lines open through Mantine's Collapse transition.
    await waitFor(() => expect(within(card).getByText('TOR lines')).toBeVisible())
    expect(rowOf('L1')).toContain('L1Brandt – Kerr – Laine')
    expect(rowOf('D1')).toContain('D1Sandvik – Marchetti')
    expect(rowOf('PP1')).toContain('PP1Brandt – Kerr – Laine – Sandvik')
    expect(rowOf('PP2')).toContain('PP2Marchetti')
  })

  it('filters the games by goalie status', async () => {
    stubFetch(() => jsonResponse(200, { GoalieMatchups: matchups }))
    renderPage()
    await screen.findByRole('article', { name: 'NYR @ COL' })
    await userEvent.click(screen.getByText('Unconfirmed'))
    expect(cardTitles()).toEqual(['NYR @ COL'])
    await userEvent.click(screen.getByText('Confirmed'))
    expect(cardTitles()).toEqual(['BOS @ TOR'])
  })

  it('shows the stored error with the HTTP status on a failure', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    renderPage()
    expect(await screen.findByText(errors.fetchStartingGoalies)).toBeVisible()
    expect(screen.getByText(httpErrorText(500))).toBeVisible()
  })

  it('says no properties were found when the day’s games answer without them', async () => {
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
        : jsonResponse(200, { GoalieMatchups: [] }),
    )
    renderPage()
    expect(
      await screen.findByRole('heading', { name: 'No NHL games on Sun 11/22/2026' }),
    ).toBeVisible()
    expect(await screen.findByText('The next NHL games are on Tue 11/24/2026.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to Tue 11/24/2026' })).toHaveAttribute(
      'href',
      '/starting-goalies?date=2026-11-24&source=0&slate=0',
    )
    expect(screen.queryByText(errors.fetchStartingGoalies)).toBeNull()
  })

  it('keeps the newer day’s games when the older day’s answer arrives after them', async () => {
    let answerFirstDay: (response: Response) => void = () => undefined
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      String(input).includes('2026-11-22')
        ? new Promise<Response>((resolve) => {
            answerFirstDay = resolve
          })
        : Promise.resolve(jsonResponse(200, { GoalieMatchups: [matchups[1]] })),
    )
    vi.stubGlobal('fetch', fetchMock)
    const store = renderPage()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    act(() => {
      store.dispatch(dateChanged(isoDate('2026-11-23')))
    })
    expect(await screen.findByRole('article', { name: 'NYR @ COL' })).toBeVisible()
    await act(async () => {
      answerFirstDay(jsonResponse(200, { GoalieMatchups: matchups }))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(cardTitles()).toEqual(['NYR @ COL'])
  })
})
