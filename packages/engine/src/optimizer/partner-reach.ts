/**
 * How many partner players a row needing partners (a stack: k·y_key − Σ partners ≤ 0) can
 * still get in one composition of the roster search. Counting the partner items that remain
 * (not just the picks left) lets the search drop a key player as soon as his team's
 * partners are behind it, instead of filling the roster first.
 */
import type { ModelItem } from './lineup-model'

/**
 * `reach(row, k, next, left)`: an upper bound on the partners of `row` among `left` more picks
 * of class position k from item `next` on, plus the later class positions in full.
 * @example partnerReach([[3, 4], [7]], [1, 1], [new Set([3, 9])], itemOf)(0, 0, 0, 1) // 1
 */
export const partnerReach = (
  classItems: readonly (readonly number[])[],
  counts: readonly number[],
  partnerSets: readonly (ReadonlySet<number> | undefined)[],
  itemOf: (index: number) => ModelItem,
): ((row: number, k: number, next: number, left: number) => number) => {
  // Per row and class position: partner items from index i of the class on.
  const from = partnerSets.map((partners) =>
    partners === undefined
      ? []
      : classItems.map((items) => {
          const suffix = new Int32Array(items.length + 1)
          for (let i = items.length - 1; i >= 0; i -= 1) {
            const isPartner = partners.has(itemOf(items[i] ?? 0).player)
            suffix[i] = (suffix[i + 1] ?? 0) + (isPartner ? 1 : 0)
          }
          return suffix
        }),
  )
  // Per row and class position: partner picks the later class positions can give.
  const after = from.map((perClass) => {
    const sums = new Int32Array(perClass.length)
    for (let k = perClass.length - 2; k >= 0; k -= 1) {
      sums[k] = (sums[k + 1] ?? 0) + Math.min(counts[k + 1] ?? 0, perClass[k + 1]?.[0] ?? 0)
    }
    return sums
  })
  return (row, k, next, left) =>
    Math.min(left, from[row]?.[k]?.[next] ?? 0) + (after[row]?.[k] ?? 0)
}
