/**
 * News to lineups (docs/late-swap.md): the slate's injured players with their latest
 * headline, the signed-in user's lineups holding them, and a Quick swap of a build. Shared:
 * the optimizer page and the news feed both show the alert.
 */
import {
  buildLateSwapRoute,
  lineupAlertsRoute,
  type LateSwapResult,
  type LineupAlerts,
} from '@slatelab/contract/late-swap.contract'
import { userFacingMessage } from '../api/http-error'
import { contractCall, slatelabApi } from '../api/slatelab-api'

const lineupAlertsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /svc/optimizer/alerts/`: judged at the page's clock, so a player whose game started
     * as the user sees it is no longer counted as swappable.
     */
    lineupAlerts: build.query<LineupAlerts, number>({
      query: (contestGroupId) =>
        contractCall(
          lineupAlertsRoute,
          { query: { contest_group_id: contestGroupId, now: new Date().toISOString() } },
          userFacingMessage,
        ),
      providesTags: [lineupAlertsRoute.tag],
    }),
    /** `POST /svc/optimizer/builds/{buildId}/late-swap/`: the build's lineups change in place. */
    quickSwap: build.mutation<LateSwapResult, string>({
      query: (buildId) =>
        contractCall(
          buildLateSwapRoute,
          { params: { buildId }, body: { mode: 'quick', now: new Date().toISOString() } },
          userFacingMessage,
        ),
      invalidatesTags: [buildLateSwapRoute.tag],
    }),
  }),
})

export const { useLineupAlertsQuery, useQuickSwapMutation } = lineupAlertsApi
