/**
 * One real contest against SimLabs: the contest's own entries are the simulated contest (every
 * entry tracked), the projection table is what the players are simulated from, and the
 * standings say what happened. The answer compares the two: the actual cash line among the
 * simulated ones, reliability of cash and top-1 % chances, and the largest multi-entry users'
 * simulated against actual ROI.
 */
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import type { Dollars, Percent, Points, Probability } from '@slatelab/domain'
import { simulateShard, summarizeSimulation } from '@slatelab/engine/simlabs/simulate-contest'
import {
  simulationInputSchema,
  type SimulationInput,
} from '@slatelab/engine/simlabs/simulation-input'
import type { SimPlayer } from '@slatelab/engine/simlabs/player-outcomes'
import {
  measureProjectionAccuracy,
  withProjectionError,
  type ProjectionAccuracy,
} from '@slatelab/engine/simlabs/projection-accuracy'
import { parseDkStandings } from '../../contests'
import { ImportError } from '../../../csv/import-error'
import { parseLineup } from '../../../csv/lineup-string'
import { payoutsByRank, type PayoutBand } from '../../contests'
import { normalizeName } from '../../../csv/player-names'
import { defaultTargetsOf, slateCorrelations } from '../correlation-roles'
import { actualPrizesCents } from './optimizer-lineups'
import { parseProjectionsWithActuals, type ProjectedPlayer } from './projections-with-actuals'
import {
  cashBinEdges,
  percentileInHistogram,
  reliabilityTable,
  top1BinEdges,
  type ReliabilityBin,
} from './reliability'

export type CalibrationContest = {
  readonly name: string
  readonly sportId: number
  /** A roster format key of `@slatelab/domain/roster-formats` (`dk-nfl-classic`). */
  readonly format: string
  readonly entryFee: number
  readonly standingsCsv: string
  readonly projectionsCsv: string
  readonly payouts: readonly PayoutBand[]
  /** Other slates' tables of the same source with actual points, to measure its accuracy. */
  readonly accuracyCsvs: readonly string[]
  /**
   * Lineups built from the projection table (indices into its rows), entered into the contest
   * beside its real entries: `optimizer-lineups.ts`.
   */
  readonly optimizerLineups?: readonly (readonly number[])[]
}

export type CalibrationOptions = {
  readonly iterations: number
  readonly seed: string
  /** How much of the source's measured projection error to apply: 0 exact, 1 all of it. */
  readonly errorScale: number
}

export type UserComparison = {
  readonly user: string
  readonly entries: number
  readonly simulatedRoiPct: number
  readonly actualRoiPct: number
}

/** Lineups built from the projections, entered into the real contest: simulated and actual. */
export type OptimizerComparison = {
  readonly lineups: number
  readonly simulatedRoiPct: number
  readonly simulatedCashPct: number
  readonly actualRoiPct: number
  readonly actualCashPct: number
}

export type ContestCalibration = {
  readonly name: string
  readonly entries: number
  /** Entries without a lineup (they cannot be simulated; they won nothing). */
  readonly entriesWithoutLineup: number
  readonly unprojectedPlayers: readonly string[]
  readonly paidPlaces: number
  readonly actualCashLine: number
  readonly meanSimulatedCashLine: number
  readonly cashLinePercentile: number
  readonly cash: readonly ReliabilityBin[]
  readonly top1: readonly ReliabilityBin[]
  readonly users: readonly UserComparison[]
  /** The source's accuracy the simulation applied (measured out of sample when it could be). */
  readonly accuracy: ProjectionAccuracy
  readonly accuracyOutOfSample: boolean
  /** Absent when the contest was given no optimizer lineups. */
  readonly optimizer: OptimizerComparison | undefined
}

// A player's position for the accuracy fit: the first listed (`1B/3B` → `1B`).
const positionOf = (player: ProjectedPlayer) => player.positions[0] ?? ''

/**
 * The accuracy of a projection table's source from tables with actual points: other slates'
 * when given (out of sample), else this slate's own.
 * @example accuracyFrom([table]).byPosition.QB?.slope // 0.82
 */
export const accuracyFrom = (tables: readonly (readonly ProjectedPlayer[])[]): ProjectionAccuracy =>
  measureProjectionAccuracy(
    tables.flat().flatMap((player) =>
      player.actual === undefined
        ? []
        : [
            {
              position: positionOf(player),
              projection: player.projection,
              actual: player.actual,
              salary: player.salary,
              floor: player.floor,
              ceiling: player.ceiling,
            },
          ],
    ),
  )

const toPayoutTable = (bands: readonly PayoutBand[]): PayoutTable =>
  bands.map((band) => ({
    placeFrom: band.placeFrom,
    placeTo: band.placeTo,
    payout: (band.payoutCents / 100) as Dollars,
  }))

type Prepared = {
  readonly players: readonly ProjectedPlayer[]
  readonly ownership: readonly number[]
  readonly lineups: readonly (readonly number[])[]
  readonly entries: readonly {
    readonly userName: string
    readonly points: number
    readonly prizeCents: number
    readonly cashed: boolean
    readonly top1: boolean
  }[]
  readonly entriesWithoutLineup: number
  readonly unprojected: readonly string[]
  readonly paidPlaces: number
  readonly actualCashLine: number
}

// Joins standings to projections by normalised name; a drafted player the table lacks is
// simulated at 0 points (a postponed game's players, a late scratch).
const prepare = (contest: CalibrationContest): Prepared => {
  const format = requireRosterFormat(contest.format)
  const slotCodes = new Set(format.slots.map((slot) => slot.code))
  const standings = parseDkStandings(contest.standingsCsv)
  const projected = parseProjectionsWithActuals(contest.projectionsCsv)
  const players: ProjectedPlayer[] = [...projected]
  const indexOf = new Map<string, number>()
  players.forEach((player, index) => {
    if (!indexOf.has(normalizeName(player.name))) indexOf.set(normalizeName(player.name), index)
  })
  const drafted = new Map(standings.players.map((player) => [normalizeName(player.name), player]))
  const unprojected: string[] = []
  const indexOfDrafted = (name: string): number => {
    const key = normalizeName(name)
    const known = indexOf.get(key)
    if (known !== undefined) return known
    const row = drafted.get(key)
    unprojected.push(name.trim())
    indexOf.set(key, players.length)
    players.push({
      line: row?.line ?? 0,
      name: name.trim(),
      positions: [row?.rosterPosition ?? ''],
      team: `?${key}`,
      opponent: '',
      salary: 0,
      projection: 0,
      floor: 0,
      ceiling: 0,
      actual: row?.points,
    })
    return players.length - 1
  }
  const isKnown = (name: string) =>
    indexOf.has(normalizeName(name)) || drafted.has(normalizeName(name))

  const entryCount = standings.entries.length
  const prizes = payoutsByRank(
    standings.entries.map((entry) => entry.rank),
    contest.payouts,
  )
  const paidPlaces = contest.payouts.reduce((last, band) => Math.max(last, band.placeTo), 0)
  const topRank = Math.ceil(entryCount * 0.01)
  const lineups: number[][] = []
  const entries: Prepared['entries'][number][] = []
  let withoutLineup = 0
  standings.entries.forEach((entry, index) => {
    const slots = parseLineup(entry.lineup, slotCodes, isKnown)
    if (slots === undefined || slots.length === 0) {
      withoutLineup += 1
      return
    }
    if (slots.length !== format.slots.length) {
      throw new ImportError(`the lineup has ${slots.length} players, not ${format.slots.length}`, {
        line: entry.line,
        field: 'Lineup',
      })
    }
    lineups.push(slots.map((slot) => indexOfDrafted(slot.name)))
    entries.push({
      userName: entry.userName,
      points: entry.points,
      prizeCents: prizes[index] ?? 0,
      cashed: entry.rank <= paidPlaces,
      top1: entry.rank <= topRank,
    })
  })
  const lastPaid = [...standings.entries]
    .filter((entry) => entry.rank <= paidPlaces)
    .reduce((low, entry) => Math.min(low, entry.points), Number.POSITIVE_INFINITY)
  return {
    players,
    ownership: players.map(
      (player) => drafted.get(normalizeName(player.name))?.draftedPercent ?? 0,
    ),
    lineups,
    entries,
    entriesWithoutLineup: withoutLineup,
    unprojected,
    paidPlaces,
    actualCashLine: Number.isFinite(lastPaid) ? lastPaid : 0,
  }
}

const simulationInput = (
  contest: CalibrationContest,
  prepared: Prepared,
  accuracy: ProjectionAccuracy,
  options: CalibrationOptions,
): SimulationInput => {
  const format = requireRosterFormat(contest.format)
  const simPlayers: SimPlayer[] = prepared.players.map((player, index) =>
    withProjectionError(
      {
        projection: player.projection as Points,
        floor: player.floor as Points,
        ceiling: player.ceiling as Points,
        zeroChance: 0 as Probability,
        projectedOwnership: Math.min(100, prepared.ownership[index] ?? 0) as Percent,
      },
      positionOf(player),
      accuracy,
      options.errorScale,
      player.salary,
    ),
  )
  return simulationInputSchema.parse({
    players: simPlayers,
    correlations: slateCorrelations(
      contest.sportId,
      prepared.players,
      defaultTargetsOf(contest.sportId),
    ),
    rosterSlots: format.slots.map((slot) => slot.code),
    captainPointsMultiplier: 1.5,
    fieldLineups: new Int32Array(0),
    userLineups: Int32Array.from(prepared.lineups.flat()),
    entryFee: contest.entryFee,
    payouts: toPayoutTable(contest.payouts),
    iterations: options.iterations,
    seed: options.seed,
  })
}

const largestUsers = 50

const roiPct = (wonDollars: number, entries: number, entryFee: number) =>
  ((wonDollars - entries * entryFee) / (entries * entryFee)) * 100

// The optimizer's lineups simulated beside the real entries (a run of their own, so the real
// entries' tables stay those of the real contest) and scored with the actual points.
const compareOptimizerLineups = (
  contest: CalibrationContest,
  prepared: Prepared,
  input: SimulationInput,
): OptimizerComparison | undefined => {
  const lineups = contest.optimizerLineups ?? []
  if (lineups.length === 0) return undefined
  const withLineups: SimulationInput = {
    ...input,
    userLineups: Int32Array.from([...prepared.lineups.flat(), ...lineups.flat()]),
  }
  const simulated = summarizeSimulation(
    withLineups,
    simulateShard(withLineups, 0, withLineups.iterations),
  ).lineups.slice(prepared.lineups.length)
  const prizes = actualPrizesCents(
    lineups.map((lineup) =>
      lineup.reduce((sum, index) => sum + (prepared.players[index]?.actual ?? 0), 0),
    ),
    prepared.entries.map((entry) => entry.points),
    contest.payouts,
  )
  const count = lineups.length
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
  return {
    lineups: count,
    simulatedRoiPct: roiPct(
      sum(simulated.map((lineup) => lineup.expectedPayout)),
      count,
      contest.entryFee,
    ),
    simulatedCashPct: sum(simulated.map((lineup) => lineup.cashPct)) / count,
    actualRoiPct: roiPct(sum(prizes) / 100, count, contest.entryFee),
    actualCashPct: (prizes.filter((prize) => prize > 0).length / count) * 100,
  }
}

/**
 * Simulates the contest's own entries and compares with what happened.
 * @example calibrateContest(contest, { iterations: 2000, seed: 'calibration', errorScale: 0.5 }).cashLinePercentile // 61.2
 */
export const calibrateContest = (
  contest: CalibrationContest,
  options: CalibrationOptions,
): ContestCalibration => {
  const prepared = prepare(contest)
  const outOfSample = contest.accuracyCsvs.length > 0
  const accuracy = accuracyFrom(
    outOfSample
      ? contest.accuracyCsvs.map(parseProjectionsWithActuals)
      : [parseProjectionsWithActuals(contest.projectionsCsv)],
  )
  const input = simulationInput(contest, prepared, accuracy, options)
  const tally = simulateShard(input, 0, input.iterations)
  const result = summarizeSimulation(input, tally)

  const byUser = new Map<string, { entries: number; simulated: number; actual: number }>()
  prepared.entries.forEach((entry, index) => {
    const sum = byUser.get(entry.userName) ?? { entries: 0, simulated: 0, actual: 0 }
    sum.entries += 1
    sum.simulated += result.lineups[index]?.expectedPayout ?? 0
    sum.actual += entry.prizeCents / 100
    byUser.set(entry.userName, sum)
  })
  const users = [...byUser]
    .filter(([, sum]) => sum.entries > 1)
    .sort((a, b) => b[1].entries - a[1].entries || a[0].localeCompare(b[0]))
    .slice(0, largestUsers)
    .map(([user, sum]) => ({
      user,
      entries: sum.entries,
      simulatedRoiPct: roiPct(sum.simulated, sum.entries, contest.entryFee),
      actualRoiPct: roiPct(sum.actual, sum.entries, contest.entryFee),
    }))

  return {
    name: contest.name,
    entries: prepared.entries.length,
    entriesWithoutLineup: prepared.entriesWithoutLineup,
    unprojectedPlayers: prepared.unprojected,
    paidPlaces: prepared.paidPlaces,
    actualCashLine: prepared.actualCashLine,
    meanSimulatedCashLine: result.meanCashLine ?? 0,
    cashLinePercentile: percentileInHistogram(tally.cashLineHistogram, prepared.actualCashLine),
    cash: reliabilityTable(
      result.lineups.map((lineup) => lineup.cashPct),
      prepared.entries.map((entry) => entry.cashed),
      cashBinEdges,
    ),
    top1: reliabilityTable(
      result.lineups.map((lineup) => lineup.top1Pct),
      prepared.entries.map((entry) => entry.top1),
      top1BinEdges,
    ),
    users,
    accuracy,
    accuracyOutOfSample: outOfSample,
    optimizer: compareOptimizerLineups(contest, prepared, input),
  }
}
