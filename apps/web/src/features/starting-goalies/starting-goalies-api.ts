import { startingGoaliesRoute, type GoalieMatchup } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import type { IsoDate } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

const startingGoaliesApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The day's goalie matchups (`GET /api/lines/4/{date}/startinggoalies`). */
    startingGoalies: build.query<readonly GoalieMatchup[], IsoDate>({
      query: (date) =>
        contractCall(startingGoaliesRoute, { params: { date } }, errors.fetchStartingGoalies),
      transformResponse: (answer: { GoalieMatchups: readonly GoalieMatchup[] }) =>
        answer.GoalieMatchups,
      providesTags: [startingGoaliesRoute.tag],
    }),
  }),
})

export const { useStartingGoaliesQuery } = startingGoaliesApi
