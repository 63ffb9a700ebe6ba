/**
 * Fantasy scoring as data: what each stat of a box-score line is worth on a site, plus the
 * bonuses the sites pay for thresholds, point-allowed buckets and finishing places. A scorer
 * (packages/engine) applies any table the same way, so a new site or rule change is a data
 * change only. Values: ../shared/reference/dfs-rules.md §2.
 */
import { z } from 'zod'

/**
 * A stat built from other stats of the same line before scoring: a sum (`skaterPoints` =
 * goals + assists) or a count of stats reaching a value (`doubleDigitCategories`).
 * @example { key: 'skaterPoints', sumOf: ['goals', 'assists'] }
 */
export const derivedStatSchema = z.union([
  z.object({ key: z.string(), sumOf: z.array(z.string()).min(1).readonly() }).readonly(),
  z
    .object({
      key: z.string(),
      countAtLeast: z.number(),
      of: z.array(z.string()).min(1).readonly(),
    })
    .readonly(),
])
export type DerivedStat = z.infer<typeof derivedStatSchema>

/**
 * A bonus paid once when a stat reaches a value (DK's +3 for a 300-yard passer). Several
 * thresholds on one stat stack.
 * @example { stat: 'passingYards', atLeast: 300, points: 3 }
 */
export const thresholdBonusSchema = z
  .object({ stat: z.string(), atLeast: z.number(), points: z.number() })
  .readonly()
export type ThresholdBonus = z.infer<typeof thresholdBonusSchema>

/**
 * Points by the range a stat falls in, first match wins; `upTo: null` is open-ended
 * (a defense's points allowed, a golfer's finishing place).
 * @example { stat: 'pointsAllowed', ranges: [{ upTo: 0, points: 10 }, { upTo: null, points: -4 }] }
 */
export const bucketRuleSchema = z
  .object({
    stat: z.string(),
    ranges: z
      .array(z.object({ upTo: z.number().nullable(), points: z.number() }).readonly())
      .min(1)
      .readonly(),
  })
  .readonly()
export type BucketRule = z.infer<typeof bucketRuleSchema>

/**
 * One site's scoring for one kind of player (an NFL offensive player, a DST, an MLB hitter…).
 * @example scoringRulesSchema.parse({ perStat: { points: 1 }, derived: [], thresholds: [], buckets: [] })
 */
export const scoringRulesSchema = z
  .object({
    perStat: z.record(z.string(), z.number()).readonly(),
    derived: z.array(derivedStatSchema).readonly(),
    thresholds: z.array(thresholdBonusSchema).readonly(),
    buckets: z.array(bucketRuleSchema).readonly(),
  })
  .readonly()
export type ScoringRules = z.infer<typeof scoringRulesSchema>

/** Builds a table with empty optional parts. */
export const rules = (
  parts: Partial<ScoringRules> & Pick<ScoringRules, 'perStat'>,
): ScoringRules => ({
  derived: [],
  thresholds: [],
  buckets: [],
  ...parts,
})
