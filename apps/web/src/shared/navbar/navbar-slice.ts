import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { truncateContestName } from '@slatelab/domain/constants'
import type { Contest } from '@slatelab/domain/entities/contest'
import { withAllGamesSlate, type ContestGroup } from '@slatelab/domain/entities/contest-group'
import type { Source } from '@slatelab/domain/entities/source'
import { errors } from '@slatelab/domain/errors'
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { getContests, getSources } from './navbar-api'
import { slateToday } from './navbar-dates'
import { offersAllGames } from './navbar-pages'

/** "None chosen" for the source, slate and contest (SPEC §4 resets them "to none (0)"). */
export const noneChosen = 0

/** A source id, or `0` when none is chosen. */
export type SourceChoice = SiteId | typeof noneChosen

/**
 * What the navbar has chosen: the selection several tools read and the URL carries.
 * `contestGroupId` is the slate; `0` is none, or the All Games pseudo-slate on /vegas and
 * /plateiq.
 */
export type NavbarSelection = {
  readonly sportId: SportId
  /** The slate day, an ET calendar date. */
  readonly date: IsoDate
  readonly sourceId: SourceChoice
  readonly contestGroupId: number
  readonly contestId: number
}

/** A saved correlation view as the view dropdown lists it. */
export type CorrelationViewOption = {
  readonly correlationViewId: number
  readonly viewName: string
}

export type NavbarState = NavbarSelection & {
  /**
   * The sport of the correlations page's own dropdown, which does not change the shared
   * sport (SPEC §2); the correlation settings default to NFL (SPEC §9).
   */
  readonly correlationSportId: SportId
  /** The saved correlation views to choose from; `0` chosen is none. */
  readonly correlationViews: readonly CorrelationViewOption[]
  readonly correlationViewId: number
  readonly sources: readonly Source[]
  readonly sourcesLoading: boolean
  readonly sourcesError: string | null
  readonly contests: readonly Contest[]
  readonly contestsLoading: boolean
  readonly contestsError: string | null
  /** The latest sources call; answers to older ones are dropped (the choice moved on). */
  readonly sourcesRequestId: string | null
  readonly contestsRequestId: string | null
}

export type NavbarRootState = { readonly navbar: NavbarState }

/** The sport shown before anyone picks one: NFL, the spec's default sport elsewhere (§9). */
export const defaultSportId: SportId = 1

/** A navbar with nothing chosen but the default sport and `today` (an ET date). */
export const createInitialNavbarState = (today: IsoDate): NavbarState => ({
  sportId: defaultSportId,
  date: today,
  sourceId: noneChosen,
  contestGroupId: noneChosen,
  contestId: noneChosen,
  correlationSportId: defaultSportId,
  correlationViews: [],
  correlationViewId: noneChosen,
  sources: [],
  sourcesLoading: false,
  sourcesError: null,
  contests: [],
  contestsLoading: false,
  contestsError: null,
  sourcesRequestId: null,
  contestsRequestId: null,
})

/** The sources of a sport and date, with their slates. */
export const fetchSources = createAsyncThunk(
  'navbar/fetchSources',
  ({ sportId, date }: { readonly sportId: SportId; readonly date: IsoDate }) =>
    getSources(sportId, date),
)

/** A slate's contests for the contest dropdown; any failure reads `Failed to fetch contests`. */
export const fetchContests = createAsyncThunk<readonly Contest[], number, { rejectValue: string }>(
  'navbar/fetchContests',
  async (contestGroupId, { rejectWithValue }) => {
    try {
      return await getContests(contestGroupId)
    } catch {
      return rejectWithValue(errors.fetchContests)
    }
  },
)

/**
 * A source's slates of one sport, in the server's order (the sourcedata answer is for one
 * sport already; the filter keeps a stray slate of another sport out).
 */
export const slatesOfSport = (
  source: Source | undefined,
  sportId: SportId,
): readonly ContestGroup[] =>
  source?.contestGroups.filter((slate) => slate.sportId === sportId) ?? []

/**
 * Contests by entry cost, highest first (SPEC §5); equal costs keep the server's order.
 * @example byEntryCostDesc([{ entryCost: 5 }, { entryCost: 1000 }])[0].entryCost // 1000
 */
export const byEntryCostDesc = (contests: readonly Contest[]): readonly Contest[] =>
  contests.toSorted((a, b) => b.entryCost - a.entryCost)

const cleared = {
  sourceId: noneChosen,
  contestGroupId: noneChosen,
  contestId: noneChosen,
  sources: [],
  contests: [],
  contestsError: null,
} as const

/**
 * After the sources load: keep a chosen source that has slates (and its slate, unless that
 * slate is gone); otherwise pick the first source with slates and its first slate
 * (SPEC §4 "The navbar automatically picks a source that has slates for the sport and
 * date"). A kept slate `0` stays: on /vegas and /plateiq it is All Games.
 */
const autoPicked = (state: NavbarState, sources: readonly Source[]): NavbarState => {
  const chosenSlates = slatesOfSport(
    sources.find((source) => source.id === state.sourceId),
    state.sportId,
  )
  if (chosenSlates.length > 0) {
    const slateKept =
      state.contestGroupId === noneChosen ||
      chosenSlates.some((slate) => slate.contestGroupId === state.contestGroupId)
    return slateKept
      ? state
      : {
          ...state,
          contestGroupId: chosenSlates[0]?.contestGroupId ?? noneChosen,
          contestId: noneChosen,
        }
  }
  const withSlates = sources.find((source) => slatesOfSport(source, state.sportId).length > 0)
  const firstSlate = slatesOfSport(withSlates, state.sportId)[0]
  return {
    ...state,
    sourceId: withSlates?.id ?? noneChosen,
    contestGroupId: firstSlate?.contestGroupId ?? noneChosen,
    contestId: noneChosen,
  }
}

const navbarSlice = createSlice({
  name: 'navbar',
  initialState: () => createInitialNavbarState(slateToday()),
  reducers: {
    /** A sport was chosen: its slates differ, so source, slate and contest are cleared. */
    sportChanged: (state, { payload }: PayloadAction<SportId>) => ({
      ...state,
      ...cleared,
      sportId: payload,
    }),
    /**
     * A date was chosen: source, slate and contest reset to none and the page's startup
     * parameters (the sources of the sport and date) load again.
     */
    dateChanged: (state, { payload }: PayloadAction<IsoDate>) => ({
      ...state,
      ...cleared,
      date: payload,
    }),
    /** A source was chosen: its first slate of the current sport is picked with it. */
    sourceChanged: (state, { payload }: PayloadAction<SourceChoice>) => ({
      ...state,
      sourceId: payload,
      contestGroupId:
        slatesOfSport(
          state.sources.find((source) => source.id === payload),
          state.sportId,
        )[0]?.contestGroupId ?? noneChosen,
      contestId: noneChosen,
      contests: [],
      contestsError: null,
    }),
    /** A slate was chosen: the contest of the previous slate no longer applies. */
    slateChanged: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      contestGroupId: payload,
      contestId: noneChosen,
      contests: [],
      contestsError: null,
    }),
    contestChanged: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      contestId: payload,
    }),
    /**
     * The URL (a reload, a shared link, back or forward) holds another selection. Loaded
     * data that belongs to a different sport, date or slate is dropped.
     */
    selectionRestoredFromUrl: (state, { payload }: PayloadAction<NavbarSelection>) => {
      const sameDay = payload.sportId === state.sportId && payload.date === state.date
      const sameSlate = sameDay && payload.contestGroupId === state.contestGroupId
      return {
        ...state,
        ...payload,
        sources: sameDay ? state.sources : [],
        contests: sameSlate ? state.contests : [],
      }
    },
    /** The correlations page's sport was chosen; the shared sport stays as it is. */
    correlationSportChanged: (state, { payload }: PayloadAction<SportId>) => ({
      ...state,
      correlationSportId: payload,
    }),
    /** The saved correlation views arrived; a chosen view that is gone is let go. */
    correlationViewsLoaded: (
      state,
      { payload }: PayloadAction<readonly CorrelationViewOption[]>,
    ) => ({
      ...state,
      correlationViews: payload,
      correlationViewId: payload.some((view) => view.correlationViewId === state.correlationViewId)
        ? state.correlationViewId
        : noneChosen,
    }),
    correlationViewChanged: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      correlationViewId: payload,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSources.pending, (state, { meta }) => ({
        ...state,
        sourcesLoading: true,
        sourcesError: null,
        sourcesRequestId: meta.requestId,
      }))
      .addCase(fetchSources.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.sourcesRequestId) return state
        const { sportId, date } = meta.arg
        const loaded = { ...state, sourcesLoading: false, sourcesRequestId: null }
        // Answered for a sport or date that is no longer chosen: nothing to store.
        if (sportId !== state.sportId || date !== state.date) return loaded
        return autoPicked({ ...loaded, sources: payload }, payload)
      })
      .addCase(fetchSources.rejected, (state, { error, meta }) =>
        meta.requestId !== state.sourcesRequestId
          ? state
          : {
              ...state,
              sourcesLoading: false,
              sourcesError: error.message ?? 'Failed to fetch sources',
              sourcesRequestId: null,
            },
      )
      .addCase(fetchContests.pending, (state, { meta }) => ({
        ...state,
        contestsLoading: true,
        contestsError: null,
        contestsRequestId: meta.requestId,
      }))
      .addCase(fetchContests.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.contestsRequestId) return state
        const loaded = { ...state, contestsLoading: false, contestsRequestId: null }
        if (meta.arg !== state.contestGroupId) return loaded
        // SPEC §4: the contest dropdown auto-selects the first contest when none is chosen.
        const contestKept = payload.some((contest) => contest.contestId === state.contestId)
        return {
          ...loaded,
          contests: payload,
          contestId: contestKept
            ? state.contestId
            : (byEntryCostDesc(payload)[0]?.contestId ?? noneChosen),
        }
      })
      .addCase(fetchContests.rejected, (state, { payload, error, meta }) =>
        meta.requestId !== state.contestsRequestId
          ? state
          : {
              ...state,
              contests: [],
              contestsLoading: false,
              contestsError: payload ?? error.message ?? errors.fetchContests,
              contestsRequestId: null,
            },
      )
  },
})

export const {
  sportChanged,
  dateChanged,
  sourceChanged,
  slateChanged,
  contestChanged,
  selectionRestoredFromUrl,
  correlationSportChanged,
  correlationViewsLoaded,
  correlationViewChanged,
} = navbarSlice.actions
export const navbarReducer = navbarSlice.reducer

export const selectNavbar = (state: NavbarRootState): NavbarState => state.navbar
export const selectSportId = (state: NavbarRootState): SportId => state.navbar.sportId
export const selectDate = (state: NavbarRootState): IsoDate => state.navbar.date
export const selectSourceId = (state: NavbarRootState): SourceChoice => state.navbar.sourceId
export const selectContestGroupId = (state: NavbarRootState): number => state.navbar.contestGroupId
export const selectContestId = (state: NavbarRootState): number => state.navbar.contestId
export const selectSources = (state: NavbarRootState): readonly Source[] => state.navbar.sources
export const selectSourcesLoading = (state: NavbarRootState): boolean => state.navbar.sourcesLoading
export const selectSourcesError = (state: NavbarRootState): string | null =>
  state.navbar.sourcesError
export const selectContestsLoading = (state: NavbarRootState): boolean =>
  state.navbar.contestsLoading
export const selectContestsError = (state: NavbarRootState): string | null =>
  state.navbar.contestsError
export const selectCorrelationSportId = (state: NavbarRootState): SportId =>
  state.navbar.correlationSportId
export const selectCorrelationViews = (state: NavbarRootState) => state.navbar.correlationViews
export const selectCorrelationViewId = (state: NavbarRootState): number =>
  state.navbar.correlationViewId

/** The five choices the URL carries, as one value that changes only when one of them does. */
export const selectNavbarSelection = createSelector(
  [selectSportId, selectDate, selectSourceId, selectContestGroupId, selectContestId],
  (sportId, date, sourceId, contestGroupId, contestId): NavbarSelection => ({
    sportId,
    date,
    sourceId,
    contestGroupId,
    contestId,
  }),
)

/** The chosen source's slates of the chosen sport (empty when no source is chosen). */
export const selectSourceSlates = createSelector(
  [selectSources, selectSourceId, selectSportId],
  (sources, sourceId, sportId) =>
    slatesOfSport(
      sources.find((source) => source.id === sourceId),
      sportId,
    ),
)

/**
 * The slates the dropdown of a page offers: on /vegas and /plateiq the All Games pseudo-slate
 * (id 0, summed game count) comes first.
 * @example selectSlateOptions(state, '/vegas')[0]?.displayName // 'All Games'
 */
export const selectSlateOptions = createSelector(
  [selectSourceSlates, (_state: NavbarRootState, path: string) => offersAllGames(path)],
  (slates, allGames) => (allGames ? withAllGamesSlate(slates) : slates),
)

/** One entry of the contest dropdown. */
export type ContestOption = {
  readonly contestId: number
  /** The title, cut to 40 characters plus `...` (SPEC §5). */
  readonly label: string
  readonly entryCost: Contest['entryCost']
  /** The full title, for a tooltip when the label is cut. */
  readonly title: string
}

/** The contest dropdown's entries: highest entry cost first, long titles cut. */
export const selectContestOptions = createSelector(
  [(state: NavbarRootState) => state.navbar.contests],
  (contests): readonly ContestOption[] =>
    byEntryCostDesc(contests).map((contest) => ({
      contestId: contest.contestId,
      label: truncateContestName(contest.title),
      entryCost: contest.entryCost,
      title: contest.title,
    })),
)
