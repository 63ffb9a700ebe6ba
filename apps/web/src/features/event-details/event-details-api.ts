import { recentMatchupsRoute, type Matchup } from '@slatelab/contract/gameflow.contract'
import { slateEventsRoute } from '@slatelab/contract/sportevents.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The two teams whose meetings the page lists. */
export type MatchupRequest = {
  readonly sportId: SportId
  readonly team1: number
  readonly team2: number
}

const eventDetailsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The games of a slate (`GET /api/sportevents/?contestGroupId=`); a failure reads as the HTTP error. */
    slateGames: build.query<readonly SportEvent[], number>({
      query: (contestGroupId) =>
        contractCall(slateEventsRoute, { query: { contestGroupId } }, (error) =>
          error instanceof Error ? error.message : String(error),
        ),
      providesTags: [slateEventsRoute.tag],
    }),
    /**
     * The last finished games between two teams, newest first
     * (`GET /api/sportevents/recent-matchups/{sportId}/{team1}/{team2}`).
     */
    recentMatchups: build.query<readonly Matchup[], MatchupRequest>({
      query: (params) => contractCall(recentMatchupsRoute, { params }, errors.fetchRecentMatchups),
      providesTags: [recentMatchupsRoute.tag],
    }),
  }),
})

export const { useSlateGamesQuery, useRecentMatchupsQuery } = eventDetailsApi
