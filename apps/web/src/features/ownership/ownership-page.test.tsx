import { configureStore } from '@reduxjs/toolkit'
import { contestDataRoute } from '@slatelab/contract/contests.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { exportedCsv } from '../../shared/testing/exported-csv'
import {
  createInitialNavbarState,
  navbarReducer,
  type NavbarState,
} from '../../shared/navbar/navbar-slice'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { OwnershipPage } from './ownership-page'
import { ownershipReducer } from './ownership-slice'

// jsdom has no canvas: the charts are drawn by ECharts in the browser (e2e covers them).
vi.mock('../../shared/charts/chart', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const contest = (
  contestId: number,
  entryCost: number,
  title: string,
  owned: number,
  { status = 'completed', date = '2023-10-15T13:00:00-04:00' } = {},
) => ({
  contestId,
  contestSize: 100,
  date,
  draftGroupId: 5,
  entryCost,
  multiEntryMax: 150,
  players: owned === 0 ? [] : [{ contestId, playerId: 1, isCaptain: false, ownership: owned }],
  sportId: 1,
  status,
  title,
  totalPrizes: 1000,
  uploadedDate: null,
  isDoubleUp: false,
  isGuaranteed: true,
  isFiftyFifty: false,
})

const players = [
  {
    playerId: 1,
    position: 'QB',
    playerName: 'Josh Allen',
    team: 'BUF',
    salary: 8200,
    actualPoints: 31.2,
    teamId: 1,
    projectedPoints: 22.4,
    projectedOwnership: 18.5,
  },
  {
    playerId: 2,
    position: 'WR',
    playerName: 'Stefon Diggs',
    team: 'BUF',
    salary: 7600,
    actualPoints: 24.1,
    teamId: 1,
    projectedPoints: 17.9,
    projectedOwnership: 12,
  },
]

const split = {
  playerId: 1,
  isCaptain: false,
  ownership: 40,
  ownership20: 60,
  ownership10: 70,
  ownership1: 90,
}

// The slate's contests and players, with no top-of-field splits for contest 2.
const stubSlate = (contests: readonly unknown[], slatePlayers: readonly unknown[] = players) =>
  stubFetch((url) => {
    if (url.startsWith('/svc/contests/5/')) return jsonResponse(200, contests)
    if (url.startsWith('/svc/live/players/')) return jsonResponse(200, slatePlayers)
    if (url.startsWith('/svc/contests/nfl/20231015/2/data/')) {
      return jsonResponse(200, { ...contestDataRoute.example, players: [] })
    }
    return jsonResponse(404, {})
  })

const renderPage = () => {
  const navbar: NavbarState = {
    ...createInitialNavbarState(isoDate('2023-10-15')),
    sourceId: 4,
    contestGroupId: 5,
  }
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      ownership: ownershipReducer,
    },
    preloadedState: {
      session: initialSessionState,
      theme: initialThemeState,
      navbar,
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter([{ path: '*', element: <OwnershipPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return store
}

describe('OwnershipPage', () => {
  // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
    return () => vi.restoreAllMocks()
  })

  it('shows each visible contest’s ownership side by side with the lead contest’s splits', async () => {
    stubFetch((url) => {
      if (url.startsWith('/svc/contests/5/')) {
        return jsonResponse(200, [
          contest(1, 3, 'NFL $3 Flea Flicker', 40),
          contest(2, 20, 'NFL $20 Spy', 10),
        ])
      }
      if (url.startsWith('/svc/live/players/')) return jsonResponse(200, players)
      if (url.startsWith('/svc/contests/nfl/20231015/2/data/')) {
        const [examplePlayer] = contestDataRoute.example.players
        return jsonResponse(200, {
          ...contestDataRoute.example,
          players: [{ ...examplePlayer, ...split, ownership: 10 }],
        })
      }
      return jsonResponse(404, {})
    })
    renderPage()
    const table = await screen.findByRole('table', { name: 'Player ownership' })
    const allen = await within(table).findByRole('row', { name: /Josh Allen/ })
    // The $20 contest leads (entry cost, highest first): 10 % in it, 40 % in the $3 one.
    await within(allen).findByText('+80.0')
    expect(allen).toHaveTextContent(/10\.0%.*40\.0%.*90\.0%/)
    // A classic slate has no captain columns.
    expect(within(table).queryByRole('columnheader', { name: /CPT|FLEX/ })).toBeNull()
    expect(screen.getByRole('img', { name: 'Mean ownership by salary tier' })).toBeInTheDocument()

    await userEvent.type(screen.getByRole('textbox', { name: 'Search players' }), 'diggs')
    expect(within(table).queryByRole('row', { name: /Josh Allen/ })).toBeNull()
    expect(within(table).getByRole('row', { name: /Stefon Diggs/ })).toBeVisible()
  })

  it('shows projected vs actual ownership in its own panel: the lead contest’s MAE and largest misses', async () => {
    stubSlate([contest(2, 20, 'NFL $20 Spy', 30)])
    renderPage()
    const panel = await screen.findByRole('region', { name: 'Projected vs actual ownership' })
    // Allen: projected 18.5, actual 30 (+11.5); Diggs: 12 projected, unowned (−12). MAE 11.75.
    expect(within(panel).getByLabelText('Mean absolute error 11.8 points')).toBeVisible()
    // (11.5 − 12) / 2: a little under the projection on average.
    expect(within(panel).getByLabelText('Bias -0.3 points')).toBeVisible()
    const misses = within(panel).getByRole('table', { name: 'Largest ownership misses' })
    const rows = within(misses).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Stefon Diggs12.00.0-12.0',
      'Josh Allen18.530.0+11.5',
    ])
    // The ownership table keeps its columns.
    const table = screen.getByRole('table', { name: 'Player ownership' })
    expect(within(table).queryByText('Miss')).toBeNull()
  })

  it('measures the ownership error in the biggest tournament shown, and in another on request', async () => {
    const cash = { ...contest(2, 20, 'NFL $20 50/50', 60), contestSize: 5000, isFiftyFifty: true }
    const tournament = { ...contest(3, 5, 'NFL $5 Spy', 25), contestSize: 2000 }
    stubSlate([cash, tournament])
    renderPage()
    const panel = await screen.findByRole('region', { name: 'Projected vs actual ownership' })
    // The 50/50 leads the page (the first contest), but its field is chalkier by design: the
    // error is read in the tournament. Allen 18.5 → 25 (+6.5), Diggs 12 → 0 (−12).
    expect(within(panel).getByText(/in NFL \$5 Spy, projected or actual/)).toBeVisible()
    expect(within(panel).getByLabelText('Mean absolute error 9.3 points')).toBeVisible()
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Compared with' }))
    await userEvent.click(await screen.findByRole('option', { name: 'NFL $20 50/50' }))
    // Allen 18.5 → 60 (+41.5), Diggs −12: MAE 26.75.
    expect(within(panel).getByLabelText('Mean absolute error 26.8 points')).toBeVisible()
    expect(within(panel).getByText(/in NFL \$20 50\/50, projected or actual/)).toBeVisible()
  })

  it('on a live slate says why ownership vs actual points is empty instead of drawing bare axes', async () => {
    stubSlate(
      [contest(2, 20, 'NFL $20 Spy', 30, { status: 'live' })],
      players.map((player) => ({ ...player, actualPoints: null })),
    )
    renderPage()
    expect(await screen.findByText(/No owned player has final points yet/)).toBeVisible()
    expect(screen.queryByRole('img', { name: 'Ownership vs actual points' })).toBeNull()
    // The salary-tier chart needs no points and is drawn.
    expect(screen.getByRole('img', { name: 'Mean ownership by salary tier' })).toBeInTheDocument()
  })

  it('on a showdown slate shows the lead contest’s CPT % and FLEX % beside the total, and the projection’s apart', async () => {
    const showdown = {
      ...contest(2, 20, 'NFL $20 Showdown', 0),
      players: [
        { contestId: 2, playerId: 1, isCaptain: true, ownership: 30 },
        { contestId: 2, playerId: 1, isCaptain: false, ownership: 10 },
        { contestId: 2, playerId: 2, isCaptain: false, ownership: 55 },
      ],
    }
    const showdownPlayers = players.map((player) => ({
      ...player,
      projectedCaptainOwnership: player.playerId === 1 ? 8 : 4,
    }))
    stubFetch((url) => {
      if (url.startsWith('/svc/contests/5/')) {
        return jsonResponse(200, [showdown, contest(1, 3, 'NFL $3 Showdown', 25)])
      }
      if (url.startsWith('/svc/live/players/')) return jsonResponse(200, showdownPlayers)
      if (url.startsWith('/svc/contests/nfl/20231015/2/data/')) {
        return jsonResponse(200, { ...contestDataRoute.example, players: [] })
      }
      return jsonResponse(404, {})
    })
    renderPage()
    // The table is drawn anew once the lead contest is known.
    await screen.findByRole('columnheader', { name: 'CPT %' })
    const table = screen.getByRole('table', { name: 'Player ownership' })
    const allen = await within(table).findByRole('row', { name: /Josh Allen/ })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    // The lead ($20) contest: total, CPT, FLEX; the $3 one its total; then the projection's
    // total (flex row 18.5 + captain row 8), captain and flex parts.
    expect(headers.slice(5, 12)).toEqual([
      'NFL $20 Showdown %',
      'CPT %',
      'FLEX %',
      'NFL $3 Showdown %',
      'Proj %',
      'Proj CPT %',
      'Proj FLEX %',
    ])
    expect(allen).toHaveTextContent(/40\.0%30\.0%10\.0%25\.0%26\.5%8\.0%18\.5%/)
    const diggs = within(table).getByRole('row', { name: /Stefon Diggs/ })
    expect(diggs).toHaveTextContent(/55\.0%0\.0%55\.0%/)

    const csv = await exportedCsv()
    const [header, ...lines] = csv.trim().split('\r\n')
    expect(header).toContain(
      'Projected own%,Projected CPT own%,Projected FLEX own%,NFL $20 Showdown own%,NFL $20 Showdown CPT own%,NFL $20 Showdown FLEX own%,NFL $3 Showdown own%,NFL $3 Showdown CPT own%,NFL $3 Showdown FLEX own%',
    )
    expect(lines.find((line) => line.startsWith('Josh Allen'))).toContain(
      '26.5,8,18.5,40,30,10,25,0,25',
    )
  })

  it('falls back to an empty player list and says "Failed to fetch player properties"', async () => {
    stubFetch((url) =>
      url.startsWith('/svc/contests/5/')
        ? jsonResponse(200, [contest(1, 3, 'NFL $3 Flea Flicker', 40)])
        : jsonResponse(500, {}),
    )
    renderPage()
    expect(await screen.findByText(errors.fetchPlayerProperties)).toBeVisible()
    const table = screen.getByRole('table', { name: 'Player ownership' })
    expect(within(table).getByText('No players match.')).toBeVisible()
  })

  it('before lock shows projected ownership, labelled pre-lock, and offers the last finished slate', async () => {
    const upcoming = { status: 'upcoming', date: '2099-10-18T13:00:00-04:00' }
    const calls: string[] = []
    stubFetch((url) => {
      calls.push(url)
      if (url.startsWith('/svc/contests/5/')) {
        return jsonResponse(200, [contest(1, 3, 'NFL $3 Flea Flicker', 0, upcoming)])
      }
      if (url.startsWith('/svc/live/players/')) return jsonResponse(200, players)
      if (url.startsWith('/svc/contests/last-finished/')) {
        return jsonResponse(200, {
          slate: {
            contestGroupId: 77,
            sportId: 1,
            sourceId: 4,
            date: '2023-10-12',
            contestStartDate: '2023-10-12T20:15:00-04:00',
            displayName: 'Showdown: DEN @ KC',
            gameCount: 1,
          },
        })
      }
      return jsonResponse(404, {})
    })
    renderPage()
    expect(await screen.findByRole('alert', { name: /^Pre-lock/ })).toHaveTextContent(
      'this slate locks Sun 1:00 PM ET',
    )
    const table = screen.getByRole('table', { name: 'Player ownership' })
    expect(within(table).getByRole('columnheader', { name: /Proj %/ })).toBeVisible()
    expect(within(table).queryByRole('columnheader', { name: /Top 1%/ })).toBeNull()
    const allen = await within(table).findByRole('row', { name: /Josh Allen/ })
    expect(allen).toHaveTextContent(/22\.4.*18\.5%/)
    const offer = await screen.findByRole('link', {
      name: 'Open the last finished slate (Showdown: DEN @ KC, Thu 10/12)',
    })
    expect(offer.getAttribute('href')).toMatch(/date=2023-10-12&source=4&slate=77/)
    expect(
      calls.some((url) =>
        url.startsWith('/svc/contests/last-finished/?sport_id=1&source_id=4&at='),
      ),
    ).toBe(true)
    // No split call: a contest without entries has none.
    expect(calls.some((url) => url.includes('/data/'))).toBe(false)
  })
})
