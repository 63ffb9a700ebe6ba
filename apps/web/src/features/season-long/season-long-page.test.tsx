import { configureStore } from '@reduxjs/toolkit'
import {
  adpRoute,
  nflWeeksRoute,
  seasonProjectionsRoute,
  survivorOddsRoute,
  tieredRankingsRoute,
  weeklyProjectionsRoute,
  type AdpRow,
  type SavedCheatsheet,
} from '@slatelab/contract/season-long.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDateTime } from '@slatelab/domain/units'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { productAccessReducer } from '../../shared/access/product-access-slice'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { navbarReducer } from '../../shared/navbar/navbar-slice'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { themeReducer } from '../../shared/theme/theme-slice'
import { cheatsheetRowsCleared, weeklyRowsOf } from './season-long-api'
import { SeasonLongPage } from './season-long-page'
import { seasonLongReducer, valuedSheetOf } from './season-long-slice'

const user = {
  userId: 2,
  email: 'subscriber@slatelab.test',
  displayName: 'Subscriber',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}
const signedIn = { bearerToken: 'b', sessionId: 's', user }

const [exampleAdp] = adpRoute.example
if (exampleAdp === undefined) throw new Error('the contract example has an ADP row')
const adpRow = (playerId: number, playerName: string, rank: number, market: number): AdpRow => ({
  ...exampleAdp,
  playerId,
  playerName,
  adp: rank + 0.4,
  rankOverall: rank,
  partnerRankOverall: market,
  draftPositionDifferential: market - rank,
})
// The site's order (by its own rank), which the market ranks differently.
const adp = [adpRow(1, 'Ava Stone', 1, 3), adpRow(2, 'Ben Hale', 2, 1), adpRow(3, 'Cy Marsh', 3, 2)]

// Weeks 11 and 12 left; KC is the better pick in week 11, so the path saves it for week 12.
const survivor = {
  ...survivorOddsRoute.example,
  currentWeek: 11,
  teams: ['BUF', 'KC'],
  used: [],
  path: {
    picks: [
      { week: 11, team: 'BUF', winProbability: 0.7 },
      { week: 12, team: 'KC', winProbability: 0.81 },
    ],
    survivalProbability: 0.567,
  },
}

/** A server: access per `access`, the contract's answers, and the sheets saved so far. */
const serve = (access: boolean, weekly: () => Response = () => jsonResponse(500, {})) => {
  let saved: SavedCheatsheet[] = []
  return stubFetch((url, init) => {
    if (url.includes('/weekly-projections')) return weekly()
    if (url.includes('/cheatsheet-settings/delete')) {
      const id = Number(new URL(url, 'http://x').searchParams.get('cheatsheet_id'))
      saved = saved.filter((sheet) => sheet.cheatsheetId !== id)
      return jsonResponse(200, { cheatsheetId: id })
    }
    if (url.includes('/subscriptions/check-access/'))
      return jsonResponse(200, { userAccess: access })
    if (url.includes('/draft-position/')) return jsonResponse(200, adp)
    if (url.includes('/season-projections'))
      return jsonResponse(200, seasonProjectionsRoute.example)
    if (url.includes('/cheatsheet-settings/get'))
      return jsonResponse(200, { cheatsheets: [...saved].reverse() })
    if (url.includes('/cheatsheet-settings/save')) {
      const sheet = { cheatsheetId: 7, settings: String(init.body) }
      saved.push(sheet)
      return jsonResponse(200, sheet)
    }
    if (url.includes('/nfl/weeks/current/'))
      return jsonResponse(200, [{ ...nflWeeksRoute.example[0], week: 11 }])
    if (url.includes('/survivor-odds/')) return jsonResponse(200, survivor)
    if (url.includes('/nfl-tiered-rankings')) return jsonResponse(200, tieredRankingsRoute.example)
    return jsonResponse(404, { message: 'not found' })
  })
}

const renderPage = () => {
  configureApiWithSession(signedIn)
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      productAccess: productAccessReducer,
      seasonLong: seasonLongReducer,
    },
    preloadedState: { session: { ...initialSessionState, ...signedIn } },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  return renderRoutes([{ path: '/season-long', element: <SeasonLongPage /> }], {
    initialPath: '/season-long',
    store,
  })
}

const playerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent)

const calledUrls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url))

describe('the season-long page', () => {
  // jsdom lays nothing out; the virtualized tables need a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows a free user the product pitch instead of the tools', async () => {
    const fetchMock = serve(false)
    renderPage()
    expect(
      await screen.findByRole('link', { name: 'Subscribe to NFL Season Long Tools' }),
    ).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'ADP' })).toBeNull()
    expect(calledUrls(fetchMock).some((url) => url.includes('/draft-position/'))).toBe(false)
  })

  it('shows a subscriber the site’s ADP in its order, and sorts it by the market’s rank', async () => {
    const fetchMock = serve(true)
    renderPage()
    const table = await screen.findByRole('table', { name: 'ADP' })
    await waitFor(() => expect(playerNames(table)).toEqual(['Ava Stone', 'Ben Hale', 'Cy Marsh']))
    expect(calledUrls(fetchMock)).toContainEqual(
      expect.stringMatching(/\/draft-position\/superdraft\/nfl\/\d{8}\/fl\/$/),
    )
    const market = within(table).getByRole('columnheader', { name: /Market rank/ })
    await userEvent.click(within(market).getByRole('button'))
    // Numbers sort from the top first; a second click puts the market's first pick on top.
    expect(market).toHaveAttribute('aria-sort', 'descending')
    expect(playerNames(table)).toEqual(['Ava Stone', 'Cy Marsh', 'Ben Hale'])
    await userEvent.click(within(market).getByRole('button'))
    expect(market).toHaveAttribute('aria-sort', 'ascending')
    expect(playerNames(table)).toEqual(['Ben Hale', 'Cy Marsh', 'Ava Stone'])
  })

  it('saves the cheat sheet, then reloads the saved sheets and selects the new one', async () => {
    const fetchMock = serve(true)
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Cheat sheet' }))
    const sheet = await screen.findByRole('table', { name: 'Cheat sheet' })
    expect(within(sheet).getByRole('columnheader', { name: /Auction \$/ })).toBeTruthy()
    expect(await within(sheet).findByText('Jalen Marsh')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete sheet' })).toBeNull()

    const valuations = () =>
      calledUrls(fetchMock).filter((url) => url.includes('/season-projections')).length
    const valuedBefore = valuations()
    await userEvent.type(screen.getByRole('textbox', { name: 'Sheet name' }), 'Home league')
    await userEvent.click(screen.getByRole('button', { name: 'Save sheet' }))
    expect(await screen.findByRole('button', { name: 'Delete sheet' })).toBeTruthy()
    // Naming and saving the sheet change none of its values: it is not valued again.
    expect(valuations()).toBe(valuedBefore)

    const urls = calledUrls(fetchMock)
    const save = urls.findIndex((url) => url.includes('/cheatsheet-settings/save?sport_id=1'))
    expect(save).toBeGreaterThan(-1)
    const body = JSON.parse(String(fetchMock.mock.calls[save]?.[1]?.body)) as Record<
      string,
      unknown
    >
    expect(body).toMatchObject({ cheatsheetName: 'Home league', cheatsheetType: 'auction' })
    // SPEC §4: the list is asked again after the save.
    expect(
      urls.slice(save + 1).some((url) => url.includes('/cheatsheet-settings/get?sport_id=1')),
    ).toBe(true)
    expect(screen.getByRole('combobox', { name: 'Saved sheets' })).toHaveValue('Home league')

    // Picking the selected sheet again loads it back over the edits made since.
    const teams = screen.getByRole('textbox', { name: 'Teams' })
    await userEvent.clear(teams)
    await userEvent.type(teams, '14')
    expect(teams).toHaveValue('14')
    await userEvent.click(screen.getByRole('combobox', { name: 'Saved sheets' }))
    await userEvent.click(screen.getByRole('option', { name: 'Home league' }))
    await waitFor(() => expect(teams).toHaveValue('12'))

    // SPEC §4: deleting posts the delete, then asks for the list again.
    const beforeDelete = calledUrls(fetchMock).length
    await userEvent.click(screen.getByRole('button', { name: 'Delete sheet' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete sheet' })).toBeNull())
    const afterUrls = calledUrls(fetchMock).slice(beforeDelete)
    const deleted = afterUrls.findIndex((url) =>
      url.includes('/cheatsheet-settings/delete?sport_id=1&cheatsheet_id=7'),
    )
    expect(deleted).toBeGreaterThan(-1)
    expect(
      afterUrls.slice(deleted + 1).some((url) => url.includes('/cheatsheet-settings/get')),
    ).toBe(true)
    expect(screen.getByRole('combobox', { name: 'Saved sheets' })).toHaveValue('')
  })

  it('shows the survivor pool’s best path for the current season', async () => {
    const fetchMock = serve(true)
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Survivor' }))
    expect(await screen.findByRole('heading', { name: 'Best path from week 11' })).toBeTruthy()
    const picks = within(screen.getByRole('list', { name: 'Best path' })).getAllByRole('listitem')
    expect(picks.map((pick) => pick.textContent)).toEqual(['Week 11BUF70%', 'Week 12KC81%'])
    expect(screen.getByText('Survive every week: 56.7%')).toBeTruthy()
    expect(calledUrls(fetchMock)).toContainEqual(
      expect.stringContaining('/season-long/nfl/2026/survivor-odds/default.json'),
    )
  })

  it('asks the survivor path again without the teams already used', async () => {
    const fetchMock = serve(true)
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Survivor' }))
    await screen.findByRole('heading', { name: 'Best path from week 11' })
    const [used] = screen
      .getAllByLabelText('Teams already used')
      .filter((input) => input.getAttribute('type') !== 'hidden')
    if (!used) throw new Error('the used-teams input')
    await userEvent.click(used)
    await userEvent.click(screen.getByRole('option', { name: 'KC' }))
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContainEqual(
        expect.stringMatching(/\/survivor-odds\/default\.json\?used=KC$/),
      ),
    )
  })

  it('shows a week’s projections under the sheet’s scoring, with the points scored', async () => {
    const [example] = weeklyProjectionsRoute.example.weeklyProjections.projections
    // The kebab-case shape keyed by expert (SPEC §7's lenient reading).
    const fetchMock = serve(true, () =>
      jsonResponse(200, {
        'weekly-projections': { projections: { fl: [{ ...example, actualPts: 31.5 }] } },
      }),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Projections' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'Scoring' }))
    await userEvent.click(screen.getByRole('option', { name: 'My sheet’s scoring' }))
    const table = await screen.findByRole('table', { name: 'Projections' })
    expect(await within(table).findByText('31.5')).toBeTruthy()
    const calls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/weekly-projections?sport_id=1&scoring_type=custom'),
    )
    expect(calls.length).toBeGreaterThan(0)
    // The sheet travels as the body, so the server rescores the stat lines under it.
    const body = JSON.parse(String(calls.at(-1)?.[1]?.body)) as { scoring: unknown }
    expect(body.scoring).toMatchObject({ receiving: { receptions: 1 } })
  })

  it('clears the cheat sheet’s rows on request (SPEC §4)', async () => {
    serve(true)
    const { store } = renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Cheat sheet' }))
    const sheet = await screen.findByRole('table', { name: 'Cheat sheet' })
    expect(await within(sheet).findByText('Jalen Marsh')).toBeTruthy()
    act(() => {
      store.dispatch(cheatsheetRowsCleared(valuedSheetOf(store.getState().seasonLong.sheet)))
    })
    expect(await screen.findByText('No projections for the season.')).toBeTruthy()
    expect(within(sheet).queryByText('Jalen Marsh')).toBeNull()
  })

  it('shows a failed call’s stored text until the user clears it (SPEC §4)', async () => {
    stubFetch((url) =>
      url.includes('/subscriptions/check-access/')
        ? jsonResponse(200, { userAccess: true })
        : jsonResponse(500, { message: 'boom' }),
    )
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(errors.fetchAdpData)
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear the error' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows no weekly rows, and no error, when the weekly call fails', async () => {
    serve(true, () => jsonResponse(500, { message: 'boom' }))
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Projections' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }))
    expect(await screen.findByText('No projections from this expert.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the tiered rankings view', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the tiers, and an empty list with no error when the call fails', async () => {
    serve(true)
    const { unmount } = renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Tiers' }))
    const tier = await screen.findByRole('region', { name: 'Tier 1' })
    expect(within(tier).getByText('Jalen Marsh')).toBeTruthy()
    unmount()
    vi.unstubAllGlobals()

    stubFetch((url) =>
      url.includes('/subscriptions/check-access/')
        ? jsonResponse(200, { userAccess: true })
        : url.includes('/nfl-tiered-rankings')
          ? jsonResponse(500, { message: 'boom' })
          : jsonResponse(200, []),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: 'Tiers' }))
    expect(await screen.findByText('No tiered rankings for this season yet.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Tier 1' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('weeklyRowsOf', () => {
  const [row] = weeklyProjectionsRoute.example.weeklyProjections.projections
  it('reads every shape SPEC §7 names, and nothing from anything else', () => {
    expect(weeklyRowsOf({ weeklyProjections: { projections: [row] } }, 'fl')).toEqual([row])
    expect(weeklyRowsOf({ 'weekly-projections': { projections: [row] } }, 'fl')).toEqual([row])
    expect(
      weeklyRowsOf({ 'weekly-projections': { projections: { fl: [row], moreno: [] } } }, 'fl'),
    ).toEqual([row])
    // An expert the answer does not hold falls back to its first expert.
    expect(
      weeklyRowsOf({ 'weekly-projections': { projections: { hartley: [row] } } }, 'fl'),
    ).toEqual([row])
    expect(weeklyRowsOf([row], 'fl')).toEqual([row])
    expect(weeklyRowsOf({ message: 'nope' }, 'fl')).toEqual([])
    expect(weeklyRowsOf(null, 'fl')).toEqual([])
  })
})
