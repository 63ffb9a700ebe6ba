import {
  cancelComponentsRoute,
  componentsRoute,
  saveComponentsRoute,
  type ComponentWithSubscription,
} from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { productAccessChanged } from '../../shared/access/product-access-slice'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** `cids` as SPEC §7 joins them: `101|301`. */
const joinIds = (componentIds: readonly number[]): string => componentIds.join('|')

const marketplaceApi = slatelabApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * A change of subscriptions (`…/component/save/` or `…/component/cancel/?cids=a|b`): it
     * succeeds only when the server answers true for every id (SPEC §7): the cards change in
     * place. Otherwise some ids may have changed, so the catalogue is read again. Either way the
     * products' access is asked again.
     */
    const subscriptionChange = (
      route: typeof saveComponentsRoute | typeof cancelComponentsRoute,
      isSubscribed: boolean,
      failure: string,
    ) =>
      build.mutation<readonly number[], readonly number[]>({
        queryFn: async (componentIds, _api, _extra, baseQuery) => {
          const query = { cids: joinIds(componentIds) }
          const answer = await baseQuery(contractCall(route, { query }, failure))
          if (answer.error !== undefined) return { error: answer.error }
          const held = answer.data as Readonly<Record<string, boolean>>
          return componentIds.every((id) => held[String(id)] === true)
            ? { data: componentIds }
            : { error: { message: failure, status: null } }
        },
        onQueryStarted: async (componentIds, { dispatch, queryFulfilled }) => {
          const done = await queryFulfilled.then(
            () => true,
            () => false,
          )
          if (done) {
            dispatch(
              marketplaceApi.util.updateQueryData('components', undefined, (components) =>
                components.map((component) =>
                  componentIds.includes(component.componentId)
                    ? { ...component, isSubscribed }
                    : component,
                ),
              ),
            )
          }
          dispatch(productAccessChanged())
        },
        invalidatesTags: (_result, error) => (error === undefined ? [] : ['marketplace']),
      })

    return {
      /** The components with the user's subscriptions (`GET /svc/products/components/get/`). */
      components: build.query<readonly ComponentWithSubscription[], void>({
        query: () => contractCall(componentsRoute, {}, errors.fetchProductComponents),
        providesTags: ['marketplace'],
      }),
      /** Subscribes; fails with 'Failed to save product components'. */
      subscribeToComponents: subscriptionChange(
        saveComponentsRoute,
        true,
        errors.saveProductComponents,
      ),
      /** Ends subscriptions; fails with 'Failed to cancel product components'. */
      unsubscribeFromComponents: subscriptionChange(
        cancelComponentsRoute,
        false,
        errors.cancelProductComponents,
      ),
    }
  },
})

export const {
  useComponentsQuery,
  useSubscribeToComponentsMutation,
  useUnsubscribeFromComponentsMutation,
} = marketplaceApi
