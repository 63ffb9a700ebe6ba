/**
 * One composition of the roster search (how many items each class gives) with its bound
 * tables: T[j][c][b] = most points of c items from the class's items j… plus every later
 * class of the composition in full, within b salary units; and the most salary the same
 * picks can reach (for the minimum salary).
 */
import type { ModelItem } from './lineup-model'

/** Class positions with items in this composition, their counts and bound tables. */
export type RosterPlan = {
  /** Indices of the classes that give items, in search order. */
  readonly classIndex: readonly number[]
  readonly counts: readonly number[]
  /** Per class position: (items + 1) × (count + 1) × width points, −∞ where infeasible. */
  readonly tables: readonly Float64Array[]
  /** Per class position: (items + 1) × (count + 1) most salary, −∞ where infeasible. */
  readonly maxSalaries: readonly Float64Array[]
}

const negativeInfinity = Number.NEGATIVE_INFINITY

/**
 * Builds the tables of one composition; `classes` hold item indices sorted by points, `unit`
 * is the salary unit and `width` the budget in units plus one.
 * @example buildRosterPlan([1, 2, 0], classes, itemOf, 100, 501).counts // [1, 2]
 */
export const buildRosterPlan = (
  composition: readonly number[],
  classes: readonly { readonly items: readonly number[] }[],
  itemOf: (index: number) => ModelItem,
  unit: number,
  width: number,
): RosterPlan => {
  const classIndex = composition.flatMap((count, index) => (count > 0 ? [index] : []))
  const counts = classIndex.map((index) => composition[index] ?? 0)
  const tables: Float64Array[] = []
  const maxSalaries: Float64Array[] = []
  let next = new Float64Array(width)
  let nextMaxSalary = 0
  for (let k = classIndex.length - 1; k >= 0; k -= 1) {
    const klass = classes[classIndex[k] ?? 0]?.items ?? []
    const cols = (counts[k] ?? 0) + 1
    const table = new Float64Array((klass.length + 1) * cols * width).fill(negativeInfinity)
    const maxSalary = new Float64Array((klass.length + 1) * cols).fill(negativeInfinity)
    for (let j = klass.length; j >= 0; j -= 1) {
      table.set(next, j * cols * width)
      maxSalary[j * cols] = nextMaxSalary
      if (j === klass.length) continue
      const item = itemOf(klass[j] ?? 0)
      const cost = item.salary / unit
      for (let c = 1; c < cols; c += 1) {
        const here = (j * cols + c) * width
        const skip = ((j + 1) * cols + c) * width
        const take = ((j + 1) * cols + c - 1) * width
        for (let b = 0; b < width; b += 1) {
          const without = table[skip + b] ?? negativeInfinity
          const withIt =
            b >= cost
              ? item.points + (table[take + b - cost] ?? negativeInfinity)
              : negativeInfinity
          table[here + b] = withIt > without ? withIt : without
        }
        maxSalary[j * cols + c] = Math.max(
          maxSalary[(j + 1) * cols + c] ?? negativeInfinity,
          item.salary + (maxSalary[(j + 1) * cols + c - 1] ?? negativeInfinity),
        )
      }
    }
    tables[k] = table
    maxSalaries[k] = maxSalary
    next = table.slice(cols - 1 === 0 ? 0 : (cols - 1) * width, (cols - 1) * width + width)
    nextMaxSalary = maxSalary[cols - 1] ?? negativeInfinity
  }
  return { classIndex, counts, tables, maxSalaries }
}

/**
 * The most points any lineup of the plan reaches within `budgetUnits` (−∞ if none fits).
 * @example rootBound(plan, 500) // 166.88
 */
export const rootBound = (plan: RosterPlan, budgetUnits: number): number =>
  plan.tables[0]?.[(plan.counts[0] ?? 0) * (budgetUnits + 1) + budgetUnits] ?? negativeInfinity
