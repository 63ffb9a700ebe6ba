import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  BatterDetail,
  BatterRow,
  BullpenRow,
  GameLineups,
  GameLogRow,
  HandSplit,
  PitcherDetail,
  PitcherRow,
  StatcastPlayerQuery,
  StatcastQuery,
  StatcastRange,
  TeamBattingRow,
} from '@slatelab/contract/plateiq.contract'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import {
  getBatterDetail,
  getBatters,
  getBullpens,
  getLineups,
  getMlbGameLines,
  getPitcherDetail,
  getPitcherGameLogs,
  getPitchers,
  getTeamBatting,
} from './plateiq-api'

/** The page's tabs. */
export const plateIqTabs = {
  batters: 'batters',
  pitchers: 'pitchers',
  teams: 'teams',
  bullpens: 'bullpens',
  lineups: 'lineups',
} as const
export type PlateIqTab = (typeof plateIqTabs)[keyof typeof plateIqTabs]

/** A slate batter with his team's implied runs from the day's MLB lines (null: no line). */
export type SlateBatterRow = BatterRow & { readonly teamRuns: number | null }

/** A team's line in a game: its implied runs, the game's total and its moneyline. */
export type TeamLine = {
  readonly runs: number | null
  readonly total: number | null
  readonly moneyline: number | null
}

/** The lines of the day by `eventId:teamId`. */
export type TeamLines = Readonly<Record<string, TeamLine>>

const teamLineKey = (eventId: number, teamId: number) => `${eventId}:${teamId}`

/** A team's line in a game, when the day's lines have one. */
export const teamLineOf = (
  lines: TeamLines,
  eventId: number,
  teamId: number,
): TeamLine | undefined => lines[teamLineKey(eventId, teamId)]

/** The day's lines by game and team. */
export const teamLinesOf = (lines: readonly BettingLineEvent[]): TeamLines =>
  Object.fromEntries(
    lines.map((line) => [
      teamLineKey(line.eventId, line.teamId),
      {
        runs: line.vegasRuns?.current ?? null,
        total: line.overUnder?.current ?? null,
        moneyline: line.moneyline?.current ?? null,
      },
    ]),
  )

/** What a tab shows; batters and lineups carry the day's MLB lines (`GET …/3/{date}/vegas/`). */
export type TabRows =
  | { readonly tab: 'batters'; readonly rows: readonly SlateBatterRow[] }
  | { readonly tab: 'pitchers'; readonly rows: readonly PitcherRow[] }
  | { readonly tab: 'teams'; readonly rows: readonly TeamBattingRow[] }
  | { readonly tab: 'bullpens'; readonly rows: readonly BullpenRow[] }
  | {
      readonly tab: 'lineups'
      readonly rows: readonly GameLineups[]
      readonly lines: TeamLines
    }

/**
 * The page: the tab, split and window, the tab's rows and the batter whose matchup is open.
 * `error` is the failed call's text. Access is the shared `productAccess` slice's.
 */
export type PlateIqState = {
  readonly tab: PlateIqTab
  readonly split: HandSplit
  readonly range: StatcastRange
  readonly data: TabRows | null
  readonly loading: boolean
  readonly error: string | null
  readonly matchup: BatterDetail | null
  readonly matchupError: string | null
  /** The pitcher open in the drawer: his detail and starts, for the query they answer. */
  readonly pitcher: PitcherDrawerData | null
  readonly pitcherError: string | null
}

/** What the pitcher drawer shows, and the query it answers (the drawer ignores a stale one). */
export type PitcherDrawerData = {
  readonly query: StatcastPlayerQuery
  readonly detail: PitcherDetail
  readonly gameLogs: readonly GameLogRow[]
}

export type PlateIqRootState = { readonly plateiq: PlateIqState }

export const initialPlateIqState: PlateIqState = {
  tab: 'batters',
  split: 'all',
  range: 'last30',
  data: null,
  loading: false,
  error: null,
  matchup: null,
  matchupError: null,
  pitcher: null,
  pitcherError: null,
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback

/** The rows of a tab for the slate, split and window. */
export const fetchPlateIqTab = createAsyncThunk<
  TabRows,
  { readonly tab: PlateIqTab; readonly query: StatcastQuery },
  { rejectValue: string }
>('plateiq/fetchTab', async ({ tab, query }, { rejectWithValue }) => {
  try {
    switch (tab) {
      case 'batters': {
        const [rows, lines] = await Promise.all([getBatters(query), getMlbGameLines(query.date)])
        const runs = teamLinesOf(lines)
        return {
          tab,
          rows: rows.map((row) => ({
            ...row,
            teamRuns: teamLineOf(runs, row.eventId, row.teamId)?.runs ?? null,
          })),
        }
      }
      case 'pitchers':
        return { tab, rows: await getPitchers(query) }
      case 'teams':
        return { tab, rows: await getTeamBatting(query) }
      case 'bullpens':
        return { tab, rows: await getBullpens(query) }
      case 'lineups': {
        const [rows, lines] = await Promise.all([
          getLineups(query.date),
          getMlbGameLines(query.date),
        ])
        return { tab, rows, lines: teamLinesOf(lines) }
      }
    }
  } catch (error) {
    return rejectWithValue(messageOf(error, `Failed to fetch ${tab}`))
  }
})

/** One batter's matchup: his line against each hand and pitch type, and today's pitcher's mix. */
export const fetchBatterMatchup = createAsyncThunk<
  BatterDetail,
  StatcastQuery & { readonly player_id: number },
  { rejectValue: string }
>('plateiq/fetchMatchup', async (query, { rejectWithValue }) => {
  try {
    return await getBatterDetail(query)
  } catch (error) {
    return rejectWithValue(messageOf(error, 'Failed to fetch the matchup'))
  }
})

/** A starter's detail and his starts over the window, for the pitcher drawer. */
export const fetchPitcherDrawer = createAsyncThunk<
  PitcherDrawerData,
  StatcastPlayerQuery,
  { rejectValue: string }
>('plateiq/fetchPitcher', async (query, { rejectWithValue }) => {
  try {
    const [detail, gameLogs] = await Promise.all([
      getPitcherDetail(query),
      getPitcherGameLogs(query),
    ])
    return { query, detail, gameLogs }
  } catch (error) {
    return rejectWithValue(messageOf(error, 'Failed to fetch the pitcher'))
  }
})

const plateIqSlice = createSlice({
  name: 'plateiq',
  initialState: initialPlateIqState,
  reducers: {
    tabChanged: (state, { payload }: PayloadAction<PlateIqTab>) => ({
      ...state,
      tab: payload,
      matchup: null,
    }),
    splitChanged: (state, { payload }: PayloadAction<HandSplit>) => ({ ...state, split: payload }),
    rangeChanged: (state, { payload }: PayloadAction<StatcastRange>) => ({
      ...state,
      range: payload,
    }),
    matchupClosed: (state) => ({ ...state, matchup: null, matchupError: null }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPlateIqTab.pending, (state) => ({ ...state, loading: true, error: null }))
      .addCase(fetchPlateIqTab.fulfilled, (state, { payload, meta }) =>
        // A tab the page has left since the call began is not shown.
        meta.arg.tab === state.tab ? { ...state, data: payload, loading: false } : state,
      )
      .addCase(fetchPlateIqTab.rejected, (state, { payload, meta }) =>
        meta.arg.tab === state.tab
          ? { ...state, data: null, loading: false, error: payload ?? null }
          : state,
      )
      .addCase(fetchBatterMatchup.pending, (state) => ({ ...state, matchupError: null }))
      .addCase(fetchBatterMatchup.fulfilled, (state, { payload }) => ({
        ...state,
        matchup: payload,
      }))
      .addCase(fetchBatterMatchup.rejected, (state, { payload }) => ({
        ...state,
        matchup: null,
        matchupError: payload ?? null,
      }))
      .addCase(fetchPitcherDrawer.pending, (state) => ({ ...state, pitcherError: null }))
      .addCase(fetchPitcherDrawer.fulfilled, (state, { payload }) => ({
        ...state,
        pitcher: payload,
      }))
      .addCase(fetchPitcherDrawer.rejected, (state, { payload }) => ({
        ...state,
        pitcher: null,
        pitcherError: payload ?? null,
      }))
  },
})

export const { tabChanged, splitChanged, rangeChanged, matchupClosed } = plateIqSlice.actions
export const plateIqReducer = plateIqSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectPlateIq = (state: PlateIqRootState): PlateIqState =>
  (state as Partial<PlateIqRootState>).plateiq ?? initialPlateIqState
