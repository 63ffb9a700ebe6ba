/**
 * The contest simulation loop. Each iteration draws every player's points (hundredths of a
 * point, so scores are whole numbers), scores every entry with typed arrays (two iterations per
 * pass), and counts the scores into one bin per hundredth: walking the bins down from the top gives every entry's
 * exact rank and tie group in O(entries + bins), with no sort. Ties split the prizes of the
 * places they cover (`splitPrizesInOrder`'s rule). Everything a shard adds up is a whole number
 * (payouts in ten-thousandths of a dollar), so shards merge exactly, in any order.
 */
import type { Dollars, Points } from '@slatelab/domain'
import { placePrizes } from '../contest-analytics/payouts'
import { isCaptainSlot } from '../contest-analytics/roster-slots'
import { shareOf, trustedDollars, trustedPoints } from '../contest-analytics/trusted-units'
import { countFieldDuplicates } from './lineup-duplicates'
import { createOutcomeSampler, type OutcomeSampler } from './outcome-sampler'
import type { SimulationInput } from './simulation-input'
import type { SimulationResult } from './simulation-result'

/** Points are simulated to this many steps per point. */
const stepsPerPoint = 100
/** Payouts add up in this many units per dollar. */
const unitsPerDollar = 10_000
/** Share of the contest that is its top 1 %, rounded up to whole entries. */
const topShare = 0.01

const lineupFields = 6
const playerFields = 5
/** Bins of each user lineup's score histogram. */
export const histogramBins = 100
/** One-point bins of the cash line's histogram, from 0; higher lines count in the last. */
export const cashLineBins = 2000

/**
 * The sums of a range of iterations; `mergeTallies` adds two, `summarizeSimulation` reads one.
 * `lineupStats` holds per user lineup: score sum, score squares (hundredths), wins, top-1 %
 * finishes, cashes, payout units; `playerStats` per player: points sum (hundredths), times in
 * the best lineup, top-1 % entries rostering him, times in the best lineup as captain, top-1 %
 * entries with him as captain (both 0 without a captain slot).
 */
export type SimulationTally = {
  readonly iterations: number
  readonly lineupStats: Float64Array
  readonly playerStats: Float64Array
  readonly top1Entries: number
  /** Sum of the last paid place's score (hundredths) over the iterations. */
  readonly cashLineSum: number
  /** Iterations by the last paid place's score in whole points (`cashLineBins`, the last open). */
  readonly cashLineHistogram: Float64Array
  /** Per user lineup, `histogramBins` counts of its scores (`scoreBins` of the result). */
  readonly lineupHistograms: Float64Array
}

type Compiled = {
  readonly sampler: OutcomeSampler
  readonly playerCount: number
  readonly rosterSize: number
  readonly fieldCount: number
  readonly userCount: number
  /** Every entry's rows, field first: player p, or playerCount + p in a captain slot. */
  readonly rows: Uint16Array
  readonly cumulativePrizes: Float64Array
  readonly paidPlaces: number
  readonly topCount: number
  /** Width of a histogram bin in hundredths; bins start at 0 points. */
  readonly binSteps: number
}

const compiledInputs = new WeakMap<SimulationInput, Compiled>()

const compile = (input: SimulationInput): Compiled => {
  const known = compiledInputs.get(input)
  if (known !== undefined) return known
  const playerCount = input.players.length
  const rosterSize = input.rosterSlots.length
  const captain = input.rosterSlots.map(isCaptainSlot)
  const fieldCount = input.fieldLineups.length / rosterSize
  const userCount = input.userLineups.length / rosterSize
  const rows = new Uint16Array(input.fieldLineups.length + input.userLineups.length)
  const toRow = (player: number, index: number) =>
    captain[index % rosterSize] === true ? playerCount + player : player
  input.fieldLineups.forEach((player, index) => {
    rows[index] = toRow(player, index)
  })
  const offset = input.fieldLineups.length
  input.userLineups.forEach((player, index) => {
    rows[offset + index] = toRow(player, index)
  })
  const entryCount = fieldCount + userCount
  const prizes = placePrizes(input.payouts, entryCount)
  const cumulativePrizes = new Float64Array(entryCount + 1)
  let paidPlaces = 0
  for (let place = 1; place <= entryCount; place += 1) {
    const prize = prizes[place] ?? 0
    cumulativePrizes[place] = (cumulativePrizes[place - 1] ?? 0) + prize
    if (prize > 0) paidPlaces = place
  }
  // Bins span 0 to twice the best user lineup's projection, so every lineup's spread fits;
  // a score outside counts in the edge bin. Fixed by the input, so shards bin alike.
  let bestProjection = 0
  for (let user = 0; user < userCount; user += 1) {
    let projection = 0
    for (let slot = 0; slot < rosterSize; slot += 1) {
      const player = input.players[input.userLineups[user * rosterSize + slot] ?? 0]
      const points = player?.projection ?? 0
      projection += captain[slot] === true ? points * input.captainPointsMultiplier : points
    }
    bestProjection = Math.max(bestProjection, projection)
  }
  const binSteps = Math.max(1, Math.ceil((2 * bestProjection * stepsPerPoint) / histogramBins))
  const compiled: Compiled = {
    sampler: createOutcomeSampler(input.players, input.correlations, input.seed),
    playerCount,
    rosterSize,
    fieldCount,
    userCount,
    rows,
    cumulativePrizes,
    paidPlaces,
    topCount: Math.max(1, Math.ceil(entryCount * topShare)),
    binSteps,
  }
  compiledInputs.set(input, compiled)
  return compiled
}

// Two iterations share one pass over the lineups: a row's points of iteration A and of
// iteration B (both offset to be ≥ 0) are packed into one double as a + b · 2^24, and a sum of
// rosterSize packed rows unpacks exactly while each iteration's score stays below 2^24. One
// pass reads every lineup once for two iterations, about 1.7× faster than two passes.
const packFactor = 2 ** 24

/**
 * Simulates iterations `from` (inclusive) to `to` (exclusive) of `input`. Iterations depend
 * only on the seed and their number, so shards run anywhere (worker threads, machines) and
 * merge to exactly the tally of one run.
 * @example mergeTallies(simulateShard(input, 0, 5000), simulateShard(input, 5000, 10000)) // equals simulateShard(input, 0, 10000)
 */
export const simulateShard = (
  input: SimulationInput,
  from: number,
  to: number,
): SimulationTally => {
  const sim = compile(input)
  const { playerCount, rosterSize, rows, cumulativePrizes, paidPlaces, topCount } = sim
  const entryCount = sim.fieldCount + sim.userCount
  const firstUser = sim.fieldCount
  const multiplier = input.captainPointsMultiplier
  const points = new Float64Array(playerCount)
  // Hundredths of a point by row (player p, captain row playerCount + p), per iteration.
  const steps = [new Int32Array(2 * playerCount), new Int32Array(2 * playerCount)] as const
  const packedRows = new Float64Array(2 * playerCount)
  // Scores minus the pair's base, so every bin index is a score.
  const scores = [new Int32Array(entryCount), new Int32Array(entryCount)] as const
  // The last iteration (+1) that counted a player in the best lineup, in any slot and as captain:
  // on a tie for first he counts once.
  const stamp = new Int32Array(playerCount)
  const captainStamp = new Int32Array(playerCount)
  const lineupStats = new Float64Array(sim.userCount * lineupFields)
  const lineupHistograms = new Float64Array(sim.userCount * histogramBins)
  const playerStats = new Float64Array(playerCount * playerFields)
  let counts: readonly [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)]
  let binPayout = new Float64Array(0)
  let top1Entries = 0
  let cashLineSum = 0
  const cashLineHistogram = new Float64Array(cashLineBins)
  const stopRank = Math.max(paidPlaces, topCount)

  // Player points of one iteration into steps[half]; the lowest and highest row come back.
  const drawSteps = (iteration: number, half: 0 | 1, range: { low: number; high: number }) => {
    sim.sampler.draw(iteration, points)
    const out = steps[half]
    for (let p = 0; p < playerCount; p += 1) {
      const played = Math.round((points[p] ?? 0) * stepsPerPoint)
      const captain = Math.round(played * multiplier)
      out[p] = played
      out[playerCount + p] = captain
      playerStats[p * playerFields] = (playerStats[p * playerFields] ?? 0) + played
      range.low = Math.min(range.low, played, captain)
      range.high = Math.max(range.high, played, captain)
    }
  }

  // Ranks, prizes and per-player counts of one scored iteration.
  const settle = (iteration: number, half: 0 | 1, base: number, maxScore: number) => {
    const entryScores = scores[half]
    const bins = counts[half]
    // Down from the top until every paid place and the top 1 % are ranked.
    let above = 0
    let topScore = maxScore
    let cashScore = maxScore
    let lowestRanked = maxScore
    for (let score = maxScore; score >= 0 && above < stopRank; score -= 1) {
      const tied = bins[score] ?? 0
      if (tied === 0) continue
      const rank = above + 1
      const pot =
        (cumulativePrizes[Math.min(rank + tied - 1, entryCount)] ?? 0) -
        (cumulativePrizes[rank - 1] ?? 0)
      binPayout[score] = pot / tied
      if (rank <= topCount) topScore = score
      if (rank <= paidPlaces) cashScore = score
      lowestRanked = score
      above += tied
    }
    if (paidPlaces > 0) {
      cashLineSum += cashScore + base
      const bin = Math.min(
        cashLineBins - 1,
        Math.max(0, Math.floor((cashScore + base) / stepsPerPoint)),
      )
      cashLineHistogram[bin] = (cashLineHistogram[bin] ?? 0) + 1
    }

    for (let user = 0; user < sim.userCount; user += 1) {
      const score = entryScores[firstUser + user] ?? 0
      const total = score + base
      const at = user * lineupFields
      lineupStats[at] = (lineupStats[at] ?? 0) + total
      lineupStats[at + 1] = (lineupStats[at + 1] ?? 0) + total * total
      const bin = user * histogramBins + binOf(total, sim.binSteps)
      lineupHistograms[bin] = (lineupHistograms[bin] ?? 0) + 1
      if (score < lowestRanked) continue
      if (score === maxScore) lineupStats[at + 2] = (lineupStats[at + 2] ?? 0) + 1
      if (score >= topScore) lineupStats[at + 3] = (lineupStats[at + 3] ?? 0) + 1
      const payout = binPayout[score] ?? 0
      if (payout > 0) {
        lineupStats[at + 4] = (lineupStats[at + 4] ?? 0) + 1
        lineupStats[at + 5] = (lineupStats[at + 5] ?? 0) + Math.round(payout * unitsPerDollar)
      }
    }

    for (let entry = 0; entry < entryCount; entry += 1) {
      const score = entryScores[entry] ?? 0
      if (score < topScore) continue
      top1Entries += 1
      for (let k = entry * rosterSize; k < (entry + 1) * rosterSize; k += 1) {
        const row = rows[k] ?? 0
        const captain = row >= playerCount
        const player = captain ? row - playerCount : row
        const at = player * playerFields
        playerStats[at + 2] = (playerStats[at + 2] ?? 0) + 1
        if (captain) playerStats[at + 4] = (playerStats[at + 4] ?? 0) + 1
        if (score !== maxScore) continue
        if (stamp[player] !== iteration + 1) {
          stamp[player] = iteration + 1
          playerStats[at + 1] = (playerStats[at + 1] ?? 0) + 1
        }
        if (captain && captainStamp[player] !== iteration + 1) {
          captainStamp[player] = iteration + 1
          playerStats[at + 3] = (playerStats[at + 3] ?? 0) + 1
        }
      }
    }
    bins.fill(0, 0, maxScore + 1)
  }

  for (let first = from; first < to; first += 2) {
    const paired = first + 1 < to
    const range = { low: 0, high: 0 }
    drawSteps(first, 0, range)
    if (paired) drawSteps(first + 1, 1, range)
    else steps[1].fill(range.low)
    // Every score of the pair lies in [base, base + span).
    const base = rosterSize * range.low
    const span = rosterSize * (range.high - range.low) + 1
    if (span > packFactor) throw new RangeError(`Scores span ${span} hundredths, above 2^24`)
    if (counts[0].length < span) {
      counts = [new Int32Array(span), new Int32Array(span)]
      binPayout = new Float64Array(span)
    }
    for (let row = 0; row < packedRows.length; row += 1) {
      packedRows[row] =
        (steps[0][row] ?? 0) - range.low + ((steps[1][row] ?? 0) - range.low) * packFactor
    }
    const [scoresA, scoresB] = scores
    const [countsA, countsB] = counts
    let maxA = 0
    let maxB = 0
    for (let entry = 0, slot = 0; entry < entryCount; entry += 1) {
      let packed = 0
      for (let k = 0; k < rosterSize; k += 1, slot += 1) packed += packedRows[rows[slot] ?? 0] ?? 0
      const scoreB = Math.floor(packed / packFactor)
      const scoreA = packed - scoreB * packFactor
      scoresA[entry] = scoreA
      scoresB[entry] = scoreB
      countsA[scoreA] = (countsA[scoreA] ?? 0) + 1
      countsB[scoreB] = (countsB[scoreB] ?? 0) + 1
      if (scoreA > maxA) maxA = scoreA
      if (scoreB > maxB) maxB = scoreB
    }
    settle(first, 0, base, maxA)
    if (paired) settle(first + 1, 1, base, maxB)
    else countsB.fill(0, 0, maxB + 1)
  }
  return {
    iterations: to - from,
    lineupStats,
    playerStats,
    top1Entries,
    cashLineSum,
    cashLineHistogram,
    lineupHistograms,
  }
}

/**
 * User lineup `user`'s cashes and payout (dollars) summed over a tally's iterations.
 * @example lineupWinnings(simulateShard(input, 7, 8), 0) // { cashes: 1, payout: 40 }
 */
export const lineupWinnings = (
  tally: SimulationTally,
  user: number,
): { readonly cashes: number; readonly payout: number } => ({
  cashes: tally.lineupStats[user * lineupFields + 4] ?? 0,
  payout: (tally.lineupStats[user * lineupFields + 5] ?? 0) / unitsPerDollar,
})

// How many field lineups hold each player in a captain slot.
const countCaptains = (
  lineups: Int32Array,
  captainSlots: readonly boolean[],
  playerCount: number,
): Int32Array => {
  const counts = new Int32Array(playerCount)
  for (let at = 0; at < lineups.length; at += 1) {
    if (captainSlots[at % captainSlots.length] !== true) continue
    const player = lineups[at] ?? 0
    counts[player] = (counts[player] ?? 0) + 1
  }
  return counts
}

const binOf = (score: number, binSteps: number): number =>
  Math.min(histogramBins - 1, Math.max(0, Math.floor(score / binSteps)))

const addArrays = (a: Float64Array, b: Float64Array): Float64Array =>
  a.map((value, index) => value + (b[index] ?? 0))

/**
 * The tally of two disjoint iteration ranges of one simulation.
 * @example mergeTallies(first, second).iterations // first.iterations + second.iterations
 */
export const mergeTallies = (a: SimulationTally, b: SimulationTally): SimulationTally => ({
  iterations: a.iterations + b.iterations,
  lineupStats: addArrays(a.lineupStats, b.lineupStats),
  playerStats: addArrays(a.playerStats, b.playerStats),
  top1Entries: a.top1Entries + b.top1Entries,
  cashLineSum: a.cashLineSum + b.cashLineSum,
  cashLineHistogram: addArrays(a.cashLineHistogram, b.cashLineHistogram),
  lineupHistograms: addArrays(a.lineupHistograms, b.lineupHistograms),
})

/**
 * The result of a simulation from its tally.
 * @example summarizeSimulation(input, simulateShard(input, 0, input.iterations)).lineups[0]?.winPct // 0.31 (Percent)
 */
export const summarizeSimulation = (
  input: SimulationInput,
  tally: SimulationTally,
): SimulationResult => {
  const sim = compile(input)
  const runs = tally.iterations
  const perRun = (sum: number) => (runs === 0 ? 0 : sum / runs)
  const duplicates = countFieldDuplicates(
    input.fieldLineups,
    input.userLineups,
    input.rosterSlots.map(isCaptainSlot),
    sim.playerCount,
  )
  const stat = (stats: Float64Array, at: number) => stats[at] ?? 0
  const lineups = Array.from({ length: sim.userCount }, (_, user) => {
    const at = user * lineupFields
    const mean = perRun(stat(tally.lineupStats, at))
    const variance = Math.max(0, perRun(stat(tally.lineupStats, at + 1)) - mean * mean)
    const winnings = lineupWinnings(tally, user)
    const expectedPayout = perRun(winnings.payout)
    return {
      meanPoints: trustedPoints(mean / stepsPerPoint),
      sdPoints: trustedPoints(Math.sqrt(variance) / stepsPerPoint),
      winPct: shareOf(stat(tally.lineupStats, at + 2), runs),
      top1Pct: shareOf(stat(tally.lineupStats, at + 3), runs),
      cashPct: shareOf(winnings.cashes, runs),
      // A mean of shares of validated dollars.
      expectedPayout: trustedDollars(expectedPayout),
      roiPct: input.entryFee > 0 ? ((expectedPayout - input.entryFee) / input.entryFee) * 100 : 0,
      fieldDuplicates: duplicates[user] ?? 0,
      scoreHistogram: Array.from(
        tally.lineupHistograms.subarray(user * histogramBins, (user + 1) * histogramBins),
      ),
    }
  })
  const captainSlots = input.rosterSlots.map(isCaptainSlot)
  const hasCaptain = captainSlots.includes(true)
  const fieldCaptains = hasCaptain
    ? countCaptains(input.fieldLineups, captainSlots, sim.playerCount)
    : undefined
  const players = input.players.map((player, p) => {
    const at = p * playerFields
    const top1OwnershipPct = shareOf(stat(tally.playerStats, at + 2), tally.top1Entries)
    return {
      meanPoints: trustedPoints(perRun(stat(tally.playerStats, at)) / stepsPerPoint),
      simOptimalPct: shareOf(stat(tally.playerStats, at + 1), runs),
      top1OwnershipPct,
      projectedOwnership: player.projectedOwnership,
      leveragePct: top1OwnershipPct - player.projectedOwnership,
      simOptimalCaptainPct: hasCaptain ? shareOf(stat(tally.playerStats, at + 3), runs) : null,
      top1CaptainOwnershipPct: hasCaptain
        ? shareOf(stat(tally.playerStats, at + 4), tally.top1Entries)
        : null,
      fieldCaptainOwnershipPct:
        fieldCaptains === undefined ? null : shareOf(fieldCaptains[p] ?? 0, sim.fieldCount),
    }
  })
  const entryCount = sim.fieldCount + sim.userCount
  const prizePool: Dollars = trustedDollars(sim.cumulativePrizes[entryCount] ?? 0)
  const meanCashLine: Points | null =
    sim.paidPlaces > 0 ? trustedPoints(perRun(tally.cashLineSum) / stepsPerPoint) : null
  const scoreBins = { fromPoints: 0, binPoints: sim.binSteps / stepsPerPoint, count: histogramBins }
  return { iterations: runs, entryCount, prizePool, meanCashLine, scoreBins, lineups, players }
}

/**
 * Simulates the whole contest in this thread.
 * @example simulateContest(input).lineups[0]?.roiPct // -12.4 (percent)
 */
export const simulateContest = (input: SimulationInput): SimulationResult =>
  summarizeSimulation(input, simulateShard(input, 0, input.iterations))
