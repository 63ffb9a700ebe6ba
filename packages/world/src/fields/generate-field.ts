/**
 * The field of a contest, from an ownership-driven opponent model: every entry a valid lineup
 * drawn player by player from weights calibrated so that the field's ownership follows the
 * projection, then repaired by player swaps until every row is within half a point of it;
 * users who multi-enter build related lineups (a core they keep) and repeat some; chalk
 * builders lean harder on the most-owned players, which is where duplicates come from.
 * The design and its tuning against real contests are in docs/field-realism.md.
 */
import type { Rng } from '@slatelab/engine/rng'
import { compileSlate, type CompiledSlate } from './compiled-slate'
import {
  entrantKinds,
  isCashGame,
  planEntrants,
  projectionSources,
  type Entrant,
} from './field-entrants'
import type { FieldContest, FieldPlayer, LineupFormat } from './field-input'
import { rowOwnership } from './field-ownership'
import { createLineupClimber, type LineupClimber } from './lineup-climb'
import { createLineupSampler, type LineupSampler } from './lineup-sampler'
import { repairOwnership } from './ownership-repair'
import { createStackPlanner, type StackPlanner, type StackShape } from './stack-plan'

/**
 * What `generateField` needs: the slate's players, the lineup format and the contest, and the
 * random stream that makes the field (same stream, same field).
 * @example { slatePlayers, ...classicLineupFormat(4, 1), contest, rng: createRng('field') }
 */
export type FieldInput = LineupFormat & {
  readonly slatePlayers: readonly FieldPlayer[]
  readonly contest: FieldContest
  readonly rng: Rng
}

/**
 * A generated field as flat arrays. Entry e holds players
 * `lineups[e × rosterSize + s]` (indexes into the input's `slatePlayers`) in slot s of
 * `rosterSlots`. A user's entries are consecutive.
 * @example field.userOf[0] // 0 (the first user's first entry)
 */
export type GeneratedField = {
  readonly entryCount: number
  readonly rosterSize: number
  readonly lineups: Int32Array
  /** Each entry's user number, from 0. */
  readonly userOf: Int32Array
  readonly userCount: number
  /** Each entry's salary against the cap (captains at their multiplier), in salary units. */
  readonly salaryUsed: Int32Array
}

/**
 * The chance a user whose new lineup another entry already holds builds another (up to
 * `uniqueTries` times): single-entry players enter their one lineup to win alone, the rest of
 * a tournament's users now and then; cash players do not mind sharing a lineup.
 */
const avoidDuplicateShare = (contest: FieldContest): number =>
  isCashGame(contest) ? 0 : contest.multiEntryMax === 1 ? 0.95 : 0.5
const uniqueTries = 4

/** Chalk builders draw from the calibrated weights raised to this power. */
const chalkPower = 2.5
/** Share of a multi-entrant's slots kept from his first lineup in a tournament. */
const coreKeepShare = 0.4
/** Chance that a tournament multi-entrant enters one of his lineups again. */
const repeatShare = 0.01
/**
 * Fitting rounds, each on the first `fittingEntries` entries. The repair pass after the final
 * draw removes what they leave, so a round on the whole field would not pay for itself.
 */
const fittingRounds = 3
const fittingEntries = 8_000
/** Damping of each fitting step (1 = the full odds ratio), which otherwise overshoots. */
const fittingStep = 0.7
const drawsPerLineup = 200
/**
 * The repair pass moves every row to within this share (0–1) of its projected ownership: half
 * the ±1 point SimLabs promises, so rows a repair cannot finish still land inside it.
 */
const repairBand = 0.005
// Weight of a row nobody is projected to own: drawn only when nothing else fits.
const floorWeight = 1e-9

type Weights = { readonly plain: Float64Array; readonly chalk: Float64Array }

const chalkOf = (plain: Float64Array): Weights => ({
  plain,
  chalk: plain.map((weight) => weight ** chalkPower),
})

type Builder = {
  readonly slate: CompiledSlate
  readonly draw: LineupSampler
  readonly climb: LineupClimber
  readonly planStack: StackPlanner
  readonly lineup: Int32Array
  readonly kept: Int32Array
  readonly locked: Uint8Array
  /** Each projection source's points by row; empty when the players carry no projection. */
  readonly sources: readonly Float64Array[]
  /** A pro's appearances per player, valid where `exposureUser` holds his user number. */
  readonly exposure: Int32Array
  readonly exposureUser: Int32Array
  /**
   * How many 3 %-of-cap steps below the users' salary habits the last lineup needed: a slate
   * whose players cannot reach 99 % of the cap would otherwise fail the same draws again for
   * every entry.
   */
  shortfall: number
}

/** Draws at one salary floor before the floor drops a step (3 % of the cap). */
const drawsPerStep = 6
const shortfallStep = 0.03
/** Passes of the lineup climb: enough to reach a local best from most drawn lineups. */
const climbPasses = 3
/** Log-normal spread of each projection source around the slate's projection. */
const sourceNoise = 0.18
const nothingBlocked = (): boolean => false

/**
 * How one lineup is built: the weights it draws from, its salary floor, the earlier entry whose
 * core it keeps (−1 for none), its stack (undefined for none), the projection it climbs
 * (undefined: no climb) and the players it may not hold.
 */
type LineupPlan = {
  readonly weights: Float64Array
  readonly minSalaryShare: number
  readonly core: number
  readonly stack: StackShape | undefined
  readonly value: Float64Array | undefined
  readonly blocked: (player: number) => boolean
}

// One valid lineup into `lineups` at `entry`: draws until one fits, dropping the kept core
// and the stack, and lowering the salary floor, when the draws keep failing.
const buildLineup = (
  builder: Builder,
  lineups: Int32Array,
  entry: number,
  plan: LineupPlan,
  rng: Rng,
): number => {
  const { slate, draw, lineup, kept, locked } = builder
  const size = slate.rosterSize
  // Now and then one step higher, so one unlucky lineup does not lower the floor for good.
  const firstStep = Math.max(0, builder.shortfall - (rng.next() < 0.1 ? 1 : 0))
  for (let attempt = 0; attempt < drawsPerLineup; attempt += 1) {
    // A pro whose caps leave no lineup (a showdown's few players) lets them go at last.
    const blocked = attempt < drawsPerLineup / 2 ? plan.blocked : nothingBlocked
    const stacked =
      plan.stack !== undefined &&
      attempt < drawsPerLineup / 2 &&
      builder.planStack(kept, plan.weights, plan.stack, rng, blocked)
    const keepCore = !stacked && plan.core >= 0 && attempt < drawsPerLineup / 4
    if (keepCore) {
      for (let s = 0; s < size; s += 1) {
        kept[s] = rng.next() < coreKeepShare ? (lineups[plan.core * size + s] ?? -1) : -1
      }
    }
    const step = firstStep + Math.floor(attempt / drawsPerStep)
    const minSalary = Math.max(
      0,
      Math.ceil(slate.salaryCap * (plan.minSalaryShare - shortfallStep * step)),
    )
    let spent = draw(lineup, plan.weights, minSalary, stacked || keepCore ? kept : undefined, rng)
    if (spent >= 0 && plan.value !== undefined) {
      for (let s = 0; s < size; s += 1) locked[s] = stacked && (kept[s] ?? -1) >= 0 ? 1 : 0
      spent = builder.climb(lineup, plan.value, locked, spent, climbPasses, blocked)
    }
    if (spent >= 0) {
      builder.shortfall = step
      lineups.set(lineup, entry * size)
      return spent
    }
  }
  throw new Error(`No valid lineup found in ${drawsPerLineup} draws: check slots, cap and rules`)
}

// Which of a user's earlier lineups his entry n repeats, or −1 for a new lineup: cash players
// cycle through their `distinct` lineups, tournament players now and then enter one twice.
const repeatOf = (cash: boolean, n: number, distinct: number, rng: Rng): number => {
  if (cash) return n >= distinct ? n % distinct : -1
  return n > 0 && rng.next() < repeatShare ? rng.int(0, n - 1) : -1
}

// The players a pro may not add any more: those in `maxExposure` of his entries already.
const exposureBlock = (builder: Builder, user: number, entrant: Entrant) => {
  if (entrant.maxExposure >= 1) return nothingBlocked
  const cap = Math.max(1, Math.floor(entrant.maxExposure * entrant.entries))
  const { exposure, exposureUser } = builder
  return (player: number): boolean =>
    exposureUser[player] === user && (exposure[player] ?? 0) >= cap
}

const countExposure = (builder: Builder, user: number, lineup: Int32Array): void => {
  const { exposure, exposureUser } = builder
  for (const player of lineup) {
    if (exposureUser[player] !== user) {
      exposureUser[player] = user
      exposure[player] = 0
    }
    exposure[player] = (exposure[player] ?? 0) + 1
  }
}

// The plan of a user's next lineup: optimizer users and pros climb their projection source;
// everyone stacks now and then (NFL), optimizer users and pros most of the time.
const planLineup = (
  builder: Builder,
  entrant: Entrant,
  weights: Weights,
  core: number,
  blocked: (player: number) => boolean,
  rng: Rng,
): LineupPlan => {
  const optimizing = entrant.kind === entrantKinds.optimizer || entrant.kind === entrantKinds.pro
  const stack: StackShape | undefined =
    rng.next() < entrant.stackShare
      ? { catchers: rng.next() < 0.55 ? 1 : 2, bringBack: rng.next() < entrant.bringBackShare }
      : undefined
  return {
    weights: entrant.chalky ? weights.chalk : weights.plain,
    minSalaryShare: entrant.minSalaryShare,
    core,
    stack,
    value: optimizing ? builder.sources[entrant.source % builder.sources.length] : undefined,
    blocked,
  }
}

// A lineup's players as a key, captains marked: equal keys are duplicates.
const lineupKey = (lineup: Int32Array, slotIsCaptain: Uint8Array): string =>
  Array.from(lineup, (player, slot) => (slotIsCaptain[slot] === 1 ? -1 - player : player))
    .sort((a, b) => a - b)
    .join(',')

// The entries of the first users up to `entryLimit` entries (all users by default).
const buildEntries = (
  builder: Builder,
  entrants: readonly Entrant[],
  weights: Weights,
  contest: FieldContest,
  rng: Rng,
  entryLimit = Number.POSITIVE_INFINITY,
): GeneratedField => {
  const cash = isCashGame(contest)
  const avoidShare = avoidDuplicateShare(contest)
  const entered = new Set<string>()
  const size = builder.slate.rosterSize
  let userCount = 0
  let entryCount = 0
  for (const entrant of entrants) {
    if (entryCount >= entryLimit) break
    entryCount += entrant.entries
    userCount += 1
  }
  const lineups = new Int32Array(entryCount * size)
  const userOf = new Int32Array(entryCount)
  const salaryUsed = new Int32Array(entryCount)
  builder.exposureUser.fill(-1)
  let entry = 0
  entrants.slice(0, userCount).forEach((entrant, user) => {
    const first = entry
    const blocked = exposureBlock(builder, user, entrant)
    // Cash multi-entrants play one to four lineups over and over.
    const distinct = cash
      ? 1 + Math.floor(rng.next() * Math.min(4, Math.ceil(entrant.entries / 8)))
      : entrant.entries
    for (let n = 0; n < entrant.entries; n += 1) {
      userOf[entry] = user
      const source = repeatOf(cash, n, distinct, rng)
      if (source >= 0) {
        lineups.copyWithin(entry * size, (first + source) * size, (first + source + 1) * size)
        salaryUsed[entry] = salaryUsed[first + source] ?? 0
      } else {
        // Tournament players build around the core of their first lineup.
        const core = cash || n === 0 ? -1 : first
        const plan = planLineup(builder, entrant, weights, core, blocked, rng)
        salaryUsed[entry] = buildLineup(builder, lineups, entry, plan, rng)
        let key = lineupKey(builder.lineup, builder.slate.slotIsCaptain)
        for (let tries = 0; tries < uniqueTries && entered.has(key); tries += 1) {
          if (rng.next() >= avoidShare) break
          salaryUsed[entry] = buildLineup(builder, lineups, entry, plan, rng)
          key = lineupKey(builder.lineup, builder.slate.slotIsCaptain)
        }
        entered.add(key)
        if (entrant.maxExposure < 1) countExposure(builder, user, builder.lineup)
      }
      entry += 1
    }
  })
  return { entryCount, rosterSize: size, lineups, userOf, userCount, salaryUsed }
}

// How much a row's weight must grow for its share to move from `realised` to `goal`: exact for
// a player competing for one slot with fixed rivals, and quick where ownership is high.
const oddsRatio = (goal: number, realised: number, smoothing: number): number => {
  const wanted = Math.min(goal, 0.999) + smoothing
  const got = Math.min(realised, 0.999) + smoothing
  return (wanted * (1 - got)) / (got * (1 - wanted))
}

// Multiplicative fitting on the field itself: each round draws the field (its first users only,
// in a large contest) and scales every row's weight by the odds ratio between its target and
// its realised share. Rows nobody should own sink to the floor.
const fitWeights = (
  builder: Builder,
  entrants: readonly Entrant[],
  contest: FieldContest,
  rng: Rng,
): Weights => {
  const { target, playerCount, slotIsCaptain } = builder.slate
  const plain = target.map((share) => Math.max(share, floorWeight))
  for (let round = 0; round < fittingRounds; round += 1) {
    const field = buildEntries(builder, entrants, chalkOf(plain), contest, rng, fittingEntries)
    const realised = rowOwnership(field, slotIsCaptain, playerCount)
    const smoothing = 0.5 / field.entryCount
    for (let row = 0; row < plain.length; row += 1) {
      const goal = target[row] ?? 0
      plain[row] =
        goal > 0
          ? (plain[row] ?? 0) * oddsRatio(goal, realised[row] ?? 0, smoothing) ** fittingStep
          : floorWeight
    }
  }
  return chalkOf(plain)
}

// The projection sets optimizer users build from (none without projections, or on a showdown): the slate's projection with a log-normal
// error per player and set (mean kept), the captain row moving with its player.
const drawSources = (slate: CompiledSlate, rng: Rng): readonly Float64Array[] => {
  const { value, playerCount } = slate
  // Single-game slates: a climb crowns the same few captains whatever the weights, and the
  // field's captain ownership could no longer follow its projection; their users draw only.
  if (!value.some((points) => points > 0) || slate.slotIsCaptain.includes(1)) return []
  return Array.from({ length: projectionSources }, () => {
    const source = new Float64Array(value.length)
    for (let p = 0; p < playerCount; p += 1) {
      const factor = Math.exp(rng.normal(0, sourceNoise) - sourceNoise ** 2 / 2)
      source[p] = (value[p] ?? 0) * factor
      source[playerCount + p] = (value[playerCount + p] ?? 0) * factor
    }
    return source
  })
}

/**
 * The field of one contest: `contest.contestSize` valid lineups (every slot filled by an
 * eligible player, no player twice, salary within the cap, the format's team and game rules),
 * entered by users who respect `contest.multiEntryMax`. The field's ownership follows
 * `projectedOwnership` (and `projectedCaptainOwnership`): every row within 1 point from 20 000
 * entries (tested; the repair pass aims at half a point, and usually gets there on smaller fields
 * too).
 * Deterministic in `rng`. Throws when the format cannot be filled from the players.
 * @example generateField({ slatePlayers, ...classicLineupFormat(4, 1), contest, rng }).entryCount // 11764
 */
export const generateField = (input: FieldInput): GeneratedField => {
  const slate = compileSlate(input.slatePlayers, input)
  const builder: Builder = {
    slate,
    draw: createLineupSampler(slate),
    climb: createLineupClimber(slate),
    planStack: createStackPlanner(slate),
    lineup: new Int32Array(slate.rosterSize),
    kept: new Int32Array(slate.rosterSize),
    locked: new Uint8Array(slate.rosterSize),
    sources: drawSources(slate, input.rng.fork('sources')),
    exposure: new Int32Array(slate.playerCount),
    exposureUser: new Int32Array(slate.playerCount),
    shortfall: 0,
  }
  const entrants = planEntrants(input.contest, input.rng.fork('entrants'))
  const lineupRng = input.rng.fork('lineups')
  const weights = fitWeights(builder, entrants, input.contest, lineupRng)
  const field = buildEntries(builder, entrants, weights, input.contest, lineupRng)
  const singleEntry = input.contest.multiEntryMax === 1 && !isCashGame(input.contest)
  return repairOwnership(field, slate, entrants, repairBand, singleEntry)
}
