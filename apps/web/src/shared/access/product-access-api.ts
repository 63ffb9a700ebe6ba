import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import type { ProductName } from '@slatelab/domain/entities/access'
import { callApi } from '../api/call-api'

/**
 * Whether the signed-in user may use `product` (`POST /svc/subscriptions/check-access/`); the
 * answer's key is `user-access` for NFLSeasonLong and `userAccess` otherwise.
 */
export const postCheckAccess = async (product: ProductName): Promise<boolean> => {
  const answer = await callApi(checkAccessRoute, { query: { product } })
  return 'user-access' in answer ? answer['user-access'] : answer.userAccess
}
