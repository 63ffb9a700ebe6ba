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
} from '@slatelab/contract/projections.contract'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

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

/** `GET /projections-custom/`: the sets and which is active. */
export const getProjectionSets = (scope: ProjectionScope) =>
  callApi(customProjectionSetsRoute, { query: scopeQuery(scope) })

/** `GET /projections/`: the projections in force. */
export const getProjections = (scope: ProjectionScope) =>
  callApi(projectionsRoute, { query: scopeQuery(scope) })

/** `GET /projections-get/`: the system projection. */
export const getDefaultProjections = (scope: ProjectionScope) =>
  callApi(defaultProjectionsRoute, { query: scopeQuery(scope) })

/** `GET /projections-scenario-players/`. */
export const getScenarioPlayers = (scope: ProjectionScope) =>
  callApi(scenarioPlayersRoute, { query: { sport_id: scope.sportId, date: scope.date } })

/** What an upload sends. */
export type UploadInput = {
  readonly scope: ProjectionScope
  readonly filename: string
  readonly useDefaultPlayers: boolean
  readonly preview: boolean
  readonly rows: readonly Readonly<Record<string, string>>[]
  readonly choices: readonly RowChoice[]
}

/** `POST /projections-upload/`, previewing or saving. */
export const postProjections = (input: UploadInput) =>
  callApi(uploadProjectionsRoute, {
    query: {
      ...scopeQuery(input.scope),
      filename: input.filename,
      useDefaultPlayers: input.useDefaultPlayers ? 'true' : 'false',
      preview: input.preview ? 'true' : 'false',
    },
    body: { rows: [...input.rows], choices: [...input.choices] },
  })

/** `POST /projections-set-active/` (`system`: the system projection). */
export const postActiveProjections = (scope: ProjectionScope, key: string) =>
  callApi(setActiveProjectionsRoute, { query: { ...scopeQuery(scope), key } })

/** `POST /projections-delete/`. */
export const postDeleteProjections = (scope: ProjectionScope, key: string) =>
  callApi(deleteProjectionsRoute, {
    query: { sport_id: scope.sportId, date: scope.date, projectionSet: key },
  })

/** `POST /projections-weights/`, previewing or saving. */
export const postAggregateSets = (
  scope: ProjectionScope,
  filename: string,
  sets: readonly BlendWeights[],
  preview: boolean,
) =>
  callApi(projectionWeightsRoute, {
    query: { ...scopeQuery(scope), filename, preview: preview ? 'true' : 'false' },
    body: { sets: [...sets] },
  })

/** A scenario player as the editor sends him. */
export type ScenarioPlayerInput = { readonly playerId: number; readonly projectedPoints: number }

/** `POST /projections-create-scenario/` on the active set. */
export const postScenarioSet = (
  scope: ProjectionScope,
  filename: string,
  players: readonly ScenarioPlayerInput[],
) =>
  callApi(createScenarioRoute, {
    query: { ...scopeQuery(scope), filename, useDefaultPlayers: 'true' },
    body: { players: [...players] },
  })

/** `GET /projections-accuracy/`. */
export const getProjectionAccuracy = (scope: ProjectionScope, days: 7 | 30 | 90) =>
  callApi(projectionAccuracyRoute, {
    query: { sport_id: scope.sportId, source_id: scope.sourceId, days },
  })
