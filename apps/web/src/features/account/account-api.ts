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
import { callApi } from '../../shared/api/call-api'

/** The caller's running subscriptions (`GET /svc/account/subscriptions/`). */
export const getAccountSubscriptions = (): Promise<readonly AccountSubscription[]> =>
  callApi(accountSubscriptionsRoute, {})

/** Ends one subscription (`POST /svc/subscription/component/cancel/?cids=…`): whether it ended. */
export const cancelSubscription = async (componentId: number): Promise<boolean> => {
  const answer = await callApi(cancelComponentsRoute, { query: { cids: String(componentId) } })
  return answer[String(componentId)] === true
}

/** The caller's live sessions (`GET /svc/account/sessions/`). */
export const getAccountSessions = async (): Promise<readonly AccountSession[]> =>
  (await callApi(accountSessionsRoute, {})).sessions

/** Revokes every other session (`POST /svc/account/sessions/sign-out-others/`): how many. */
export const postSignOutOtherSessions = async (): Promise<number> =>
  (await callApi(signOutOtherSessionsRoute, {})).revoked

/** Changes the password (`POST /svc/account/password/`): how many other sessions ended. */
export const postChangePassword = async (body: ChangePasswordBody): Promise<number> =>
  (await callApi(changePasswordRoute, { body })).revokedSessions
