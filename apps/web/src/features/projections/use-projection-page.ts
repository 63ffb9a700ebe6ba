import type { BlendWeights } from '@slatelab/contract/projections.contract'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  useBlendPreviewQuery,
  useDefaultProjectionsQuery,
  useProjectionSetsQuery,
  useProjectionsInForceQuery,
  useScenarioPlayersQuery,
  type ProjectionScope,
} from './projections-api'

/**
 * The page's data for a scope: sets, projections in force, system projection and scenarios,
 * each one cached query; `error` is the first failure's SPEC §8 text.
 */
export const useProjectionPage = (scope: ProjectionScope) => {
  const sets = useProjectionSetsQuery(scope)
  const inForce = useProjectionsInForceQuery(scope)
  const system = useDefaultProjectionsQuery(scope)
  const scenarios = useScenarioPlayersQuery(scope)
  const parts = [sets, inForce, system, scenarios]
  return {
    sets: sets.data?.sets ?? [],
    activeKey: sets.data?.activeKey ?? null,
    projections: inForce.data?.projections ?? [],
    system: system.data?.projections ?? [],
    scenarioPlayers: scenarios.data?.players ?? [],
    loading: parts.some((part) => part.isFetching),
    error: parts.map((part) => failureMessage(part.error)).find((text) => text !== null) ?? null,
  }
}

/**
 * The blended top 20 of `sets` (`POST /projections-weights/?preview=true`), asked only when
 * some set carries a points weight.
 */
export const useBlendPreview = (scope: ProjectionScope, sets: readonly BlendWeights[]) =>
  useBlendPreviewQuery(
    { scope, filename: 'preview', sets, preview: true },
    { skip: !sets.some((part) => part.weight > 0) },
  )
