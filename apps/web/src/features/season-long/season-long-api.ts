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
import { callApi } from '../../shared/api/call-api'

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

/** One week's rows (`POST /weekly-projections?…&week`, null body). */
export const postWeeklyProjections = async (
  projectionSource: string,
  scoringType: NamedScoring,
  week: number,
): Promise<readonly ProjectionRow[]> => {
  const answer = await callApi(weeklyProjectionsRoute, {
    query: {
      sport_id: 1,
      scoring_type: scoringType,
      expert_name: expertKeyOf(projectionSource),
      week,
    },
    body: null,
  })
  return answer.weeklyProjections.projections
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
