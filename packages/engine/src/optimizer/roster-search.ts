/**
 * The specialised branch-and-bound for the roster knapsack.
 *
 * Items with the same eligible slots form a class (DK NFL: QB, RB, WR, TE, DST). A
 * composition fixes how many items each class gives (3 for DK NFL: the flex is a RB, WR or
 * TE) such that the slots can be filled. Per composition, a table T[j][c][b] holds the most
 * points of c items from the class's items j… plus every later class in full, within b
 * salary units; it is exact for the roster and the salary cap, so it bounds every node
 * tightly. The search takes classes in order and items by descending points, and checks
 * each rule as soon as its players are decided. Same inputs, same visiting order.
 */
import type { LineupModel, ModelItem } from './lineup-model'
import { groupRowHolds, termCountsFor } from './lineup-model'
import { partnerReach } from './partner-reach'
import { buildRosterPlan, rootBound, type RosterPlan } from './roster-plan'

/** Objectives closer than this count as equal (sums of two-decimal projections). */
export const objectiveTolerance = 1e-6

/**
 * Receives lineups of objective ≥ `threshold` (minus the tolerance); raising `threshold`
 * prunes the search.
 */
export type SearchCollector = {
  threshold: number
  accept(objective: number, items: readonly number[]): void
}

/** `done`: the search was exhaustive; `gaveUp`: the node budget or model size ran out. */
export type SearchOutcome = 'done' | 'gaveUp'

/** Limits that send a model to the generic solver instead. */
export type SearchLimits = {
  /** Item placements before the search gives up. */
  readonly maxNodes: number
  readonly maxCompositions: number
}

const negativeInfinity = Number.NEGATIVE_INFINITY

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

// Whether `counts` items of each class can fill distinct slots: a max flow from classes to
// slot codes, one unit at a time (rosters have at most a dozen slots).
const canFill = (
  classCodes: readonly (readonly number[])[],
  counts: readonly number[],
  slotCounts: readonly number[],
): boolean => {
  const flow = classCodes.map((codes) => codes.map(() => 0))
  const used = slotCounts.map(() => 0)
  const augment = (klass: number, seen: Set<number>): boolean => {
    const codes = classCodes[klass] ?? []
    for (const [slot, code] of codes.entries()) {
      if (seen.has(code)) continue
      seen.add(code)
      if ((used[code] ?? 0) < (slotCounts[code] ?? 0)) {
        used[code] = (used[code] ?? 0) + 1
        const row = flow[klass]
        if (row) row[slot] = (row[slot] ?? 0) + 1
        return true
      }
      for (const [other, otherCodes] of classCodes.entries()) {
        const at = otherCodes.indexOf(code)
        const otherRow = flow[other]
        if (at < 0 || otherRow === undefined || (otherRow[at] ?? 0) === 0) continue
        otherRow[at] = (otherRow[at] ?? 0) - 1
        if (augment(other, seen)) {
          const row = flow[klass]
          if (row) row[slot] = (row[slot] ?? 0) + 1
          return true
        }
        otherRow[at] = (otherRow[at] ?? 0) + 1
      }
    }
    return false
  }
  for (const [klass, count] of counts.entries()) {
    for (let unit = 0; unit < count; unit += 1) if (!augment(klass, new Set())) return false
  }
  return true
}

type ClassOfItems = { readonly codes: readonly number[]; readonly items: readonly number[] }

const buildClasses = (
  model: LineupModel,
  usable: readonly number[],
  early: Uint8Array,
): ClassOfItems[] => {
  const byKey = new Map<string, { codes: readonly number[]; items: number[] }>()
  for (const index of usable) {
    const item = model.items[index]
    if (item === undefined) continue
    const key = item.codes.join(',')
    const entry = byKey.get(key) ?? { codes: item.codes, items: [] }
    entry.items.push(index)
    byKey.set(key, entry)
  }
  const points = (index: number) => model.items[index]?.points ?? 0
  const salaryOf = (index: number) => model.items[index]?.salary ?? 0
  return [...byKey.values()]
    .map((entry) => ({
      codes: entry.codes,
      items: entry.items.sort(
        (a, b) => points(b) - points(a) || salaryOf(a) - salaryOf(b) || a - b,
      ),
    }))
    .map((klass) => ({
      ...klass,
      early: klass.items.some((index) => early[model.items[index]?.player ?? 0]),
    }))
    .sort(
      (a, b) =>
        Number(b.early) - Number(a.early) ||
        (a.codes[0] ?? 0) - (b.codes[0] ?? 0) ||
        a.codes.length - b.codes.length,
    )
}

const compositionsOf = (
  classes: readonly ClassOfItems[],
  slotCounts: readonly number[],
  limit: number,
): number[][] | undefined => {
  const rosterSize = slotCounts.reduce((sum, count) => sum + count, 0)
  const classCodes = classes.map((klass) => klass.codes)
  const maxOf = classes.map((klass) =>
    Math.min(
      klass.items.length,
      klass.codes.reduce((sum, code) => sum + (slotCounts[code] ?? 0), 0),
    ),
  )
  const found: number[][] = []
  const counts = classes.map(() => 0)
  const extend = (klass: number, placed: number): boolean => {
    if (placed === rosterSize) {
      found.push([...counts])
      return found.length <= limit
    }
    if (klass === classes.length) return true
    for (let count = Math.min(maxOf[klass] ?? 0, rosterSize - placed); count >= 0; count -= 1) {
      counts[klass] = count
      if (count > 0 && !canFill(classCodes, counts, slotCounts)) continue
      if (!extend(klass + 1, placed + count)) return false
    }
    counts[klass] = 0
    return true
  }
  return extend(0, 0) ? found : undefined
}

/** Items of each player. */
const itemsByPlayer = (model: LineupModel): readonly number[][] => {
  const byPlayer: number[][] = Array.from({ length: model.playerCount }, () => [])
  for (const [index, item] of model.items.entries()) byPlayer[item.player]?.push(index)
  return byPlayer
}

/**
 * Items a one-term row keeps out (exposure caps, excludes, a captain-only exclude): they never
 * enter.
 */
const bannedItems = (model: LineupModel, ofPlayer: readonly (readonly number[])[]): Uint8Array => {
  const banned = new Uint8Array(model.items.length)
  for (const row of model.rows) {
    const [term] = row.terms
    if (
      row.terms.length === 1 &&
      term &&
      term.coef > 0 &&
      row.max !== undefined &&
      row.max < term.coef
    ) {
      for (const index of ofPlayer[term.player] ?? []) {
        const item = model.items[index]
        if (item !== undefined && termCountsFor(term, item)) banned[index] = 1
      }
    }
  }
  return banned
}

/**
 * The rows' values as items enter and leave a lineup under search. An item whose entry
 * takes a row with only positive terms over its max is refused (no later pick can bring it
 * back); rows that need partners may go over, and are listed in `overRows` until partners come.
 * A term with a slot moves its row only for the items of its player that may fill that slot.
 */
const createRowTracker = (
  model: LineupModel,
  needsPartners: readonly boolean[],
  ofPlayer: readonly (readonly number[])[],
) => {
  const { rows } = model
  const itemRows: { row: number; coef: number }[][] = Array.from(
    { length: model.items.length },
    () => [],
  )
  const monotoneMax = new Float64Array(rows.length).fill(Number.POSITIVE_INFINITY)
  for (const [index, row] of rows.entries()) {
    for (const term of row.terms) {
      for (const item of ofPlayer[term.player] ?? []) {
        const modelItem = model.items[item]
        if (modelItem !== undefined && termCountsFor(term, modelItem))
          itemRows[item]?.push({ row: index, coef: term.coef })
      }
    }
    if (row.max !== undefined && row.terms.every((term) => term.coef >= 0))
      monotoneMax[index] = row.max
  }
  const rowValue = new Float64Array(rows.length)
  const rowHoldsNow = (index: number): boolean => {
    const row = rows[index]
    const value = rowValue[index] ?? 0
    return (
      row !== undefined &&
      (row.min === undefined || value >= row.min - objectiveTolerance) &&
      (row.max === undefined || value <= row.max + objectiveTolerance)
    )
  }
  // Rows needing partners that are above their max now: their partners must still come.
  const overRows: number[] = []
  const trackOver = (row: number, before: number, after: number) => {
    const max = rows[row]?.max ?? 0
    const wasOver = before > max + objectiveTolerance
    const isOver = after > max + objectiveTolerance
    if (isOver && !wasOver) overRows.push(row)
    else if (wasOver && !isOver) overRows.splice(overRows.indexOf(row), 1)
  }
  const shift = (item: number, sign: number) => {
    for (const { row, coef } of itemRows[item] ?? []) {
      const before = rowValue[row] ?? 0
      rowValue[row] = before + sign * coef
      if (needsPartners[row]) trackOver(row, before, before + sign * coef)
    }
  }
  const addItem = (item: number): boolean => {
    shift(item, 1)
    for (const { row } of itemRows[item] ?? []) {
      if ((rowValue[row] ?? 0) > (monotoneMax[row] ?? 0) + objectiveTolerance) {
        shift(item, -1)
        return false
      }
    }
    return true
  }
  const removeItem = (item: number) => shift(item, -1)
  return { rowValue, overRows, rowHoldsNow, addItem, removeItem }
}

/**
 * The rows each class position of `plan` decides (the position after which all their players
 * are chosen), or undefined when a row no class touches fails as it is.
 */
const rowsDecidedAt = (
  model: LineupModel,
  plan: RosterPlan,
  classes: readonly ClassOfItems[],
  itemOf: (index: number) => ModelItem,
  rowHoldsNow: (row: number) => boolean,
): number[][] | undefined => {
  const lastPosition = new Int32Array(model.playerCount).fill(-1)
  for (const [position, klass] of plan.classIndex.entries()) {
    for (const index of classes[klass]?.items ?? []) lastPosition[itemOf(index).player] = position
  }
  const decided: number[][] = plan.classIndex.map(() => [])
  let constantRowsHold = true
  for (const [index, row] of model.rows.entries()) {
    const position = row.terms.reduce(
      (at, term) => Math.max(at, lastPosition[term.player] ?? -1),
      -1,
    )
    if (position < 0) constantRowsHold &&= rowHoldsNow(index)
    else decided[position]?.push(index)
  }
  return constantRowsHold ? decided : undefined
}

/**
 * Searches every lineup of `model` that the collector still wants, best-bound first.
 * `banned` players never enter (exposure caps, excludes).
 * @example searchRosters(model, collector, { maxNodes: 5e6, maxCompositions: 400 }) // 'done'
 */
export const searchRosters = (
  model: LineupModel,
  collector: SearchCollector,
  limits: SearchLimits,
): SearchOutcome => {
  const { items, rows, groupRows } = model
  const ofPlayer = itemsByPlayer(model)
  const banned = bannedItems(model, ofPlayer)
  const usable = items.flatMap((item, index) =>
    banned[index] || item.salary > model.maxSalary ? [] : [index],
  )
  // Players of rows that need partners (stacks) go first, so those rows are decided early.
  const needsPartners = rows.map(
    (row) => row.max !== undefined && row.terms.some((term) => term.coef < 0),
  )
  const early = new Uint8Array(model.playerCount)
  for (const [index, row] of rows.entries()) {
    if (needsPartners[index]) for (const term of row.terms) early[term.player] = 1
  }
  const classes = buildClasses(model, usable, early)
  const compositions = compositionsOf(classes, model.slotCounts, limits.maxCompositions)
  if (compositions === undefined) return 'gaveUp'
  const unit =
    usable.reduce((g, index) => gcd(g, items[index]?.salary ?? 0), Math.floor(model.maxSalary)) || 1
  const budgetUnits = Math.floor(model.maxSalary / unit)
  if (budgetUnits > 60_000) return 'gaveUp'
  const width = budgetUnits + 1
  const itemOf = (index: number): ModelItem =>
    items[index] ?? { player: 0, points: 0, salary: 0, codes: [] }

  const { rowValue, overRows, rowHoldsNow, addItem, removeItem } = createRowTracker(
    model,
    needsPartners,
    ofPlayer,
  )
  const used = new Uint8Array(model.playerCount)
  const partnerSets = rows.map((row, index) =>
    needsPartners[index]
      ? new Set(row.terms.flatMap((term) => (term.coef < 0 ? [term.player] : [])))
      : undefined,
  )
  const partnerCoef = rows.map((row) =>
    row.terms.reduce((most, term) => Math.max(most, -term.coef), 0),
  )

  const buildPlan = (composition: readonly number[]): RosterPlan =>
    buildRosterPlan(composition, classes, itemOf, unit, width)
  // Tables of every composition at once would take gigabytes on NBA slates (thousands of
  // compositions), so a plan keeps only its root bound and is rebuilt when searched.
  const keepTables = compositions.length <= 64
  const plans = compositions
    .map((composition) => {
      const plan = buildPlan(composition)
      return {
        composition,
        bound: rootBound(plan, budgetUnits),
        built: keepTables ? plan : undefined,
      }
    })
    .sort((a, b) => b.bound - a.bound)

  let nodes = 0
  let gaveUp = false
  const chosen: number[] = []
  for (const { composition, bound, built } of plans) {
    if (gaveUp) break
    if (bound < collector.threshold - objectiveTolerance) continue
    const plan = built ?? buildPlan(composition)
    const last = plan.classIndex.length - 1
    const decided = rowsDecidedAt(model, plan, classes, itemOf, rowHoldsNow)
    if (decided === undefined) continue
    const reach = partnerReach(
      plan.classIndex.map((klass) => classes[klass]?.items ?? []),
      plan.counts,
      partnerSets,
      itemOf,
    )
    // Whether every row above its max can still get its partners from item `next` of class
    // position k on (`left` picks there) and the later classes.
    const partnersCanCome = (k: number, next: number, left: number): boolean => {
      for (const row of overRows) {
        const need = ((rowValue[row] ?? 0) - (rows[row]?.max ?? 0)) / (partnerCoef[row] || 1)
        if (need > reach(row, k, next, left) + objectiveTolerance) return false
      }
      return true
    }
    const inLineup = new Uint8Array(model.playerCount)
    const leaf = (objective: number, salary: number) => {
      if (salary < model.minSalary - objectiveTolerance) return
      for (const index of chosen) inLineup[itemOf(index).player] = 1
      const holds = groupRows.every((row) => groupRowHolds(row, inLineup))
      for (const index of chosen) inLineup[itemOf(index).player] = 0
      if (holds) collector.accept(objective, [...chosen])
    }
    const visit = (
      k: number,
      from: number,
      left: number,
      points: number,
      budget: number,
      salary: number,
    ): void => {
      if (left === 0) {
        for (const row of decided[k] ?? []) if (!rowHoldsNow(row)) return
        if (k === last) leaf(points, salary)
        else visit(k + 1, 0, plan.counts[k + 1] ?? 0, points, budget, salary)
        return
      }
      const klass = classes[plan.classIndex[k] ?? 0]?.items ?? []
      const table = plan.tables[k] ?? new Float64Array()
      const maxSalary = plan.maxSalaries[k] ?? new Float64Array()
      const cols = (plan.counts[k] ?? 0) + 1
      if (overRows.length > 0 && !partnersCanCome(k, from, left)) return
      for (let i = from; i <= klass.length - left; i += 1) {
        // Finite even before the collector has a threshold: an infeasible rest (−∞ in the
        // table, over budget) must prune too.
        const floor = Math.max(collector.threshold - objectiveTolerance, -Number.MAX_VALUE)
        if (points + (table[(i * cols + left) * width + budget] ?? negativeInfinity) < floor) break
        const item = itemOf(klass[i] ?? 0)
        if (used[item.player]) continue
        const cost = item.salary / unit
        if (cost > budget) continue
        const rest = (i + 1) * cols + left - 1
        if (
          points + item.points + (table[rest * width + budget - cost] ?? negativeInfinity) <
          floor
        )
          continue
        if (
          salary + item.salary + (maxSalary[rest] ?? negativeInfinity) <
          model.minSalary - objectiveTolerance
        )
          continue
        if (!addItem(klass[i] ?? 0)) continue
        if (overRows.length > 0 && !partnersCanCome(k, i + 1, left - 1)) {
          removeItem(klass[i] ?? 0)
          continue
        }
        nodes += 1
        if (nodes > limits.maxNodes) gaveUp = true
        used[item.player] = 1
        chosen.push(klass[i] ?? 0)
        if (!gaveUp)
          visit(k, i + 1, left - 1, points + item.points, budget - cost, salary + item.salary)
        chosen.pop()
        used[item.player] = 0
        removeItem(klass[i] ?? 0)
        if (gaveUp) return
      }
    }
    visit(0, 0, plan.counts[0] ?? 0, 0, budgetUnits, 0)
  }
  return gaveUp ? 'gaveUp' : 'done'
}
