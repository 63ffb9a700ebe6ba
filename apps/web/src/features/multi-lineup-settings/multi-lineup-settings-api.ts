/**
 * The calls of the multi-lineup settings page (docs/optimizer-api.md): settings and templates
 * (SPEC §7 "Multi-lineup settings"), the slate's player pool, and optimizer builds. The
 * settings schema here reads only what the page edits and keeps every other key as the
 * server sent it (the engine's schema is the source of truth and fills the defaults).
 */
import { z } from 'zod'
import { svcClient } from '../../shared/api/api-clients'
import { followJobEvents } from '../../shared/api/event-stream'
import { authModes } from '../../shared/api/http-client'

const countType = z.enum(['atLeast', 'atMost', 'exactly'])

const customRuleSchema = z.looseObject({
  key: z.string(),
  type: countType,
  playerCount: z.number(),
  fieldName: z.string(),
  fieldDisplayName: z.string(),
  operator: z.enum(['lessThan', 'greaterThan', 'equals', 'between']),
  positions: z.array(z.string()),
  value1: z.number(),
  value2: z.number().optional(),
  isActive: z.boolean(),
})
export type CustomRule = z.infer<typeof customRuleSchema>

const teamStackSchema = z.looseObject({
  key: z.string(),
  isActive: z.boolean(),
  stackCount: z.number(),
  consecutivePlayers: z.boolean(),
  teams: z.array(z.string()),
})
export type TeamStack = z.infer<typeof teamStackSchema>

const positionStackSchema = z.looseObject({
  keyPosition: z.string(),
  stackType: countType,
  playerCount: z.number(),
  positions: z.array(z.string()),
  teamGameType: z.enum(['sameTeam', 'opponent', 'sameGame']),
  isActive: z.boolean(),
  teamOption: z.enum(['includesOnly', 'excludesOnly']),
  stackTeams: z.array(z.string()),
  secondaryStackType: z.enum(['none', 'sameLine', 'samePowerPlay']),
  excludeQbStack: z.boolean(),
})
export type PositionStack = z.infer<typeof positionStackSchema>

const teamLimitSchema = z.looseObject({
  team: z.string(),
  minCount: z.number(),
  maxCount: z.number().optional(),
})
export type TeamLimit = z.infer<typeof teamLimitSchema>

const playerGroupSchema = z.looseObject({
  key: z.string(),
  kind: z.enum(['atLeast', 'atMost', 'exactly', 'ifThen']),
  count: z.number(),
  playerIds: z.array(z.string()),
  thenPlayerIds: z.array(z.string()),
  isActive: z.boolean(),
})
export type PlayerGroup = z.infer<typeof playerGroupSchema>

const playerCorrelationSchema = z.looseObject({
  key: z.string(),
  playerId: z.string(),
  otherPlayerId: z.string(),
  kind: z.enum(['together', 'apart']),
  isActive: z.boolean(),
})
export type PlayerCorrelation = z.infer<typeof playerCorrelationSchema>

/** Golf: at least `playerCount` golfers teeing off from `from` to `to` (ISO times with offset). */
const teeTimeStackSchema = z.looseObject({
  key: z.string(),
  isActive: z.boolean(),
  playerCount: z.number(),
  from: z.string(),
  to: z.string(),
})
export type TeeTimeStack = z.infer<typeof teeTimeStackSchema>

/** A custom rule on the drivers' starting position (NASCAR); it has no field of its own. */
const startingPosRuleSchema = customRuleSchema.omit({ fieldName: true, fieldDisplayName: true })
export type StartingPosRule = z.infer<typeof startingPosRuleSchema>

const flexGroupSchema = z.looseObject({
  groupName: z.string(),
  positions: z.array(z.object({ positionName: z.string(), isSelected: z.boolean() })),
})
export type FlexGroup = z.infer<typeof flexGroupSchema>

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

/** A multi-lineup settings object as the server answers it (SPEC §3, camelCase). */
export const multiSettingsSchema = z.looseObject({
  general: z
    .looseObject({
      ...Object.fromEntries(generalNumberKeys.map((key) => [key, z.number()])),
      ...Object.fromEntries(generalSwitchKeys.map((key) => [key, z.boolean()])),
    } as Record<GeneralNumberKey, z.ZodNumber> & Record<GeneralSwitchKey, z.ZodBoolean>)
    .extend({
      // Defaults as the engine's schema fills them, for objects stored before these fields.
      flexGroups: z.array(flexGroupSchema).default([]),
      ...(Object.fromEntries(
        perPositionKeys.map((key) => [key, z.record(z.string(), z.number()).default({})]),
      ) as Record<PerPositionKey, z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodNumber>>>),
    }),
  customRules: z.array(customRuleSchema),
  teamLimits: z.array(teamLimitSchema),
  teamStacks: z.array(teamStackSchema),
  positionStacks: z.array(positionStackSchema),
  playerCorrelations: z.array(playerCorrelationSchema),
  playerGroups: z.array(playerGroupSchema),
  teeTimeStacks: z.array(teeTimeStackSchema).default([]),
  startingPosRules: z.array(startingPosRuleSchema).default([]),
  defaultView: z.string(),
  templateName: z.string(),
  templateId: z.number().optional(),
  isPro: z.boolean(),
  isDefault: z.boolean(),
})
export type MultiSettings = z.infer<typeof multiSettingsSchema>

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

const auth = { auth: authModes.required } as const

/** `GET /svc/multi-settings` */
export const getMultiSettings = async (scope: SettingsScope): Promise<MultiSettings> =>
  multiSettingsSchema.parse(
    await svcClient.get('/multi-settings', { ...auth, query: scopeQuery(scope) }),
  )

/** `POST /svc/multi-settings/save` under a view. */
export const postMultiSettings = async (
  scope: SettingsScope,
  view: string,
  settings: MultiSettings,
): Promise<MultiSettings> =>
  multiSettingsSchema.parse(
    await svcClient.post(
      '/multi-settings/save',
      { multiSettings: settings },
      { ...auth, query: { ...scopeQuery(scope), view } },
    ),
  )

const templatesSchema = z.array(multiSettingsSchema)

/** `GET /svc/multi-settings/templates` */
export const getTemplates = async (scope: SettingsScope): Promise<MultiSettings[]> =>
  templatesSchema.parse(
    await svcClient.get('/multi-settings/templates', { ...auth, query: scopeQuery(scope) }),
  )

/** `POST /svc/multi-settings/templates/save`: the new list replaces the old one. */
export const postTemplates = async (
  scope: SettingsScope,
  templates: readonly MultiSettings[],
): Promise<MultiSettings[]> =>
  templatesSchema.parse(
    await svcClient.post(
      '/multi-settings/templates/save',
      { templates },
      {
        ...auth,
        query: scopeQuery(scope),
      },
    ),
  )

/** `POST /svc/multi-settings/templates/delete`: answers the list left. */
export const postTemplateDelete = async (
  scope: SettingsScope,
  templateId: number,
): Promise<MultiSettings[]> =>
  templatesSchema.parse(
    await svcClient.post('/multi-settings/templates/delete', undefined, {
      ...auth,
      query: { ...scopeQuery(scope), settings_id: templateId },
    }),
  )

const poolPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  opponent: z.string(),
  positions: z.array(z.string()).readonly(),
  salary: z.number(),
  projection: z.number(),
  floor: z.number(),
  ceiling: z.number(),
  ownership: z.number(),
  value: z.number(),
  injuryStatus: z.string().nullable(),
})
export type PoolPlayer = z.infer<typeof poolPlayerSchema>

const poolSchema = z.object({
  contestGroupId: z.number(),
  formatKey: z.string(),
  formatName: z.string(),
  salaryCap: z.number(),
  slots: z.array(z.string()).readonly(),
  players: z.array(poolPlayerSchema).readonly(),
})
export type SlatePool = z.infer<typeof poolSchema>

/** `GET /svc/optimizer/pool/` */
export const getPool = async (contestGroupId: number): Promise<SlatePool> =>
  poolSchema.parse(
    await svcClient.get('/optimizer/pool/', {
      ...auth,
      query: { contest_group_id: contestGroupId },
    }),
  )

/** A player's lock, exclude and exposure limits for a build. */
export type PlayerChoice = {
  readonly lock?: boolean
  readonly exclude?: boolean
  readonly minExposurePct?: number
  readonly maxExposurePct?: number
}

const buildSchema = z.object({
  buildId: z.string(),
  contestGroupId: z.number(),
  formatKey: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  done: z.number(),
  count: z.number(),
  error: z.string().nullable(),
  slots: z.array(z.string()).readonly().default([]),
  lineups: z
    .array(
      z.object({
        number: z.number(),
        salary: z.number(),
        projection: z.number(),
        ownership: z.number(),
        stack: z.string(),
        players: z
          .array(z.object({ slot: z.string(), id: z.string(), name: z.string(), team: z.string() }))
          .readonly(),
      }),
    )
    .readonly()
    .default([]),
  exposures: z
    .array(
      z.object({
        playerId: z.string(),
        name: z.string(),
        lineups: z.number(),
        exposurePct: z.number(),
        minExposurePct: z.number(),
        maxExposurePct: z.number(),
      }),
    )
    .readonly()
    .default([]),
})
export type Build = z.infer<typeof buildSchema>
export type BuildLineup = Build['lineups'][number]
export type BuildExposure = Build['exposures'][number]

/** What the Build button sends. */
export type BuildStart = {
  readonly contestGroupId: number
  readonly count: number
  readonly settings: MultiSettings
  readonly choices: Readonly<Record<string, PlayerChoice>>
}

/** `POST /svc/optimizer/builds/`: answers the queued build. */
export const postBuild = async (start: BuildStart): Promise<Build> =>
  buildSchema.parse(
    await svcClient.post(
      '/optimizer/builds/',
      {
        contestGroupId: start.contestGroupId,
        count: start.count,
        settings: start.settings,
        players: Object.entries(start.choices).map(([id, choice]) => ({ id, ...choice })),
      },
      auth,
    ),
  )

/**
 * Follows a build's progress (`GET /svc/optimizer/builds/{buildId}/events`): each state without
 * lineups until it finishes; answers the last.
 */
export const followBuildEvents = (
  buildId: string,
  onEvent: (build: Build) => void,
  signal?: AbortSignal,
): Promise<Build | undefined> =>
  followJobEvents(
    `/optimizer/builds/${buildId}/events`,
    (data) => buildSchema.parse(data),
    onEvent,
    signal,
  )

/** `GET /svc/optimizer/builds/{buildId}/`: progress, then lineups and exposures. */
export const getBuild = async (buildId: string): Promise<Build> =>
  buildSchema.parse(await svcClient.get(`/optimizer/builds/${buildId}/`, auth))

/** `POST /svc/optimizer/builds/{buildId}/cancel/` */
export const postBuildCancel = async (buildId: string): Promise<Build> =>
  buildSchema.parse(await svcClient.post(`/optimizer/builds/${buildId}/cancel/`, undefined, auth))

/** The site's upload CSV of a done build (`GET …/upload.csv`). */
export const getUploadCsv = async (buildId: string): Promise<string> =>
  z.string().parse(await svcClient.get(`/optimizer/builds/${buildId}/upload.csv`, auth))

/** A DKEntries.csv filled with the build's lineups (`POST …/dk-entries/`). */
export const postDkEntries = async (buildId: string, csv: string): Promise<string> =>
  z.string().parse(await svcClient.post(`/optimizer/builds/${buildId}/dk-entries/`, { csv }, auth))
