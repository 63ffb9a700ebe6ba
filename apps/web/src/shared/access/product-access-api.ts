import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import type { ProductName } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { contractCall, slatelabApi } from '../api/slatelab-api'

type AccessAnswer = { readonly 'user-access': boolean } | { readonly userAccess: boolean }

/**
 * The access check, one cached answer per product. Its tag is the route's group
 * (`subscriptions`): every write that changes the user's subscriptions invalidates it, and a
 * change of session resets the whole cache.
 */
export const productAccessApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether the signed-in user may use `product` (`POST /svc/subscriptions/check-access/`);
     * the answer's key is `user-access` for NFLSeasonLong and `userAccess` otherwise. Fails
     * with 'Failed to fetch user access'.
     */
    productAccess: build.query<boolean, ProductName>({
      query: (product) =>
        contractCall(checkAccessRoute, { query: { product } }, errors.fetchUserAccess),
      transformResponse: (answer: AccessAnswer) =>
        'user-access' in answer ? answer['user-access'] : answer.userAccess,
      providesTags: [checkAccessRoute.tag],
    }),
  }),
})

export const { useProductAccessQuery } = productAccessApi
