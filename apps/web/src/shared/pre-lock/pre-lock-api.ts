import {
  lastFinishedSlateRoute,
  type FinishedSlate,
  type OwnershipPlayer,
} from '@slatelab/contract/contests.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDateTime } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../api/slatelab-api'

/** A slate of a sport. */
export type SlateQuery = { readonly sportId: number; readonly contestGroupId: number }

/**
 * The call for a slate's players with their actual and projected points and projected
 * ownership (`GET /svc/live/players/?sport_id&contest_group_id`); any failure reads
 * `Failed to fetch player properties`.
 */
export const slatePlayersCall = ({ sportId, contestGroupId }: SlateQuery) =>
  contractCall(
    livePlayersRoute,
    { query: { sport_id: sportId, contest_group_id: contestGroupId } },
    errors.fetchPlayerProperties,
  )

const preLockApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The last finished slate of a sport and site with stored fields
     * (`GET /svc/contests/last-finished/`); `null` when there is none. A failure leaves no offer.
     */
    lastFinishedSlate: build.query<
      FinishedSlate | null,
      { readonly sportId: number; readonly sourceId: number }
    >({
      query: ({ sportId, sourceId }) =>
        contractCall(
          lastFinishedSlateRoute,
          // The page's clock, as the navbar's today: finished as the person looking sees it.
          {
            query: {
              sport_id: sportId,
              source_id: sourceId,
              at: isoDateTime(new Date().toISOString()),
            },
          },
          errors.fetchContests,
        ),
      transformResponse: ({ slate }: { readonly slate: FinishedSlate | null }) => slate,
      providesTags: [lastFinishedSlateRoute.tag],
    }),
    /** A slate's players with their projections (`slatePlayersCall`). */
    slatePlayers: build.query<readonly OwnershipPlayer[], SlateQuery>({
      query: slatePlayersCall,
      providesTags: [livePlayersRoute.tag],
    }),
  }),
})

export const { useLastFinishedSlateQuery, useSlatePlayersQuery } = preLockApi
