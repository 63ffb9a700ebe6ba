import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { truncateContestName } from '@slatelab/domain/constants'
import type { Contest } from '@slatelab/domain/entities/contest'
import { withAllGamesSlate, type ContestGroup } from '@slatelab/domain/entities/contest-group'
import type { Source } from '@slatelab/domain/entities/source'
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { failureMessage, type slatelabApi } from '../api/slatelab-api'
import { navbarApi } from './navbar-api'
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
}

/** The navbar's choice and the API cache its lists are read from (`navbarApi`). */
export type NavbarRootState = {
  readonly navbar: NavbarState
  readonly api: ReturnType<typeof slatelabApi.reducer>
}

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
})

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
} as const

/**
 * The slate a source's choice brings with it: its first slate of the sport (SPEC §4
 * "Changing the source picks the first slate for the current sport"), `0` when it has none.
 */
export const firstSlateOf = (
  sources: readonly Source[],
  sourceId: SourceChoice,
  sportId: SportId,
): number =>
  slatesOfSport(
    sources.find((source) => source.id === sourceId),
    sportId,
  )[0]?.contestGroupId ?? noneChosen

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
    /**
     * A source was chosen with the slate it brings (`firstSlateOf` the listed sources; the
     * source's own first slate of the current sport).
     */
    sourceChanged: {
      reducer: (
        state,
        { payload }: PayloadAction<{ sourceId: SourceChoice; contestGroupId: number }>,
      ) => ({ ...state, ...payload, contestId: noneChosen }),
      prepare: (sourceId: SourceChoice, firstSlateId: number = noneChosen) => ({
        payload: { sourceId, contestGroupId: firstSlateId },
      }),
    },
    /** A slate was chosen: the contest of the previous slate no longer applies. */
    slateChanged: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      contestGroupId: payload,
      contestId: noneChosen,
    }),
    contestChanged: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      contestId: payload,
    }),
    /**
     * The URL (a reload, a shared link, back or forward) holds another selection; the lists
     * shown are those of its sport, date and slate (the API cache keys them by those).
     */
    selectionRestoredFromUrl: (state, { payload }: PayloadAction<NavbarSelection>) => ({
      ...state,
      ...payload,
    }),
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
      .addMatcher(navbarApi.endpoints.sources.matchFulfilled, (state, { payload, meta }) => {
        const { sportId, date } = meta.arg.originalArgs
        // Answered for a sport or date that is no longer chosen: nothing to pick from.
        return sportId === state.sportId && date === state.date ? autoPicked(state, payload) : state
      })
      .addMatcher(navbarApi.endpoints.slateContests.matchFulfilled, (state, { payload, meta }) => {
        if (meta.arg.originalArgs !== state.contestGroupId) return state
        // SPEC §4: the contest dropdown auto-selects the first contest when none is chosen.
        const contestKept = payload.some((contest) => contest.contestId === state.contestId)
        return contestKept
          ? state
          : { ...state, contestId: byEntryCostDesc(payload)[0]?.contestId ?? noneChosen }
      })
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
const noSources: readonly Source[] = []
const noContests: readonly Contest[] = []

/** The cached answer for the chosen sport and date. */
const sourcesEntry = (state: NavbarRootState) =>
  navbarApi.endpoints.sources.select({ sportId: state.navbar.sportId, date: state.navbar.date })(
    state,
  )

/** The cached answer for the chosen slate's contests. */
const contestsEntry = (state: NavbarRootState) =>
  navbarApi.endpoints.slateContests.select(state.navbar.contestGroupId)(state)

/** The sources of the chosen sport and date, as far as they have loaded. */
export const selectSources = (state: NavbarRootState): readonly Source[] =>
  sourcesEntry(state).data ?? noSources
export const selectSourcesLoading = (state: NavbarRootState): boolean =>
  sourcesEntry(state).isLoading
export const selectSourcesError = (state: NavbarRootState): string | null => {
  const entry = sourcesEntry(state)
  return entry.isError ? failureMessage(entry.error) : null
}
/** The chosen slate's contests, unsorted; none while no slate is chosen or the call failed. */
export const selectSlateContests = (state: NavbarRootState): readonly Contest[] => {
  if (state.navbar.contestGroupId === noneChosen) return noContests
  const entry = contestsEntry(state)
  return entry.isError ? noContests : (entry.data ?? noContests)
}
export const selectContestsLoading = (state: NavbarRootState): boolean =>
  state.navbar.contestGroupId !== noneChosen && contestsEntry(state).isLoading
export const selectContestsError = (state: NavbarRootState): string | null => {
  if (state.navbar.contestGroupId === noneChosen) return null
  const entry = contestsEntry(state)
  return entry.isError ? failureMessage(entry.error) : null
}
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

/** The chosen slate of the chosen source, or `undefined` (none chosen, or All Games). */
export const selectChosenSlate = createSelector(
  [selectSourceSlates, selectContestGroupId],
  (slates, contestGroupId): ContestGroup | undefined =>
    slates.find((slate) => slate.contestGroupId === contestGroupId),
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
  [selectSlateContests],
  (contests): readonly ContestOption[] =>
    byEntryCostDesc(contests).map((contest) => ({
      contestId: contest.contestId,
      label: truncateContestName(contest.title),
      entryCost: contest.entryCost,
      title: contest.title,
    })),
)
