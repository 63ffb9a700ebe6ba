import { gameFlowRoute, type GameFlow } from '@slatelab/contract/gameflow.contract'
import { errors } from '@slatelab/domain/errors'
import { contractCall, slatelabApi } from '../api/slatelab-api'

const gameFlowApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A final game's flow: stints, scoring plays and lineups (`GET /svc/events/scoring/{eventId}/`). */
    gameFlow: build.query<GameFlow, number>({
      query: (eventId) =>
        contractCall(gameFlowRoute, { params: { eventId } }, errors.fetchGameFlowData),
      providesTags: [gameFlowRoute.tag],
    }),
  }),
})

export const { useGameFlowQuery } = gameFlowApi
