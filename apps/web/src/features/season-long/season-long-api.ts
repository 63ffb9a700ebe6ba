import {
  adpRoute,
  cheatsheetsRoute,
  deleteCheatsheetRoute,
  nflWeeksRoute,
  saveCheatsheetRoute,
  seasonProjectionsRoute,
  survivorOddsRoute,
  tieredRankingsRoute,
  weeklyProjectionsRoute,
  type AdpSite,
  type ProjectionRow,
} from '@slatelab/contract/season-long.contract'
import type { CheatsheetSettings, ScoringType } from '@slatelab/domain/entities/cheatsheet'
import { svcClient } from '../../shared/api/api-clients'
import { callApi } from '../../shared/api/call-api'
import { authModes } from '../../shared/api/http-client'

type NamedScoring = Exclude<ScoringType, 'custom'>

/** The expert key of a projection source: `action` removed, lower-cased (SPEC §7). */
export const expertKeyOf = (projectionSource: string): string =>
  projectionSource.replace(/action/gi, '').toLowerCase() || 'consensus'

/** A site's ADP rows on a date (`GET {cdn}/draft-position/{adpSite}/nfl/{yyyymmdd}/{source}/`). */
export const getAdp = (adpSite: AdpSite, yyyymmdd: string, projectionSource: string) =>
  callApi(adpRoute, { params: { adpSite, yyyymmdd, projectionSource } })

/** The saved sheets (`GET /cheatsheet-settings/get?sport_id=1`, key `cheatsheets`). */
export const getSavedCheatsheets = async () =>
  (await callApi(cheatsheetsRoute, { query: { sport_id: 1 } })).cheatsheets

/** Saves a sheet (`POST /cheatsheet-settings/save?sport_id=1`, the settings as the body). */
export const postCheatsheet = (settings: CheatsheetSettings & { cheatsheetId?: number }) =>
  callApi(saveCheatsheetRoute, { query: { sport_id: 1 }, body: settings })

/** Deletes a sheet (`POST /cheatsheet-settings/delete?sport_id=1&cheatsheet_id`, no body). */
export const postDeleteCheatsheet = (cheatsheetId: number) =>
  callApi(deleteCheatsheetRoute, { query: { sport_id: 1, cheatsheet_id: cheatsheetId } })

/** A cheatsheet's rows (`POST /season-projections?scoring_type=custom`, body = settings). */
export const postCheatsheetProjections = async (
  settings: CheatsheetSettings,
): Promise<readonly ProjectionRow[]> => {
  const answer = await callApi(seasonProjectionsRoute, {
    query: { sport_id: 1, scoring_type: 'custom' },
    body: settings,
  })
  const projections = answer['season-projections'].projections
  return Array.isArray(projections) ? projections : []
}

/** An expert's season rows, read under the lower-cased expert key (empty when absent). */
export const postSeasonProjections = async (
  projectionSource: string,
  scoringType: NamedScoring,
): Promise<readonly ProjectionRow[]> => {
  const expert = expertKeyOf(projectionSource)
  const answer = await callApi(seasonProjectionsRoute, {
    query: { sport_id: 1, scoring_type: scoringType, expert_name: expert },
    body: null,
  })
  const projections: unknown = answer['season-projections'].projections
  if (Array.isArray(projections) || typeof projections !== 'object' || projections === null)
    return []
  return (projections as Readonly<Record<string, readonly ProjectionRow[]>>)[expert] ?? []
}

const projectionsOf = (holder: unknown): unknown =>
  typeof holder === 'object' && holder !== null && 'projections' in holder
    ? holder.projections
    : undefined

/**
 * A week's rows from any of the answer's shapes (SPEC §7): `weeklyProjections.projections`;
 * `weekly-projections.projections` as a list, or keyed by expert (the first expert when this one
 * is absent); or a list alone. Anything else is no rows.
 */
export const weeklyRowsOf = (answer: unknown, expert: string): readonly ProjectionRow[] => {
  if (Array.isArray(answer)) return answer as ProjectionRow[]
  if (typeof answer !== 'object' || answer === null) return []
  const camel = projectionsOf((answer as { weeklyProjections?: unknown }).weeklyProjections)
  if (Array.isArray(camel)) return camel as ProjectionRow[]
  const kebab = projectionsOf((answer as { 'weekly-projections'?: unknown })['weekly-projections'])
  if (Array.isArray(kebab)) return kebab as ProjectionRow[]
  if (typeof kebab !== 'object' || kebab === null) return []
  const keyed = kebab as Readonly<Record<string, unknown>>
  const rows = keyed[expert] ?? Object.values(keyed)[0]
  return Array.isArray(rows) ? (rows as ProjectionRow[]) : []
}

/**
 * One week's rows (`POST /weekly-projections?…&week`): a null body for a named scoring, the
 * sheet for `custom` (rescored from stat lines). Read leniently; an empty list on failure.
 */
export const postWeeklyProjections = async (
  projectionSource: string,
  scoringType: ScoringType,
  week: number,
  sheet?: CheatsheetSettings,
): Promise<readonly ProjectionRow[]> => {
  const expert = expertKeyOf(projectionSource)
  try {
    const answer = await svcClient.request<unknown>(
      weeklyProjectionsRoute.method,
      weeklyProjectionsRoute.path,
      {
        query: { sport_id: 1, scoring_type: scoringType, expert_name: expert, week },
        body: scoringType === 'custom' ? (sheet ?? null) : null,
        auth: authModes.required,
      },
    )
    return weeklyRowsOf(answer, expert)
  } catch {
    return []
  }
}

/** The season's weeks (`GET /api/nfl/weeks/current/`, no credentials). */
export const getNflWeeks = () => callApi(nflWeeksRoute, {})

/** A season's survivor odds and best path avoiding `used` teams. */
export const getSurvivorOdds = (year: number, used: readonly string[]) =>
  callApi(survivorOddsRoute, {
    params: { year },
    query: used.length > 0 ? { used: used.join(',') } : {},
  })

/** Tiered rankings (`GET /cms/nfl-tiered-rankings`, no credentials, key `Content`). */
export const getTieredRankings = async (position: string, scoringType: NamedScoring) =>
  (
    await callApi(tieredRankingsRoute, {
      query: {
        position: position as 'all',
        scoring_type: scoringType,
      },
    })
  ).Content
