/** The cash line of a contest: the lowest score that won money. */
import type { Points } from '@slatelab/domain'
import { trustedPoints } from './trusted-units'

/**
 * The lowest points among entries that won more than $0, or `null` when no entry won money
 * (no payout table, or nobody entered). `points[i]` and `payouts[i]` (dollars) belong to the
 * same entry. A tie straddling the last paid place splits that place's prize, so every entry
 * of the tie is paid and its score is the cash line.
 * @example cashLineOf([150, 130, 130, 90], [40, 5, 5, 0]) // 130 (Points)
 * @example cashLineOf([150], [0]) // null
 */
export const cashLineOf = (
  points: ArrayLike<number>,
  payouts: ArrayLike<number>,
): Points | null => {
  let lowest: number | null = null
  for (let i = 0; i < points.length; i += 1) {
    const score = points[i]
    if ((payouts[i] ?? 0) > 0 && score !== undefined && (lowest === null || score < lowest)) {
      lowest = score
    }
  }
  // The lowest of the entries' validated points is itself a valid score.
  return lowest === null ? null : trustedPoints(lowest)
}
