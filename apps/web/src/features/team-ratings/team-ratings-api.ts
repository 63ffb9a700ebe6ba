import { teamRatingsRoute, type TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import type { IsoDate } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

const teamRatingsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The day's NHL team ratings (`GET /api/sportevents/4/{date}/team-ratings`). */
    teamRatings: build.query<readonly TeamRatingsEvent[], IsoDate>({
      query: (date) =>
        contractCall(teamRatingsRoute, { params: { sportId: 4, date } }, errors.fetchTeamRatings),
      providesTags: [teamRatingsRoute.tag],
    }),
  }),
})

export const { useTeamRatingsQuery } = teamRatingsApi
