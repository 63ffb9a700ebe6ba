import { lastFinishedSlateRoute, type FinishedSlate } from '@slatelab/contract/contests.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { callApi } from '../api/call-api'

/** The last finished slate of a sport and site with stored fields (`GET /svc/contests/last-finished/`). */
export const getLastFinishedSlate = async (query: {
  readonly sportId: number
  readonly sourceId: number
}): Promise<FinishedSlate | null> =>
  (
    await callApi(lastFinishedSlateRoute, {
      // The page's clock, as the navbar's today: finished as the person looking sees it.
      query: {
        sport_id: query.sportId,
        source_id: query.sourceId,
        at: isoDateTime(new Date().toISOString()),
      },
    })
  ).slate

/**
 * A slate's players with their actual and projected points and projected ownership
 * (`GET /svc/live/players/?sport_id&contest_group_id`).
 */
export const getSlatePlayers = (query: {
  readonly sportId: number
  readonly contestGroupId: number
}) =>
  callApi(livePlayersRoute, {
    query: { sport_id: query.sportId, contest_group_id: query.contestGroupId },
  })
