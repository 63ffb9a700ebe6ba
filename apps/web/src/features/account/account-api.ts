import {
  accountSessionsRoute,
  accountSubscriptionsRoute,
  changePasswordRoute,
  signOutOtherSessionsRoute,
  type AccountSession,
  type AccountSubscription,
  type ChangePasswordBody,
} from '@slatelab/contract/account.contract'
import { cancelComponentsRoute } from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { productAccessChanged } from '../../shared/access/product-access-slice'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The account page's texts for failed calls (not in the specification). */
export const accountErrors = {
  fetchSubscriptions: 'Failed to fetch your subscriptions',
  fetchSessions: 'Failed to fetch your sessions',
  signOutOthers: 'Failed to sign out your other sessions',
} as const

// Both lists are the `account` group's; the id lets a write read only its own list again.
const subscriptionsTag = { type: accountSubscriptionsRoute.tag, id: 'subscriptions' } as const
const sessionsTag = { type: accountSessionsRoute.tag, id: 'sessions' } as const

const accountApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's running subscriptions (`GET /svc/account/subscriptions/`). */
    accountSubscriptions: build.query<readonly AccountSubscription[], void>({
      query: () => contractCall(accountSubscriptionsRoute, {}, accountErrors.fetchSubscriptions),
      providesTags: [subscriptionsTag],
    }),
    /** The caller's live sessions (`GET /svc/account/sessions/`). */
    accountSessions: build.query<readonly AccountSession[], void>({
      query: () => contractCall(accountSessionsRoute, {}, accountErrors.fetchSessions),
      transformResponse: ({ sessions }: { readonly sessions: readonly AccountSession[] }) =>
        sessions,
      providesTags: [sessionsTag],
    }),
    /**
     * Ends one subscription (`POST /svc/subscription/component/cancel/?cids=…`); it fails unless
     * the server says it ended. Either way the list and the marketplace are read again and the
     * products' access is asked again.
     */
    cancelSubscription: build.mutation<number, number>({
      queryFn: async (componentId, _api, _extra, baseQuery) => {
        const query = { cids: String(componentId) }
        const answer = await baseQuery(
          contractCall(cancelComponentsRoute, { query }, errors.cancelProductComponents),
        )
        if (answer.error !== undefined) return { error: answer.error }
        const ended = (answer.data as Readonly<Record<string, boolean>>)[query.cids] === true
        return ended
          ? { data: componentId }
          : { error: { message: errors.cancelProductComponents, status: null } }
      },
      onQueryStarted: async (_componentId, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined)
        dispatch(productAccessChanged())
      },
      invalidatesTags: [subscriptionsTag, cancelComponentsRoute.tag],
    }),
    /** Revokes every other session (`POST /svc/account/sessions/sign-out-others/`): how many. */
    signOutOtherSessions: build.mutation<number, void>({
      query: () => contractCall(signOutOtherSessionsRoute, {}, accountErrors.signOutOthers),
      transformResponse: ({ revoked }: { readonly revoked: number }) => revoked,
      invalidatesTags: [sessionsTag],
    }),
    /**
     * Changes the password (`POST /svc/account/password/`): how many other sessions ended with
     * it. A failure keeps the server's words ('Your current password is not correct').
     */
    changePassword: build.mutation<number, ChangePasswordBody>({
      query: (body) => contractCall(changePasswordRoute, { body }, userFacingMessage),
      transformResponse: ({ revokedSessions }: { readonly revokedSessions: number }) =>
        revokedSessions,
      invalidatesTags: (_result, error) => (error === undefined ? [sessionsTag] : []),
    }),
  }),
})

export const {
  useAccountSubscriptionsQuery,
  useAccountSessionsQuery,
  useCancelSubscriptionMutation,
  useSignOutOtherSessionsMutation,
  useChangePasswordMutation,
} = accountApi
