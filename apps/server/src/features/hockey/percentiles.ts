/**
 * Each key's value as a percentile among all keys' values: the share of other keys with a
 * smaller value, times 100 (the highest gets 100; a lone key 100).
 * @example percentilesOfValues(new Map([[1, 2], [2, 4], [3, 6]])) // Map { 1 => 0, 2 => 50, 3 => 100 }
 */
export const percentilesOfValues = <K>(values: ReadonlyMap<K, number>): Map<K, number> => {
  const all = [...values.values()]
  const others = Math.max(all.length - 1, 1)
  return new Map(
    [...values].map(([key, value]) => [
      key,
      Math.round((100 * all.filter((other) => other < value).length) / others),
    ]),
  )
}

/** The mean of the values (0 for none). */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
