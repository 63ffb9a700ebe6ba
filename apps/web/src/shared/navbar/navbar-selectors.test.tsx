import type { Contest } from '@slatelab/domain/entities/contest'
import type { Source } from '@slatelab/domain/entities/source'
import { isNavbarShown, navbarControls, pagePaths } from '@slatelab/domain/pages'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore, renderRoutes, type TestStore } from '../testing/render-with-providers'
import { buildContest, buildSlate, buildSource } from '../testing/slate-builders'
import { hasSelectors } from './navbar-pages'
import { NavbarSelectors } from './navbar-selectors'
import { correlationViewsLoaded } from './navbar-slice'

/** Noon ET on 2026-11-22, so "today" is fixed. */
const now = new Date('2026-11-22T17:00:00Z')

const dkMain = buildSlate({ contestGroupId: 101, sourceId: 4, sportId: 1 })
const dkLate = buildSlate({
  contestGroupId: 102,
  sourceId: 4,
  sportId: 1,
  displayNameShort: 'Late',
  contestStartDate: '2026-11-22T16:25:00-05:00',
  gameCount: 2,
})
const fdMain = buildSlate({ contestGroupId: 201, sourceId: 3, sportId: 1 })
const nflSources = [buildSource(4, [dkMain, dkLate]), buildSource(3, [fdMain]), buildSource(11)]
const contests = [
  buildContest({ contestId: 1, entryCost: 5, title: 'NFL $5 Double Up', sportId: 1 }),
  buildContest({
    contestId: 2,
    entryCost: 1000,
    title: 'NFL $1M Millionaire Maker [Single Entry, $250K to 1st]',
    sportId: 1,
  }),
  buildContest({ contestId: 3, entryCost: 20, title: 'NFL $200K Flea Flicker', sportId: 1 }),
]

type Answers = {
  readonly sources?: (url: string) => readonly Source[] | Response
  readonly contests?: (url: string) => readonly Contest[] | Response
}

/** Answers the navbar's two calls; anything else is a 404. */
const stubNavbarApi = ({ sources = () => nflSources, contests: list = () => contests }: Answers) =>
  stubFetch((url) => {
    const answer = url.startsWith('/api/sourcedata/')
      ? sources(url)
      : url.startsWith('/svc/contests/')
        ? list(url)
        : jsonResponse(404, {})
    return answer instanceof Response ? answer : jsonResponse(200, answer)
  })

/** A fetch that never answers: the navbar stays loading. */
const stubPendingFetch = () => {
  const fetchMock = vi.fn(() => new Promise<Response>(() => undefined))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function Harness() {
  const { pathname } = useLocation()
  return <NavbarSelectors pathname={pathname} layout="row" />
}

const renderNavbar = (initialPath: string, store: TestStore = createTestStore()) =>
  renderRoutes([{ path: '*', element: <Harness /> }], { initialPath, store })

const urlOf = (router: ReturnType<typeof renderNavbar>['router']) =>
  new URLSearchParams(router.state.location.search)

/** A selector by its accessible name: a combobox, or the date's text box. */
const field = (name: string): HTMLElement =>
  screen.queryByRole('combobox', { name }) ?? screen.getByRole('textbox', { name })

const queryField = (name: string): HTMLElement | null =>
  screen.queryByRole('combobox', { name }) ?? screen.queryByRole('textbox', { name })

/** Opens a select and picks the option whose name starts with `option`. */
const choose = async (name: string, option: string) => {
  await userEvent.click(field(name))
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }))
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('navbar controls per route (SPEC §2)', () => {
  const labels = {
    sport: 'Sport',
    date: 'Date',
    source: 'Source',
    slate: 'Slate',
    contest: 'Contest',
    correlationView: 'Correlation view',
  } as const

  for (const path of pagePaths.filter((path) => isNavbarShown(path) && hasSelectors(path))) {
    it(`${path} shows exactly its controls`, async () => {
      stubNavbarApi({})
      renderNavbar(path)
      const controls = navbarControls(path)
      for (const [control, label] of Object.entries(labels)) {
        const shown = controls[control as keyof typeof labels]
        expect(queryField(label) !== null, `${label} on ${path}`).toBe(shown)
      }
      const link = screen.queryByRole('link', { name: 'Open SimLabs results in a new tab' })
      expect(link !== null).toBe(controls.externalLink)
      await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull())
    })
  }
})

describe('source dropdown', () => {
  it("reads 'Loading sources...' while the sources load and 'Loading...' when opened", async () => {
    stubPendingFetch()
    renderNavbar('/contests')
    expect(await screen.findByPlaceholderText('Loading sources...')).toBeInTheDocument()
    await userEvent.click(field('Source'))
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
  })

  it("reads 'No sources found' when the date has no sources", async () => {
    stubNavbarApi({ sources: () => [] })
    renderNavbar('/contests')
    expect(await screen.findByPlaceholderText('No sources found')).toBeInTheDocument()
    await userEvent.click(field('Source'))
    expect(await screen.findByText('No sources found', { selector: 'div' })).toBeInTheDocument()
  })

  it("reads 'Select Source' when no source has slates to pick", async () => {
    stubNavbarApi({ sources: () => [buildSource(4), buildSource(3)] })
    renderNavbar('/contests')
    expect(await screen.findByPlaceholderText('Select Source')).toBeInTheDocument()
  })

  it('picks a source with slates by itself and shows its logo', async () => {
    stubNavbarApi({ sources: () => [buildSource(11), buildSource(3, [fdMain])] })
    const { router } = renderNavbar('/contests')
    await waitFor(() => expect(field('Source')).toHaveValue('FanDuel'))
    expect(document.querySelector('[data-source-logo="FD"]')).not.toBeNull()
    expect(field('Slate')).toHaveValue('Main · 7:00 PM ET · 6 games')
    expect(urlOf(router).get('source')).toBe('3')
  })

  it('lists every site with a lettermark', async () => {
    stubNavbarApi({})
    renderNavbar('/contests')
    await waitFor(() => expect(field('Source')).toHaveValue('DraftKings'))
    await userEvent.click(field('Source'))
    const listbox = await screen.findByRole('listbox')
    for (const code of ['DK', 'FD', 'Y']) {
      expect(listbox.querySelector(`[data-source-logo="${code}"]`)).not.toBeNull()
    }
  })

  it('changing the source picks its first slate', async () => {
    stubNavbarApi({})
    const { store, router } = renderNavbar('/contests')
    await waitFor(() => expect(field('Source')).toHaveValue('DraftKings'))
    await choose('Source', 'FanDuel')
    expect(store.getState().navbar).toMatchObject({ sourceId: 3, contestGroupId: 201 })
    expect(urlOf(router).get('slate')).toBe('201')
  })
})

describe('slate dropdown', () => {
  it("reads 'Loading slates...' while the sources load", async () => {
    stubPendingFetch()
    renderNavbar('/ownership')
    expect(await screen.findByPlaceholderText('Loading slates...')).toBeInTheDocument()
  })

  it("reads 'No slates available', and 'No slates found' when opened, for a source without slates", async () => {
    stubNavbarApi({})
    renderNavbar('/ownership')
    await waitFor(() => expect(field('Source')).toHaveValue('DraftKings'))
    await choose('Source', 'Yahoo')
    expect(screen.getByPlaceholderText('No slates available')).toBeInTheDocument()
    await userEvent.click(field('Slate'))
    expect(await screen.findByText('No slates found')).toBeInTheDocument()
  })

  it('labels slates with their ET start and game count', async () => {
    stubNavbarApi({})
    renderNavbar('/ownership')
    await waitFor(() => expect(field('Slate')).toHaveValue('Main · 7:00 PM ET · 6 games'))
    await userEvent.click(field('Slate'))
    expect(
      await screen.findByRole('option', { name: 'Late · 4:25 PM ET · 2 games' }),
    ).toBeInTheDocument()
  })

  it('offers All Games first on /vegas', async () => {
    stubNavbarApi({})
    renderNavbar('/vegas')
    await waitFor(() => expect(field('Source')).toHaveValue('DraftKings'))
    await choose('Slate', 'All Games')
    expect(field('Slate')).toHaveValue('All Games · 4:25 PM ET · 8 games')
  })

  it('a page without All Games picks the first slate for a source chosen without one', async () => {
    stubNavbarApi({})
    const { store } = renderNavbar('/contests?sport=1&date=2026-11-22&source=4&slate=0')
    await waitFor(() => expect(store.getState().navbar.contestGroupId).toBe(101))
  })
})

describe('contest dropdown', () => {
  it("reads 'Loading contests...' while they load", async () => {
    stubNavbarApi({ contests: () => new Promise<never>(() => undefined) as never })
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).startsWith('/svc/')
          ? new Promise<Response>(() => undefined)
          : Promise.resolve(jsonResponse(200, nflSources)),
      ),
    )
    renderNavbar('/contests')
    expect(await screen.findByPlaceholderText('Loading contests...')).toBeInTheDocument()
  })

  it("reads 'No contests available' for a slate without contests", async () => {
    stubNavbarApi({ contests: () => [] })
    renderNavbar('/contests')
    expect(await screen.findByPlaceholderText('No contests available')).toBeInTheDocument()
  })

  it("shows 'Failed to fetch contests' in red when the call fails", async () => {
    stubNavbarApi({ contests: () => jsonResponse(500, {}) })
    renderNavbar('/contests')
    const contest = await screen.findByPlaceholderText('Failed to fetch contests')
    expect(contest).toHaveAttribute('aria-invalid', 'true')
    expect(contest).toHaveAttribute('data-error', 'true')
  })

  it('auto-selects the priciest contest and lists them by entry cost with names cut at 40', async () => {
    stubNavbarApi({})
    const { router } = renderNavbar('/contests')
    await waitFor(() =>
      expect(field('Contest')).toHaveValue('NFL $1M Millionaire Maker [Single Entry,...'),
    )
    await waitFor(() => expect(urlOf(router).get('contest')).toBe('2'))
    await userEvent.click(field('Contest'))
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(names).toEqual([
      'NFL $1M Millionaire Maker [Single Entry,...$1,000',
      'NFL $200K Flea Flicker$20',
      'NFL $5 Double Up$5',
    ])
  })

  it('asks for the contests of the chosen slate', async () => {
    const fetchMock = stubNavbarApi({})
    renderNavbar('/contests')
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/svc/contests/101/'),
    )
  })
})

describe('sport dropdown', () => {
  it("offers the page's sports", async () => {
    stubNavbarApi({})
    renderNavbar('/simlabs')
    await userEvent.click(field('Sport'))
    const codes = (await screen.findAllByRole('option')).map(
      (option) => option.textContent?.slice(0, 3) ?? '',
    )
    expect(codes).toEqual(['NFL', 'NBA', 'MLB', 'PGA'])
  })

  it('changing the sport clears source, slate and contest, then loads the new sport', async () => {
    const fetchMock = stubNavbarApi({})
    const { store, router } = renderNavbar('/contests')
    await waitFor(() => expect(store.getState().navbar.contestId).toBe(2))
    await choose('Sport', 'NBA')
    expect(urlOf(router).get('sport')).toBe('2')
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/sourcedata/2/11_22_2026')
  })

  it('on /ownership a sport change adds sportId to the query', async () => {
    stubNavbarApi({})
    const { router } = renderNavbar('/ownership')
    await waitFor(() => expect(urlOf(router).get('source')).toBe('4'))
    expect(urlOf(router).has('sportId')).toBe(false)
    await choose('Sport', 'MLB')
    expect(urlOf(router).get('sportId')).toBe('3')
  })

  it('on /correlations the dropdown does not change the sport', async () => {
    stubNavbarApi({})
    const { store, router } = renderNavbar('/correlations')
    await choose('Sport', 'MLB')
    expect(field('Sport')).toHaveValue('MLB')
    expect(store.getState().navbar.sportId).toBe(1)
    expect(store.getState().navbar.correlationSportId).toBe(3)
    expect(urlOf(router).get('sport')).toBe('3')
  })

  it('a sport the page does not handle leaves for the main site page', async () => {
    stubNavbarApi({})
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const { store } = renderNavbar('/contests')
    await choose('Sport', 'MMA')
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      'https://www.example-dfs.com/contests-dashboard/mma',
    )
    expect(store.getState().navbar.sportId).toBe(1)
  })
})

/** Clicks the date field, whose picker loads on that first touch, until the picker is in. */
const openDatePicker = async () => {
  await userEvent.click(field('Date'))
  await waitFor(() => expect(field('Date')).not.toHaveAttribute('readonly'))
}

describe('date picker', () => {
  it('shows the date before its picker has loaded, then loads it on first focus, open', async () => {
    stubNavbarApi({})
    renderNavbar('/contests')
    expect(field('Date')).toHaveValue('11/22/2026')
    expect(field('Date')).toHaveAttribute('readonly')
    await openDatePicker()
    expect(field('Date')).toHaveFocus()
    expect(field('Date')).toHaveValue('11/22/2026')
    // The picker's month view, open because the field kept its focus.
    expect(await screen.findByRole('button', { name: /22 November 2026/ })).toBeInTheDocument()
  })

  it('shows the date as MM/dd/yyyy', async () => {
    stubNavbarApi({})
    renderNavbar('/contests')
    expect(field('Date')).toHaveValue('11/22/2026')
    await waitFor(() => expect(field('Source')).toHaveValue('DraftKings'))
  })

  it('a new date resets the choice and reloads the sources of that date', async () => {
    const fetchMock = stubNavbarApi({})
    const { store, router } = renderNavbar('/contests')
    await waitFor(() => expect(store.getState().navbar.sourceId).toBe(4))
    await openDatePicker()
    await userEvent.clear(field('Date'))
    await userEvent.type(field('Date'), '11/23/2026')
    expect(store.getState().navbar.date).toBe('2026-11-23')
    expect(urlOf(router).get('date')).toBe('2026-11-23')
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/sourcedata/1/11_23_2026'),
    )
  })
})

describe('selection in the URL', () => {
  it('a link opens its selection', async () => {
    stubNavbarApi({})
    const { store } = renderNavbar('/contests?sport=1&date=2026-11-22&source=4&slate=102')
    await waitFor(() => expect(field('Slate')).toHaveValue('Late · 4:25 PM ET · 2 games'))
    expect(store.getState().navbar).toMatchObject({ sourceId: 4, contestGroupId: 102 })
  })

  it('a date in the URL that fails to parse falls back to today', async () => {
    stubNavbarApi({})
    const { store, router } = renderNavbar('/ownership?sport=1&date=13/45/2026')
    await waitFor(() => expect(urlOf(router).get('date')).toBe('2026-11-22'))
    expect(store.getState().navbar.date).toBe('2026-11-22')
  })

  it('back restores the previous choice', async () => {
    stubNavbarApi({})
    const { store, router } = renderNavbar('/ownership')
    await waitFor(() => expect(store.getState().navbar.sourceId).toBe(4))
    await choose('Slate', 'Late')
    expect(store.getState().navbar.contestGroupId).toBe(102)
    await act(() => router.navigate(-1))
    await waitFor(() => expect(store.getState().navbar.contestGroupId).toBe(101))
    expect(field('Slate')).toHaveValue('Main · 7:00 PM ET · 6 games')
  })
})

describe('correlation view dropdown', () => {
  it("reads 'No Views Available' without saved views", async () => {
    stubNavbarApi({})
    renderNavbar('/correlations')
    expect(field('Correlation view')).toHaveAttribute('placeholder', 'No Views Available')
    await userEvent.click(field('Correlation view'))
    expect(await screen.findByText('No Views Available', { selector: 'div' })).toBeInTheDocument()
  })

  it("reads 'Select View' once views exist", async () => {
    stubNavbarApi({})
    const store = createTestStore()
    store.dispatch(correlationViewsLoaded([{ correlationViewId: 5, viewName: 'QB stacks' }]))
    renderNavbar('/correlations', store)
    expect(field('Correlation view')).toHaveAttribute('placeholder', 'Select View')
    await choose('Correlation view', 'QB stacks')
    expect(store.getState().navbar.correlationViewId).toBe(5)
  })
})

describe('SimLabs link', () => {
  it('opens the current path and query in a new tab', async () => {
    stubNavbarApi({})
    const { router } = renderNavbar('/simlabs')
    await waitFor(() => expect(urlOf(router).get('slate')).toBe('101'))
    const link = screen.getByRole('link', { name: 'Open SimLabs results in a new tab' })
    expect(link).toHaveAttribute('target', '_blank')
    await waitFor(() =>
      expect(link).toHaveAttribute('href', `/simlabs${router.state.location.search}`),
    )
    expect(link.getAttribute('href')).toContain('slate=101')
  })
})
