/**
 * A request resolved against the database into a `SimSpec`: the slate's players (projection,
 * floor, ceiling, ownership), role correlations (estimated from history, or applied by the user
 * from a correlation view), the contest's stored field (or one generated from ownership), its
 * payout table, and the user's lineups as player indexes.
 */
import type { OptimizeResult } from '@slatelab/engine/optimizer/optimizer-request'
import { payoutTableSchema, type PayoutTable } from '@slatelab/domain/entities/payout-table'
import { classicLineupFormat, showdownLineupFormat } from '@slatelab/world/fields/lineup-rules'
import { buildPayoutTable } from '@slatelab/world/fields/payout-tables'
import type { MainSportId, StarterSiteId } from '@slatelab/world/site-positions'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { contestEntries, contestGroups, contestPayouts, contests } from '../../db/schema'
import { optimizerBuilds } from '../../db/tables/optimizer'
import { HttpError } from '../../http/http-error'
import { loadSlatePool, type PoolPlayer, type SlatePool } from '../optimizer'
import { slateCorrelations } from './correlation-roles'
import {
  historicalTargets,
  historicalWaveCorrelation,
  withAppliedTargets,
} from './historical-correlations'
import { waveCorrelationPairs, wavesOfTeeTimes } from '@slatelab/engine/simlabs/wave-correlation'
import { measureHere, rememberedAccuracy, type MeasureAccuracy } from './accuracy-memo'
import {
  typicalProjectionAccuracy,
  withProjectionError,
  type ProjectionAccuracy,
} from '@slatelab/engine/simlabs/projection-accuracy'
import { listProjectionOutcomes } from '../../db/repositories/projection-outcomes'
import { findSlateCorrelationTargets } from '../../db/repositories/slate-correlation-targets'
import { parseLineupsCsv } from './lineups-csv'
import { simSpecSchema, type SimSpec } from './sim-spec'
import { vegasFactors } from './vegas-adjustment'
import type {
  RecordedFieldModel,
  RecordedProjectionSet,
  SimlabsRequest,
} from '@slatelab/contract/simlabs.contract'
import { recordedFieldModel, recordedProjectionSet } from './recorded-inputs'
import { sportIds } from '@slatelab/domain/sports'
import { variants } from '@slatelab/domain/variants'
import type { CorrelationPair } from '@slatelab/engine/simlabs/correlation-targets'
import { withLineCorrelations } from '@slatelab/engine/simlabs/line-correlations'

/** Where a job's field comes from. */
export const fieldSources = {
  /** The contest's stored entries (an imported or finished contest). */
  entries: 'entries',
  /** Generated from projected ownership by the demo world's field model. */
  generated: 'generated',
} as const
export type FieldSource = (typeof fieldSources)[keyof typeof fieldSources]

/** A player of a job as its result names him (index = simulation player index). */
export type JobPlayer = {
  readonly id: string
  readonly playerId: number
  readonly name: string
  readonly team: string
  readonly position: string
  readonly salary: number
  /** Single-game slates: projected ownership as captain, percent; null on a classic slate. */
  readonly projectedCaptainOwnership: number | null
}

/** A request resolved: the spec, what the result needs to name things, and what it ran on. */
export type ResolvedSimulation = {
  readonly spec: SimSpec
  readonly slateName: string
  readonly slateStartsAt: Date
  readonly projectionSet: RecordedProjectionSet
  readonly fieldModel: RecordedFieldModel
  readonly contestId: number | null
  readonly contestName: string
  readonly fieldSource: FieldSource
  readonly slots: readonly string[]
  readonly players: readonly JobPlayer[]
  readonly lineups: readonly (readonly number[])[]
}

// The store keeps the 15th and 85th percentiles; the engine reads the 10th and 90th. The band
// is widened about its middle by z₉₀ / z₈₅.
const percentileWidening = 1.2815515655446004 / 1.0364333894937898

/**
 * A stored band (15th to 85th percentile) as the simulation reads it (10th to 90th), its points
 * scaled by `factor`.
 * @example simBandOf({ floor: 14, ceiling: 26 }) // { floor: 12.6, ceiling: 27.4 }
 */
export const simBandOf = (
  band: { readonly floor: number; readonly ceiling: number },
  factor = 1,
) => {
  const middle = ((band.floor + band.ceiling) / 2) * factor
  const half = ((band.ceiling - band.floor) / 2) * percentileWidening * factor
  return { floor: Math.max(0, middle - half), ceiling: Math.max(0, middle + half) }
}

/**
 * A pool player as the simulation draws him (before any projection error), his points scaled
 * by `factor` (a Vegas adjustment). `projectedOwnership` is in any slot, as the top 1 %
 * ownership it is set against: on a slate whose captains have rows of their own (DraftKings
 * showdown) the flex row's plus the captain row's.
 * @example simPlayerOf({ projection: 20, floor: 14, ceiling: 26, ownership: 12, captainOwnership: null }).ceiling // 27.4
 */
export const simPlayerOf = (
  player: Pick<PoolPlayer, 'projection' | 'floor' | 'ceiling' | 'ownership' | 'captainOwnership'>,
  factor = 1,
) => {
  return {
    projection: Math.max(0, player.projection * factor),
    ...simBandOf(player, factor),
    zeroChance: 0,
    projectedOwnership: Math.min(
      100,
      Math.max(0, player.ownership + (player.captainOwnership ?? 0)),
    ),
  }
}

/**
 * A pool player's projected ownership as the field model reads it. On a single-game slate of
 * `slots` slots the captain share is his captain row's (DraftKings); FanDuel lists one row per
 * player, so his ownership is split as if every slot were alike (one MVP in `slots`).
 */
const fieldOwnership = (player: PoolPlayer, slots: number) => {
  const ownership = Math.min(100, player.ownership)
  if (slots === 0) return { projectedOwnership: ownership }
  if (player.captainOwnership !== null) {
    return {
      projectedOwnership: ownership,
      projectedCaptainOwnership: Math.min(100, player.captainOwnership),
    }
  }
  return {
    projectedOwnership: (ownership * (slots - 1)) / slots,
    projectedCaptainOwnership: ownership / slots,
  }
}

// The projection error is measured on the slates of the last this many days, from at least
// this many players; with less history a typical source's error stands in.
const accuracyDays = 60
const minAccuracyPlayers = 200

const projectionAccuracyOf = async (
  db: Db,
  pool: SlatePool,
  startsAt: Date,
  measure: MeasureAccuracy,
): Promise<ProjectionAccuracy> => {
  const outcomes = await listProjectionOutcomes(db, {
    sportId: pool.sportId,
    siteId: pool.siteId,
    from: new Date(startsAt.getTime() - accuracyDays * 86_400_000),
    before: startsAt,
  })
  const measured = await rememberedAccuracy(
    outcomes.map(({ band, ...outcome }) =>
      band === null ? outcome : { ...outcome, ...simBandOf(band) },
    ),
    measure,
  )
  return measured.pooled.count >= minAccuracyPlayers
    ? measured
    : typicalProjectionAccuracy(
        pool.players.map((player) => ({
          position: player.positions[0] ?? '',
          projection: player.projection,
        })),
      )
}

// Hockey slates whose lines are known correlate skaters by line and power-play unit.
const withLines = (pool: SlatePool, pairs: CorrelationPair[]): CorrelationPair[] =>
  pool.sportId === sportIds.NHL
    ? withLineCorrelations(
        pairs,
        pool.players.map((player) => ({
          team: player.team,
          isGoalie: player.positions.includes('G'),
          line: player.line,
          powerPlay: player.powerPlay,
        })),
      )
    : pairs

type ContestPlan = {
  readonly contestId: number | null
  readonly name: string
  readonly size: number
  readonly multiEntryMax: number
  readonly entryFee: number
  readonly payouts: PayoutTable
  readonly isDoubleUp: boolean
  readonly isFiftyFifty: boolean
}

const loadContest = async (db: Db, request: SimlabsRequest): Promise<ContestPlan> => {
  if (request.template !== undefined) {
    const { size, entryFee, payouts, multiEntryMax } = request.template
    return {
      contestId: null,
      name: `Template: ${size.toLocaleString('en-US')} entries, $${entryFee}`,
      size,
      multiEntryMax: Math.min(size, multiEntryMax ?? 150),
      entryFee,
      payouts,
      isDoubleUp: false,
      isFiftyFifty: false,
    }
  }
  const contestId = request.contestId ?? 0
  const [contest] = await db
    .select()
    .from(contests)
    .where(
      and(eq(contests.contestId, contestId), eq(contests.contestGroupId, request.contestGroupId)),
    )
  if (contest === undefined) {
    throw new HttpError(404, `Unknown contest ${contestId} on slate ${request.contestGroupId}`)
  }
  const tiers = await db
    .select()
    .from(contestPayouts)
    .where(eq(contestPayouts.contestId, contestId))
    .orderBy(asc(contestPayouts.placeFrom))
  const entryFee = contest.entryCostCents / 100
  // A contest stored from the lobby alone has no payout table yet: lay one out as the site does.
  const payouts: PayoutTable =
    tiers.length > 0
      ? payoutTableSchema.parse(
          tiers.map((tier) => ({
            placeFrom: tier.placeFrom,
            placeTo: tier.placeTo,
            payout: tier.payoutCents / 100,
          })),
        )
      : buildPayoutTable({
          title: contest.title,
          entryCost: entryFee,
          contestSize: contest.contestSize,
          totalPrizes: contest.totalPrizesCents / 100,
          isDoubleUp: contest.isDoubleUp,
          isFiftyFifty: contest.isFiftyFifty,
        })
  return {
    contestId,
    name: contest.title,
    size: contest.contestSize,
    multiEntryMax: contest.multiEntryMax,
    entryFee,
    payouts,
    isDoubleUp: contest.isDoubleUp,
    isFiftyFifty: contest.isFiftyFifty,
  }
}

const lineupsFromBuild = async (
  db: Db,
  userId: number,
  contestGroupId: number,
  buildId: string,
): Promise<readonly (readonly string[])[]> => {
  const [build] = await db
    .select()
    .from(optimizerBuilds)
    .where(and(eq(optimizerBuilds.buildId, buildId), eq(optimizerBuilds.userId, userId)))
  if (build === undefined) throw new HttpError(404, `Unknown build ${buildId}`)
  if (build.contestGroupId !== contestGroupId) {
    throw new HttpError(400, `body.buildId: build ${buildId} is of another slate`)
  }
  if (build.status !== 'done' || build.result === null) {
    throw new HttpError(409, `Build ${buildId} is ${build.status}, not done`)
  }
  return (build.result as OptimizeResult).lineups.map((lineup) => lineup.playerIds)
}

/**
 * `count` entries of `total` spaced evenly over them: the stored entries a user's lineups
 * replace, so the contest keeps its size and no part of the standings is favoured.
 * @example evenlySpacedEntries(10, 2) // Set { 2, 7 }
 */
export const evenlySpacedEntries = (total: number, count: number): ReadonlySet<number> =>
  new Set(Array.from({ length: count }, (_, j) => Math.floor(((j + 0.5) * total) / count)))

const storedField = async (
  db: Db,
  contestId: number,
  indexOfPlayer: ReadonlyMap<number, number>,
  keep: number,
): Promise<readonly number[] | undefined> => {
  const rows = await db
    .select({ playerIds: contestEntries.playerIds })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .orderBy(asc(contestEntries.entryId))
  if (rows.length === 0) return undefined
  const known = rows.filter((row) => row.playerIds.every((id) => indexOfPlayer.has(id)))
  const dropped = evenlySpacedEntries(known.length, Math.max(0, known.length - keep))
  return known
    .filter((_, index) => !dropped.has(index))
    .flatMap((row) => row.playerIds.map((id) => indexOfPlayer.get(id) ?? 0))
}

/**
 * Resolves a request of `userId`; 4xx errors name the field at fault.
 * @example (await resolveSimulation(db, 3, request, 'seed-1')).spec.iterations // 10000
 */
export const resolveSimulation = async (
  db: Db,
  userId: number,
  request: SimlabsRequest,
  seed: string,
  measureAccuracy: MeasureAccuracy = measureHere,
): Promise<ResolvedSimulation> => {
  const [slate] = await db
    .select()
    .from(contestGroups)
    .where(eq(contestGroups.contestGroupId, request.contestGroupId))
  if (slate === undefined) throw new HttpError(404, `Unknown slate ${request.contestGroupId}`)
  if (!slate.isSimLabs) {
    throw new HttpError(
      400,
      `body.contestGroupId: slate ${slate.contestGroupId} is not a SimLabs slate`,
    )
  }
  const pool = await loadSlatePool(db, request.contestGroupId, new Date(), userId)
  const singleGame = pool.format.variant === variants.showdown
  if (pool.format.variant !== variants.classic && !singleGame) {
    throw new HttpError(422, 'SimLabs simulates classic and single-game slates only')
  }
  const slots = pool.format.slots.map((slot) => slot.code)
  const contest = await loadContest(db, request)

  const indexOfSiteId = new Map<string, number>()
  pool.players.forEach((player, index) => {
    indexOfSiteId.set(player.id, index)
    for (const id of Object.values(player.slotIds)) indexOfSiteId.set(id, index)
  })
  const siteLineups =
    request.buildId !== undefined
      ? await lineupsFromBuild(db, userId, request.contestGroupId, request.buildId)
      : parseLineupsCsv(request.lineupsCsv ?? '', slots)
  const lineups = siteLineups.map((ids, row) =>
    ids.map((id) => {
      const index = indexOfSiteId.get(id)
      if (index === undefined) {
        throw new HttpError(
          400,
          `Lineup ${row + 1}: player ${id} is not on slate ${slate.contestGroupId}`,
        )
      }
      return index
    }),
  )
  const fieldSize = contest.size - lineups.length
  if (fieldSize < 1) {
    throw new HttpError(
      400,
      `${lineups.length} lineups do not fit a contest of ${contest.size} entries`,
    )
  }

  const indexOfPlayer = new Map(pool.players.map((player, index) => [player.playerId, index]))
  const entries =
    contest.contestId === null
      ? undefined
      : await storedField(db, contest.contestId, indexOfPlayer, fieldSize)
  const field =
    entries !== undefined
      ? { kind: fieldSources.entries, lineups: entries }
      : {
          kind: fieldSources.generated,
          // Nobody enters a player projected for nothing (out, or not starting).
          players: pool.players.flatMap((player, index) =>
            player.projection > 0
              ? [
                  {
                    playerId: index,
                    salary: player.salary,
                    rosterPositions: player.rosterPositions,
                    teamKey: player.team || player.id,
                    eventKey: player.game || 'game',
                    // Optimizer users in the field build from noisy copies of it.
                    projection: player.projection,
                    ...fieldOwnership(player, singleGame ? pool.format.slots.length : 0),
                  },
                ]
              : [],
          ),
          format: singleGame
            ? showdownLineupFormat(
                pool.sportId as Exclude<MainSportId, 5>,
                pool.siteId as StarterSiteId,
              )
            : classicLineupFormat(pool.siteId as StarterSiteId, pool.sportId as MainSportId),
          contest: {
            contestSize: fieldSize,
            multiEntryMax: Math.min(contest.multiEntryMax, fieldSize),
            isDoubleUp: contest.isDoubleUp,
            isFiftyFifty: contest.isFiftyFifty,
          },
          seed: `${seed}:field`,
        }

  const factors = vegasFactors(pool.players)
  const accuracy = request.projectionsExact
    ? undefined
    : await projectionAccuracyOf(db, pool, slate.startsAt, measureAccuracy)
  const targets = withAppliedTargets(
    await historicalTargets(db, {
      sportId: pool.sportId,
      siteId: pool.siteId,
      before: slate.startsAt,
    }),
    await findSlateCorrelationTargets(db, userId, request.contestGroupId),
  )
  const spec = simSpecSchema.parse({
    players: pool.players.map((player) => {
      const simPlayer = simPlayerOf(
        player,
        request.vegasAdjusted ? (factors.get(player.team) ?? 1) : 1,
      )
      // The history is of classic slates: a showdown's salaries are priced on another scale.
      const salary = pool.format.variant === variants.classic ? player.salary : undefined
      return accuracy === undefined
        ? simPlayer
        : withProjectionError(simPlayer, player.positions[0] ?? '', accuracy, 1, salary)
    }),
    correlations: [
      ...withLines(pool, slateCorrelations(pool.sportId, pool.players, targets)),
      ...(pool.sportId === sportIds.PGA
        ? waveCorrelationPairs(
            wavesOfTeeTimes(pool.players.map((player) => player.teeTime)),
            (await historicalWaveCorrelation(db, { siteId: pool.siteId, before: slate.startsAt }))
              .correlation,
          )
        : []),
    ],
    rosterSlots: slots,
    captainPointsMultiplier:
      pool.format.slots.find((slot) => slot.pointsMultiplier !== 1)?.pointsMultiplier ?? 1.5,
    field,
    userLineups: lineups.flat(),
    entryFee: contest.entryFee,
    payouts: contest.payouts,
    iterations: request.iterations,
    seed,
  })
  return {
    spec,
    slateName: slate.displayName,
    slateStartsAt: slate.startsAt,
    projectionSet: recordedProjectionSet(pool.projectionSet),
    fieldModel: recordedFieldModel(spec.field),
    contestId: contest.contestId,
    contestName: contest.name,
    fieldSource: field.kind,
    slots,
    players: pool.players.map((player) => ({
      id: player.id,
      playerId: player.playerId,
      name: player.name,
      team: player.team,
      position: player.positions.join('/'),
      salary: player.salary,
      // The captain share the field model reads (percent); null on a classic slate.
      projectedCaptainOwnership: singleGame
        ? (fieldOwnership(player, pool.format.slots.length).projectedCaptainOwnership ?? null)
        : null,
    })),
    lineups,
  }
}
