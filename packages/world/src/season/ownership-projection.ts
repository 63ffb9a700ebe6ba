/**
 * Projected ownership of a slate: each roster slot's 100 % goes to the players who can fill it,
 * most to those whose projection most exceeds what their salary costs at the slate's price of
 * a point, so the chalk is the best values with a solid projection and the stars; every slot is
 * filled, so the slate's ownership sums to roster size × 100 %.
 */
import { sportIds } from '@slatelab/domain/sports'

/**
 * A slate row as the ownership model sees it. `rosterPositions` are the slots the row can
 * fill.
 * @example { salary: 9800, mean: 48.2, rosterPositions: ['PG', 'G', 'UTIL'] }
 */
export type OwnershipRow = {
  readonly salary: number
  readonly mean: number
  readonly rosterPositions: readonly string[]
}

// The share of the cap an average field lineup spends.
const fieldCapUse = 0.985

/**
 * How hard a sport's field piles into the best values. `temperature` is the softmax's, as a
 * share of a slot's scale (the average projection of its best quarter): the lower, the more
 * the field piles into the best surpluses. `topScale` multiplies the slate's top ownership
 * (`topOwnership`). `ceilingRounds`: rounds of fitting the price of a point again and warming
 * the standouts' slots at it; with none, a slot is warmed at the price before warming, which
 * the classic slates' constants were fitted with.
 */
export type FieldChalk = {
  readonly temperature: number
  readonly topScale: number
  readonly ceilingRounds: number
}

/**
 * Most sports: 0.06 gives the demo world's 9–11-game NFL main slates 7–12 players over 15 %,
 * as real DraftKings GPPs show (docs/demo-world.md).
 */
export const fieldChalk: FieldChalk = { temperature: 0.06, topScale: 1, ceilingRounds: 0 }

// NBA classic slates: a minutes-driven projection is the surest of any sport (r 0.85 on the
// demo world's mains; 0.88 when these were fitted), so sources agree and the field piles into the best values harder: a
// 10-game DraftKings main tops out near 50 %, a 6-game one near 60 % (docs/demo-world.md).
const nbaFieldChalk: FieldChalk = { temperature: 0.04, topScale: 1.25, ceilingRounds: 0 }

// Single-game slates: warmed at the price that fills the cap once warm. In one pass the price
// moved after the warming (3 → 0.3 a point on a DraftKings NBA showdown), and one captain of
// a short list took 70–95 % (real captains top out near 35 %), so most lineups of a
// single-entry showdown were one of a few (up to 86 copies of one in 114 entries).
const singleGameChalk: FieldChalk = { ...fieldChalk, ceilingRounds: 3 }

/**
 * The chalk of a sport's slate: the NBA's on its classic slates, the single-game one on
 * showdowns, else `fieldChalk`.
 * @example fieldChalkOf(sportIds.NBA, 'classic').temperature // 0.04
 */
export const fieldChalkOf = (sportId: number, variant: 'classic' | 'showdown'): FieldChalk => {
  if (variant === 'showdown') return singleGameChalk
  return sportId === sportIds.NBA ? nbaFieldChalk : fieldChalk
}

/**
 * How much less sure, in points, the field is of a big projection's surplus than of a small
 * one's, as a power of the projection: 0 would judge surplus in points (stars take every slot),
 * 1 in points per dollar (the cheapest passable values take every slot).
 */
const projectionDoubt = 0.25

/**
 * The most a player is projected to be owned on a slate with `choices` rows per roster slot
 * that he can fill (percent): real DraftKings NFL main slates (about 22 per slot) top out at
 * 38–45 %; a 3-game slate (about 6 per slot) at about 60 %.
 * @example topOwnership(22) // 34.8
 */
const topOwnership = (choices: number, topScale = 1): number =>
  Math.min(maxOwnership, topScale * 126 * Math.max(1, choices) ** -0.415)

const meanOf = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

const bisect = (
  low: number,
  high: number,
  steps: number,
  isBelow: (middle: number) => boolean,
): number => {
  let [from, to] = [low, high]
  for (let step = 0; step < steps; step += 1) {
    const middle = (from + to) / 2
    if (isBelow(middle)) from = middle
    else to = middle
  }
  return (from + to) / 2
}

/**
 * Projected ownership in percent per row, for a lineup of `rosterSlots`. Each slot's 100 % is
 * shared by the rows that can fill it as a softmax of their surplus: projection minus salary at
 * the slate's price of a point, over a doubt that grows with the projection. With `salaryCap`,
 * the price of a point is set so the average lineup of the projected field spends 98.5 % of
 * the cap, as real fields do (a price never below 0). The softmax's temperature
 * (`chalk`, the sport's) is warmed in a slot where a standout would pass the slate's top
 * ownership (`topOwnership`), at the final price. The result sums
 * to `rosterSlots.length × 100`, no row passes 95 % and a row projected for nothing is unowned.
 * @example projectOwnership(rows, ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL'], 50000).reduce((a, b) => a + b) // 800
 */
export const projectOwnership = (
  rows: readonly OwnershipRow[],
  rosterSlots: readonly string[],
  salaryCap?: number,
  chalk: FieldChalk = fieldChalk,
): readonly number[] => {
  if (rows.length === 0) return []
  const { temperature: fieldTemperature, topScale, ceilingRounds } = chalk
  const salaries = rows.map((row) => row.salary / 1000)
  // Slots of one name (the three WR slots) share their rows alike: each is computed once.
  const slotNames = [...new Set(rosterSlots)]
  const slotCounts = slotNames.map((name) => rosterSlots.filter((slot) => slot === name).length)
  const eligibleBySlot = slotNames.map((slot) => {
    const eligible = rows.flatMap((row, index) =>
      row.rosterPositions.includes(slot) ? [index] : [],
    )
    const projected = eligible.filter((index) => (rows[index]?.mean ?? 0) > 0)
    // A slot nobody is projected for is shared evenly, so every slot still sums to 100 %.
    return projected.length > 0 ? projected : eligible
  })
  // Each slot's scale, points: the average projection of its best quarter.
  const scaleBySlot = eligibleBySlot.map((eligible) => {
    const means = eligible.map((index) => rows[index]?.mean ?? 0).sort((a, b) => b - a)
    return Math.max(1, meanOf(means.slice(0, Math.max(1, Math.ceil(means.length / 4)))))
  })
  const doubtBySlot = eligibleBySlot.map((eligible, slot) =>
    eligible.map(
      (index) =>
        (scaleBySlot[slot] ?? 1) *
        (Math.max(0.1, rows[index]?.mean ?? 0) / (scaleBySlot[slot] ?? 1)) ** projectionDoubt,
    ),
  )
  const slotShares = (slot: number, temperature: number, pricePerPoint: number) => {
    const eligible = eligibleBySlot[slot] ?? []
    const doubts = doubtBySlot[slot] ?? []
    const scores = eligible.map(
      (index, at) =>
        ((rows[index]?.mean ?? 0) - pricePerPoint * (salaries[index] ?? 0)) /
        (temperature * (doubts[at] ?? 1)),
    )
    const best = Math.max(...scores)
    const weights = scores.map((score) => Math.exp(score - best))
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    return weights.map((weight) => weight / total)
  }
  const shareOut = (temperatures: readonly number[], pricePerPoint: number): readonly number[] => {
    const ownership = new Array<number>(rows.length).fill(0)
    eligibleBySlot.forEach((eligible, slot) => {
      const shares = slotShares(slot, temperatures[slot] ?? 1, pricePerPoint)
      const count = slotCounts[slot] ?? 1
      eligible.forEach((index, at) => {
        ownership[index] = (ownership[index] ?? 0) + 100 * count * (shares[at] ?? 0)
      })
    })
    return capAndRescale(ownership, rosterSlots.length * 100)
  }
  const lineupSalary = (ownership: readonly number[]) =>
    ownership.reduce((sum, share, index) => sum + (share / 100) * (rows[index]?.salary ?? 0), 0)
  // The price of a point (per $1,000) at which the field's average lineup spends what real
  // fields spend: higher prices tilt the field toward cheaper players. Never below 0: a field
  // that would pay more for the same points is one piling into the dearest stars, which on a
  // showdown's short list put one captain at 95 % (real captains top out near 35 %).
  const fitPrice = (temperatures: readonly number[]): number =>
    salaryCap === undefined
      ? 0
      : bisect(
          0,
          20,
          22,
          (middle) => lineupSalary(shareOut(temperatures, middle)) > fieldCapUse * salaryCap,
        )
  const slotsFilled = rows.map(
    (row) => rosterSlots.filter((slot) => row.rosterPositions.includes(slot)).length,
  )
  // The field's temperature per slot at a price: the base one, or a warmer one where a
  // standout would pass the slate's top ownership (spread over the slots he can fill).
  const warmedAt = (price: number): readonly number[] =>
    eligibleBySlot.map((eligible, slot) => {
      const topShareAt = (temperature: number) => Math.max(...slotShares(slot, temperature, price))
      const shares = slotShares(slot, fieldTemperature, price)
      const fills = Math.max(
        1,
        slotsFilled[eligible[shares.indexOf(Math.max(...shares))] ?? 0] ?? 1,
      )
      // A pool of a few rows is left as it is: warming it would only even it out.
      const ceiling = Math.max(
        topOwnership(eligible.length / fills, topScale) / 100 / fills,
        2 / eligible.length,
      )
      if (topShareAt(fieldTemperature) <= ceiling) return fieldTemperature
      const warmer = bisect(
        Math.log(fieldTemperature),
        Math.log(1),
        16,
        (middle) => topShareAt(Math.exp(middle)) > ceiling,
      )
      return Math.exp(warmer)
    })
  // Warming a slot moves the price that fills the cap, and a new price moves the standouts.
  let temperatures = warmedAt(fitPrice(slotNames.map(() => fieldTemperature)))
  for (let round = 0; round < ceilingRounds; round += 1) {
    temperatures = warmedAt(fitPrice(temperatures))
  }
  return shareOut(temperatures, fitPrice(temperatures))
}

/**
 * The most a player is projected to be owned, percent: nobody is in every lineup.
 * @example maxOwnership // 95
 */
export const maxOwnership = 95

/**
 * Shares capped at their limits (`maxOwnership` where `limits` has none), what the caps remove
 * going to the others in proportion so the total stays `total`; rounded to 0.01.
 * @example capAndRescale([120, 40, 40], 200) // [95, 52.5, 52.5]
 */
export const capAndRescale = (
  ownership: readonly number[],
  total: number,
  limits: readonly number[] = [],
): readonly number[] => {
  const limitOf = (index: number) => limits[index] ?? maxOwnership
  let shares = [...ownership]
  for (let round = 0; round < 5; round += 1) {
    const capped = shares.map((share, index) => Math.min(limitOf(index), share))
    const atLimit = capped.map((share, index) => share >= limitOf(index))
    const free = capped.reduce((sum, share, index) => sum + (atLimit[index] ? 0 : share), 0)
    const fixed = capped.reduce((sum, share, index) => sum + (atLimit[index] ? share : 0), 0)
    const scale = free > 0 ? (total - fixed) / free : 1
    shares = capped.map((share, index) => (atLimit[index] ? share : share * scale))
  }
  return shares.map((share) => Math.round(share * 100) / 100)
}
