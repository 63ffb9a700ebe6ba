import {
  cancelComponentsRoute,
  componentsRoute,
  saveComponentsRoute,
  type ComponentWithSubscription,
} from '@slatelab/contract/marketplace.contract'
import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import { errors } from '@slatelab/domain/errors'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** `cids` as SPEC §7 joins them: `101|301`. */
const joinIds = (componentIds: readonly number[]): string => componentIds.join('|')

// Every change of subscriptions, even one that failed half-way, makes the access be asked again.
const accessTag = checkAccessRoute.tag

const marketplaceApi = slatelabApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * A change of subscriptions (`…/component/save/` or `…/component/cancel/?cids=a|b`): it
     * succeeds only when the server answers true for every id (SPEC §7): the cards change in
     * place. Otherwise some ids may have changed, so the catalogue is read again. Either way the
     * products' access is asked again (its tag is invalidated). A server that takes
     * subscriptions by approval answers false for a component it recorded as a request: when
     * the catalogue, read again, shows every such id requested, that is no failure.
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
          const changed = componentIds.filter((id) => held[String(id)] === true)
          if (changed.length === componentIds.length) return { data: componentIds }
          const failed = { error: { message: failure, status: null } }
          if (!isSubscribed) return failed
          const catalogue = await baseQuery(
            contractCall(componentsRoute, {}, errors.fetchProductComponents),
          )
          const requested = new Set(
            ((catalogue.data ?? []) as readonly ComponentWithSubscription[])
              .filter((component) => component.isRequested)
              .map((component) => component.componentId),
          )
          const allRequested = componentIds.every((id) => changed.includes(id) || requested.has(id))
          return allRequested ? { data: changed } : failed
        },
        onQueryStarted: async (_componentIds, { dispatch, queryFulfilled }) => {
          const changed = await queryFulfilled.then(
            ({ data }) => data,
            (): readonly number[] => [],
          )
          if (changed.length > 0) {
            dispatch(
              marketplaceApi.util.updateQueryData('components', undefined, (components) =>
                components.map((component) =>
                  changed.includes(component.componentId)
                    ? { ...component, isSubscribed }
                    : component,
                ),
              ),
            )
          }
        },
        invalidatesTags: (changed, error, componentIds) =>
          error === undefined && changed?.length === componentIds.length
            ? [accessTag]
            : [accessTag, componentsRoute.tag],
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
