import { gameFlowRoute, type GameFlow } from '@slatelab/contract/gameflow.contract'
import { callApi } from '../api/call-api'

/** A final game's flow: stints, scoring plays and lineups (`GET /svc/events/scoring/{eventId}/`). */
export const getGameFlow = (eventId: number): Promise<GameFlow> =>
  callApi(gameFlowRoute, { params: { eventId } })
