/**
 * The open player card's data. It lives in `shared/` because any tool opens the card (a
 * player name anywhere); the URL (`?player=`) says which player, this slice holds what was
 * fetched for him.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import type { SportEvent } from '@slatelab/domain/entities/event'
import type { ResponseOf } from '@slatelab/contract/define-route'
import type {
  courseGameLogRoute,
  GameLogRow,
  PlayerDetails,
  PlayerSalary,
  playerCorrelationsRoute,
  playerRanksRoute,
} from '@slatelab/contract/players.contract'
import { errors } from '@slatelab/domain/errors'
import { sportIds } from '@slatelab/domain/sports'
import type { SiteId } from '@slatelab/domain/sites'
import type { IsoDate } from '@slatelab/domain/units'
import { failureText } from '../api/http-error'
import {
  getCorrelations,
  getCourseHistory,
  getGameLog,
  getRanks,
  getPlayerDetails,
  getPlayerNews,
  getSalaries,
  getUpcoming,
} from './player-card-api'

/** Everything the card shows; each part may fail on its own (its error says which). */
export type PlayerCardData = {
  readonly details: PlayerDetails
  readonly gameLog: {
    readonly columns: readonly { readonly key: string; readonly label: string }[]
    readonly games: readonly GameLogRow[]
  } | null
  readonly salaries: readonly PlayerSalary[]
  readonly news: readonly NewsStory[]
  readonly upcoming: readonly SportEvent[]
  readonly ranks: ResponseOf<typeof playerRanksRoute> | null
  readonly correlations: ResponseOf<typeof playerCorrelationsRoute>
  /** A golfer's course history at `courseEventId`'s tournament; null for other players. */
  readonly courseHistory: ResponseOf<typeof courseGameLogRoute> | null
  readonly courseEventId: number | null
  /** The SPEC §8 messages of the parts that failed. */
  readonly partErrors: readonly string[]
}

export type PlayerCardState = {
  readonly playerId: number | null
  readonly data: PlayerCardData | null
  readonly loading: boolean
  readonly error: string | null
}

export type PlayerCardRootState = { readonly playerCard: PlayerCardState }

export const initialPlayerCardState: PlayerCardState = {
  playerId: null,
  data: null,
  loading: false,
  error: null,
}

type CardRequest = {
  readonly playerId: number
  readonly sourceId: SiteId
  readonly today: IsoDate
  /** The event the card was opened from (`?event=`), if any. */
  readonly eventId: number | null
}

// A part that fails leaves its section empty with its message; the card still opens.
const settle = async <T>(
  promise: Promise<T>,
  fallback: T,
  failure: string,
  partErrors: string[],
): Promise<T> => {
  try {
    return await promise
  } catch (error) {
    partErrors.push(failureText(failure, error))
    return fallback
  }
}

/**
 * The card of a player: his details first (without them there is no card), then game log,
 * salaries, news and his team's next games side by side; for a golfer then his course history
 * at the event the card was opened from, else at his latest tournament's (the game log's newest).
 */
export const fetchPlayerCard = createAsyncThunk<
  PlayerCardData,
  CardRequest,
  { rejectValue: string }
>(
  'playerCard/fetchPlayerCard',
  async ({ playerId, sourceId, today, eventId }, { rejectWithValue }) => {
    let details: PlayerDetails
    try {
      details = await getPlayerDetails(playerId, sourceId)
    } catch (error) {
      return rejectWithValue(failureText(errors.fetchPlayerProperties, error))
    }
    const partErrors: string[] = []
    const [gameLog, salaries, news, upcoming, ranks, correlations] = await Promise.all([
      settle(
        getGameLog(playerId, sourceId, details.sportId, today),
        null,
        errors.fetchPlayerProperties,
        partErrors,
      ),
      settle(getSalaries(playerId, sourceId), [], errors.fetchPlayerProperties, partErrors),
      settle(getPlayerNews(playerId), [], errors.fetchPlayerNewsStories, partErrors),
      details.team === null
        ? Promise.resolve([])
        : settle(
            getUpcoming(details.sportId, details.team),
            [],
            errors.fetchPlayerProperties,
            partErrors,
          ),
      // A player on no slate of the source has no ranks (404): not a failure to show.
      getRanks(playerId, sourceId, details.sportId).catch(() => null),
      settle(
        getCorrelations(playerId, sourceId, details.sportId, today),
        [],
        errors.fetchPlayerProperties,
        partErrors,
      ),
    ])
    const courseEventId =
      details.sportId === sportIds.PGA ? (eventId ?? gameLog?.games[0]?.eventId ?? null) : null
    const courseHistory =
      courseEventId === null
        ? null
        : await settle(
            getCourseHistory(playerId, courseEventId),
            [],
            errors.fetchPlayerProperties,
            partErrors,
          )
    return {
      details,
      gameLog,
      salaries,
      news,
      upcoming,
      ranks,
      correlations,
      courseHistory,
      courseEventId,
      partErrors,
    }
  },
)

const playerCardSlice = createSlice({
  name: 'playerCard',
  initialState: initialPlayerCardState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchPlayerCard.pending, (state, { meta }) => ({
        playerId: meta.arg.playerId,
        data: state.playerId === meta.arg.playerId ? state.data : null,
        loading: true,
        error: null,
      }))
      .addCase(fetchPlayerCard.fulfilled, (state, { payload, meta }) =>
        state.playerId === meta.arg.playerId ? { ...state, data: payload, loading: false } : state,
      )
      .addCase(fetchPlayerCard.rejected, (state, { payload, error, meta }) =>
        state.playerId === meta.arg.playerId
          ? {
              ...state,
              loading: false,
              error: payload ?? error.message ?? errors.fetchPlayerProperties,
            }
          : state,
      ),
})

export const playerCardReducer = playerCardSlice.reducer

export const selectPlayerCard = (state: PlayerCardRootState): PlayerCardState => state.playerCard
