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
import type { SiteId } from '@slatelab/domain/sites'
import { addDays } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../api/call-api'

/** Who he is, status, salary and splits (`GET /api/players/{playerId}?SourceId`). */
export const getPlayerDetails = (playerId: number, sourceId: SiteId) =>
  callApi(playerDetailsRoute, { params: { playerId }, query: { SourceId: sourceId } })

/** His games of the last 30 days up to `today` (SPEC §9), newest first. */
export const getGameLog = (playerId: number, sourceId: SiteId, sportId: SportId, today: IsoDate) =>
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
export const getSalaries = (playerId: number, sourceId: SiteId) =>
  callApi(playerSalariesRoute, { params: { playerId, sourceId } })

/** His stories, newest first (`GET /api/playernews/player/{playerId}`). */
export const getPlayerNews = (playerId: number) =>
  callApi(playerNewsRoute, { params: { playerId } })

/** His team's next games. */
export const getUpcoming = (sportId: SportId, currentTeam: string) =>
  callApi(upcomingEventsRoute, { params: { sportId, currentTeam } })

/** His ranks among his position on his latest slate of the source. */
export const getRanks = (playerId: number, sourceId: SiteId, sportId: SportId) =>
  callApi(playerRanksRoute, {
    params: { playerId },
    query: { SourceId: sourceId, SportId: sportId },
  })

/** His teammates' correlations over the last 30 days up to `today`. */
export const getCorrelations = (
  playerId: number,
  sourceId: SiteId,
  sportId: SportId,
  today: IsoDate,
) =>
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
export const getCourseHistory = (playerId: number, eventId: number) =>
  callApi(courseGameLogRoute, { params: { playerId, eventId } })
