import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  adpSites,
  type AdpSite,
  type NflWeek,
  type SavedCheatsheet,
} from '@slatelab/contract/season-long.contract'
import {
  cheatsheetSettingsSchema,
  savedCheatsheetScoring,
  type CheatsheetSettings,
  type ScoringType,
} from '@slatelab/domain/entities/cheatsheet'
import {
  cheatsheetStoreOverrides,
  seasonLongDefaults,
  seasonLongViewDefaults,
} from '@slatelab/domain/season-long-defaults'
import type { EditedSheet, ValuedSheet } from './season-long-api'

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

/**
 * The page's settings, the sheet being edited and the survivor teams used; the data is the API
 * cache's. `clearedErrorOf` is the request whose failure the user cleared (SPEC §4).
 */
export type SeasonLongState = {
  readonly settings: SeasonLongSettings
  /** The cheat sheet being edited (and last loaded or saved). */
  readonly sheet: EditedSheet
  readonly usedTeams: readonly string[]
  readonly clearedErrorOf: string | null
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
  usedTeams: [],
  clearedErrorOf: null,
})

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
    /** The sheet was saved under `cheatsheetId`: it is the one selected now. */
    sheetSaved(state, action: PayloadAction<number>) {
      state.sheet = { ...state.sheet, cheatsheetId: action.payload }
    },
    /** A saved sheet was deleted: the sheet being edited is no longer it. */
    sheetDeleted(state, action: PayloadAction<number>) {
      if (state.sheet.cheatsheetId === action.payload) {
        const { cheatsheetId: _deleted, ...rest } = state.sheet
        state.sheet = rest
      }
    },
    usedTeamsChanged(state, action: PayloadAction<readonly string[]>) {
      state.usedTeams = [...action.payload]
    },
    /** The user cleared the failure of request `requestId`. */
    errorCleared(state, action: PayloadAction<string>) {
      state.clearedErrorOf = action.payload
    },
  },
})

export const {
  settingsChanged,
  sheetChanged,
  sheetLoaded,
  sheetSaved,
  sheetDeleted,
  usedTeamsChanged,
  errorCleared,
} = slice.actions
export const seasonLongReducer = slice.reducer

export const selectSeasonLong = (state: SeasonLongRootState) => state.seasonLong

/**
 * The weeks the projections offer: above 0 and not after the current week (week 1 when the
 * weeks are unknown) (SPEC §2).
 */
export const projectionWeeksOf = (weeks: readonly NflWeek[]): readonly number[] => {
  const current = weeks.find((week) => week.isCurrent)?.week ?? 1
  const offered = weeks.map((week) => week.week).filter((week) => week > 0 && week <= current)
  return offered.length > 0 ? offered : [1]
}

/** The sheet's settings that change its values: not its name, nor its saved id. */
export const valuedSheetOf = ({
  cheatsheetName: _name,
  cheatsheetId: _id,
  ...valued
}: EditedSheet): ValuedSheet => valued
