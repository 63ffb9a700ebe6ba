import { plansRoute, type Plan } from '@slatelab/contract/marketplace.contract'
import { callApi } from '../../shared/api/call-api'

/** What a visitor can subscribe to (`GET /api/products/plans/`, no account needed). */
export const getPlans = (): Promise<readonly Plan[]> => callApi(plansRoute, {})
