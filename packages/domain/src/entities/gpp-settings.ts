/**
 * The GPP section of the multi-lineup settings (issue 33): rules by slot for single-game slates
 * (captain, MVP, STAR), lineup ownership, stack exposure over a build, and what the build
 * maximises. Every default turns its rule off, so a settings object without the section builds
 * as before.
 */
import { z } from 'zod'

const percent = z.number().min(0).max(100)
const playerId = z.string().min(1)
/** A slot code of the format (`CPT`, `MVP`, `FLEX`); '' in a condition's other side: any slot. */
const slotCode = z.string().max(20)

/** Most entries per GPP rule list (SPEC §5 caps a settings object at 100 rules). */
export const maxGppRules = 100

/**
 * A player's rule in one slot: lock him there, keep him out of it, or bound how often he fills
 * it over the build (`maxExposurePct: 30` at CPT: captain in at most 30 % of the lineups, as flex
 * as often as his own limits allow).
 * @example slotRuleSchema.parse({ playerId: '11191', slot: 'CPT', maxExposurePct: 30 })
 */
export const slotRuleSchema = z.object({
  key: z.string().default(''),
  playerId,
  slot: slotCode.min(1),
  lock: z.boolean().default(false),
  exclude: z.boolean().default(false),
  minExposurePct: percent.default(0),
  maxExposurePct: percent.default(100),
  isActive: z.boolean().default(true),
})
export type SlotRule = z.infer<typeof slotRuleSchema>

/**
 * "If X is in `slot`, then Y is (together) or is not (apart) in `otherSlot`" ('' = any slot).
 * @example slotConditionSchema.parse({ playerId: 'a', slot: 'CPT', otherPlayerId: 'b', otherSlot: 'FLEX', kind: 'together' })
 */
export const slotConditionSchema = z.object({
  key: z.string().default(''),
  playerId,
  slot: slotCode.min(1),
  otherPlayerId: playerId,
  otherSlot: slotCode.default(''),
  kind: z.enum(['together', 'apart']),
  isActive: z.boolean().default(true),
})
export type SlotCondition = z.infer<typeof slotConditionSchema>

/**
 * Ownership of each lineup, in percent of the field (a captain counts his captain ownership).
 * 0 turns a bound off. `maxGeoMeanPct` caps the product of ownerships: product ≤ (g/100)^n, the
 * same as a geometric mean of at most g %.
 */
export const lineupOwnershipSchema = z.object({
  minSumPct: z.number().min(0).default(0),
  maxGeoMeanPct: percent.default(0),
  /** "At least `lowOwnedCount` players under `lowOwnedUnderPct` % owned"; 0 = off. */
  lowOwnedCount: z.number().int().min(0).default(0),
  lowOwnedUnderPct: percent.default(10),
})
export type LineupOwnership = z.infer<typeof lineupOwnershipSchema>

/** One team's own cap on its stacks, over the general one. */
export const teamStackCapSchema = z.object({ team: z.string().min(1), maxPct: percent })

/**
 * How often one team's (one game's) stack may appear in a build: a lineup stacks a team when it
 * has `teamStackSize` or more of its players, a game with `gameStackSize` or more. 100 = no cap.
 */
export const stackExposureSchema = z.object({
  teamStackSize: z.number().int().min(2).default(3),
  maxTeamStackPct: percent.default(100),
  gameStackSize: z.number().int().min(2).default(4),
  maxGameStackPct: percent.default(100),
  teams: z.array(teamStackCapSchema).max(maxGppRules).default([]),
})
export type StackExposure = z.infer<typeof stackExposureSchema>

/**
 * Expected duplicates of each lineup: how many other entries of the target contest are
 * expected to hold the same lineup (the optimizer's duplicates model, fitted to the field
 * SimLabs draws). `maxExpected` caps it in every lineup (0 = no cap); `contestSize` is the
 * contest's entries (0 = the slate's largest tournament).
 * @example expectedDuplicatesSchema.parse({ maxExpected: 0.5 }).contestSize // 0
 */
export const expectedDuplicatesSchema = z.object({
  maxExpected: z.number().min(0).default(0),
  contestSize: z.number().int().min(0).default(0),
})
export type ExpectedDuplicatesSettings = z.infer<typeof expectedDuplicatesSchema>

/**
 * What a build maximises per player.
 * @example objectiveKinds.ceiling // 'ceiling'
 */
export const objectiveKinds = {
  /** The projection (mean). */
  mean: 'mean',
  /** The projected ceiling (a high percentile). */
  ceiling: 'ceiling',
  /** The projected floor (a low percentile). */
  floor: 'floor',
  /** weights × (mean, ceiling, floor), normalised by their sum. */
  blend: 'blend',
  /** Each lineup on one correlated simulated outcome of the slate (SaberSim-style). */
  simulation: 'simulation',
} as const
export type ObjectiveKind = (typeof objectiveKinds)[keyof typeof objectiveKinds]

export const objectiveSchema = z.object({
  kind: z.enum(objectiveKinds).default('mean'),
  meanWeight: z.number().min(0).default(1),
  ceilingWeight: z.number().min(0).default(0),
  floorWeight: z.number().min(0).default(0),
})
export type Objective = z.infer<typeof objectiveSchema>

/**
 * The GPP section; `{}` parses to every rule off and the mean objective.
 * @example gppSettingsSchema.parse({}).objective.kind // 'mean'
 */
export const gppSettingsSchema = z.object({
  /**
   * No player of a lineup faces its own defence (NFL DST, NHL goalie, MLB pitcher). The general
   * `playersAgainstOpponent` reads 0 as "no limit", so forbidding them needs this switch.
   */
  noneAgainstOwnDefense: z.boolean().default(false),
  slotRules: z.array(slotRuleSchema).max(maxGppRules).default([]),
  slotConditions: z.array(slotConditionSchema).max(maxGppRules).default([]),
  ownership: lineupOwnershipSchema.default(() => lineupOwnershipSchema.parse({})),
  stackExposure: stackExposureSchema.default(() => stackExposureSchema.parse({})),
  objective: objectiveSchema.default(() => objectiveSchema.parse({})),
  duplicates: expectedDuplicatesSchema.default(() => expectedDuplicatesSchema.parse({})),
})
export type GppSettings = z.infer<typeof gppSettingsSchema>
