import { activeProjectionSetRoute } from '@slatelab/contract/projections.contract'
import { userFacingMessage } from '../api/http-error'
import { contractCall, slatelabApi } from '../api/slatelab-api'

const activeProjectionsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The name of the signed-in user's active projection set on a slate, `null` for the
     * system projection (`GET /svc/projections-active/?contest_group_id`).
     */
    activeProjectionSetName: build.query<string | null, number>({
      query: (contestGroupId) =>
        contractCall(
          activeProjectionSetRoute,
          { query: { contest_group_id: contestGroupId } },
          userFacingMessage,
        ),
      transformResponse: ({ projectionSet }: { readonly projectionSet: { name: string } | null }) =>
        projectionSet?.name ?? null,
      providesTags: [activeProjectionSetRoute.tag],
    }),
  }),
})

export const { useActiveProjectionSetNameQuery } = activeProjectionsApi
