/**
 * Payout tables for generated contests, built from the contest's fee, size and prize pool the
 * way DraftKings lays them out: double-ups pay twice the fee to about 44 % of the field,
 * 50/50s 1.8× the fee to about 49 %, tournaments a top-heavy ladder to about 22 % with a
 * minimum cash of 1.5× the fee (as in the 2017 payout files in shared/data/real).
 */
import { dollars } from '@slatelab/domain/units'
import type { PayoutTable, PayoutTier } from '@slatelab/domain/entities/payout-table'

/**
 * The contest fields a payout table is built from. Money in dollars. A tournament's first prize
 * is `firstPrize`, else the one its `title` names ("[$250K to 1st]"), else 10 % of the pool.
 * @example { entryCost: 25, contestSize: 13793, totalPrizes: 300000, isDoubleUp: true, isFiftyFifty: false }
 */
export type PayoutContest = {
  readonly title?: string
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

/**
 * The prize of every paid place of a cash game, in dollars: twice the fee in a double-up, 1.8×
 * in a 50/50; undefined for a tournament.
 * @example cashGamePrize({ entryCost: 25, isDoubleUp: true, isFiftyFifty: false }) // 50
 */
export const cashGamePrize = (
  contest: Pick<PayoutContest, 'entryCost' | 'isDoubleUp' | 'isFiftyFifty'>,
): number | undefined =>
  contest.isDoubleUp
    ? 2 * contest.entryCost
    : contest.isFiftyFifty
      ? 1.8 * contest.entryCost
      : undefined

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

const moneyUnits: Readonly<Record<string, number>> = { '': 1, K: 1_000, M: 1_000_000 }

/**
 * The first prize a contest's title names, in dollars: "[$30K to 1st]", "$1.5M to 1st".
 * @example titleFirstPrize('NFL $100K Showdown Main Event [$30K to 1st] (BUF @ KC)') // 30000
 */
export const titleFirstPrize = (title: string): number | undefined => {
  const named = /\$([\d,]+(?:\.\d+)?)([KM]?) to 1st/.exec(title)
  if (named === null) return undefined
  return Math.round(
    Number((named[1] ?? '').replaceAll(',', '')) * (moneyUnits[named[2] ?? ''] ?? 1),
  )
}

const tournamentTable = (contest: PayoutContest): PayoutTable => {
  const pool = contest.totalPrizes
  const floor = nicePrize(contest.entryCost * minCashFees)
  const named =
    contest.firstPrize ?? (contest.title === undefined ? undefined : titleFirstPrize(contest.title))
  const first = Math.min(pool, named ?? pool * defaultFirstPrizeShare)
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
  // Rounding leaves a few hundred dollars over or short at most; first place absorbs them so
  // the table pays exactly the pool, or second place when the title promises the first prize.
  const [top, second, ...rest] = tiers
  if (top === undefined) return []
  const left = pool - paid
  if (named === undefined || second === undefined) {
    return [tier(1, 1, top.payout + left), ...tiers.slice(1)]
  }
  return [top, tier(2, 2, second.payout + left), ...rest]
}

/**
 * The payout table of a contest. A tournament's table pays exactly `totalPrizes`; a cash
 * game's pays whole prizes and leaves any remainder under one prize unpaid.
 * @example buildPayoutTable({ entryCost: 25, contestSize: 100, totalPrizes: 2200, isDoubleUp: true, isFiftyFifty: false }) // [{ placeFrom: 1, placeTo: 44, payout: 50 }]
 * @example buildPayoutTable({ entryCost: 10, contestSize: 100, totalPrizes: 880, isDoubleUp: false, isFiftyFifty: true }) // [{ placeFrom: 1, placeTo: 48, payout: 18 }]
 */
export const buildPayoutTable = (contest: PayoutContest): PayoutTable => {
  const prize = cashGamePrize(contest)
  return prize === undefined ? tournamentTable(contest) : flatTable(contest.totalPrizes, prize)
}
