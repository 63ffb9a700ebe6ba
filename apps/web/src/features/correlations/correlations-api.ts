/**
 * The calls of the correlations page (docs/correlations.md): a view's matrix, the games behind
 * one cell, the sport's views and saving one of the caller's; a view's use on a slate.
 */
import {
  applyCorrelationUseRoute,
  correlationPairRoute,
  correlationUsePreviewRoute,
  correlationsRoute,
  correlationViewsRoute,
  saveCorrelationViewRoute,
  type CorrelationPoint,
  type CorrelationResult,
  type CorrelationUse,
  type CorrelationUseRequest,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'
import type { SportId } from '@slatelab/domain/sports'
import { callApi } from '../../shared/api/call-api'

/** The matrix of a view (`POST /api/v2/correlations/`). */
export const postCorrelations = async (
  view: CorrelationView,
): Promise<readonly CorrelationResult[]> => (await callApi(correlationsRoute, { body: view })).Data

/** The games behind one cell (`POST /api/v2/correlations/pair/`). */
export const postCorrelationPair = async (request: {
  readonly view: CorrelationView
  readonly rowItemId: number
  readonly columnItemId: number
}): Promise<readonly CorrelationPoint[]> =>
  (await callApi(correlationPairRoute, { body: request })).Data

/** The system views of a sport, then the caller's (`GET /api/v2/correlations/views/{sportId}/`). */
export const getCorrelationViews = async (sportId: SportId): Promise<readonly CorrelationView[]> =>
  (await callApi(correlationViewsRoute, { params: { sportId } })).Views

/** Saves one of the caller's views; id 0 stores a new one (`POST /api/v2/correlations/views/`). */
export const saveCorrelationView = (view: CorrelationView): Promise<CorrelationView> =>
  callApi(saveCorrelationViewRoute, { body: view })

/** What a view would set for a slate (`POST /api/v2/correlations/use/preview/`). */
export const previewCorrelationUse = (request: CorrelationUseRequest): Promise<CorrelationUse> =>
  callApi(correlationUsePreviewRoute, { body: request })

/** Applies a view to a slate: optimizer rules and SimLabs targets (`POST /api/v2/correlations/use/`). */
export const applyCorrelationUse = (request: CorrelationUseRequest): Promise<CorrelationUse> =>
  callApi(applyCorrelationUseRoute, { body: request })
