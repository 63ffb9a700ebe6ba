/**
 * The top of the field: the best 20 %, 10 % or 1 % of entries by final rank, over which
 * `ownership20`, `ownership10` and `ownership1` are taken.
 */

/**
 * How many entries the top `topPercent` % of a field of `entryCount` entries asks for:
 * rounded up, and at least 1 when anyone entered.
 * @example topEntryTarget(10, 20) // 2
 * @example topEntryTarget(150, 1) // 2 (1.5 rounded up)
 * @example topEntryTarget(10, 1) // 1 (never empty)
 */
export const topEntryTarget = (entryCount: number, topPercent: number): number =>
  entryCount === 0 ? 0 : Math.max(1, Math.ceil((entryCount * topPercent) / 100))

/**
 * The number of entries in the top `topPercent` % of standings sorted by rank (best first):
 * the target count, widened to every entry tied with the last one it takes, so a tie is never
 * cut in two.
 * @example topOfFieldSize([1, 2, 2, 4, 5, 6, 7, 8, 9, 10], 20) // 3 (target 2, the tie for 2nd is kept whole)
 */
export const topOfFieldSize = (sortedRanks: ArrayLike<number>, topPercent: number): number => {
  const target = topEntryTarget(sortedRanks.length, topPercent)
  if (target === 0) return 0
  const cutRank = sortedRanks[target - 1]
  let size = target
  while (size < sortedRanks.length && sortedRanks[size] === cutRank) size += 1
  return size
}
