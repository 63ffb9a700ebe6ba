import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../testing/fetch-stub'
import { createTestStore } from '../testing/render-with-providers'
import { buildContest, buildSlate, buildSource } from '../testing/slate-builders'
import {
  contestChanged,
  createInitialNavbarState,
  dateChanged,
  fetchContests,
  fetchSources,
  navbarReducer,
  selectContestOptions,
  selectionRestoredFromUrl,
  selectSlateOptions,
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

/** A state with NBA sources loaded and DraftKings' late slate and a contest chosen. */
const chosen: NavbarState = {
  ...initial,
  sportId: 2,
  sources,
  sourceId: 4,
  contestGroupId: 102,
  contestId: 7,
  contests: [buildContest({ contestId: 7 })],
}

/** Runs `fetchSources` through the reducer as pending then fulfilled. */
const loadSources = (state: NavbarState, payload = sources, arg = nba): NavbarState => {
  const pending = navbarReducer(state, fetchSources.pending('req-s', arg))
  return navbarReducer(pending, fetchSources.fulfilled(payload, 'req-s', arg))
}

describe('navbar transitions (SPEC §4)', () => {
  it('changing the sport clears source, slate and contest', () => {
    const state = navbarReducer(chosen, sportChanged(1))
    expect(state).toMatchObject({ sportId: 1, sourceId: 0, contestGroupId: 0, contestId: 0 })
    expect(state.sources).toEqual([])
    expect(state.contests).toEqual([])
  })

  it('changing the date resets source, slate and contest to 0', () => {
    const state = navbarReducer(chosen, dateChanged(isoDate('2026-11-23')))
    expect(state).toMatchObject({
      date: '2026-11-23',
      sourceId: 0,
      contestGroupId: 0,
      contestId: 0,
    })
    expect(state.sources).toEqual([])
  })

  it('after a date change the sources of the new date load and a source is picked', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { ...chosen } })
    store.dispatch(dateChanged(isoDate('2026-11-23')))
    const { sportId, date } = store.getState().navbar
    await store.dispatch(fetchSources({ sportId, date }))
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
    const state = navbarReducer({ ...chosen, sources: withNflSlate }, sourceChanged(3))
    expect(state).toMatchObject({ sourceId: 3, contestGroupId: 201, contestId: 0 })
  })

  it('changing the source to one without slates leaves no slate chosen', () => {
    const state = navbarReducer(chosen, sourceChanged(11))
    expect(state).toMatchObject({ sourceId: 11, contestGroupId: 0, contestId: 0 })
  })

  it('changing the slate clears the contest', () => {
    const state = navbarReducer(chosen, slateChanged(101))
    expect(state).toMatchObject({ contestGroupId: 101, contestId: 0 })
    expect(state.contests).toEqual([])
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
    const state = navbarReducer(chosen, selectionRestoredFromUrl(restored))
    expect(state).toMatchObject(restored)
    expect(state.sources).toEqual([])
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
    expect(state.sources).toHaveLength(2)
  })

  it('drops an answer for a sport that is no longer chosen', () => {
    const pending = navbarReducer({ ...initial, sportId: 2 }, fetchSources.pending('req-s', nba))
    const moved = navbarReducer(pending, sportChanged(3))
    const state = navbarReducer(moved, fetchSources.fulfilled(sources, 'req-s', nba))
    expect(state).toMatchObject({ sportId: 3, sourceId: 0, sourcesLoading: false })
    expect(state.sources).toEqual([])
  })

  it('drops an answer overtaken by a newer request', () => {
    const first = navbarReducer({ ...initial, sportId: 2 }, fetchSources.pending('old', nba))
    const second = navbarReducer(first, fetchSources.pending('new', nba))
    const state = navbarReducer(second, fetchSources.fulfilled(sources, 'old', nba))
    expect(state.sourcesLoading).toBe(true)
    expect(state.sources).toEqual([])
  })
})

describe('fetchSources states', () => {
  it('pending turns loading on and clears the previous error', () => {
    const state = navbarReducer(
      { ...initial, sourcesError: 'old' },
      fetchSources.pending('req-s', nba),
    )
    expect(state).toMatchObject({ sourcesLoading: true, sourcesError: null })
  })

  it('fulfilled stores the sources and turns loading off', () => {
    const state = loadSources({ ...initial, sportId: 2 })
    expect(state.sources).toEqual(sources)
    expect(state.sourcesLoading).toBe(false)
  })

  it('rejected turns loading off and stores the error message', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom' }))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    await store.dispatch(fetchSources(nba))
    expect(store.getState().navbar).toMatchObject({
      sourcesLoading: false,
      sourcesError: 'HTTP error! status: 500',
    })
  })

  it('asks the sourcedata path with the date as MM_DD_YYYY, without the session', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, sources))
    const store = createTestStore({ navbar: { sportId: 2, date: today } })
    await store.dispatch(fetchSources(nba))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/sourcedata/2/11_22_2026')
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
    expect(store.getState().navbar.sources).toEqual(sources)
  })
})

describe('contests of the slate', () => {
  const contests = [
    buildContest({ contestId: 1, entryCost: 5, title: 'NBA $5 Double Up' }),
    buildContest({ contestId: 2, entryCost: 1000, title: 'NBA $1K High Roller' }),
    buildContest({ contestId: 3, entryCost: 20, title: 'NBA $200K Pick and Roll' }),
  ]
  const onSlate = { ...initial, sportId: 2, sources, sourceId: 4, contestGroupId: 101 } as const

  it('pending turns loading on and clears the previous error', () => {
    const state = navbarReducer(
      { ...onSlate, contestsError: errors.fetchContests },
      fetchContests.pending('req-c', 101),
    )
    expect(state).toMatchObject({ contestsLoading: true, contestsError: null })
  })

  it('fulfilled stores the contests and auto-selects the first when none is chosen', () => {
    const pending = navbarReducer(onSlate, fetchContests.pending('req-c', 101))
    const state = navbarReducer(pending, fetchContests.fulfilled(contests, 'req-c', 101))
    expect(state).toMatchObject({ contestsLoading: false, contestId: 2 })
    expect(state.contests).toEqual(contests)
  })

  it('keeps a chosen contest that is on the list', () => {
    const pending = navbarReducer({ ...onSlate, contestId: 3 }, fetchContests.pending('req-c', 101))
    const state = navbarReducer(pending, fetchContests.fulfilled(contests, 'req-c', 101))
    expect(state.contestId).toBe(3)
  })

  it("rejected stores 'Failed to fetch contests' and turns loading off", async () => {
    stubFetch(() => jsonResponse(500, {}))
    const store = createTestStore({ navbar: onSlate })
    await store.dispatch(fetchContests(101))
    expect(store.getState().navbar).toMatchObject({
      contestsLoading: false,
      contestsError: 'Failed to fetch contests',
    })
  })

  it('asks the service host for the slate contests', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, contests))
    const store = createTestStore({ navbar: onSlate })
    await store.dispatch(fetchContests(101))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/svc/contests/101/')
    expect(store.getState().navbar.contestId).toBe(2)
  })

  it('lists contests by entry cost, highest first', () => {
    const options = selectContestOptions({ navbar: { ...onSlate, contests } })
    expect(options.map((option) => option.entryCost)).toEqual([1000, 20, 5])
  })

  it('cuts names over 40 characters to 40 with an ellipsis', () => {
    const long = 'NBA $350K Sunday Shootout [$100K to 1st] + More Prizes'
    const forty = buildContest({ contestId: 9, title: 'x'.repeat(40) })
    const options = selectContestOptions({
      navbar: { ...onSlate, contests: [buildContest({ contestId: 8, title: long }), forty] },
    })
    expect(options.map((option) => option.label)).toEqual([
      'NBA $350K Sunday Shootout [$100K to 1st]...',
      'x'.repeat(40),
    ])
  })
})

describe('slate options', () => {
  const onSlate = { navbar: { ...initial, sportId: 2, sources, sourceId: 4 } } as const

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
