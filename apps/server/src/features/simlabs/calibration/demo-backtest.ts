/**
 * SimLabs' promise checked on many slates: on finished demo-world main slates, 150 optimizer
 * lineups are simulated as a user would before lock (the slate's projections with their
 * measured error, SimLabs' generated field, the contest's payout table), and
 * then scored as they happened: their actual points ranked among the contest's stored field,
 * drawn as the seeder draws it. One slate's realised ROI is one draw; over many slates the
 * predicted mean should match the realised mean, and about 90 % of slates should land inside
 * their simulated 90 % interval.
 */
import { findRosterFormatFor } from '@slatelab/domain/roster-formats'
import { findSport, sportIdSchema } from '@slatelab/domain/sports'
import { siteIdSchema, siteIds } from '@slatelab/domain/sites'
import type { IsoDate } from '@slatelab/domain/units'
import { addDays } from '@slatelab/domain/slate-window'
import type { GameLine } from '@slatelab/engine/correlations/game-lines'
import type { Glpk } from '@slatelab/engine/optimizer/glpk-solver'
import {
  withEveryRolePair,
  type CorrelationPair,
} from '@slatelab/engine/simlabs/correlation-targets'
import { createRng } from '@slatelab/engine/rng'
import {
  measureProjectionAccuracy,
  typicalProjectionAccuracy,
  withProjectionError,
  type ProjectionAccuracy,
  type ProjectionOutcome,
} from '@slatelab/engine/simlabs/projection-accuracy'
import { lineupWinnings, simulateShard } from '@slatelab/engine/simlabs/simulate-contest'
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { simPlayerSchema } from '@slatelab/engine/simlabs/player-outcomes'
import { simulationInputSchema } from '@slatelab/engine/simlabs/simulation-input'
import { contestOwnership } from '@slatelab/world/fields/contest-ownership'
import type { FieldPlayer } from '@slatelab/world/fields/field-input'
import { generateField } from '@slatelab/world/fields/generate-field'
import { buildPayoutTable } from '@slatelab/world/fields/payout-tables'
import {
  dayFieldKeys,
  slateFieldPlayers,
  slateLineupFormat,
} from '@slatelab/world/fields/slate-field-players'
import type { WorldContest } from '@slatelab/world/season/contest-menu'
import type { DemoWorld } from '@slatelab/world/season/demo-world'
import { daysBetween } from '@slatelab/world/season/calendar-dates'
import type { WorldSlate } from '@slatelab/world/season/world-types'
import { defaultTargetsOf, slateCorrelations } from '../correlation-roles'
import { evenlySpacedEntries, simBandOf, simPlayerOf } from '../simlabs-inputs'
import { estimateTargets } from '../historical-correlations'
import { generatedField, storedField } from '../sim-spec'
import { actualPrizesCents, optimizerLineups } from './optimizer-lineups'
import { addTails, noTails, type TailCounts } from './player-tails'
import {
  addGroupSpreads,
  noGroupSpreads,
  placeSlateResults,
  type GroupSpreads,
} from './slate-placement'
import type { ProjectedPlayer } from './projections-with-actuals'

/** A world day as the backtest reads it (`createDemoWorld(…).buildDay`'s answer). */
export type BacktestDay = {
  readonly slates: readonly WorldSlate[]
  readonly events: Parameters<typeof dayFieldKeys>[1]
}

export type BacktestOptions = {
  /** The world's seed: the stored fields and the ownership error are drawn from it. */
  readonly seed: string
  readonly players: readonly { readonly key: string; readonly teamKey: string | null }[]
  readonly playerIds: ReadonlyMap<string, number>
  readonly lineups: number
  readonly iterations: number
  /** The largest contest simulated: the slate's largest tournament at or below it. */
  readonly largestContest: number
  readonly glpk: Glpk
}

/** One slate's prediction and outcome; ROI and cash rates in percent. */
export type BacktestSlate = {
  readonly day: IsoDate
  readonly sport: string
  readonly slate: string
  readonly contest: string
  readonly entries: number
  readonly entryFee: number
  readonly predictedRoi: number
  /** The 5th and 95th percentiles of the simulated ROI of the lineups together. */
  readonly low: number
  readonly high: number
  /** The simulated ROI's standard deviation: how far one slate's outcome may fall from its mean. */
  readonly predictedSd: number
  readonly realisedRoi: number
  /** Where the realised ROI falls among the simulated ones, percent (ties count half). */
  readonly realisedPercentile: number
  /**
   * After lock: the same lineups simulated against the stored field itself (its entries known,
   * what its ownership says of its view read as SimLabs reads it), its mean ROI and where the
   * realised ROI falls among its simulated ones. Only the players' points are left to chance,
   * so this checks SimLabs' player model apart from its field model.
   */
  readonly afterLockRoi: number
  readonly afterLockPercentile: number
  /** After lock: the slate's players past the ends of their simulated distributions. */
  readonly tails: TailCounts
  /** After lock: players, and the field's held sums of teams, games and the slate, placed. */
  readonly spreads: GroupSpreads
  readonly predictedCash: number
  readonly realisedCash: number
  readonly paidShare: number
  /** Whether the projection error was measured on earlier slates (else a typical source's). */
  readonly measuredError: boolean
}

// Draws of each player's points after lock, to place his actual points among them.
const tailDraws = 1000

// The projection error is measured on the slates of the 60 days before, from at least 200
// players, as the product measures it (simlabs-inputs.ts).
const accuracyDays = 60
const minAccuracyPlayers = 200

/**
 * What SimLabs would have on record before a slate, by sport and site (`'1:4'`): every finished
 * classic slate's projections with their outcomes (the projection error is measured on them, as
 * the product measures it on the store's slates) and each game's lines, once per player (the
 * correlations are estimated from them, as the product estimates them from box scores).
 */
export type BacktestHistory = Map<
  string,
  {
    readonly outcomes: { day: IsoDate; outcome: ProjectionOutcome }[]
    readonly lines: { day: IsoDate; line: GameLine }[]
  }
>
// As historical-correlations.ts: a role pair seen in fewer games keeps its typical value.
const minCorrelationSamples = 40

const isTournament = (contest: WorldContest) => !contest.isDoubleUp && !contest.isFiftyFifty

/**
 * The tournament of `slate` the backtest enters: its largest at or below `largest` entries.
 * @example backtestContest(slate, 20000)?.contestSize // 18939
 */
export const backtestContest = (slate: WorldSlate, largest: number): WorldContest | undefined =>
  slate.contests
    .filter((contest) => isTournament(contest) && contest.contestSize <= largest)
    .toSorted((a, b) => b.contestSize - a.contestSize)[0]

const percentileOf = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))))] ?? 0

/** What the backtest enters on a slate: its players as SimLabs and the optimizer see them. */
type SlateEntry = {
  readonly slate: WorldSlate
  readonly contest: WorldContest
  readonly format: ReturnType<typeof slateLineupFormat>
  /** The field's players: `players` at the slate's ownership error, `projected` without it. */
  readonly players: readonly FieldPlayer[]
  readonly projected: readonly FieldPlayer[]
  /** Actual points by player index. */
  readonly points: Float64Array
  readonly pool: readonly ProjectedPlayer[]
  readonly lineups: readonly (readonly number[])[]
  readonly payouts: PayoutTable
}

const positionOf = (player: ProjectedPlayer) => player.positions[0] ?? ''

// The slate's players as the optimizer's pool (slateFieldPlayers keeps the rows projected
// above 0, in order, so index i is field player i).
const poolOf = (
  slate: WorldSlate,
  players: readonly FieldPlayer[],
  points: Float64Array,
): ProjectedPlayer[] => {
  const teamsOfEvent = new Map<string, Set<string>>()
  for (const player of players) {
    teamsOfEvent.set(
      player.eventKey,
      (teamsOfEvent.get(player.eventKey) ?? new Set()).add(player.teamKey),
    )
  }
  return slate.players
    .filter((row) => row.projection.mean > 0)
    .map((row, index) => {
      const field = players[index] as FieldPlayer
      return {
        line: index,
        name: row.playerKey,
        positions: row.positions,
        team: field.teamKey,
        opponent:
          [...(teamsOfEvent.get(field.eventKey) ?? [])].find((team) => team !== field.teamKey) ??
          '',
        salary: row.salary,
        projection: row.projection.mean,
        floor: row.projection.floor,
        ceiling: row.projection.ceiling,
        actual: points[index],
      }
    })
}

// The projection error as SimLabs would measure it on the history's slates of the last 60 days
// of the sport and site, or a typical source's while they hold under 200 players.
const accuracyFor = (entry: SlateEntry, earlier: readonly ProjectionOutcome[]) =>
  earlier.length >= minAccuracyPlayers
    ? measureProjectionAccuracy(earlier)
    : typicalProjectionAccuracy(
        entry.pool.map((player) => ({
          position: positionOf(player),
          projection: player.projection,
        })),
      )

// The slate's players as SimLabs simulates them before any field is known: their projections
// moved by the measured error and what their salaries add.
const simPlayersOf = (entry: SlateEntry, accuracy: ProjectionAccuracy) =>
  entry.pool.map((player, index) =>
    withProjectionError(
      simPlayerOf({
        ...player,
        ownership: entry.projected[index]?.projectedOwnership ?? 0,
        captainOwnership: null,
      }),
      positionOf(player),
      accuracy,
      1,
      player.salary,
    ),
  )

type SimPlayers = readonly ReturnType<typeof simPlayersOf>[number][]

// The lineups' ROI of each iteration (sorted) and their cashes against `field`.
const simulatedRois = (
  entry: SlateEntry,
  field: { readonly players: SimPlayers; readonly lineups: Int32Array },
  correlations: readonly CorrelationPair[],
  iterations: number,
) => {
  const { contest, format, lineups } = entry
  const input = simulationInputSchema.parse({
    players: field.players,
    correlations,
    rosterSlots: format.rosterSlots,
    captainPointsMultiplier: 1.5,
    fieldLineups: field.lineups,
    userLineups: Int32Array.from(lineups.flat()),
    entryFee: contest.entryCost,
    payouts: entry.payouts,
    iterations,
    seed: `backtest:${contest.contestId}`,
  })
  const stake = lineups.length * contest.entryCost
  const rois: number[] = []
  let cashes = 0
  // One iteration at a time: the interval needs each iteration's winnings of all lineups.
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const tally = simulateShard(input, iteration, iteration + 1)
    let won = 0
    for (let user = 0; user < lineups.length; user += 1) {
      const winnings = lineupWinnings(tally, user)
      cashes += winnings.cashes
      won += winnings.payout
    }
    rois.push(((won - stake) / stake) * 100)
  }
  return { rois: rois.toSorted((a, b) => a - b), cashes }
}

// Before lock, as SimLabs: against the field it generates (sim-spec.ts); field player i is
// simulation player i.
const predict = (
  entry: SlateEntry,
  players: SimPlayers,
  correlations: readonly CorrelationPair[],
  iterations: number,
) => {
  const { contest, format, projected, lineups } = entry
  const fieldSize = contest.contestSize - lineups.length
  const field = generatedField(
    {
      kind: 'generated',
      players: projected.map((player, index) => ({ ...player, playerId: index })),
      format,
      contest: {
        contestSize: fieldSize,
        multiEntryMax: Math.min(contest.multiEntryMax, fieldSize),
        isDoubleUp: false,
        isFiftyFifty: false,
      },
      seed: `backtest:${contest.contestId}:field`,
    },
    players,
    correlations,
  )
  return simulatedRois(entry, field, correlations, iterations)
}

// The contest's stored field as the seeder draws it, less the evenly spaced entries the
// lineups take the place of (as SimLabs does with a stored field): flat, like the engine's.
const storedEntries = (entry: SlateEntry, seed: string): Int32Array => {
  const { contest, format, players, lineups } = entry
  const rosterSize = format.rosterSlots.length
  const stored = generateField({
    ...format,
    slatePlayers: contestOwnership(players, contest),
    contest,
    rng: createRng(`${seed}:field:${contest.contestId}`),
  })
  const left = evenlySpacedEntries(stored.entryCount, lineups.length)
  const kept = Array.from({ length: stored.entryCount }, (_, at) => at).filter(
    (at) => !left.has(at),
  )
  return Int32Array.from(
    kept.flatMap((at) =>
      Array.from(stored.lineups.subarray(at * rosterSize, (at + 1) * rosterSize)),
    ),
  )
}

// As it happened: the lineups' actual points ranked among the stored field. Cents won per
// lineup.
const realise = (entry: SlateEntry, fieldLineups: Int32Array): readonly number[] => {
  const { format, points, lineups, payouts } = entry
  const rosterSize = format.rosterSlots.length
  const scoreOf = (lineup: ArrayLike<number>) =>
    Array.from(lineup).reduce((sum, index) => sum + (points[index] ?? 0), 0)
  const fieldScores = Array.from({ length: fieldLineups.length / rosterSize }, (_, at) =>
    scoreOf(fieldLineups.subarray(at * rosterSize, (at + 1) * rosterSize)),
  )
  return actualPrizesCents(
    lineups.map(scoreOf),
    fieldScores,
    payouts.map((tier) => ({
      placeFrom: tier.placeFrom,
      placeTo: tier.placeTo,
      payoutCents: Math.round(tier.payout * 100),
    })),
  )
}

// Each field player's team and game, and the share of the field's lineups that hold him.
const heldShares = (players: readonly FieldPlayer[], lineups: Int32Array, rosterSize: number) => {
  const entries = Math.max(1, lineups.length / rosterSize)
  const held = new Float64Array(players.length)
  for (const index of lineups) held[index] = (held[index] ?? 0) + 1 / entries
  return players.map((player, index) => ({
    teamKey: player.teamKey,
    eventKey: player.eventKey,
    held: held[index] ?? 0,
  }))
}

// As many of the field's lineups as `count`, evenly spaced through it.
const sampleOf = (lineups: Int32Array, rosterSize: number, count: number) =>
  [...evenlySpacedEntries(lineups.length / rosterSize, count)].map((at) =>
    Array.from(lineups.subarray(at * rosterSize, (at + 1) * rosterSize)),
  )

// Where `value` falls among `sorted`, percent (ties count half).
const percentileAmong = (sorted: readonly number[], value: number) =>
  ((sorted.filter((roi) => roi < value).length + sorted.filter((roi) => roi === value).length / 2) /
    Math.max(1, sorted.length)) *
  100

/**
 * Backtests one finished classic slate; `history` (the days before it) gives the projection
 * error and the correlations. Undefined when the slate has no tournament to enter.
 * @example (await backtestSlate(day, slate, history, options))?.realisedRoi // -31.4
 */
export const backtestSlate = async (
  day: BacktestDay,
  slate: WorldSlate,
  history: BacktestHistory,
  options: BacktestOptions,
): Promise<BacktestSlate | undefined> => {
  const contest = backtestContest(slate, options.largestContest)
  const site = siteIdSchema.safeParse(slate.sourceId)
  const sport = sportIdSchema.safeParse(slate.sportId)
  const rosterFormat =
    site.success && sport.success
      ? findRosterFormatFor(site.data, sport.data, slate.variant)
      : undefined
  if (contest === undefined || rosterFormat === undefined) return undefined
  const format = slateLineupFormat(slate)
  const { players, projected, points } = slateFieldPlayers(slate, format, {
    seed: options.seed,
    playerIds: options.playerIds,
    ...dayFieldKeys(options.players, day.events),
  })
  const pool = poolOf(slate, players, points)
  const entry: SlateEntry = {
    slate,
    contest,
    format,
    players,
    projected,
    points,
    pool,
    lineups: await optimizerLineups(pool, rosterFormat, options.lineups, options.glpk),
    payouts: buildPayoutTable(contest),
  }

  const recorded = history.get(`${slate.sportId}:${slate.sourceId}`)
  const recent = <Row extends { readonly day: IsoDate }>(rows: readonly Row[] = []) =>
    rows.filter((row) => row.day < slate.day && daysBetween(row.day, slate.day) <= accuracyDays)
  const earlier = recent(recorded?.outcomes).map((row) => row.outcome)
  const simPlayers = simPlayersOf(entry, accuracyFor(entry, earlier))
  const correlations = slateCorrelations(
    slate.sportId,
    pool,
    estimateTargets(
      slate.sportId,
      recent(recorded?.lines).map((row) => row.line),
      withEveryRolePair(slate.sportId, defaultTargetsOf(slate.sportId)),
      minCorrelationSamples,
    ),
  )
  const { rois, cashes } = predict(entry, simPlayers, correlations, options.iterations)
  const fieldLineups = storedEntries(entry, options.seed)
  const afterLockField = storedField(
    { kind: 'entries', lineups: Array.from(fieldLineups) },
    simPlayers,
    format.rosterSlots.length,
  )
  const afterLock = simulatedRois(entry, afterLockField, correlations, options.iterations).rois
  const afterLockPlayers = afterLockField.players.map((player) => simPlayerSchema.parse(player))
  const { tails, spreads } = placeSlateResults(
    afterLockPlayers,
    correlations,
    heldShares(players, fieldLineups, format.rosterSlots.length),
    {
      ours: entry.lineups,
      field: sampleOf(fieldLineups, format.rosterSlots.length, entry.lineups.length),
    },
    points,
    tailDraws,
    `backtest:${contest.contestId}:placed`,
  )
  const prizes = realise(entry, fieldLineups)

  const count = entry.lineups.length
  const stake = count * contest.entryCost
  const won = prizes.reduce((sum, cents) => sum + cents, 0) / 100
  const realisedRoi = ((won - stake) / stake) * 100
  const predictedRoi = meanOf(rois)
  return {
    day: slate.day,
    sport: findSport(slate.sportId)?.code ?? String(slate.sportId),
    slate: `${slate.sourceId === siteIds.FanDuel ? 'FD' : 'DK'} ${slate.displayName}`,
    contest: contest.title,
    entries: contest.contestSize,
    entryFee: contest.entryCost,
    predictedRoi,
    low: percentileOf(rois, 0.05),
    high: percentileOf(rois, 0.95),
    predictedSd: Math.sqrt(meanOf(rois.map((roi) => (roi - predictedRoi) ** 2))),
    realisedRoi,
    realisedPercentile: percentileAmong(rois, realisedRoi),
    afterLockRoi: meanOf(afterLock),
    afterLockPercentile: percentileAmong(afterLock, realisedRoi),
    tails,
    spreads,
    predictedCash: (cashes / options.iterations / count) * 100,
    realisedCash: (prizes.filter((cents) => cents > 0).length / count) * 100,
    paidShare: ((entry.payouts.at(-1)?.placeTo ?? 0) / contest.contestSize) * 100,
    measuredError: earlier.length >= minAccuracyPlayers,
  }
}

/** The backtest's figures over a set of slates; ROI in percent. */
export type BacktestSummary = {
  readonly slates: number
  readonly predictedRoi: number
  readonly realisedRoi: number
  /**
   * The standard error the mean gap (realised − predicted) would have if every slate's
   * simulated distribution were exactly right: √(Σ sd²) / slates. One slate's ROI in a
   * top-heavy tournament spreads over hundreds of points, so this, not 0, is what a gap is
   * judged against.
   */
  readonly gapSe: number
  /** Mean percentile of the realised ROI among the simulated ones: 50 when calibrated. */
  readonly meanPercentile: number
  /** The same after lock, against the stored field itself (`BacktestSlate.afterLockRoi`). */
  readonly afterLockRoi: number
  readonly afterLockPercentile: number
  /** Share of slates whose realised ROI lies inside their simulated 90 % interval. */
  readonly coveragePct: number
  /** The slates' players past the ends of their distributions after lock, added up. */
  readonly tails: TailCounts
  /** After lock: players, and the field's held sums of teams, games and the slate, placed. */
  readonly spreads: GroupSpreads
  readonly predictedCash: number
  readonly realisedCash: number
}

const meanOf = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * @example summarizeBacktest(slates).coveragePct // 88.7
 * @example summarizeBacktest(slates).gapSe // 21.4
 */
export const summarizeBacktest = (slates: readonly BacktestSlate[]): BacktestSummary => ({
  slates: slates.length,
  predictedRoi: meanOf(slates.map((slate) => slate.predictedRoi)),
  realisedRoi: meanOf(slates.map((slate) => slate.realisedRoi)),
  gapSe:
    Math.sqrt(slates.reduce((sum, slate) => sum + slate.predictedSd ** 2, 0)) /
    Math.max(1, slates.length),
  meanPercentile: meanOf(slates.map((slate) => slate.realisedPercentile)),
  afterLockRoi: meanOf(slates.map((slate) => slate.afterLockRoi)),
  afterLockPercentile: meanOf(slates.map((slate) => slate.afterLockPercentile)),
  coveragePct:
    (slates.filter((slate) => slate.realisedRoi >= slate.low && slate.realisedRoi <= slate.high)
      .length /
      Math.max(1, slates.length)) *
    100,
  tails: slates.reduce((sum, slate) => addTails(sum, slate.tails), noTails),
  spreads: slates.reduce((sum, slate) => addGroupSpreads(sum, slate.spreads), noGroupSpreads),
  predictedCash: meanOf(slates.map((slate) => slate.predictedCash)),
  realisedCash: meanOf(slates.map((slate) => slate.realisedCash)),
})

/** The sports the backtest covers by default: NFL, NBA and MLB. */
export const backtestSportIds: readonly number[] = [1, 2, 3]

/** Which slates: `daysPerSport` days of each sport up to `until`. */
export type BacktestPlan = {
  readonly until: IsoDate
  readonly daysPerSport: number
  readonly sportIds?: readonly number[]
  /**
   * Finished days recorded before the first chosen day: by default the projection error's
   * whole window, as the product's store holds it; fewer make a quick run.
   */
  readonly historyDays?: number
}

// Days of one sport at least this far apart, so its slates are not one week's story.
const daySpacing: Readonly<Record<number, number>> = { 1: 7, 2: 4, 3: 7 }
const searchDays = 365

const isMain = (slate: WorldSlate, sportIds: readonly number[]) =>
  slate.variant === 'classic' &&
  slate.isSimLabs &&
  sportIds.includes(slate.sportId) &&
  slate.players.every((row) => row.actualPoints !== null)

// The newest days up to the plan's last with a finished main slate of each sport.
const chooseDays = (world: DemoWorld, plan: BacktestPlan, sportIds: readonly number[]) => {
  const chosen = new Map<number, IsoDate[]>(sportIds.map((sportId) => [sportId, []]))
  const needs = (sportId: number, day: IsoDate) => {
    const days = chosen.get(sportId) ?? []
    const last = days.at(-1)
    return (
      days.length < plan.daysPerSport &&
      (last === undefined || daysBetween(day, last) >= (daySpacing[sportId] ?? 7))
    )
  }
  let day = plan.until
  for (let step = 0; step < searchDays; step += 1, day = addDays(day, -1)) {
    if (sportIds.every((id) => (chosen.get(id)?.length ?? 0) >= plan.daysPerSport)) break
    const open = sportIds.filter((sportId) => needs(sportId, day))
    if (open.length === 0) continue
    const slates = world.buildDay(day, { resultsThrough: day }).slates
    for (const sportId of open) {
      if (slates.some((slate) => slate.sportId === sportId && isMain(slate, [sportId]))) {
        chosen.get(sportId)?.push(day)
      }
    }
  }
  return chosen
}

// Numbers for string keys (events, teams), the same key always the same number.
const keyNumbers = () => {
  const numbers = new Map<string, number>()
  return (key: string) => {
    const known = numbers.get(key)
    if (known !== undefined) return known
    numbers.set(key, numbers.size + 1)
    return numbers.size
  }
}

/**
 * Adds a built day's finished classic slates of `sportIds` to `history`: each player's
 * projection with its outcome and his game line, once per site however many slates list him.
 */
const recordDay = (
  history: BacktestHistory,
  day: BacktestDay & { readonly day: IsoDate },
  sportIds: readonly number[],
  ids: {
    readonly keys: ReturnType<typeof dayFieldKeys>
    readonly playerIds: ReadonlyMap<string, number>
    readonly numberOf: (key: string) => number
  },
) => {
  const { teamOf, eventOf } = ids.keys
  const opponentOf = new Map(
    day.events.flatMap((event) =>
      event.homeTeamKey === null || event.visitorTeamKey === null
        ? []
        : [
            [event.homeTeamKey, event.visitorTeamKey] as const,
            [event.visitorTeamKey, event.homeTeamKey] as const,
          ],
    ),
  )
  const seenGames = new Set<string>()
  for (const slate of day.slates) {
    if (slate.variant !== 'classic' || !sportIds.includes(slate.sportId)) continue
    const key = `${slate.sportId}:${slate.sourceId}`
    const recorded = history.get(key) ?? { outcomes: [], lines: [] }
    history.set(key, recorded)
    for (const row of slate.players) {
      if (row.projection.mean <= 0 || row.actualPoints === null) continue
      // Once per player and day, as the store's history is read (projection-outcomes.ts).
      const game = `${key}:${row.playerKey}`
      if (seenGames.has(game)) continue
      seenGames.add(game)
      const position = row.positions[0] ?? ''
      recorded.outcomes.push({
        day: day.day,
        outcome: {
          position,
          projection: row.projection.mean,
          actual: row.actualPoints,
          salary: row.salary,
          ...simBandOf(row.projection),
        },
      })
      const team = teamOf.get(row.playerKey) ?? null
      const event = eventOf.get(row.playerKey)
      if (team === null || event === undefined) continue
      recorded.lines.push({
        day: day.day,
        line: {
          eventId: ids.numberOf(`event:${event}`),
          playerId: ids.playerIds.get(row.playerKey) ?? 0,
          teamId: ids.numberOf(`team:${team}`),
          opponentId: ids.numberOf(`team:${opponentOf.get(team) ?? ''}`),
          position,
          points: row.actualPoints,
        },
      })
    }
  }
}

/**
 * Backtests the main slates (DraftKings and FanDuel) of the plan's days, chosen newest first
 * and run oldest first (each slate's projection error is measured on the finished slates of
 * the 60 days before it, every day's, as the product measures it);
 * `onSlate` hears each result.
 * @example (await runBacktest(world, { until: isoDate('2026-11-22'), daysPerSport: 10 }, options)).length // 60
 */
export const runBacktest = async (
  world: DemoWorld,
  plan: BacktestPlan,
  options: Omit<BacktestOptions, 'players' | 'playerIds'>,
  onSlate: (result: BacktestSlate) => void = () => undefined,
): Promise<readonly BacktestSlate[]> => {
  const sportIds = plan.sportIds ?? backtestSportIds
  const chosen = chooseDays(world, plan, sportIds)
  const days = [...new Set([...chosen.values()].flat())].sort()
  const history: BacktestHistory = new Map()
  const withIds = {
    ...options,
    players: world.players,
    playerIds: new Map(world.players.map((player, index) => [player.key, index + 1])),
  }
  const results: BacktestSlate[] = []
  const numberOf = keyNumbers()
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return results
  // Every day from the first slate's history window on is recorded, as the product's store
  // holds every finished slate; the chosen days are backtested before their own record.
  const historyDays = plan.historyDays ?? accuracyDays
  for (let day = addDays(first, -historyDays); day <= last; day = addDays(day, 1)) {
    const built = world.buildDay(day, { resultsThrough: day })
    const sports = sportIds.filter((id) => chosen.get(id)?.includes(day))
    for (const slate of built.slates) {
      if (!isMain(slate, sports)) continue
      const result = await backtestSlate(built, slate, history, withIds)
      if (result === undefined) continue
      results.push(result)
      onSlate(result)
    }
    recordDay(history, { ...built, day }, sportIds, {
      keys: dayFieldKeys(world.players, built.events),
      playerIds: withIds.playerIds,
      numberOf,
    })
  }
  return results
}
