import type { Contest } from '@slatelab/domain/entities/contest'
import type { Source } from '@slatelab/domain/entities/source'
import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore } from '../testing/render-with-providers'
import { buildContest, buildSlate, buildSource } from '../testing/slate-builders'
import { navbarApi, type SourcesRequest } from './navbar-api'
import {
  contestChanged,
  createInitialNavbarState,
  dateChanged,
  firstSlateOf,
  navbarReducer,
  selectContestOptions,
  selectContestsError,
  selectContestsLoading,
  selectionRestoredFromUrl,
  selectSlateContests,
  selectSlateOptions,
  selectSources,
  selectSourcesError,
  selectSourcesLoading,
  slateChanged,
  sourceChanged,
  sportChanged,
  type NavbarState,
} from './navbar-slice'

const today = isoDate('2026-11-22')
const initial = createInitialNavbarState(today)
const nba = { sportId: 2, date: today } as const

const dkMain = buildSlate({ contestGroupId: 101, sourceId: 4 })
const dkLate = buildSlate({
  contestGroupId: 102,
  sourceId: 4,
  contestStartDate: '2026-11-22T22:00:00-05:00',
  displayNameShort: 'Late',
  gameCount: 2,
})
const fdMain = buildSlate({ contestGroupId: 201, sourceId: 3 })
const sources = [buildSource(4, [dkMain, dkLate]), buildSource(3, [fdMain]), buildSource(11)]

/** DraftKings' late slate and a contest chosen on the NBA day. */
const chosen: NavbarState = {
  ...initial,
  sportId: 2,
  sourceId: 4,
  contestGroupId: 102,
  contestId: 7,
}

/** The action RTK Query dispatches when a navbar call answers `payload` for `originalArgs`. */
const answered = (
  endpointName: 'sources' | 'slateContests',
  originalArgs: SourcesRequest | number,
  payload: readonly Source[] | readonly Contest[],
) => ({
  type: 'api/executeQuery/fulfilled',
  payload,
  meta: {
    requestId: `req-${endpointName}`,
    requestStatus: 'fulfilled' as const,
    arg: { type: 'query' as const, endpointName, originalArgs, queryCacheKey: endpointName },
  },
})

/** The navbar after its sources answered `payload` for `arg`. */
const loadSources = (state: NavbarState, payload = sources, arg = nba): NavbarState =>
  navbarReducer(state, answered('sources', arg, payload))

/** A store on `navbar` with the sources (and contests) of its choice in the API cache. */
const storeWith = (navbar: Partial<NavbarState>, contests?: readonly Contest[]) =>
  createTestStore({ navbar, navbarLists: { sources, ...(contests && { contests }) } })

describe('navbar transitions (SPEC §4)', () => {
  it('changing the sport clears source, slate and contest', () => {
    const store = storeWith(chosen, [buildContest({ contestId: 7 })])
    store.dispatch(sportChanged(1))
    expect(store.getState().navbar).toMatchObject({
      sportId: 1,
      sourceId: 0,
      contestGroupId: 0,
      contestId: 0,
    })
    // The lists shown are the new sport's: none yet.
    expect(selectSources(store.getState())).toEqual([])
    expect(selectSlateContests(store.getState())).toEqual([])
  })

  it('changing the date resets source, slate and contest to 0', () => {
    const store = storeWith(chosen)
    store.dispatch(dateChanged(isoDate('2026-11-23')))
    expect(store.getState().navbar).toMatchObject({
      date: '2026-11-23',
      sourceId: 0,
      contestGroupId: 0,
      contestId: 0,
    })
    expect(selectSources(store.getState())).toEqual([])
  })

  it('after a date change the sources of the new date load and a source is picked', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { ...chosen } })
    store.dispatch(dateChanged(isoDate('2026-11-23')))
    const { sportId, date } = store.getState().navbar
    await store.dispatch(navbarApi.endpoints.sources.initiate({ sportId, date }))
    expect(fetchMock).toHaveBeenCalledWith('/api/sourcedata/2/11_23_2026', expect.anything())
    expect(store.getState().navbar).toMatchObject({ sourceId: 4, contestGroupId: 101 })
  })

  it('changing the source picks its first slate of the current sport', () => {
    const withNflSlate = [
      buildSource(4, [dkMain]),
      buildSource(3, [
        buildSlate({ contestGroupId: 300, sourceId: 3, sportId: 1 }),
        fdMain,
        buildSlate({ contestGroupId: 202, sourceId: 3 }),
      ]),
    ]
    expect(firstSlateOf(withNflSlate, 3, 2)).toBe(201)
    const state = navbarReducer(chosen, sourceChanged(3, firstSlateOf(withNflSlate, 3, 2)))
    expect(state).toMatchObject({ sourceId: 3, contestGroupId: 201, contestId: 0 })
  })

  it('changing the source to one without slates leaves no slate chosen', () => {
    expect(firstSlateOf(sources, 11, 2)).toBe(0)
    const state = navbarReducer(chosen, sourceChanged(11, firstSlateOf(sources, 11, 2)))
    expect(state).toMatchObject({ sourceId: 11, contestGroupId: 0, contestId: 0 })
  })

  it('changing the slate clears the contest', () => {
    const store = storeWith(chosen, [buildContest({ contestId: 7 })])
    store.dispatch(slateChanged(101))
    expect(store.getState().navbar).toMatchObject({ contestGroupId: 101, contestId: 0 })
    expect(selectSlateContests(store.getState())).toEqual([])
  })

  it('changing the contest keeps the slate', () => {
    const state = navbarReducer(chosen, contestChanged(8))
    expect(state).toMatchObject({ contestGroupId: 102, contestId: 8 })
  })

  it('a selection restored from the URL replaces the choice and drops data of another date', () => {
    const restored = {
      sportId: 2,
      date: isoDate('2026-11-20'),
      sourceId: 3,
      contestGroupId: 201,
      contestId: 0,
    } as const
    const store = storeWith(chosen)
    store.dispatch(selectionRestoredFromUrl(restored))
    expect(store.getState().navbar).toMatchObject(restored)
    expect(selectSources(store.getState())).toEqual([])
  })
})

describe('automatic source pick after the sources load', () => {
  it('picks the first source that has slates, and its first slate', () => {
    const state = loadSources({ ...initial, sportId: 2 }, [
      buildSource(11),
      buildSource(3, [fdMain]),
      buildSource(4, [dkMain]),
    ])
    expect(state).toMatchObject({ sourceId: 3, contestGroupId: 201, contestId: 0 })
  })

  it('moves off a chosen source that has no slates for the sport and date', () => {
    const state = loadSources({ ...initial, sportId: 2, sourceId: 11 })
    expect(state).toMatchObject({ sourceId: 4, contestGroupId: 101 })
  })

  it('keeps a chosen source and slate that are still listed', () => {
    const state = loadSources({ ...initial, sportId: 2, sourceId: 4, contestGroupId: 102 })
    expect(state).toMatchObject({ sourceId: 4, contestGroupId: 102 })
  })

  it('replaces a chosen slate that is no longer listed with the source first slate', () => {
    const state = loadSources({
      ...initial,
      sportId: 2,
      sourceId: 4,
      contestGroupId: 999,
      contestId: 5,
    })
    expect(state).toMatchObject({ sourceId: 4, contestGroupId: 101, contestId: 0 })
  })

  it('chooses nothing when no source has slates', () => {
    const state = loadSources({ ...initial, sportId: 2 }, [buildSource(4), buildSource(3)])
    expect(state).toMatchObject({ sourceId: 0, contestGroupId: 0 })
  })

  it('drops an answer for a sport that is no longer chosen', async () => {
    stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    const asked = store.dispatch(navbarApi.endpoints.sources.initiate(nba))
    // The sport changes before the answer arrives.
    store.dispatch(sportChanged(3))
    await asked
    expect(store.getState().navbar).toMatchObject({ sportId: 3, sourceId: 0 })
    expect(selectSources(store.getState())).toEqual([])
  })

  it('an older answer arriving after a newer one changes neither the list nor the choice', async () => {
    const waiting = new Map<string, (response: Response) => void>()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) => new Promise((resolve) => waiting.set(String(input), resolve)),
      ),
    )
    const newerDay = { sportId: 2, date: isoDate('2026-11-23') } as const
    const newerSources = [buildSource(3, [fdMain])]
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    const older = store.dispatch(navbarApi.endpoints.sources.initiate(nba))
    store.dispatch(dateChanged(newerDay.date))
    const newer = store.dispatch(navbarApi.endpoints.sources.initiate(newerDay))
    await vi.waitFor(() => expect(waiting.size).toBe(2))
    waiting.get('/api/sourcedata/2/11_23_2026')?.(jsonResponse(200, newerSources))
    await newer
    // The older day's list has no slate on the chosen source: picking from it would move off it.
    waiting.get('/api/sourcedata/2/11_22_2026')?.(
      jsonResponse(200, [buildSource(4, [dkMain]), buildSource(3)]),
    )
    await older
    expect(store.getState().navbar).toMatchObject({ sourceId: 3, contestGroupId: 201 })
    expect(selectSources(store.getState())).toEqual(newerSources)
  })

  it('picks from the newest answer for a sport and date, never an older one', () => {
    const older = loadSources({ ...initial, sportId: 2 }, [buildSource(3, [fdMain])])
    const state = loadSources({ ...older, sourceId: 11 }, sources)
    expect(state).toMatchObject({ sourceId: 4, contestGroupId: 101 })
  })
})

describe('sources states', () => {
  it('loading while asked, with no error; then the sources, not loading', async () => {
    stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    const asked = store.dispatch(navbarApi.endpoints.sources.initiate(nba))
    expect(selectSourcesLoading(store.getState())).toBe(true)
    expect(selectSourcesError(store.getState())).toBeNull()
    await asked
    expect(selectSources(store.getState())).toEqual(sources)
    expect(selectSourcesLoading(store.getState())).toBe(false)
  })

  it('a failure turns loading off and stores the error message', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    await store.dispatch(navbarApi.endpoints.sources.initiate(nba))
    expect(selectSourcesLoading(store.getState())).toBe(false)
    expect(selectSourcesError(store.getState())).toBe('HTTP error! status: 500')
  })

  it('asks the sourcedata path with the date as MM_DD_YYYY, without the session', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    await store.dispatch(navbarApi.endpoints.sources.initiate(nba))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/sourcedata/2/11_22_2026')
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
    expect(selectSources(store.getState())).toEqual(sources)
  })
})

describe('contests of the slate', () => {
  const contests = [
    buildContest({ contestId: 1, entryCost: 5, title: 'NBA $5 Double Up' }),
    buildContest({ contestId: 2, entryCost: 1000, title: 'NBA $1K High Roller' }),
    buildContest({ contestId: 3, entryCost: 20, title: 'NBA $200K Pick and Roll' }),
  ]
  const onSlate = { ...initial, sportId: 2, sourceId: 4, contestGroupId: 101 } as const

  it('loading while asked, with no error; then the contests, not loading', async () => {
    stubFetch(() => jsonResponse(200, contests))
    const store = createTestStore({ navbar: onSlate })
    const asked = store.dispatch(navbarApi.endpoints.slateContests.initiate(101))
    expect(selectContestsLoading(store.getState())).toBe(true)
    expect(selectContestsError(store.getState())).toBeNull()
    await asked
    expect(selectContestsLoading(store.getState())).toBe(false)
    expect(selectSlateContests(store.getState())).toEqual(contests)
  })

  it('an answer auto-selects the first (priciest) contest when none is chosen', () => {
    const state = navbarReducer(onSlate, answered('slateContests', 101, contests))
    expect(state.contestId).toBe(2)
  })

  it('keeps a chosen contest that is on the list', () => {
    const state = navbarReducer(
      { ...onSlate, contestId: 3 },
      answered('slateContests', 101, contests),
    )
    expect(state.contestId).toBe(3)
  })

  it('an answer for a slate no longer chosen picks nothing', () => {
    const state = navbarReducer(onSlate, answered('slateContests', 102, contests))
    expect(state.contestId).toBe(0)
  })

  it("a failure stores 'Failed to fetch contests' and turns loading off", async () => {
    stubFetch(() => jsonResponse(500, {}))
    const store = createTestStore({ navbar: onSlate })
    await store.dispatch(navbarApi.endpoints.slateContests.initiate(101))
    expect(selectContestsLoading(store.getState())).toBe(false)
    expect(selectContestsError(store.getState())).toBe(errors.fetchContests)
    expect(selectSlateContests(store.getState())).toEqual([])
  })

  it('asks the service host for the slate contests', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, contests))
    const store = createTestStore({ navbar: onSlate })
    await store.dispatch(navbarApi.endpoints.slateContests.initiate(101))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/svc/contests/101/')
    expect(store.getState().navbar.contestId).toBe(2)
  })

  it('lists contests by entry cost, highest first', () => {
    const store = createTestStore({ navbar: onSlate, navbarLists: { contests } })
    const options = selectContestOptions(store.getState())
    expect(options.map((option) => option.entryCost)).toEqual([1000, 20, 5])
  })

  it('cuts names over 40 characters to 40 with an ellipsis', () => {
    const long = 'NBA $350K Sunday Shootout [$100K to 1st] + More Prizes'
    const forty = buildContest({ contestId: 9, title: 'x'.repeat(40) })
    const store = createTestStore({
      navbar: onSlate,
      navbarLists: { contests: [buildContest({ contestId: 8, title: long }), forty] },
    })
    const options = selectContestOptions(store.getState())
    expect(options.map((option) => option.label)).toEqual([
      'NBA $350K Sunday Shootout [$100K to 1st]...',
      'x'.repeat(40),
    ])
  })
})

describe('slate options', () => {
  const onSlate = createTestStore({
    navbar: { ...initial, sportId: 2, sourceId: 4 },
    navbarLists: { sources },
  }).getState()

  it('start with the All Games pseudo-slate on /vegas and /plateiq', () => {
    for (const path of ['/vegas', '/plateiq']) {
      const [allGames, ...rest] = selectSlateOptions(onSlate, path)
      expect(allGames).toMatchObject({ contestGroupId: 0, displayName: 'All Games', gameCount: 8 })
      expect(rest.map((slate) => slate.contestGroupId)).toEqual([101, 102])
    }
  })

  it('have no All Games pseudo-slate on other pages', () => {
    for (const path of ['/contests', '/ownership', '/simlabs', '/starting-goalies']) {
      expect(selectSlateOptions(onSlate, path).map((slate) => slate.contestGroupId)).toEqual([
        101, 102,
      ])
    }
  })
})
