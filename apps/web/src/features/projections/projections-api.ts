import {
  createScenarioRoute,
  customProjectionSetsRoute,
  defaultProjectionsRoute,
  deleteProjectionsRoute,
  projectionAccuracyRoute,
  projectionsRoute,
  projectionWeightsRoute,
  scenarioPlayersRoute,
  setActiveProjectionsRoute,
  uploadProjectionsRoute,
  type BlendWeights,
  type RowChoice,
  type accuracyWindows,
} from '@slatelab/contract/projections.contract'
import type { ResponseOf } from '@slatelab/contract/define-route'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** Whose projections the page shows: the navbar's sport and date, the source's numbers. */
export type ProjectionScope = {
  readonly sportId: SportId
  readonly sourceId: number
  readonly date: IsoDate
}

const scopeQuery = (scope: ProjectionScope) => ({
  sport_id: scope.sportId,
  source_id: scope.sourceId,
  date: scope.date,
})

/** What an upload sends. */
export type UploadInput = {
  readonly scope: ProjectionScope
  readonly filename: string
  readonly useDefaultPlayers: boolean
  readonly preview: boolean
  readonly rows: readonly Readonly<Record<string, string>>[]
  readonly choices: readonly RowChoice[]
}

/** A blend of sets by weight, previewed or saved under `filename`. */
export type BlendInput = {
  readonly scope: ProjectionScope
  readonly filename: string
  readonly sets: readonly BlendWeights[]
  readonly preview: boolean
}

/** A scenario player as the editor sends him. */
export type ScenarioPlayerInput = { readonly playerId: number; readonly projectedPoints: number }

/** A scenario on the active set, saved under `filename`. */
export type ScenarioInput = {
  readonly scope: ProjectionScope
  readonly filename: string
  readonly players: readonly ScenarioPlayerInput[]
}

/** A set to make active (`system`: the system projection) or to delete. */
export type SetChoice = { readonly scope: ProjectionScope; readonly key: string }

const tag = projectionsRoute.tag

const projectionsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /projections-custom/`: the sets and which is active. */
    projectionSets: build.query<ResponseOf<typeof customProjectionSetsRoute>, ProjectionScope>({
      query: (scope) =>
        contractCall(
          customProjectionSetsRoute,
          { query: scopeQuery(scope) },
          errors.fetchProjectionSets,
        ),
      providesTags: [tag],
    }),
    /** `GET /projections/`: the projections in force. */
    projectionsInForce: build.query<ResponseOf<typeof projectionsRoute>, ProjectionScope>({
      query: (scope) =>
        contractCall(projectionsRoute, { query: scopeQuery(scope) }, errors.fetchProjections),
      providesTags: [tag],
    }),
    /** `GET /projections-get/`: the system projection. */
    defaultProjections: build.query<ResponseOf<typeof defaultProjectionsRoute>, ProjectionScope>({
      query: (scope) =>
        contractCall(
          defaultProjectionsRoute,
          { query: scopeQuery(scope) },
          errors.fetchDefaultProjections,
        ),
      providesTags: [tag],
    }),
    /** `GET /projections-scenario-players/`. */
    scenarioPlayers: build.query<ResponseOf<typeof scenarioPlayersRoute>, ProjectionScope>({
      query: (scope) =>
        contractCall(
          scenarioPlayersRoute,
          { query: { sport_id: scope.sportId, date: scope.date } },
          errors.fetchScenarioPlayers,
        ),
      providesTags: [tag],
    }),
    /** `GET /projections-accuracy/`. */
    projectionAccuracy: build.query<
      ResponseOf<typeof projectionAccuracyRoute>,
      { readonly scope: ProjectionScope; readonly days: (typeof accuracyWindows)[number] }
    >({
      query: ({ scope, days }) =>
        contractCall(
          projectionAccuracyRoute,
          { query: { sport_id: scope.sportId, source_id: scope.sourceId, days } },
          errors.fetchProjections,
        ),
      providesTags: [tag],
    }),
    /**
     * `POST /projections-weights/?preview=true`: the blended top 20 of the weights. A read that
     * stores nothing, so it is a query keyed by the weights.
     */
    blendPreview: build.query<ResponseOf<typeof projectionWeightsRoute>, BlendInput>({
      query: (input) => blendCall(input),
      providesTags: [tag],
    }),
    /** `POST /projections-upload/`, previewing or saving; a failure keeps the server's words. */
    uploadProjections: build.mutation<ResponseOf<typeof uploadProjectionsRoute>, UploadInput>({
      query: (input) =>
        contractCall(
          uploadProjectionsRoute,
          {
            query: {
              ...scopeQuery(input.scope),
              filename: input.filename,
              useDefaultPlayers: input.useDefaultPlayers ? 'true' : 'false',
              preview: input.preview ? 'true' : 'false',
            },
            body: { rows: [...input.rows], choices: [...input.choices] },
          },
          userFacingMessage,
        ),
      invalidatesTags: (_result, error, input) =>
        error === undefined && !input.preview ? [tag] : [],
    }),
    /** `POST /projections-set-active/`: answers the sets with the new active one. */
    setActiveProjections: build.mutation<ResponseOf<typeof setActiveProjectionsRoute>, SetChoice>({
      query: ({ scope, key }) =>
        contractCall(
          setActiveProjectionsRoute,
          { query: { ...scopeQuery(scope), key } },
          errors.setActiveProjections,
        ),
      invalidatesTags: [tag],
    }),
    /** `POST /projections-delete/`: answers the sets left. */
    deleteProjections: build.mutation<ResponseOf<typeof deleteProjectionsRoute>, SetChoice>({
      query: ({ scope, key }) =>
        contractCall(
          deleteProjectionsRoute,
          { query: { sport_id: scope.sportId, date: scope.date, projectionSet: key } },
          errors.deleteProjections,
        ),
      invalidatesTags: [tag],
    }),
    /** `POST /projections-weights/?preview=false`: saves the blend as a set. */
    saveBlend: build.mutation<ResponseOf<typeof projectionWeightsRoute>, BlendInput>({
      query: (input) => blendCall(input),
      invalidatesTags: (_result, error) => (error === undefined ? [tag] : []),
    }),
    /** `POST /projections-create-scenario/` on the active set. */
    saveScenario: build.mutation<ResponseOf<typeof createScenarioRoute>, ScenarioInput>({
      query: ({ scope, filename, players }) =>
        contractCall(
          createScenarioRoute,
          {
            query: { ...scopeQuery(scope), filename, useDefaultPlayers: 'true' },
            body: { players: [...players] },
          },
          (error) => `${errors.postScenarioSet}: ${userFacingMessage(error)}`,
        ),
      invalidatesTags: (_result, error) => (error === undefined ? [tag] : []),
    }),
  }),
})

function blendCall({ scope, filename, sets, preview }: BlendInput) {
  return contractCall(
    projectionWeightsRoute,
    {
      query: { ...scopeQuery(scope), filename, preview: preview ? 'true' : 'false' },
      body: { sets: [...sets] },
    },
    (error) => `${errors.postAggregateSets}: ${userFacingMessage(error)}`,
  )
}

export const {
  useProjectionSetsQuery,
  useProjectionsInForceQuery,
  useDefaultProjectionsQuery,
  useScenarioPlayersQuery,
  useProjectionAccuracyQuery,
  useBlendPreviewQuery,
  useUploadProjectionsMutation,
  useSetActiveProjectionsMutation,
  useDeleteProjectionsMutation,
  useSaveBlendMutation,
  useSaveScenarioMutation,
} = projectionsApi
