import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  adpSites,
  type AdpRow,
  type AdpSite,
  type NflWeek,
  type ProjectionRow,
  type SavedCheatsheet,
  type SurvivorOdds,
  type TieredRanking,
} from '@slatelab/contract/season-long.contract'
import {
  cheatsheetSettingsSchema,
  savedCheatsheetScoring,
  type CheatsheetSettings,
  type ScoringType,
} from '@slatelab/domain/entities/cheatsheet'
import { errors } from '@slatelab/domain/errors'
import {
  cheatsheetStoreOverrides,
  seasonLongDefaults,
  seasonLongViewDefaults,
} from '@slatelab/domain/season-long-defaults'
import {
  getAdp,
  getNflWeeks,
  getSavedCheatsheets,
  getSurvivorOdds,
  getTieredRankings,
  postCheatsheet,
  postCheatsheetProjections,
  postDeleteCheatsheet,
  postSeasonProjections,
  postWeeklyProjections,
} from './season-long-api'

/** The five views of the page (SPEC §2: the URLs are not shown; the default is ADP). */
export const seasonLongViews = {
  adp: 'adp',
  cheatsheet: 'cheatsheet',
  projections: 'projections',
  survivor: 'survivor',
  tiers: 'tiers',
} as const
export type SeasonLongView = (typeof seasonLongViews)[keyof typeof seasonLongViews]

/** The season-long settings (SPEC §3 "Season-long settings"); `date` is yyyymmdd. */
export type SeasonLongSettings = {
  readonly date: string
  readonly adpSite: AdpSite
  readonly projectionSource: string
  readonly scoringType: ScoringType
  readonly position: string
  readonly viewPage: SeasonLongView
  readonly sportId: number
  readonly projectionWeek: number
  /** Season (whole-year) or weekly projections. */
  readonly projectionSpan: 'season' | 'weekly'
}

export type SeasonLongState = {
  readonly settings: SeasonLongSettings
  /** The cheat sheet being edited (and last loaded or saved). */
  readonly sheet: CheatsheetSettings & { readonly cheatsheetId?: number }
  readonly adp: readonly AdpRow[]
  readonly cheatsheet: readonly ProjectionRow[]
  readonly savedCheatsheets: readonly SavedCheatsheet[]
  readonly projections: readonly ProjectionRow[]
  readonly weeks: readonly NflWeek[]
  readonly survivor: SurvivorOdds | null
  readonly usedTeams: readonly string[]
  readonly tiers: readonly TieredRanking[]
  readonly loading: boolean
  readonly error: string | null
}

export type SeasonLongRootState = { readonly seasonLong: SeasonLongState }

/** Today as yyyymmdd, in the browser's calendar. */
const todayId = (now: Date) =>
  `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`

/**
 * The sheet the store starts with (SPEC §9): an auction sheet, two experts and the consensus,
 * the saved-sheet scoring and roster with the store's overrides.
 */
export const initialSheet = cheatsheetSettingsSchema.parse({
  cheatsheetType: 'auction',
  expert: ['fl', 'hartley', seasonLongDefaults.consensusExpert],
  scoringType: seasonLongDefaults.scoringType,
  roster: cheatsheetStoreOverrides.roster,
  scoring: {
    ...savedCheatsheetScoring,
    passing: { ...savedCheatsheetScoring.passing, ...cheatsheetStoreOverrides.scoring.passing },
    defense: { ...savedCheatsheetScoring.defense, ...cheatsheetStoreOverrides.scoring.defense },
    kicking: {
      ...savedCheatsheetScoring.kicking,
      miss0_19: cheatsheetStoreOverrides.scoring.kicking.misses,
      miss20_29: cheatsheetStoreOverrides.scoring.kicking.misses,
      miss30_39: cheatsheetStoreOverrides.scoring.kicking.misses,
      miss40_49: cheatsheetStoreOverrides.scoring.kicking.misses,
      miss50: cheatsheetStoreOverrides.scoring.kicking.misses,
    },
  },
})

export const createInitialSeasonLongState = (now: Date = new Date()): SeasonLongState => ({
  settings: {
    date: todayId(now),
    adpSite: adpSites.superdraft,
    projectionSource: seasonLongDefaults.projectionSource,
    scoringType: seasonLongDefaults.scoringType,
    position: seasonLongViewDefaults.position,
    viewPage: seasonLongViewDefaults.viewPage,
    sportId: seasonLongDefaults.footballSportId,
    projectionWeek: seasonLongViewDefaults.projectionWeek,
    projectionSpan: 'season',
  },
  sheet: initialSheet,
  adp: [],
  cheatsheet: [],
  savedCheatsheets: [],
  projections: [],
  weeks: [],
  survivor: null,
  usedTeams: [],
  tiers: [],
  loading: false,
  error: null,
})

const thunk = <R, A>(type: string, failure: string, run: (arg: A) => Promise<R>) =>
  createAsyncThunk<R, A, { rejectValue: string }>(
    `seasonLong/${type}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg)
      } catch {
        return rejectWithValue(failure)
      }
    },
  )

/** The ADP rows of the settings' site, date and projection source. */
export const fetchAdp = thunk('fetchAdp', errors.fetchAdpData, (settings: SeasonLongSettings) =>
  getAdp(settings.adpSite, settings.date, settings.projectionSource),
)

/** The sheet's rows: values, auction dollars and tiers under its scoring and roster. */
export const fetchCheatsheet = thunk(
  'fetchCheatsheet',
  errors.fetchCheatsheetData,
  (sheet: CheatsheetSettings) => postCheatsheetProjections(sheet),
)

/** The saved sheets; this one does not set `loading` (SPEC §4). */
export const fetchSavedCheatsheets = thunk(
  'fetchSavedCheatsheets',
  errors.fetchSavedCheatsheets,
  (_: void) => getSavedCheatsheets(),
)

/** Saves the sheet, then reloads the saved list (SPEC §4). */
export const saveCheatsheetSettings = thunk(
  'saveCheatsheetSettings',
  errors.saveCheatsheetSettings,
  async (sheet: SeasonLongState['sheet']) => {
    const saved = await postCheatsheet(sheet)
    return { saved, list: await getSavedCheatsheets() }
  },
)

/** Deletes a sheet, then reloads the saved list (SPEC §4). */
export const deleteCheatsheetSettings = thunk(
  'deleteCheatsheetSettings',
  errors.deleteCheatsheetSettings,
  async (cheatsheetId: number) => {
    await postDeleteCheatsheet(cheatsheetId)
    return { cheatsheetId, list: await getSavedCheatsheets() }
  },
)

/** Season projections of the settings' expert and scoring (custom: the sheet's). */
export const fetchProjections = thunk(
  'fetchProjections',
  errors.fetchSeasonProjections,
  async ({ settings, sheet }: { settings: SeasonLongSettings; sheet: CheatsheetSettings }) => {
    const { projectionSource, scoringType } = settings
    return scoringType === 'custom'
      ? postCheatsheetProjections({ ...sheet, expert: [projectionSource] })
      : postSeasonProjections(projectionSource, scoringType)
  },
)

/**
 * One week's projections of the settings' expert and scoring (custom: the sheet's scoring,
 * rescored from the stat lines), with the points scored once played.
 */
export const fetchWeeklyProjections = thunk(
  'fetchWeeklyProjections',
  errors.fetchWeeklyProjections,
  ({ settings, sheet }: { settings: SeasonLongSettings; sheet: CheatsheetSettings }) =>
    postWeeklyProjections(
      settings.projectionSource,
      settings.scoringType,
      settings.projectionWeek,
      sheet,
    ),
)

/** The season's weeks; the current week (default 1) bounds the weeks offered. */
export const fetchProjectionWeeks = thunk(
  'fetchProjectionWeeks',
  errors.fetchProjectionWeeks,
  (_: void) => getNflWeeks(),
)

/** A season's survivor odds and best path without the used teams. */
export const fetchSurvivor = thunk(
  'fetchSurvivor',
  errors.fetchSurvivorData,
  ({ year, used }: { readonly year: number; readonly used: readonly string[] }) =>
    getSurvivorOdds(year, used),
)

/** Tiered rankings of the settings' position and scoring (PPR when the scoring is custom). */
export const fetchTieredRankings = thunk(
  'fetchTieredRankings',
  errors.fetchTieredRankings,
  (settings: SeasonLongSettings) =>
    getTieredRankings(
      settings.position,
      settings.scoringType === 'custom' ? 'ppr' : settings.scoringType,
    ),
)

const pending = (state: { loading: boolean; error: string | null }) => {
  state.loading = true
  state.error = null
}
const rejected = (
  state: { loading: boolean; error: string | null },
  action: { payload?: string | undefined },
) => {
  state.loading = false
  state.error = action.payload ?? null
}

const slice = createSlice({
  name: 'seasonLong',
  initialState: createInitialSeasonLongState,
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<SeasonLongSettings>>) {
      state.settings = { ...state.settings, ...action.payload }
    },
    sheetChanged(state, action: PayloadAction<Partial<CheatsheetSettings>>) {
      state.sheet = { ...state.sheet, ...action.payload }
    },
    sheetLoaded(state, action: PayloadAction<SavedCheatsheet>) {
      const parsed = cheatsheetSettingsSchema.safeParse(JSON.parse(action.payload.settings))
      if (parsed.success)
        state.sheet = { ...parsed.data, cheatsheetId: action.payload.cheatsheetId }
    },
    usedTeamsChanged(state, action: PayloadAction<readonly string[]>) {
      state.usedTeams = [...action.payload]
    },
    cheatsheetCleared(state) {
      state.cheatsheet = []
    },
    errorCleared(state) {
      state.error = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdp.pending, pending)
      .addCase(fetchAdp.fulfilled, (state, action) => {
        state.loading = false
        state.adp = [...action.payload]
      })
      .addCase(fetchAdp.rejected, rejected)
      .addCase(fetchCheatsheet.pending, pending)
      .addCase(fetchCheatsheet.fulfilled, (state, action) => {
        state.loading = false
        state.cheatsheet = [...action.payload]
      })
      .addCase(fetchCheatsheet.rejected, rejected)
      .addCase(fetchSavedCheatsheets.pending, (state) => {
        state.error = null
      })
      .addCase(fetchSavedCheatsheets.fulfilled, (state, action) => {
        state.savedCheatsheets = [...action.payload]
      })
      .addCase(fetchSavedCheatsheets.rejected, (state, action) => {
        state.error = action.payload ?? null
      })
      .addCase(saveCheatsheetSettings.pending, pending)
      .addCase(saveCheatsheetSettings.fulfilled, (state, action) => {
        state.loading = false
        state.sheet = { ...state.sheet, cheatsheetId: action.payload.saved.cheatsheetId }
        state.savedCheatsheets = [...action.payload.list]
      })
      .addCase(saveCheatsheetSettings.rejected, rejected)
      .addCase(deleteCheatsheetSettings.pending, pending)
      .addCase(deleteCheatsheetSettings.fulfilled, (state, action) => {
        state.loading = false
        state.savedCheatsheets = [...action.payload.list]
        if (state.sheet.cheatsheetId === action.payload.cheatsheetId) {
          const { cheatsheetId: _deleted, ...rest } = state.sheet
          state.sheet = rest
        }
      })
      .addCase(deleteCheatsheetSettings.rejected, rejected)
      .addCase(fetchProjections.pending, pending)
      .addCase(fetchProjections.fulfilled, (state, action) => {
        state.loading = false
        state.projections = [...action.payload]
      })
      .addCase(fetchProjections.rejected, rejected)
      .addCase(fetchWeeklyProjections.pending, pending)
      .addCase(fetchWeeklyProjections.fulfilled, (state, action) => {
        state.loading = false
        state.projections = [...action.payload]
      })
      .addCase(fetchWeeklyProjections.rejected, rejected)
      .addCase(fetchProjectionWeeks.fulfilled, (state, action) => {
        state.weeks = [...action.payload]
      })
      .addCase(fetchProjectionWeeks.rejected, (state, action) => {
        state.error = action.payload ?? null
      })
      .addCase(fetchSurvivor.pending, pending)
      .addCase(fetchSurvivor.fulfilled, (state, action) => {
        state.loading = false
        state.survivor = action.payload as typeof state.survivor
      })
      .addCase(fetchSurvivor.rejected, rejected)
      .addCase(fetchTieredRankings.pending, pending)
      .addCase(fetchTieredRankings.fulfilled, (state, action) => {
        state.loading = false
        state.tiers = [...action.payload]
      })
      .addCase(fetchTieredRankings.rejected, (state) => {
        // Tiered rankings fall back to an empty list on any failure (SPEC §7).
        state.loading = false
        state.tiers = []
      })
  },
})

export const {
  settingsChanged,
  sheetChanged,
  sheetLoaded,
  usedTeamsChanged,
  cheatsheetCleared,
  errorCleared,
} = slice.actions
export const seasonLongReducer = slice.reducer

export const selectSeasonLong = (state: SeasonLongRootState) => state.seasonLong

/**
 * The weeks the projections offer: above 0 and not after the current week (week 1 when the
 * weeks are unknown) (SPEC §2).
 */
export const selectProjectionWeeks = (state: SeasonLongRootState): readonly number[] => {
  const weeks = state.seasonLong.weeks
  const current = weeks.find((week) => week.isCurrent)?.week ?? 1
  const offered = weeks.map((week) => week.week).filter((week) => week > 0 && week <= current)
  return offered.length > 0 ? offered : [1]
}
