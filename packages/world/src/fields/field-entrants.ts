/**
 * Who enters a contest: users with how many entries each, how they build (a chalk builder
 * leans harder on the most-owned players) and how much of the cap they insist on spending.
 * The shape follows real DraftKings NFL and MLB fields of 2017 (docs/field-realism.md): most
 * users enter once, a few percent max out, and max-entrants hold a fifth or more of a 150-max
 * GPP and most of a 150-max double-up.
 */
import type { Rng } from '@slatelab/engine/rng'
import type { FieldContest } from './field-input'

/**
 * One user of a field.
 * @example { entries: 20, chalky: false, minSalaryShare: 0.99 }
 */
export type Entrant = {
  readonly entries: number
  /** Builds from sharpened weights (ownership to a power above 1): the source of duplicates. */
  readonly chalky: boolean
  /** The least share of the cap (0–1) this user's lineups spend. */
  readonly minSalaryShare: number
}

type Bucket = { readonly share: number; readonly from: number; readonly to: number }

// Shares of users by entries entered, read off the real fields: 1 entry, 2–5, 6–19, 20 up to
// the maximum, and the maximum itself. Cash games have more max-entrants.
const tournamentBuckets = (max: number): readonly Bucket[] => [
  { share: 0.7, from: 1, to: 1 },
  { share: 0.22, from: 2, to: 5 },
  { share: 0.05, from: 6, to: 19 },
  { share: 0.022, from: 20, to: max - 1 },
  { share: 0.008, from: max, to: max },
]

const cashBuckets = (max: number): readonly Bucket[] => [
  { share: 0.65, from: 1, to: 1 },
  { share: 0.24, from: 2, to: 5 },
  { share: 0.055, from: 6, to: 19 },
  { share: 0.04, from: 20, to: max - 1 },
  { share: 0.015, from: max, to: max },
]

/**
 * Whether a contest is a cash game (double-up or 50/50).
 * @example isCashGame({ contestSize: 100, multiEntryMax: 1, isDoubleUp: true, isFiftyFifty: false }) // true
 */
export const isCashGame = (contest: FieldContest): boolean =>
  contest.isDoubleUp || contest.isFiftyFifty

// Log-uniform between the bucket's ends, so 20–149 leans to the low end as in real fields.
const entriesIn = (bucket: Bucket, max: number, rng: Rng): number => {
  const from = Math.min(bucket.from, max)
  const to = Math.min(Math.max(bucket.to, from), max)
  const value = Math.floor(Math.exp(Math.log(from) + rng.next() * Math.log((to + 1) / from)))
  return Math.min(to, Math.max(from, value))
}

const drawEntries = (buckets: readonly Bucket[], max: number, rng: Rng): number => {
  let draw = rng.next()
  for (const bucket of buckets) {
    if (draw < bucket.share) return entriesIn(bucket, max, rng)
    draw -= bucket.share
  }
  return 1
}

// Salary habits: most users spend within 1 % of the cap, some within 2 %, a few leave more.
const drawMinSalaryShare = (cash: boolean, chalky: boolean, rng: Rng): number => {
  const draw = rng.next()
  const full = cash ? 0.92 : chalky ? 0.78 : 0.88
  if (draw < full) return 0.99
  if (draw < full + 0.05) return 0.98
  return 0.9 + 0.08 * rng.next()
}

/**
 * The users of a field, whose entries add up to the contest size, none above the contest's
 * multi-entry maximum. A fifth of the users are chalk builders (a tenth in cash games, where
 * the projected ownership is already concentrated).
 * @example planEntrants({ contestSize: 100, multiEntryMax: 1, isDoubleUp: false, isFiftyFifty: true }, rng).length // 100
 */
export const planEntrants = (contest: FieldContest, rng: Rng): readonly Entrant[] => {
  const cash = isCashGame(contest)
  const max = contest.multiEntryMax
  const buckets = cash ? cashBuckets(max) : tournamentBuckets(max)
  const entrants: Entrant[] = []
  let remaining = contest.contestSize
  while (remaining > 0) {
    const entries = Math.min(remaining, drawEntries(buckets, max, rng))
    const chalky = rng.next() < (cash ? 0.1 : 0.2)
    entrants.push({ entries, chalky, minSalaryShare: drawMinSalaryShare(cash, chalky, rng) })
    remaining -= entries
  }
  return entrants
}
