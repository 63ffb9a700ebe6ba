import { createAsyncThunk, createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit'
import type { InjuryReportRow } from '@slatelab/domain/entities/news-story'
import type { Team } from '@slatelab/domain/entities/team'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import { failureText } from '../../shared/api/http-error'
import { browserStorage } from '../../shared/storage/json-storage'
import { getInjuryReport, getNewsStories, getTeams } from './news-api'
import { markNewSince, type FeedStory } from './news-last-seen'

/** One fetched list with the `loading` and `error` fields SPEC §4 names. */
type Loadable<T> = {
  readonly sportId: SportId | null
  readonly items: readonly T[]
  readonly loading: boolean
  readonly error: string | null
}

/** The news page's data: the feed, the injury report and the teams, each for one sport. */
export type NewsState = {
  readonly stories: Loadable<FeedStory>
  readonly injuries: Loadable<InjuryReportRow>
  readonly teams: Loadable<Team>
}

export type NewsRootState = { readonly news: NewsState }

const empty = { sportId: null, items: [], loading: false, error: null } as const

export const initialNewsState: NewsState = { stories: empty, injuries: empty, teams: empty }

/**
 * A fetch of one list for a sport; its failure is the SPEC §8 message with the status
 * (`Failed to fetch teams: 500`). A second request for the sport already loading is not sent.
 */
const sportThunk = <T>(
  type: string,
  key: keyof NewsState,
  failure: string,
  run: (sportId: SportId) => Promise<readonly T[]>,
) =>
  createAsyncThunk<readonly T[], SportId, { rejectValue: string }>(
    type,
    async (sportId, { rejectWithValue }) => {
      try {
        return await run(sportId)
      } catch (error) {
        return rejectWithValue(failureText(failure, error))
      }
    },
    {
      condition: (sportId, { getState }) => {
        // Registered under `news` in app/store.ts.
        const list = (getState() as NewsRootState).news[key]
        return !(list.loading && list.sportId === sportId)
      },
    },
  )

/** The sport's feed of the last 7 days, marked with what is new since the last visit. */
export const fetchNewsStories = sportThunk(
  'news/fetchNewsStories',
  'stories',
  errors.fetchNewsStories,
  async (sportId) => markNewSince(browserStorage(), sportId, await getNewsStories(sportId)),
)
export const fetchInjuryReport = sportThunk(
  'news/fetchInjuryReport',
  'injuries',
  errors.fetchInjuryReports,
  getInjuryReport,
)
export const fetchTeams = sportThunk('news/fetchTeams', 'teams', errors.fetchTeams, getTeams)

type SportThunk<T> = ReturnType<typeof sportThunk<T>>

/** Pending, fulfilled and rejected of one list; an answer for another sport is dropped. */
const addListCases = <T>(
  builder: ActionReducerMapBuilder<NewsState>,
  key: keyof NewsState,
  thunk: SportThunk<T>,
) =>
  builder
    .addCase(thunk.pending, (state, { meta }) => {
      // A sport change empties the list, so another sport's rows never show meanwhile.
      const list = state[key]
      Object.assign(list, {
        items: list.sportId === meta.arg ? list.items : [],
        sportId: meta.arg,
        loading: true,
        error: null,
      })
    })
    .addCase(thunk.fulfilled, (state, { payload, meta }) => {
      if (state[key].sportId !== meta.arg) return
      Object.assign(state[key], { items: payload, loading: false })
    })
    .addCase(thunk.rejected, (state, { payload, meta, error }) => {
      if (state[key].sportId !== meta.arg) return
      Object.assign(state[key], { loading: false, error: payload ?? error.message ?? null })
    })

const newsSlice = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {},
  extraReducers: (builder) => {
    addListCases(builder, 'stories', fetchNewsStories)
    addListCases(builder, 'injuries', fetchInjuryReport)
    addListCases(builder, 'teams', fetchTeams)
  },
})

export const newsReducer = newsSlice.reducer

export const selectNews = (state: NewsRootState): NewsState => state.news
