import {
  cancelComponentsRoute,
  componentsRoute,
  saveComponentsRoute,
  type ComponentWithSubscription,
} from '@slatelab/contract/marketplace.contract'
import { callApi } from '../../shared/api/call-api'

/** The marketplace's components with the user's subscriptions (`GET /svc/products/components/get/`). */
export const getComponents = (): Promise<readonly ComponentWithSubscription[]> =>
  callApi(componentsRoute, {})

/** `cids` as SPEC §7 joins them: `101|301`. */
const joinIds = (componentIds: readonly number[]): string => componentIds.join('|')

/** Subscribes to components (`GET /svc/subscription/component/save/?cids=a|b`): id → held. */
export const saveComponents = (
  componentIds: readonly number[],
): Promise<Readonly<Record<string, boolean>>> =>
  callApi(saveComponentsRoute, { query: { cids: joinIds(componentIds) } })

/** Ends subscriptions (`POST /svc/subscription/component/cancel/?cids=a|b`): id → ended. */
export const cancelComponents = (
  componentIds: readonly number[],
): Promise<Readonly<Record<string, boolean>>> =>
  callApi(cancelComponentsRoute, { query: { cids: joinIds(componentIds) } })
