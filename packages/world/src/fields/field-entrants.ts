/**
 * Who enters a contest: users with how many entries each, how they build (a chalk builder
 * leans harder on the most-owned players) and how much of the cap they insist on spending.
 * The shape follows real DraftKings NFL and MLB fields of 2017 (docs/field-realism.md): most
 * users enter once, a few percent max out, and max-entrants hold a fifth or more of a 150-max
 * GPP and most of a 150-max double-up.
 */
import type { Rng } from '@slatelab/engine/rng'
import type { FieldContest } from './field-input'

/** How a user builds his lineups (docs/field-model.md). */
export const entrantKinds = {
  /** Picks players by the field's ownership, spends loosely, stacks now and then. */
  casual: 'casual',
  /** Follows the ownership hard (sharpened weights): the main source of duplicates. */
  follower: 'follower',
  /** Runs an optimizer on one of the field's noisy projection sets: stacks, climbs to value. */
  optimizer: 'optimizer',
  /** A multi-entry pro: optimizer builds, with a cap on any player's share of his entries. */
  pro: 'pro',
} as const
export type EntrantKind = (typeof entrantKinds)[keyof typeof entrantKinds]

/**
 * One user of a field. `source` picks the projection set an optimizer user or pro builds
 * from (users of one set build alike); `maxExposure` is the most of a pro's entries (0–1) one
 * player may appear in (1 for everyone else).
 * @example { entries: 20, kind: 'pro', chalky: false, minSalaryShare: 0.99, stackShare: 0.97, bringBackShare: 0.55, source: 3, maxExposure: 0.5 }
 */
export type Entrant = {
  readonly entries: number
  readonly kind: EntrantKind
  /** Builds from sharpened weights (ownership to a power above 1): the source of duplicates. */
  readonly chalky: boolean
  /** The least share of the cap (0–1) this user's lineups spend. */
  readonly minSalaryShare: number
  /** The share of his NFL lineups (0–1) built around a quarterback stack. */
  readonly stackShare: number
  /** The share of his stacks (0–1) that bring one player back from the other side. */
  readonly bringBackShare: number
  readonly source: number
  readonly maxExposure: number
}

/** The projection sets optimizer users and pros build from (sites and touts disagree). */
export const projectionSources = 12

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

// Salary habits: most users spend within 1 % of the cap, some within 2 %, a few leave more;
// casual users leave the most.
const drawMinSalaryShare = (cash: boolean, kind: EntrantKind, rng: Rng): number => {
  const draw = rng.next()
  const full = cash ? 0.92 : kind === entrantKinds.casual ? 0.7 : kind === 'follower' ? 0.78 : 0.9
  if (draw < full) return 0.99
  if (draw < full + 0.05) return 0.98
  return 0.9 + 0.08 * rng.next()
}

/** Users with at least this many entries are pros (where the contest allows that many). */
const proEntries = 20

// Shares of casual, follower and optimizer users among those with fewer than `proEntries`
// entries, by kind of contest: cash games hold more optimizer users, single-entry more casuals.
const kindShares = (contest: FieldContest): readonly [number, number, number] => {
  if (isCashGame(contest)) return [0.15, 0.25, 0.6]
  // Single-entry users play one lineup and shun the chalk's duplicates: few followers.
  if (contest.multiEntryMax === 1) return [0.35, 0.05, 0.6]
  return [0.3, 0.2, 0.5]
}

/** Share of lineups built around a quarterback stack, by kind (NFL only). */
const stackShares: Readonly<Record<EntrantKind, number>> = {
  casual: 0.4,
  follower: 0.45,
  optimizer: 0.8,
  pro: 0.97,
}

/** Share of stacks with a bring-back, by kind. */
const bringBackShares: Readonly<Record<EntrantKind, number>> = {
  casual: 0.2,
  follower: 0.2,
  optimizer: 0.35,
  pro: 0.55,
}

const drawKind = (entries: number, contest: FieldContest, rng: Rng): EntrantKind => {
  if (entries >= proEntries) return rng.next() < 0.85 ? entrantKinds.pro : entrantKinds.optimizer
  const [casual, follower] = kindShares(contest)
  const draw = rng.next()
  if (draw < casual) return entrantKinds.casual
  if (draw < casual + follower) return entrantKinds.follower
  return entrantKinds.optimizer
}

/**
 * The users of a field, whose entries add up to the contest size, none above the contest's
 * multi-entry maximum, each of one kind (`entrantKinds`) mixed by the kind of contest.
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
    const kind = drawKind(entries, contest, rng)
    const chalky = kind === entrantKinds.follower
    entrants.push({
      entries,
      kind,
      chalky,
      minSalaryShare: drawMinSalaryShare(cash, kind, rng),
      stackShare: cash ? stackShares[kind] / 2 : stackShares[kind],
      bringBackShare: bringBackShares[kind],
      source: rng.int(0, projectionSources - 1),
      maxExposure: kind === entrantKinds.pro ? 0.35 + 0.3 * rng.next() : 1,
    })
    remaining -= entries
  }
  return entrants
}
