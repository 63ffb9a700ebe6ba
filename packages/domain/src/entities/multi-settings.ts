/**
 * The multi-lineup settings object (SPEC §3 "Multi-lineup settings", §5 validation) with the
 * defaults of `@slatelab/domain/multi-lineup-defaults`. The API stores it as is; the optimizer
 * turns each active part into rules (`settings-rules.ts`).
 */
import {
  maxCustomFilters,
  maxRulesPerSettings,
  multiLineupGeneralDefaults as general,
} from '../multi-lineup-defaults'
import { z } from 'zod'
import { nameText } from './fields'
import { gppSettingsSchema } from './gpp-settings'

/**
 * How many players a count rule asks for.
 * @example countTypes.atLeast // 'atLeast'
 */
export const countTypes = {
  /** The count is this many or more. */
  atLeast: 'atLeast',
  /** The count is this many or fewer. */
  atMost: 'atMost',
  /** The count is exactly this many. */
  exactly: 'exactly',
} as const
export const countTypeSchema = z.enum(countTypes)
export type CountType = z.infer<typeof countTypeSchema>

/**
 * Comparison of a custom rule; `value2` is read only for `between` (SPEC §5).
 * @example ruleOperators.between // 'between'
 */
export const ruleOperators = {
  /** Field below value1. */
  lessThan: 'lessThan',
  /** Field above value1. */
  greaterThan: 'greaterThan',
  /** Field equal to value1. */
  equals: 'equals',
  /** Field from value1 to value2, both included. */
  between: 'between',
} as const
export const ruleOperatorSchema = z.enum(ruleOperators)

/**
 * Which team a position stack takes its stacked players from, seen from the key player.
 * @example teamGameTypes.opponent // 'opponent'
 */
export const teamGameTypes = {
  /** The key player's own team. */
  sameTeam: 'sameTeam',
  /** The team he plays against (a bring-back). */
  opponent: 'opponent',
  /** Either team of his game. */
  sameGame: 'sameGame',
} as const

const percentSetting = z.number().min(0).max(100)
const positionNumbers = z.record(z.string(), z.number().nonnegative()).default({})
const playerId = z.string().min(1)

/** The general group (SPEC §3) with its defaults. */
export const generalSettingsSchema = z.object({
  uniquePlayers: z.number().int().min(0).default(general.uniquePlayers),
  minSalaryCapPct: percentSetting.default(general.minSalaryCapPct),
  maxSalaryCapPct: percentSetting.default(general.maxSalaryCapPct),
  maxExposurePct: percentSetting.default(general.maxExposurePct),
  /** Relative noise on projections, in percent of each projection (0 = none). */
  diversification: z.number().min(0).max(100).default(general.diversification),
  /** Hitters (skaters, offense) a lineup may start against its own pitcher (goalie, DST); 0 = no limit. */
  playersAgainstOpponent: z.number().int().min(0).default(general.playersAgainstOpponent),
  maxPerTeam: z.number().int().min(1).default(general.maxPerTeam),
  rosterSize: z.number().int().min(1).default(general.rosterSize),
  teeTimesInclusive: z.boolean().default(general.teeTimesInclusive),
  hasFullVersion: z.boolean().default(general.hasFullVersion),
  maxOwnershipPerLineupPct: z.number().min(0).default(general.maxOwnershipPerLineupPct),
  flexGroups: z
    .array(
      z.object({
        groupName: z.string().min(1),
        positions: z.array(z.object({ positionName: z.string(), isSelected: z.boolean() })),
      }),
    )
    .default([]),
  /** Per position: players of it that must differ from every earlier lineup. */
  uniquePerPosition: positionNumbers,
  /** Per position: diversification in percent, over the general one. */
  diversificationPerPosition: positionNumbers,
  /** Per position: most exposure of any one player of it, in percent. */
  maxExposurePerPosition: positionNumbers,
  avoidSameFight: z.boolean().default(false),
  avoidOpposition: z.boolean().default(false),
})
export type GeneralSettings = z.infer<typeof generalSettingsSchema>
export type FlexGroup = GeneralSettings['flexGroups'][number]

/** A custom rule: `playerCount` players (of `positions`, all when empty) whose field passes. */
export const customRuleSchema = z.object({
  key: z.string().default(''),
  type: countTypeSchema.default('atLeast'),
  playerCount: z.number().int().min(0),
  fieldName: z.string().min(1).default('projection'),
  fieldDisplayName: z.string().default('Projection'),
  operator: ruleOperatorSchema,
  positions: z.array(z.string()).default([]),
  value1: z.number(),
  value2: z.number().optional(),
  isActive: z.boolean().default(true),
})
export type CustomRule = z.infer<typeof customRuleSchema>

export const teamLimitSchema = z.object({
  team: z.string().min(1),
  minCount: z.number().int().min(0).default(0),
  maxCount: z.number().int().min(0).optional(),
})
export type TeamLimit = z.infer<typeof teamLimitSchema>

/** At least `stackCount` players of one team (of `teams`, any when empty). */
export const teamStackSchema = z.object({
  key: z.string().default(''),
  isActive: z.boolean().default(true),
  stackCount: z.number().int().min(2),
  consecutivePlayers: z.boolean().default(false),
  teams: z.array(z.string()).default([]),
})
export type TeamStack = z.infer<typeof teamStackSchema>

/**
 * Whenever a `keyPosition` player is in a lineup, `playerCount` players of `positions` from
 * his team, his opponent or his game go with him (`stackType` at least / at most / exactly).
 */
export const positionStackSchema = z.object({
  pairLimit: z.number().int().min(0).default(0),
  keyPosition: z.string().min(1),
  secondaryPosition: z.string().default(''),
  stackType: countTypeSchema.default('atLeast'),
  playerCount: z.number().int().min(0),
  positions: z.array(z.string()).min(1),
  teamGameType: z.enum(teamGameTypes).default('sameTeam'),
  customRules: z.array(customRuleSchema).default([]),
  isActive: z.boolean().default(true),
  teamOption: z.enum(['includesOnly', 'excludesOnly']).default('excludesOnly'),
  stackTeams: z.array(z.string()).default([]),
  secondaryStackType: z.enum(['none', 'sameLine', 'samePowerPlay']).default('none'),
  excludeQbStack: z.boolean().default(false),
})
export type PositionStack = z.infer<typeof positionStackSchema>

/** Two players together (if the first, then the second) or apart (never both). */
export const playerCorrelationSchema = z.object({
  key: z.string().default(''),
  playerId,
  otherPlayerId: playerId,
  kind: z.enum(['together', 'apart']),
  isActive: z.boolean().default(true),
})
export type PlayerCorrelation = z.infer<typeof playerCorrelationSchema>

/** "At least / at most / exactly `count` of these", or "if any of these, then `count` of those". */
export const playerGroupSchema = z.object({
  key: z.string().default(''),
  kind: z.enum([...Object.values(countTypes), 'ifThen']),
  count: z.number().int().min(0),
  playerIds: z.array(playerId).min(1),
  thenPlayerIds: z.array(playerId).default([]),
  isActive: z.boolean().default(true),
})
export type PlayerGroup = z.infer<typeof playerGroupSchema>

/** Golf: at least `playerCount` golfers teeing off within a window of one round. */
export const teeTimeStackSchema = z.object({
  key: z.string().default(''),
  isActive: z.boolean().default(true),
  playerCount: z.number().int().min(1),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
})
export type TeeTimeStack = z.infer<typeof teeTimeStackSchema>

/** NASCAR: a count of drivers by starting position (SPEC §5 suggests 30 and 5). */
export const startingPosRuleSchema = customRuleSchema.omit({
  fieldName: true,
  fieldDisplayName: true,
})
export type StartingPosRule = z.infer<typeof startingPosRuleSchema>

/** The rule lists of a settings object, whose entries SPEC §5's limit of 100 counts together. */
const ruleLists = [
  'customRules',
  'teamLimits',
  'teamStacks',
  'positionStacks',
  'playerCorrelations',
  'playerGroups',
  'teeTimeStacks',
  'startingPosRules',
] as const

/**
 * Every rule of a settings object that SPEC §5's limit of 100 counts.
 * @example ruleCount(settings) // 4
 */
export const ruleCount = (
  settings: Readonly<Record<(typeof ruleLists)[number], readonly unknown[]>>,
): number => ruleLists.reduce((sum, list) => sum + settings[list].length, 0)

/**
 * The settings object. Parsing fills every default, so `{}` is a valid object.
 * @example optimizerSettingsSchema.parse({}).general.maxPerTeam // 5
 */
export const optimizerSettingsSchema = z
  .object({
    general: generalSettingsSchema.default(() => generalSettingsSchema.parse({})),
    customRules: z.array(customRuleSchema).default([]),
    teamLimits: z.array(teamLimitSchema).default([]),
    teamStacks: z.array(teamStackSchema).default([]),
    positionStacks: z.array(positionStackSchema).default([]),
    playerCorrelations: z.array(playerCorrelationSchema).default([]),
    playerGroups: z.array(playerGroupSchema).default([]),
    teeTimeStacks: z.array(teeTimeStackSchema).default([]),
    startingPosRules: z.array(startingPosRuleSchema).default([]),
    /** Slot rules, lineup ownership, stack exposure and the objective (`gpp-settings.ts`). */
    gpp: gppSettingsSchema.default(() => gppSettingsSchema.parse({})),
    defaultView: nameText(60).default(''),
    templateName: nameText(80).default(''),
    templateId: z.number().int().optional(),
    isPro: z.boolean().default(false),
    isDefault: z.boolean().default(false),
  })
  .superRefine((settings, context) => {
    const filters = new Set(settings.customRules.map((rule) => rule.fieldName))
    if (filters.size > maxCustomFilters) {
      context.addIssue({
        code: 'custom',
        path: ['customRules'],
        message: `At most ${maxCustomFilters} custom filters`,
      })
    }
    if (ruleCount(settings) > maxRulesPerSettings) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: `At most ${maxRulesPerSettings} rules per settings object`,
      })
    }
  })
export type OptimizerSettings = z.infer<typeof optimizerSettingsSchema>
export type OptimizerSettingsInput = z.input<typeof optimizerSettingsSchema>
