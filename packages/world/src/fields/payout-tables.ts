/**
 * Payout tables for generated contests, built from the contest's fee, size and prize pool the
 * way DraftKings lays them out: double-ups pay twice the fee to about 44 % of the field,
 * 50/50s 1.8× the fee to about 49 %, tournaments a top-heavy ladder to about 22 % with a
 * minimum cash of 1.5× the fee (as in the 2017 payout files in shared/data/real).
 */
import { dollars } from '@slatelab/domain/units'
import type { PayoutTable, PayoutTier } from '@slatelab/domain/entities/payout-table'

/**
 * The contest fields a payout table is built from. Money in dollars. `firstPrize` is the
 * tournament's first prize when its title names one ("[$250K to 1st]"); 10 % of the pool
 * otherwise.
 * @example { entryCost: 25, contestSize: 13793, totalPrizes: 300000, isDoubleUp: true, isFiftyFifty: false }
 */
export type PayoutContest = {
  readonly entryCost: number
  readonly contestSize: number
  readonly totalPrizes: number
  readonly isDoubleUp: boolean
  readonly isFiftyFifty: boolean
  readonly firstPrize?: number
}

/** Share of a tournament's field that cashes. */
const tournamentPaidShare = 0.22
/** A tournament's smallest prize, in entry fees. */
const minCashFees = 1.5
const defaultFirstPrizeShare = 0.1

const cents = (value: number): number => Math.round(value * 100) / 100

const tier = (placeFrom: number, placeTo: number, payout: number): PayoutTier => ({
  placeFrom,
  placeTo,
  payout: dollars(cents(payout)),
})

// Every paid place wins `prize`: as many places as the pool pays for in full.
const flatTable = (totalPrizes: number, prize: number): PayoutTable => {
  const places = Math.floor(totalPrizes / prize + 1e-9)
  return places > 0 ? [tier(1, places, prize)] : []
}

// Round prizes the way the sites print them: cents under $10, dollars under $100, then $5
// and $50 steps.
const nicePrize = (value: number): number => {
  if (value < 10) return cents(value)
  if (value < 100) return Math.round(value)
  if (value < 1_000) return Math.round(value / 5) * 5
  return Math.round(value / 50) * 50
}

// The last place of each tier: single places for the top 6, then ranges that widen by about
// a third, as DraftKings ladders do (7–8, 9–10, 11–15, 16–25, …).
const tierEnds = (places: number): readonly number[] => {
  const ends: number[] = []
  let end = 0
  while (end < places) {
    end = end < 6 ? end + 1 : Math.min(places, Math.max(end + 2, Math.round(end * 1.4)))
    ends.push(end)
  }
  return ends
}

// Prize of place r on a power curve from `first` down, never under `floor`.
const curvePrize = (first: number, floor: number, power: number, place: number): number =>
  Math.max(floor, first * place ** -power)

// The curve's power that makes `places` prizes sum to `pool` (bisection: the sum falls as the
// power grows).
const fitPower = (first: number, floor: number, places: number, pool: number): number => {
  let low = 0
  let high = 8
  for (let step = 0; step < 60; step += 1) {
    const power = (low + high) / 2
    let sum = 0
    for (let place = 1; place <= places; place += 1) sum += curvePrize(first, floor, power, place)
    if (sum > pool) low = power
    else high = power
  }
  return (low + high) / 2
}

const tournamentTable = (contest: PayoutContest): PayoutTable => {
  const pool = contest.totalPrizes
  const floor = nicePrize(contest.entryCost * minCashFees)
  const first = Math.min(pool, contest.firstPrize ?? pool * defaultFirstPrizeShare)
  // No more places than the pool can pay the minimum cash after first place.
  const places = Math.max(
    1,
    Math.min(
      Math.round(contest.contestSize * tournamentPaidShare),
      Math.floor((pool - first) / floor) + 1,
    ),
  )
  const power = fitPower(first, floor, places, pool)
  const tiers: PayoutTier[] = []
  let from = 1
  let paid = 0
  let previous = Number.POSITIVE_INFINITY
  for (const to of tierEnds(places)) {
    let curve = 0
    for (let place = from; place <= to; place += 1) curve += curvePrize(first, floor, power, place)
    // The tier pays what its places earn on average on the curve.
    const prize = Math.min(previous, Math.max(floor, nicePrize(curve / (to - from + 1))))
    tiers.push(tier(from, to, prize))
    paid += prize * (to - from + 1)
    previous = prize
    from = to + 1
  }
  // Rounding leaves a few dollars over or short; first place absorbs them so the table pays
  // exactly the pool.
  const [top, ...rest] = tiers
  if (top === undefined) return []
  return [tier(1, 1, top.payout + pool - paid), ...rest]
}

/**
 * The payout table of a contest. A tournament's table pays exactly `totalPrizes`; a cash
 * game's pays whole prizes and leaves any remainder under one prize unpaid.
 * @example buildPayoutTable({ entryCost: 25, contestSize: 100, totalPrizes: 2200, isDoubleUp: true, isFiftyFifty: false }) // [{ placeFrom: 1, placeTo: 44, payout: 50 }]
 * @example buildPayoutTable({ entryCost: 10, contestSize: 100, totalPrizes: 880, isDoubleUp: false, isFiftyFifty: true }) // [{ placeFrom: 1, placeTo: 48, payout: 18 }]
 */
export const buildPayoutTable = (contest: PayoutContest): PayoutTable => {
  if (contest.isDoubleUp) return flatTable(contest.totalPrizes, 2 * contest.entryCost)
  if (contest.isFiftyFifty) return flatTable(contest.totalPrizes, 1.8 * contest.entryCost)
  return tournamentTable(contest)
}
