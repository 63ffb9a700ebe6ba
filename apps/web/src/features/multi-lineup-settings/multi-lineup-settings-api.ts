/**
 * The calls of the multi-lineup settings page (docs/optimizer-api.md): settings and templates
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
import { callApi } from '../../shared/api/call-api'
import { followJobEvents } from '../../shared/api/event-stream'

/** The general group's numbers by position; a position left out has no limit of its own. */
export const perPositionKeys = [
  'uniquePerPosition',
  'diversificationPerPosition',
  'maxExposurePerPosition',
  'bouncePerPosition',
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
  'bounce',
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

/** `GET /svc/multi-settings` */
export const getMultiSettings = (scope: SettingsScope): Promise<OptimizerSettings> =>
  callApi(multiSettingsRoute, { query: scopeQuery(scope) })

/** `POST /svc/multi-settings/save` under a view. */
export const postMultiSettings = (
  scope: SettingsScope,
  view: string,
  settings: OptimizerSettings,
): Promise<OptimizerSettings> =>
  callApi(saveMultiSettingsRoute, {
    query: { ...scopeQuery(scope), view },
    body: { multiSettings: settings },
  })

/** `GET /svc/multi-settings/templates` */
export const getTemplates = (scope: SettingsScope): Promise<readonly OptimizerSettings[]> =>
  callApi(templatesRoute, { query: scopeQuery(scope) })

/** `POST /svc/multi-settings/templates/save`: the new list replaces the old one. */
export const postTemplates = (
  scope: SettingsScope,
  templates: readonly OptimizerSettings[],
): Promise<readonly OptimizerSettings[]> =>
  callApi(saveTemplatesRoute, { query: scopeQuery(scope), body: { templates: [...templates] } })

/** `POST /svc/multi-settings/templates/delete`: answers the list left. */
export const postTemplateDelete = (
  scope: SettingsScope,
  templateId: number,
): Promise<readonly OptimizerSettings[]> =>
  callApi(deleteTemplateRoute, {
    query: { ...scopeQuery(scope), settings_id: String(templateId) },
  })

/** `GET /svc/optimizer/pool/` */
export const getPool = (contestGroupId: number): Promise<SlatePool> =>
  callApi(poolRoute, { query: { contest_group_id: contestGroupId } })

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

/** `POST /svc/optimizer/builds/`: answers the queued build. */
export const postBuild = async (start: BuildStart): Promise<Build> =>
  withoutLineups(
    await callApi(startBuildRoute, {
      body: {
        contestGroupId: start.contestGroupId,
        count: start.count,
        settings: start.settings,
        players: Object.entries(start.choices).map(([id, choice]) => ({ id, ...choice })),
      },
    }),
  )

/**
 * Follows a build's progress (`GET /svc/optimizer/builds/{buildId}/events`): its summary at
 * each change until it finishes; answers the last.
 */
export const followBuildEvents = (
  buildId: string,
  onEvent: (build: Build) => void,
  signal?: AbortSignal,
): Promise<Build | undefined> =>
  followJobEvents(
    fillPath(buildEventsRoute.path, { buildId }),
    (data) => withoutLineups(buildSummarySchema.parse(data)),
    onEvent,
    signal,
  )

/** `GET /svc/optimizer/builds/{buildId}/`: progress, then lineups and exposures. */
export const getBuild = (buildId: string): Promise<Build> =>
  callApi(buildRoute, { params: { buildId } })

/** `POST /svc/optimizer/builds/{buildId}/cancel/` */
export const postBuildCancel = async (buildId: string): Promise<Build> =>
  withoutLineups(await callApi(cancelBuildRoute, { params: { buildId } }))

/** The site's upload CSV of a done build (`GET …/upload.csv`). */
export const getUploadCsv = (buildId: string): Promise<string> =>
  callApi(uploadCsvRoute, { params: { buildId } })

/** A DKEntries.csv filled with the build's lineups (`POST …/dk-entries/`). */
export const postDkEntries = (buildId: string, csv: string): Promise<string> =>
  callApi(dkEntriesRoute, { params: { buildId }, body: { csv } })
