/**
 * Pearson's correlation of two equally long samples, and where a value ranks among others.
 */

/**
 * The correlation of `xs` and `ys` (same length); null when either does not vary or n < 2 (a
 * kicker with no points in the sample says nothing).
 * @example pearsonOrNull([1, 2, 3], [5, 5, 5]) // null
 */
export const pearsonOrNull = (xs: ArrayLike<number>, ys: ArrayLike<number>): number | null => {
  const n = Math.min(xs.length, ys.length)
  if (n < 2) return null
  let sx = 0
  let sy = 0
  for (let i = 0; i < n; i += 1) {
    sx += xs[i] ?? 0
    sy += ys[i] ?? 0
  }
  const mx = sx / n
  const my = sy / n
  let cov = 0
  let vx = 0
  let vy = 0
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx
    const dy = (ys[i] ?? 0) - my
    cov += dx * dy
    vx += dx * dx
    vy += dy * dy
  }
  return vx > 0 && vy > 0 ? cov / Math.sqrt(vx * vy) : null
}

/**
 * The correlation of `xs` and `ys`; 0 where `pearsonOrNull` has none.
 * @example pearson([1, 2, 3], [2, 4, 7]) // 0.993
 */
export const pearson = (xs: ArrayLike<number>, ys: ArrayLike<number>): number =>
  pearsonOrNull(xs, ys) ?? 0

/**
 * The percent (0–100, whole) of `sorted` (ascending) at or below `value`.
 * @example percentileOf(0.3, [-0.2, 0.1, 0.3, 0.5]) // 75
 */
export const percentileOf = (value: number, sorted: readonly number[]): number => {
  if (sorted.length === 0) return 0
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sorted[middle] ?? 0) <= value) low = middle + 1
    else high = middle
  }
  return Math.round((100 * low) / sorted.length)
}
