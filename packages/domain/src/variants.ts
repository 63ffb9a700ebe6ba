/** The game variants of a DFS slate (SPEC §1 "Variants include showdown, any-flex and tiers"). */
import { z } from 'zod'

/**
 * The game variant of a slate or a roster rule.
 * @example variants.showdown // 'showdown'
 */
export const variants = {
  /** The full-slate game with each site's standard roster (DK NFL: QB, 2 RB, 3 WR, TE, FLEX, DST). */
  classic: 'classic',
  /** A single-game slate: one captain/MVP slot scoring 1.5× plus flex slots. */
  showdown: 'showdown',
  /** Every slot is a flex slot that takes any position. */
  anyFlex: 'anyFlex',
  /** Players come in tiers with no salary; the lineup takes one player per tier. */
  tiers: 'tiers',
} as const

/** A variant such as `'classic'`. */
export type Variant = (typeof variants)[keyof typeof variants]

/**
 * Accepts the variant strings above.
 * @example variantSchema.parse('anyFlex') // 'anyFlex'
 */
export const variantSchema = z.enum(variants)
