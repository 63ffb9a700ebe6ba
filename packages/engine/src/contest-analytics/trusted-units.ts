/**
 * Brands for numbers that are in range by construction. `percent()` and friends parse every
 * value; a 100 000-entry contest yields about a million of them, and parsing would dominate
 * the run time. Use these only where the comment at the call says why the value is valid.
 */
import type { Dollars, Percent, Points } from '@slatelab/domain'

/**
 * A count `part` out of a count `whole` as a percentage, 0 when `whole` is 0. For whole
 * numbers 0 ≤ part ≤ whole the result lies in 0–100: `part · 100` is exact and at most
 * `whole · 100`, so the correctly rounded quotient cannot pass 100 (it is exactly 100 when
 * part = whole).
 * @example shareOf(1, 3) // 33.333… (Percent)
 */
export const shareOf = (part: number, whole: number): Percent =>
  (whole === 0 ? 0 : (part * 100) / whole) as Percent

/**
 * Brands a sum or share of validated non-negative dollar amounts.
 * @example trustedDollars(22.5) // 22.5 (Dollars)
 */
export const trustedDollars = (value: number): Dollars => value as Dollars

/**
 * Brands a copy of validated points.
 * @example trustedPoints(130) // 130 (Points)
 */
export const trustedPoints = (value: number): Points => value as Points
