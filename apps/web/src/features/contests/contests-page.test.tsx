import { configureStore } from '@reduxjs/toolkit'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createInitialNavbarState,
  navbarReducer,
  type NavbarState,
} from '../../shared/navbar/navbar-slice'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { buildContest } from '../../shared/testing/slate-builders'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { isoDate } from '@slatelab/domain/units'
import { preloadNavbarLists } from '../../shared/testing/render-with-providers'
import { ContestsPage } from './contests-page'
import { contestsReducer } from './contests-slice'

const contest = {
  contestId: 9,
  contestSize: 4,
  date: '2023-10-15T13:00:00-04:00',
  draftGroupId: 5,
  entryCost: 3,
  multiEntryMax: 2,
  players: [],
  sportId: 1,
  status: 'completed',
  title: 'NFL $3 Flea Flicker',
  totalPrizes: 240,
  uploadedDate: null,
  isDoubleUp: false,
  isGuaranteed: false,
  isFiftyFifty: false,
} as unknown as Contest

const player = (playerId: number, playerName: string, ownership: number) => ({
  playerId,
  isCaptain: false,
  playerName,
  firstName: '',
  lastName: playerName,
  salary: 7000,
  position: 'QB',
  rosterPosition: 'QB',
  team: 'BUF',
  teamId: 1,
  eventId: 1,
  eventTeamId: 1,
  homeVisitor: 'home',
  ownership,
  ownership20: 100,
  ownership10: 100,
  ownership1: 100,
  actualPoints: 31.2,
  madeCut: null,
})

const awesemo = {
  userId: 'Awesemo',
  bestRank: 1,
  totalPlayers: 14,
  totalRosters: 2,
  uniqueRosters: 2,
  maxExposure: 100,
  lineupsCashing: 2,
  totalEntryCost: 6,
  totalWinning: 150,
  ROI: 24,
}

const contestData = (userOpened: boolean, progress = { status: 'completed', gamesFinal: 1 }) => ({
  contestId: 9,
  contestName: 'NFL $3 Flea Flicker',
  contestDate: '2023-10-15T13:00:00-04:00',
  entryCost: 3,
  multiEntryMax: 2,
  contestSize: 4,
  cashLine: 124.5,
  duplicateLineups: 2,
  uniqueLineups: 2,
  distinctLineups: 3,
  totalLineupsEntered: 4,
  totalPrizes: 240,
  totalPaid: 220,
  avgSalaryUsed: 49_600,
  isLargestBySize: true,
  isPrimary: true,
  tour: null,
  sportId: 1,
  sourceId: 4,
  contestGroupId: 5,
  isShowdown: false,
  sportEventId: null,
  uploadedDate: null,
  ...progress,
  gamesTotal: 9,
  players: [player(1, 'Josh Allen', 50), player(2, 'Dak Prescott', 25)],
  users: { total: 1, offset: 0, limit: 50, rows: [awesemo] },
  lineups: { total: 0, offset: 0, limit: 50, rows: [] },
  user: userOpened
    ? {
        ...awesemo,
        lineups: [
          {
            lineupHash: '85944171f73967e8',
            lineupCt: 2,
            lineupRank: 1,
            lineup: [
              { rosterSlot: 'QB', playerId: 1 },
              { rosterSlot: 'FLEX', playerId: 2 },
            ],
          },
        ],
        exposures: [
          { playerId: 1, isCaptain: false, playerCt: 2, playerExposure: 100, playerLeverage: 50 },
        ],
      }
    : null,
})

const renderPage = (contests: readonly Contest[] = [contest]) => {
  const navbar: NavbarState = {
    ...createInitialNavbarState(isoDate('2023-10-15')),
    sourceId: 4,
    contestGroupId: 5,
    contestId: 9,
  }
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      contests: contestsReducer,
    },
    preloadedState: {
      session: initialSessionState,
      theme: initialThemeState,
      navbar,
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  preloadNavbarLists(store, { contests })
  const router = createMemoryRouter([{ path: '*', element: <ContestsPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
}

describe('ContestsPage', () => {
  // jsdom lays nothing out; the virtualized tables need a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
    return () => vi.restoreAllMocks()
  })

  it('shows the chosen contest’s summary, ownership and users, and opens one user', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/svc/contests/nfl/20231015/9/data/')
        ? jsonResponse(200, contestData(url.includes('user_id=Awesemo')))
        : jsonResponse(404, {}),
    )
    renderPage()
    const summary = await screen.findByLabelText('Contest summary')
    expect(within(summary).getByText('124.5')).toBeVisible()
    expect(within(summary).getByText('$240.00')).toBeVisible()
    const ownership = screen.getByRole('table', { name: 'Contest ownership' })
    expect(within(ownership).getByRole('row', { name: /Josh Allen/ })).toHaveTextContent('50.0%')

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }))
    await userEvent.click(await screen.findByRole('row', { name: /Awesemo/ }))
    const exposures = await screen.findByRole('table', { name: 'Exposures of Awesemo' })
    expect(within(exposures).getByRole('row', { name: /Josh Allen/ })).toHaveTextContent('+50.0')
    // His lineup reads as its players, not as its hash.
    const lineups = screen.getByRole('table', { name: 'Lineups of Awesemo' })
    expect(within(lineups).getAllByRole('row')[1]).toHaveTextContent(
      'QB Josh Allen · FLEX Dak Prescott',
    )
    expect(lineups).not.toHaveTextContent('85944171f73967e8')
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('user_id=Awesemo'),
      expect.anything(),
    )
  })

  it('says a live contest is live, with its games final so far, and a final one final', async () => {
    let progress = { status: 'live', gamesFinal: 3 }
    stubFetch((url) =>
      url.startsWith('/svc/contests/nfl/20231015/9/data/')
        ? jsonResponse(200, contestData(false, progress))
        : jsonResponse(404, {}),
    )
    renderPage()
    const summary = await screen.findByLabelText('Contest summary')
    expect(screen.getByLabelText('Contest status')).toHaveTextContent('Live — 3 of 9 games final')
    expect(within(summary).getByText('lowest score paid so far')).toBeVisible()
    cleanup()
    progress = { status: 'completed', gamesFinal: 9 }
    renderPage()
    await screen.findByLabelText('Contest summary')
    expect(screen.getByLabelText('Contest status')).toHaveTextContent('Final')
  })

  it('shows "Failed to fetch contest data" and no tables when the call fails', async () => {
    stubFetch(() => jsonResponse(500, {}))
    renderPage()
    expect(await screen.findByText(errors.fetchContestData)).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Contest ownership' })).toBeNull()
  })

  it('before lock shows the lobby, biggest prizes first, and the players’ projected ownership', async () => {
    const lock = { date: '2099-10-18T13:00:00-04:00', status: 'upcoming', sportId: 1 } as const
    const calls: string[] = []
    stubFetch((url) => {
      calls.push(url)
      if (url.startsWith('/svc/live/players/')) {
        return jsonResponse(200, [
          {
            playerId: 1,
            position: 'QB',
            playerName: 'Josh Allen',
            team: 'BUF',
            salary: 8200,
            actualPoints: null,
            teamId: 1,
            projectedPoints: 22.4,
            projectedOwnership: 18.5,
          },
        ])
      }
      if (url.startsWith('/svc/contests/last-finished/')) return jsonResponse(200, { slate: null })
      return jsonResponse(404, {})
    })
    renderPage([
      buildContest({
        ...lock,
        contestId: 9,
        title: 'NFL $25 Double Up',
        isDoubleUp: true,
        isGuaranteed: false,
        entryCost: 25,
        contestSize: 13_048,
        multiEntryMax: 1,
        totalPrizes: 287_056,
      }),
      buildContest({
        ...lock,
        contestId: 10,
        title: 'NFL $2M Fantasy Millionaire',
        entryCost: 20,
        contestSize: 113_636,
        totalPrizes: 2_000_000,
      }),
    ])
    expect(await screen.findByRole('alert', { name: /^Pre-lock/ })).toHaveTextContent(
      'No finished slate of this sport and site has stored entries yet',
    )
    const rows = within(screen.getByRole('table', { name: 'Contest lobby' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent(
      /NFL \$2M Fantasy Millionaire.*GPP.*\$20\.00.*113,636.*150.*\$2,000,000/,
    )
    expect(rows[2]).toHaveTextContent(
      /NFL \$25 Double Up.*Double up.*\$25\.00.*13,048.*1.*\$287,056/,
    )
    const projected = screen.getByRole('table', { name: 'Projected ownership' })
    expect(await within(projected).findByRole('row', { name: /Josh Allen/ })).toHaveTextContent(
      /18\.5%.*22\.4/,
    )
    // No zero-entry summary of a contest nobody could enter yet.
    expect(screen.queryByLabelText('Contest summary')).toBeNull()
  })
})
