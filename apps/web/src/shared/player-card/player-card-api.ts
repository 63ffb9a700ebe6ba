/**
 * The player card's calls and the one query that loads a card. It lives in `shared/` because
 * any tool opens the card (a player name anywhere); the URL (`?player=`) says which player.
 */
import { playerNewsRoute } from '@slatelab/contract/news.contract'
import {
  courseGameLogRoute,
  gameLogRoute,
  playerCorrelationsRoute,
  playerRanksRoute,
  playerCardDefaults,
  playerDetailsRoute,
  playerSalariesRoute,
  upcomingEventsRoute,
} from '@slatelab/contract/players.contract'
import type { ResponseOf } from '@slatelab/contract/define-route'
import type { GameLogRow, PlayerDetails, PlayerSalary } from '@slatelab/contract/players.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import { errors } from '@slatelab/domain/errors'
import type { SiteId } from '@slatelab/domain/sites'
import { addDays } from '@slatelab/domain/slate-window'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../api/call-api'
import { failureText, HttpError } from '../api/http-error'
import { slatelabApi, type ApiFailure } from '../api/slatelab-api'

/** Who he is, status, salary and splits (`GET /api/players/{playerId}?SourceId`). */
const getPlayerDetails = (playerId: number, sourceId: SiteId) =>
  callApi(playerDetailsRoute, { params: { playerId }, query: { SourceId: sourceId } })

/** His games of the last 30 days up to `today` (SPEC §9), newest first. */
const getGameLog = (playerId: number, sourceId: SiteId, sportId: SportId, today: IsoDate) =>
  callApi(gameLogRoute, {
    params: {
      playerId,
      sourceId,
      sportId,
      startDate: addDays(today, -playerCardDefaults.windowDays),
      endDate: today,
    },
  })

/** His salary per day on the source, newest first. */
const getSalaries = (playerId: number, sourceId: SiteId) =>
  callApi(playerSalariesRoute, { params: { playerId, sourceId } })

/** His stories, newest first (`GET /api/playernews/player/{playerId}`). */
const getPlayerNews = (playerId: number) => callApi(playerNewsRoute, { params: { playerId } })

/** His team's next games. */
const getUpcoming = (sportId: SportId, currentTeam: string) =>
  callApi(upcomingEventsRoute, { params: { sportId, currentTeam } })

/** His ranks among his position on the slate the card was opened from, else his latest. */
const getRanks = (
  playerId: number,
  sourceId: SiteId,
  sportId: SportId,
  contestGroupId: number | null,
) =>
  callApi(playerRanksRoute, {
    params: { playerId },
    query: {
      SourceId: sourceId,
      SportId: sportId,
      ...(contestGroupId === null ? {} : { ContestGroupId: contestGroupId }),
    },
  })

/** His teammates' correlations over the last 30 days up to `today`. */
const getCorrelations = (playerId: number, sourceId: SiteId, sportId: SportId, today: IsoDate) =>
  callApi(playerCorrelationsRoute, {
    params: {
      sportId,
      playerId,
      sourceId,
      startDate: addDays(today, -playerCardDefaults.windowDays),
      endDate: today,
    },
  })

/** A golfer's earlier editions of the event's tournament, newest first. */
const getCourseHistory = (playerId: number, eventId: number) =>
  callApi(courseGameLogRoute, { params: { playerId, eventId } })

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

export type PlayerCardRequest = {
  readonly playerId: number
  readonly sourceId: SiteId
  readonly today: IsoDate
  /** The event the card was opened from (`?event=`), if any. */
  readonly eventId: number | null
  /** The navbar's slate when the card was opened (its figures are that slate's), if any. */
  readonly contestGroupId: number | null
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
const loadPlayerCard = async ({
  playerId,
  sourceId,
  today,
  eventId,
  contestGroupId,
}: PlayerCardRequest): Promise<{ data: PlayerCardData } | { error: ApiFailure }> => {
  let details: PlayerDetails
  try {
    details = await getPlayerDetails(playerId, sourceId)
  } catch (error) {
    return {
      error: {
        message: failureText(errors.fetchPlayerProperties, error),
        status: error instanceof HttpError ? error.status : null,
      },
    }
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
    getRanks(playerId, sourceId, details.sportId, contestGroupId).catch(() => null),
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
    data: {
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
    },
  }
}

const playerCardApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The open player card's data (`loadPlayerCard`). */
    playerCard: build.query<PlayerCardData, PlayerCardRequest>({
      queryFn: loadPlayerCard,
      providesTags: [playerDetailsRoute.tag],
    }),
  }),
})

export const { usePlayerCardQuery } = playerCardApi
