import { configureStore } from '@reduxjs/toolkit'
import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import {
  createInitialNavbarState,
  navbarReducer,
  slateChanged,
} from '../../shared/navbar/navbar-slice'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { golfOutrightsRoute } from '@slatelab/contract/vegas.contract'
import { gameRows } from './vegas-fixtures'
import { VegasPage } from './vegas-page'
import { vegasReducer } from './vegas-slice'

const kc = { id: 12, short: 'KC', name: 'Kansas City Chiefs' }
const buf = { id: 3, short: 'BUF', name: 'Buffalo Bills' }
const dal = { id: 8, short: 'DAL', name: 'Dallas Cowboys' }
const phi = { id: 24, short: 'PHI', name: 'Philadelphia Eagles' }
const rows = [
  ...gameRows(1, kc, buf, {
    total: 47.5,
    homeSpread: -3,
    kickoff: '2026-11-22T18:00:00Z',
    score: [27, 20],
  }),
  ...gameRows(2, dal, phi, { total: 51, homeSpread: 7, kickoff: '2026-11-22T21:25:00Z' }),
]

const renderPage = (contestGroupId = 0) => {
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      vegas: vegasReducer,
    },
    preloadedState: {
      session: initialSessionState,
      theme: initialThemeState,
      navbar: {
        ...createInitialNavbarState(isoDate('2026-11-22')),
        sourceId: 4 as const,
        contestGroupId,
      },
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '*', element: <VegasPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return store
}

const teamRows = () =>
  within(screen.getByRole('table', { name: 'Betting lines' }))
    .getAllByRole('row')
    .slice(1)

/** The table's row of a team (its Team cell starts with the short name). */
const teamRow = async (short: string) => {
  await screen.findAllByText(short)
  const row = teamRows().find((candidate) =>
    within(candidate).getAllByRole('cell')[2]?.textContent?.startsWith(short),
  )
  if (row === undefined) throw new Error(`No row for ${short}`)
  return row
}

const teamsInOrder = () =>
  within(screen.getByRole('table', { name: 'Betting lines' }))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .getAllByRole('cell')[2]
          ?.textContent?.match(/^(KC|BUF|DAL|PHI)/)?.[0],
    )

describe('VegasPage', () => {
  // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280)
    return () => vi.restoreAllMocks()
  })

  it('asks for the navbar’s sport, date and slate and shows a row per team in kickoff order', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, rows))
    renderPage(77)
    expect(await teamRow('KC')).toHaveTextContent('25.25')
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sportevents/1/2026-11-22/vegas-lines/?contestGroupId=77',
      expect.anything(),
    )
    expect(teamsInOrder()).toEqual(['KC', 'BUF', 'DAL', 'PHI'])
    const kcRow = await teamRow('KC')
    expect(kcRow).toHaveTextContent('46.5 →47.5+1')
    expect(kcRow).toHaveTextContent('W 27-20')
    expect(within(kcRow).getByRole('img', { name: '71°F, wind 9 mph SW, 10% rain' })).toBeVisible()
  })

  it('puts the highest total first when sorted by total, each game’s rows together', async () => {
    stubFetch(() => jsonResponse(200, rows))
    renderPage()
    await teamRow('KC')
    await userEvent.click(screen.getByRole('button', { name: 'Total' }))
    expect(teamsInOrder()).toEqual(['DAL', 'PHI', 'KC', 'BUF'])
    await userEvent.click(screen.getByRole('button', { name: 'Implied' }))
    expect(teamsInOrder()).toEqual(['PHI', 'DAL', 'KC', 'BUF'])
  })

  it('hides finished games on request', async () => {
    stubFetch(() => jsonResponse(200, rows))
    renderPage()
    await teamRow('KC')
    await userEvent.click(screen.getByRole('switch', { name: 'Hide finished games (1)' }))
    expect(teamsInOrder()).toEqual(['DAL', 'PHI'])
  })

  it('shows a game’s line movement when its row is clicked, and closes it', async () => {
    stubFetch(() => jsonResponse(200, rows))
    renderPage()
    await userEvent.click(await teamRow('PHI'))
    expect(await screen.findByRole('heading', { name: 'Line movement: PHI @ DAL' })).toBeVisible()
    expect(screen.getByRole('img', { name: 'Line movement of PHI @ DAL' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close the movement chart' }))
    expect(screen.queryByRole('heading', { name: /Line movement/ })).toBeNull()
  })

  it('stores and shows "Failed to fetch vegas data" when the call fails', async () => {
    stubFetch(() => jsonResponse(500, {}))
    renderPage()
    expect(await screen.findByText(errors.fetchVegasData)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('shows each game as a card on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }))
    stubFetch(() => jsonResponse(200, rows))
    renderPage()
    const card = await screen.findByRole('button', { name: 'PHI @ DAL: show the line movement' })
    expect(within(card).getByLabelText('PHI implied total')).toHaveTextContent('29.00')
    expect(screen.queryByRole('table', { name: 'Betting lines' })).toBeNull()
  })

  it('marks the team a line moved to against most bets as a sharp move', async () => {
    // PHI went 7 → 6.5 (toward PHI) with 38 % of the bets; DAL, with 62 %, moved away.
    const sharp = rows.map((row) =>
      row.eventId !== 2 || row.gameSpread === null
        ? row
        : {
            ...row,
            gameSpread: {
              ...row.gameSpread,
              open: row.gameSpread.current + (row.isHome ? -0.5 : 0.5),
              change: row.isHome ? 0.5 : -0.5,
              pct: row.isHome ? 62 : 38,
            },
          },
    )
    stubFetch(() => jsonResponse(200, sharp))
    renderPage()
    expect(within(await teamRow('PHI')).getByText('Sharp')).toBeVisible()
    for (const short of ['DAL', 'KC', 'BUF']) {
      expect(within(await teamRow(short)).queryByText('Sharp')).toBeNull()
    }
  })

  it('shows the week’s golf outrights in their tab: odds, implied and no-vig chances', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/golf-outrights/')
        ? jsonResponse(200, golfOutrightsRoute.example)
        : jsonResponse(200, rows),
    )
    renderPage()
    await userEvent.click(screen.getByRole('tab', { name: 'Golf outrights' }))
    const table = await screen.findByRole('table', {
      name: 'Outright odds of Harbor Pines Classic',
    })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sportevents/5/2026-11-22/golf-outrights/',
      expect.anything(),
    )
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Cole Banner+50016.7%13.2%+110 (39.9%)-186 (56.1%)-500 (74.1%)',
    )
    // The golfer's card comes with the tournament, for his course history there.
    const [event] = golfOutrightsRoute.example
    const golfer = within(table).getByRole('link', { name: 'Cole Banner' })
    expect(golfer.getAttribute('href')).toContain(
      `player=${event?.golfers[0]?.playerId}&event=${event?.eventId}`,
    )
  })

  it('keeps showing the newer slate’s lines when the older slate’s answer arrives last', async () => {
    let answerFirstSlate: (response: Response) => void = () => undefined
    const firstSlate = new Promise<Response>((resolve) => {
      answerFirstSlate = resolve
    })
    const fetchMock = stubFetch(() =>
      jsonResponse(
        200,
        rows.filter((row) => row.eventId === 2),
      ),
    )
    fetchMock.mockImplementationOnce(() => firstSlate)
    const store = renderPage(77)
    act(() => {
      store.dispatch(slateChanged(78))
    })
    await teamRow('PHI')
    answerFirstSlate(jsonResponse(200, rows))
    // Both answers are in: the first slate's, all four teams, came last.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual([
        'fulfilled',
        'fulfilled',
      ]),
    )
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('contestGroupId=77')
    expect(teamsInOrder()).toEqual(['DAL', 'PHI'])
  })
})
