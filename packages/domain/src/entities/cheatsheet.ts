/**
 * Season-long football's scoring, roster and saved cheatsheet settings (SPEC §3 "Saved
 * cheatsheet"), and the stat line they score. A stat line has the same groups and keys as the
 * scoring, so a line's fantasy points are Σ count × points per key: `yardBonus` counts the
 * games over the bonus threshold, a points-allowed bucket (`pa7_13`) the games a defense
 * allowed that many, a kicking band (`made40_49`, `miss40_49`) the kicks of that distance.
 */
import { z } from 'zod'
import {
  cheatsheetRosterSlots,
  savedCheatsheetDefaults,
  savedCheatsheetRoster,
} from '../season-long-defaults'
import { nameText } from './fields'

/** The keys of each scoring group, in the spec's order. */
export const scoringGroupKeys = {
  passing: ['attempts', 'completions', 'ints', 'tds', 'yardBonus', 'yards'],
  rushing: ['attempts', 'yards', 'tds', 'yardBonus'],
  receiving: ['receptions', 'tds', 'yardBonus', 'yards'],
  defense: [
    'blocks',
    'fumblesForced',
    'fumblesRecovered',
    'ints',
    'sacks',
    'safeties',
    'tds',
    'tfls',
    'pa0',
    'pa1_6',
    'pa7_13',
    'pa14_20',
    'pa21_27',
    'pa28_34',
    'pa35',
  ],
  kicking: [
    'made0_19',
    'made20_29',
    'made30_39',
    'made40_49',
    'made50',
    'miss0_19',
    'miss20_29',
    'miss30_39',
    'miss40_49',
    'miss50',
    'pat',
    'patMiss',
  ],
  misc: ['fumblesLost', 'kickReturnTds', 'puntReturnTds', 'twoPt'],
} as const

/** A scoring group such as `'passing'`. */
export type ScoringGroup = keyof typeof scoringGroupKeys

const groupSchema = <K extends string>(keys: readonly K[], value: z.ZodNumber) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, value.default(0)])) as Record<
      K,
      z.ZodDefault<z.ZodNumber>
    >,
  )

// Points per stat are bounded so a typo cannot overflow a season's total.
const pointsPerStat = z.number().min(-100).max(100)
const statCount = z.number().min(0).max(100_000)

/**
 * Points per stat, by group (SPEC §3 "Scoring groups"); a missing key scores 0.
 * @example scoringSchema.parse({ receiving: { receptions: 1 } }).receiving.receptions // 1
 */
export const scoringSchema = z.object({
  passing: groupSchema(scoringGroupKeys.passing, pointsPerStat).prefault({}),
  rushing: groupSchema(scoringGroupKeys.rushing, pointsPerStat).prefault({}),
  receiving: groupSchema(scoringGroupKeys.receiving, pointsPerStat).prefault({}),
  defense: groupSchema(scoringGroupKeys.defense, pointsPerStat).prefault({}),
  kicking: groupSchema(scoringGroupKeys.kicking, pointsPerStat).prefault({}),
  misc: groupSchema(scoringGroupKeys.misc, pointsPerStat).prefault({}),
})
export type Scoring = z.infer<typeof scoringSchema>

/**
 * A player's counts for a season or a week, by the scoring's groups and keys.
 * @example statLineSchema.parse({ passing: { yards: 4100, tds: 30 } }).passing.ints // 0
 */
export const statLineSchema = z.object({
  passing: groupSchema(scoringGroupKeys.passing, statCount).prefault({}),
  rushing: groupSchema(scoringGroupKeys.rushing, statCount).prefault({}),
  receiving: groupSchema(scoringGroupKeys.receiving, statCount).prefault({}),
  defense: groupSchema(scoringGroupKeys.defense, statCount).prefault({}),
  kicking: groupSchema(scoringGroupKeys.kicking, statCount).prefault({}),
  misc: groupSchema(scoringGroupKeys.misc, statCount).prefault({}),
})
export type StatLine = z.infer<typeof statLineSchema>
/** A stat line as callers write it: groups and keys left out count 0. */
export type StatLineInput = z.input<typeof statLineSchema>

/**
 * The saved-sheet default scoring (SPEC §3): 0.04 a passing yard, 4 a passing touchdown, full
 * point per reception, and so on. Keys left out score 0.
 * @example savedCheatsheetScoring.passing.yards // 0.04
 */
export const savedCheatsheetScoring = {
  passing: { ints: -1, tds: 4, yards: 0.04 },
  rushing: { yards: 0.1, tds: 6 },
  receiving: { receptions: 1, yards: 0.1, tds: 6 },
  defense: {
    pa0: 10,
    pa1_6: 7,
    pa7_13: 4,
    pa14_20: 1,
    pa21_27: 0,
    pa28_34: -1,
    pa35: -4,
    blocks: 2,
    fumblesForced: 2,
    fumblesRecovered: 2,
    ints: 2,
    sacks: 1,
    safeties: 2,
    tds: 6,
  },
  kicking: {
    made0_19: 3,
    made20_29: 3,
    made30_39: 3,
    made40_49: 4,
    made50: 5,
    miss0_19: -1,
    miss20_29: -1,
    miss30_39: -1,
    miss40_49: -1,
    miss50: -1,
    pat: 1,
    patMiss: -1,
  },
  misc: { fumblesLost: -2, kickReturnTds: 6, puntReturnTds: 6, twoPt: 2 },
} as const

/**
 * Players per roster slot; flex slots name the positions they take (`rb_wr_te`).
 * @example rosterSchema.parse({}).bench // 6
 */
export const rosterSchema = z.object(
  Object.fromEntries(
    cheatsheetRosterSlots.map((slot) => [
      slot,
      z.number().int().min(0).max(10).default(savedCheatsheetRoster[slot]),
    ]),
  ) as Record<(typeof cheatsheetRosterSlots)[number], z.ZodDefault<z.ZodNumber>>,
)
export type Roster = z.infer<typeof rosterSchema>

/**
 * The scoring types a projection call names: full, half and no point per reception, and the
 * sheet's own (`custom`, body = the settings).
 */
export const scoringTypes = {
  /** Full point per reception. */
  ppr: 'ppr',
  /** Half a point per reception. */
  half: 'half',
  /** No point per reception. */
  standard: 'standard',
  /** The sheet's own scoring, posted as the body. */
  custom: 'custom',
} as const
export type ScoringType = (typeof scoringTypes)[keyof typeof scoringTypes]

/** Expert keys: lower-case letters, digits and dashes, as stored (`consensus`, `fl`). */
export const expertNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/i, 'letters, digits and dashes only')

/**
 * A saved cheatsheet's settings (SPEC §3) with their defaults; stored as a JSON string.
 * @example cheatsheetSettingsSchema.parse({}).teamCount // 12
 */
export const cheatsheetSettingsSchema = z.object({
  auctionBudget: z.number().int().min(1).max(10_000).default(savedCheatsheetDefaults.auctionBudget),
  cheatsheetName: nameText(80).default(savedCheatsheetDefaults.cheatsheetName),
  cheatsheetType: z.enum(['snake', 'auction']).default(savedCheatsheetDefaults.cheatsheetType),
  expert: z
    .array(expertNameSchema)
    .min(1)
    .max(10)
    .default([...savedCheatsheetDefaults.expert]),
  roster: rosterSchema.prefault({}),
  scoring: scoringSchema.prefault(savedCheatsheetScoring),
  scoringType: z
    .enum([scoringTypes.ppr, scoringTypes.half, scoringTypes.standard, scoringTypes.custom])
    .default(savedCheatsheetDefaults.scoringType),
  teamCount: z.number().int().min(2).max(32).default(savedCheatsheetDefaults.teamCount),
})
export type CheatsheetSettings = z.infer<typeof cheatsheetSettingsSchema>
export type CheatsheetSettingsInput = z.input<typeof cheatsheetSettingsSchema>
