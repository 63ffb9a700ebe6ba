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
  type AdpRow,
  type AdpSite,
  type NflWeek,
  type ProjectionRow,
  type SavedCheatsheet,
  type SurvivorOdds,
  type TieredRanking,
} from '@slatelab/contract/season-long.contract'
import type { ResponseOf } from '@slatelab/contract/define-route'
import type { CheatsheetSettings, ScoringType } from '@slatelab/domain/entities/cheatsheet'
import { errors } from '@slatelab/domain/errors'
import { svcClient } from '../../shared/api/api-clients'
import { authModes } from '../../shared/api/http-client'
import { contractCall, slatelabApi, type ContractCall } from '../../shared/api/slatelab-api'

type NamedScoring = Exclude<ScoringType, 'custom'>

/** A sheet as it is saved: its settings and, once saved, its id. */
export type EditedSheet = CheatsheetSettings & { readonly cheatsheetId?: number }

/** The settings that change a sheet's values: all but its name (and saved id). */
export type ValuedSheet = Omit<CheatsheetSettings, 'cheatsheetName'>

/** The expert key of a projection source: `action` removed, lower-cased (SPEC §7). */
export const expertKeyOf = (projectionSource: string): string =>
  projectionSource.replace(/action/gi, '').toLowerCase() || 'consensus'

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

/** The season rows of a named scoring's answer, read under the lower-cased expert key. */
const expertRowsOf = (
  answer: ResponseOf<typeof seasonProjectionsRoute>,
  expert: string,
): readonly ProjectionRow[] => {
  const projections: unknown = answer['season-projections'].projections
  if (Array.isArray(projections) || typeof projections !== 'object' || projections === null)
    return []
  return (projections as Readonly<Record<string, readonly ProjectionRow[]>>)[expert] ?? []
}

/** A custom-scored answer's rows (a list; anything else is none). */
const sheetRowsOf = (answer: ResponseOf<typeof seasonProjectionsRoute>) => {
  const projections = answer['season-projections'].projections
  return Array.isArray(projections) ? (projections as readonly ProjectionRow[]) : []
}

/** The projections a view asks for: the expert, the scoring and, for `custom`, the sheet's. */
export type ProjectionsRequest = {
  readonly projectionSource: string
  readonly scoringType: ScoringType
  /** The sheet whose scoring `custom` means; absent for a named scoring. */
  readonly sheet?: ValuedSheet
}

/** The season projections call of a request: the sheet as the body for `custom`. */
const seasonProjectionsCall = ({ projectionSource, scoringType, sheet }: ProjectionsRequest) =>
  scoringType === 'custom'
    ? contractCall(
        seasonProjectionsRoute,
        {
          query: { sport_id: 1, scoring_type: 'custom' },
          body: { ...sheet, expert: [projectionSource] },
        },
        errors.fetchSeasonProjections,
      )
    : contractCall(
        seasonProjectionsRoute,
        {
          query: {
            sport_id: 1,
            scoring_type: scoringType,
            expert_name: expertKeyOf(projectionSource),
          },
          body: null,
        },
        errors.fetchSeasonProjections,
      )

/**
 * One week's rows (`POST /weekly-projections?…&week`): a null body for a named scoring, the
 * sheet for `custom` (rescored from stat lines). Read leniently: no rows, and no error, on
 * failure (SPEC §7), so the answer is read as is, not through the contract's schema.
 */
const readWeeklyProjections = async ({
  projectionSource,
  scoringType,
  sheet,
  week,
}: ProjectionsRequest & { readonly week: number }) => {
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
    return { data: weeklyRowsOf(answer, expert) }
  } catch {
    return { data: [] }
  }
}

/** Tiered rankings, an empty list on any failure (SPEC §7). */
const readTieredRankings = async (
  { position, scoringType }: { readonly position: string; readonly scoringType: NamedScoring },
  baseQuery: (call: ContractCall) => unknown,
): Promise<{ data: readonly TieredRanking[] }> => {
  const answer = (await baseQuery(
    contractCall(
      tieredRankingsRoute,
      { query: { position: position as 'all', scoring_type: scoringType } },
      errors.fetchTieredRankings,
    ),
  )) as { readonly data?: unknown; readonly error?: unknown }
  return {
    data:
      answer.error === undefined
        ? (answer.data as ResponseOf<typeof tieredRankingsRoute>).Content
        : [],
  }
}

const seasonLong = saveCheatsheetRoute.tag
/** The saved list's tag: only a save or a delete asks for it again. */
const savedList = { type: seasonLong, id: 'saved-cheatsheets' } as const

const seasonLongApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A site's ADP rows on a date (`GET {cdn}/draft-position/{adpSite}/nfl/{yyyymmdd}/{source}/`). */
    adp: build.query<
      readonly AdpRow[],
      { readonly adpSite: AdpSite; readonly date: string; readonly projectionSource: string }
    >({
      query: ({ adpSite, date, projectionSource }) =>
        contractCall(
          adpRoute,
          { params: { adpSite, yyyymmdd: date, projectionSource } },
          errors.fetchAdpData,
        ),
      providesTags: [adpRoute.tag],
    }),
    /** A sheet's rows: values, auction dollars and tiers (`POST /season-projections?scoring_type=custom`). */
    cheatsheetRows: build.query<readonly ProjectionRow[], ValuedSheet>({
      query: (sheet) =>
        contractCall(
          seasonProjectionsRoute,
          { query: { sport_id: 1, scoring_type: 'custom' }, body: sheet },
          errors.fetchCheatsheetData,
        ),
      transformResponse: sheetRowsOf,
      providesTags: [seasonLong],
    }),
    /** The saved sheets (`GET /cheatsheet-settings/get?sport_id=1`, key `cheatsheets`). */
    savedCheatsheets: build.query<readonly SavedCheatsheet[], void>({
      query: () =>
        contractCall(cheatsheetsRoute, { query: { sport_id: 1 } }, errors.fetchSavedCheatsheets),
      transformResponse: (answer: ResponseOf<typeof cheatsheetsRoute>) => answer.cheatsheets,
      providesTags: [savedList],
    }),
    /** Saves a sheet (`POST /cheatsheet-settings/save?sport_id=1`), then the list is read again. */
    saveCheatsheet: build.mutation<ResponseOf<typeof saveCheatsheetRoute>, EditedSheet>({
      query: (sheet) =>
        contractCall(
          saveCheatsheetRoute,
          { query: { sport_id: 1 }, body: sheet },
          errors.saveCheatsheetSettings,
        ),
      invalidatesTags: (_result, error) => (error === undefined ? [savedList] : []),
    }),
    /** Deletes a sheet (`POST /cheatsheet-settings/delete?…&cheatsheet_id`), then the list is read again. */
    deleteCheatsheet: build.mutation<ResponseOf<typeof deleteCheatsheetRoute>, number>({
      query: (cheatsheetId) =>
        contractCall(
          deleteCheatsheetRoute,
          { query: { sport_id: 1, cheatsheet_id: cheatsheetId } },
          errors.deleteCheatsheetSettings,
        ),
      invalidatesTags: (_result, error) => (error === undefined ? [savedList] : []),
    }),
    /** Season projections of an expert and scoring (custom: the sheet's, valued by the server). */
    seasonProjections: build.query<readonly ProjectionRow[], ProjectionsRequest>({
      query: seasonProjectionsCall,
      transformResponse: (answer: ResponseOf<typeof seasonProjectionsRoute>, _meta, request) =>
        request.scoringType === 'custom'
          ? sheetRowsOf(answer)
          : expertRowsOf(answer, expertKeyOf(request.projectionSource)),
      providesTags: [seasonLong],
    }),
    /** One week's rows, read leniently (`readWeeklyProjections`). */
    weeklyProjections: build.query<
      readonly ProjectionRow[],
      ProjectionsRequest & { readonly week: number }
    >({
      queryFn: readWeeklyProjections,
      providesTags: [seasonLong],
    }),
    /** The season's weeks (`GET /api/nfl/weeks/current/`, no credentials). */
    nflWeeks: build.query<readonly NflWeek[], void>({
      query: () => contractCall(nflWeeksRoute, {}, errors.fetchProjectionWeeks),
      providesTags: [nflWeeksRoute.tag],
    }),
    /** A season's survivor odds and best path avoiding the `used` teams. */
    survivorOdds: build.query<
      SurvivorOdds,
      { readonly year: number; readonly used: readonly string[] }
    >({
      query: ({ year, used }) =>
        contractCall(
          survivorOddsRoute,
          { params: { year }, query: used.length > 0 ? { used: used.join(',') } : {} },
          errors.fetchSurvivorData,
        ),
      providesTags: [survivorOddsRoute.tag],
    }),
    /**
     * Tiered rankings (`GET /cms/nfl-tiered-rankings`, no credentials, key `Content`); an empty
     * list on any failure (SPEC §7).
     */
    tieredRankings: build.query<
      readonly TieredRanking[],
      { readonly position: string; readonly scoringType: NamedScoring }
    >({
      queryFn: (request, _api, _extra, baseQuery) => readTieredRankings(request, baseQuery),
      providesTags: [tieredRankingsRoute.tag],
    }),
  }),
})

/** Clears the rows shown for `sheet` (SPEC §4: cheatsheet data can be cleared). */
export const cheatsheetRowsCleared = (sheet: ValuedSheet) =>
  seasonLongApi.util.updateQueryData('cheatsheetRows', sheet, () => [])

export const {
  useAdpQuery,
  useCheatsheetRowsQuery,
  useSavedCheatsheetsQuery,
  useSaveCheatsheetMutation,
  useDeleteCheatsheetMutation,
  useSeasonProjectionsQuery,
  useWeeklyProjectionsQuery,
  useNflWeeksQuery,
  useSurvivorOddsQuery,
  useTieredRankingsQuery,
} = seasonLongApi
