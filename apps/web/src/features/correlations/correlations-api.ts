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
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The games behind one cell of a view's matrix. */
export type CorrelationPairRequest = {
  readonly view: CorrelationView
  readonly rowItemId: number
  readonly columnItemId: number
}

const correlationsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The matrix of a view (`POST /api/v2/correlations/`). */
    correlations: build.query<readonly CorrelationResult[], CorrelationView>({
      query: (view) => contractCall(correlationsRoute, { body: view }, userFacingMessage),
      transformResponse: ({ Data }: { readonly Data: readonly CorrelationResult[] }) => Data,
      providesTags: [correlationsRoute.tag],
    }),
    /** The games behind one cell (`POST /api/v2/correlations/pair/`). */
    correlationPair: build.query<readonly CorrelationPoint[], CorrelationPairRequest>({
      query: (request) => contractCall(correlationPairRoute, { body: request }, userFacingMessage),
      transformResponse: ({ Data }: { readonly Data: readonly CorrelationPoint[] }) => Data,
      providesTags: [correlationPairRoute.tag],
    }),
    /** The system views of a sport, then the caller's (`GET /api/v2/correlations/views/{sportId}/`). */
    correlationViews: build.query<readonly CorrelationView[], SportId>({
      query: (sportId) =>
        contractCall(correlationViewsRoute, { params: { sportId } }, userFacingMessage),
      transformResponse: ({ Views }: { readonly Views: readonly CorrelationView[] }) => Views,
      providesTags: [correlationViewsRoute.tag],
    }),
    /**
     * Saves one of the caller's views; id 0 stores a new one (`POST /api/v2/correlations/views/`).
     * The sport's list holds the stored view before the caller hears of it, so choosing it at
     * once finds it there.
     */
    saveView: build.mutation<CorrelationView, CorrelationView>({
      queryFn: async (view, { dispatch }, _extra, baseQuery) => {
        const answer = await baseQuery(
          contractCall(saveCorrelationViewRoute, { body: view }, userFacingMessage),
        )
        if (answer.error !== undefined) return { error: answer.error }
        const stored = answer.data as CorrelationView
        dispatch(
          correlationsApi.util.updateQueryData('correlationViews', stored.sportId, (views) =>
            views.some((each) => each.correlationViewId === stored.correlationViewId)
              ? views.map((each) =>
                  each.correlationViewId === stored.correlationViewId ? stored : each,
                )
              : [...views, stored],
          ),
        )
        return { data: stored }
      },
    }),
    /** What a view would set for a slate (`POST /api/v2/correlations/use/preview/`). */
    correlationUsePreview: build.query<CorrelationUse, CorrelationUseRequest>({
      query: (request) =>
        contractCall(correlationUsePreviewRoute, { body: request }, userFacingMessage),
      providesTags: [correlationUsePreviewRoute.tag],
    }),
    /**
     * Applies a view to a slate: optimizer rules and SimLabs targets
     * (`POST /api/v2/correlations/use/`); the optimizer's settings and SimLabs read theirs again.
     */
    applyCorrelationUse: build.mutation<CorrelationUse, CorrelationUseRequest>({
      query: (request) =>
        contractCall(applyCorrelationUseRoute, { body: request }, userFacingMessage),
      invalidatesTags: ['multi-settings', 'simlabs'],
    }),
  }),
})

export const {
  useCorrelationsQuery,
  useCorrelationPairQuery,
  useCorrelationViewsQuery,
  useSaveViewMutation,
  useCorrelationUsePreviewQuery,
  useApplyCorrelationUseMutation,
} = correlationsApi
