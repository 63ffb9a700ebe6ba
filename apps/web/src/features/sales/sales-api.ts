import { plansRoute, type Plan } from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

const salesApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What a visitor can subscribe to (`GET /api/products/plans/`, no account needed); a failure
     * stores 'Failed to fetch product components' (plans are components).
     */
    plans: build.query<readonly Plan[], void>({
      query: () => contractCall(plansRoute, {}, errors.fetchProductComponents),
      providesTags: [plansRoute.tag],
    }),
  }),
})

export const { usePlansQuery } = salesApi
