/**
 * The calls of the multi-lineup settings page (docs/multi-lineup-settings.md): settings and templates
 * (SPEC §7 "Multi-lineup settings"), the slate's player pool, and optimizer builds, each
 * through its route of the API contract.
 */
import { fillPath } from '@slatelab/contract/define-route'
import {
  deleteTemplateRoute,
  multiSettingsRoute,
  saveMultiSettingsRoute,
  saveTemplatesRoute,
  templatesRoute,
} from '@slatelab/contract/multi-settings.contract'
import {
  buildEventsRoute,
  buildRoute,
  buildSummarySchema,
  cancelBuildRoute,
  dkEntriesRoute,
  poolRoute,
  startBuildRoute,
  uploadCsvRoute,
  type Build,
  type BuildSummary,
  type SlatePool,
} from '@slatelab/contract/optimizer.contract'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { errors } from '@slatelab/domain/errors'
import { callApi } from '../../shared/api/call-api'
import { followJobEvents } from '../../shared/api/event-stream'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The general group's numbers by position; a position left out has no limit of its own. */
export const perPositionKeys = [
  'uniquePerPosition',
  'diversificationPerPosition',
  'maxExposurePerPosition',
] as const
export type PerPositionKey = (typeof perPositionKeys)[number]

/** The general group's numbers and switches the page edits (SPEC §3). */
export const generalNumberKeys = [
  'uniquePlayers',
  'minSalaryCapPct',
  'maxSalaryCapPct',
  'maxExposurePct',
  'maxPerTeam',
  'diversification',
  'playersAgainstOpponent',
  'maxOwnershipPerLineupPct',
  'rosterSize',
] as const
export type GeneralNumberKey = (typeof generalNumberKeys)[number]

export const generalSwitchKeys = [
  'avoidOpposition',
  'avoidSameFight',
  'teeTimesInclusive',
  'hasFullVersion',
] as const
export type GeneralSwitchKey = (typeof generalSwitchKeys)[number]

/** Whose settings: sport, site and slate (SPEC §7 query). */
export type SettingsScope = {
  readonly sportId: number
  readonly siteId: number
  readonly contestGroupId: number
}

const scopeQuery = (scope: SettingsScope) => ({
  sport_id: scope.sportId,
  site_id: scope.siteId,
  contest_group_id: scope.contestGroupId,
})

/** A player's lock, exclude and exposure limits for a build. */
export type PlayerChoice = {
  readonly lock?: boolean
  readonly exclude?: boolean
  readonly minExposurePct?: number
  readonly maxExposurePct?: number
}

/** What the Build button sends. */
export type BuildStart = {
  readonly contestGroupId: number
  readonly count: number
  readonly settings: OptimizerSettings
  readonly choices: Readonly<Record<string, PlayerChoice>>
}

/** A build known by its summary (queued, running, cancelled): no lineups to show yet. */
const withoutLineups = (summary: BuildSummary): Build => ({
  ...summary,
  slots: [],
  lineups: [],
  exposures: [],
})

/** Whether a build is still going. */
export const isBuildActive = (build: Pick<Build, 'status'>): boolean =>
  build.status === 'queued' || build.status === 'running'

/** A build as the page follows it, and why following it failed (the server's words). */
export type FollowedBuild = { readonly build: Build; readonly failure: string | null }

/**
 * Follows a build's progress events (`GET /svc/optimizer/builds/{buildId}/events`) until it
 * finishes, telling `onEvent` each running state, then reads its lineups
 * (`GET /svc/optimizer/builds/{buildId}/`).
 */
const followBuild = async (
  buildId: string,
  onEvent: (build: Build) => void,
  signal: AbortSignal,
): Promise<Build> => {
  // The final state comes with the lineups from the build's own read: the last event has none.
  await followJobEvents(
    fillPath(buildEventsRoute.path, { buildId }),
    (data) => withoutLineups(buildSummarySchema.parse(data)),
    (build) => {
      if (isBuildActive(build)) onEvent(build)
    },
    signal,
  )
  return callApi(buildRoute, { params: { buildId } }, { signal })
}

const settingsTag = multiSettingsRoute.tag

const multiLineupSettingsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /svc/multi-settings`; any failure reads `Failed to fetch settings`. */
    multiSettings: build.query<OptimizerSettings, SettingsScope>({
      query: (scope) =>
        contractCall(multiSettingsRoute, { query: scopeQuery(scope) }, errors.fetchSettings),
      providesTags: [settingsTag],
    }),
    /** `POST /svc/multi-settings/save` under a view; the server's words name a bad field. */
    saveMultiSettings: build.mutation<
      OptimizerSettings,
      { readonly scope: SettingsScope; readonly view: string; readonly settings: OptimizerSettings }
    >({
      query: ({ scope, view, settings }) =>
        contractCall(
          saveMultiSettingsRoute,
          { query: { ...scopeQuery(scope), view }, body: { multiSettings: settings } },
          userFacingMessage,
        ),
      onQueryStarted: async ({ scope }, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => undefined)
        if (saved !== undefined) {
          dispatch(multiLineupSettingsApi.util.upsertQueryData('multiSettings', scope, saved.data))
        }
      },
    }),
    /** `GET /svc/multi-settings/templates`; any failure reads `Failed to fetch templates`. */
    templates: build.query<readonly OptimizerSettings[], SettingsScope>({
      query: (scope) =>
        contractCall(templatesRoute, { query: scopeQuery(scope) }, errors.fetchTemplates),
      providesTags: [settingsTag],
    }),
    /** `POST /svc/multi-settings/templates/save`: the answer replaces the list (SPEC §4). */
    saveTemplates: build.mutation<
      readonly OptimizerSettings[],
      { readonly scope: SettingsScope; readonly templates: readonly OptimizerSettings[] }
    >({
      query: ({ scope, templates }) =>
        contractCall(
          saveTemplatesRoute,
          { query: scopeQuery(scope), body: { templates: [...templates] } },
          userFacingMessage,
        ),
      onQueryStarted: ({ scope }, { dispatch, queryFulfilled }) =>
        replaceTemplates(scope, dispatch, queryFulfilled),
    }),
    /** `POST /svc/multi-settings/templates/delete`: answers the list left (SPEC §4). */
    deleteTemplate: build.mutation<
      readonly OptimizerSettings[],
      { readonly scope: SettingsScope; readonly templateId: number }
    >({
      query: ({ scope, templateId }) =>
        contractCall(
          deleteTemplateRoute,
          { query: { ...scopeQuery(scope), settings_id: String(templateId) } },
          userFacingMessage,
        ),
      onQueryStarted: ({ scope }, { dispatch, queryFulfilled }) =>
        replaceTemplates(scope, dispatch, queryFulfilled),
    }),
    /** The slate's player pool (`GET /svc/optimizer/pool/`). */
    pool: build.query<SlatePool, number>({
      query: (contestGroupId) =>
        contractCall(poolRoute, { query: { contest_group_id: contestGroupId } }, userFacingMessage),
      providesTags: [poolRoute.tag],
    }),
    /**
     * A build by its id (`GET /svc/optimizer/builds/{buildId}/`). While it runs, the entry
     * follows its progress events and then reads its lineups (a streaming cache entry,
     * docs/decisions.md); leaving the build closes the stream.
     */
    build: build.query<FollowedBuild, string>({
      query: (buildId) => contractCall(buildRoute, { params: { buildId } }, userFacingMessage),
      transformResponse: (build: Build) => ({ build, failure: null }),
      onCacheEntryAdded: async (
        buildId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData },
      ) => {
        const { data } = await cacheDataLoaded
        if (!isBuildActive(data.build)) return
        const stream = new AbortController()
        void cacheEntryRemoved.then(() => stream.abort())
        const show = (shown: Build) => updateCachedData(() => ({ build: shown, failure: null }))
        try {
          show(await followBuild(buildId, show, stream.signal))
        } catch (error) {
          if (!stream.signal.aborted) {
            updateCachedData((followed) => ({ ...followed, failure: userFacingMessage(error) }))
          }
        }
      },
      providesTags: [buildRoute.tag],
    }),
    /** `POST /svc/optimizer/builds/`: the queued build, followed from then on. */
    startBuild: build.mutation<Build, BuildStart>({
      query: (start) =>
        contractCall(
          startBuildRoute,
          {
            body: {
              contestGroupId: start.contestGroupId,
              count: start.count,
              settings: start.settings,
              players: Object.entries(start.choices).map(([id, choice]) => ({ id, ...choice })),
            },
          },
          userFacingMessage,
        ),
      transformResponse: withoutLineups,
      onQueryStarted: async (_start, { dispatch, queryFulfilled }) => {
        const started = await queryFulfilled.catch(() => undefined)
        if (started === undefined) return
        const { data } = started
        dispatch(
          multiLineupSettingsApi.util.upsertQueryData('build', data.buildId, {
            build: data,
            failure: null,
          }),
        )
      },
    }),
    /** `POST /svc/optimizer/builds/{buildId}/cancel/`: the build stops where it is. */
    cancelBuild: build.mutation<Build, string>({
      query: (buildId) =>
        contractCall(cancelBuildRoute, { params: { buildId } }, userFacingMessage),
      transformResponse: withoutLineups,
      onQueryStarted: async (buildId, { dispatch, queryFulfilled }) => {
        const cancelled = await queryFulfilled.catch(() => undefined)
        if (cancelled === undefined) return
        dispatch(
          multiLineupSettingsApi.util.updateQueryData('build', buildId, () => ({
            build: cancelled.data,
            failure: null,
          })),
        )
      },
    }),
    /** The site's upload CSV of a done build (`GET …/upload.csv`). */
    uploadCsv: build.mutation<string, string>({
      query: (buildId) => contractCall(uploadCsvRoute, { params: { buildId } }, userFacingMessage),
    }),
    /** A DKEntries.csv filled with the build's lineups (`POST …/dk-entries/`). */
    fillDkEntries: build.mutation<string, { readonly buildId: string; readonly csv: string }>({
      query: ({ buildId, csv }) =>
        contractCall(dkEntriesRoute, { params: { buildId }, body: { csv } }, userFacingMessage),
    }),
  }),
})

/** Puts a templates write's answer, the whole stored list, in place of the cached list. */
async function replaceTemplates(
  scope: SettingsScope,
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ readonly data: readonly OptimizerSettings[] }>,
) {
  const answer = await queryFulfilled.catch(() => undefined)
  if (answer !== undefined) {
    dispatch(multiLineupSettingsApi.util.upsertQueryData('templates', scope, answer.data))
  }
}

export const {
  useMultiSettingsQuery,
  useSaveMultiSettingsMutation,
  useTemplatesQuery,
  useSaveTemplatesMutation,
  useDeleteTemplateMutation,
  usePoolQuery,
  useBuildQuery,
  useStartBuildMutation,
  useCancelBuildMutation,
  useUploadCsvMutation,
  useFillDkEntriesMutation,
} = multiLineupSettingsApi

/** The build cache entry's actions, for tests that follow a build without a page. */
export const buildEndpoint = multiLineupSettingsApi.endpoints.build
