/**
 * Each key's value as a percentile among all keys' values: of the other keys with a different
 * value, the share with a smaller one, times 100. The highest gets 100 and the lowest 0, ties
 * alike (two teams tied for the most goals are both at 100); a lone key, or all equal, 100.
 * @example percentilesOfValues(new Map([[1, 2], [2, 4], [3, 6]])) // Map { 1 => 0, 2 => 50, 3 => 100 }
 * @example percentilesOfValues(new Map([[1, 2], [2, 6], [3, 6]])) // Map { 1 => 0, 2 => 100, 3 => 100 }
 */
export const percentilesOfValues = <K>(values: ReadonlyMap<K, number>): Map<K, number> => {
  const all = [...values.values()]
  return new Map(
    [...values].map(([key, value]) => {
      const smaller = all.filter((other) => other < value).length
      const larger = all.filter((other) => other > value).length
      return [key, smaller + larger === 0 ? 100 : Math.round((100 * smaller) / (smaller + larger))]
    }),
  )
}

/** The mean of the values (0 for none). */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
