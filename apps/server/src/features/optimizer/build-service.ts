/**
 * Optimizer builds as jobs (docs/multi-lineup-settings.md): a start stores the request and queues it
 * on the worker pool; reports from the workers move the stored row through its states; the
 * results are read, exported as the site's upload CSV or filled into a DKEntries file.
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import {
  optimizeRequestSchema,
  type OptimizeRequest,
  type OptimizeResult,
} from '@slatelab/engine/optimizer/optimizer-request'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import {
  filledDkEntries,
  uploadFile,
  type SiteCsvFile,
} from '@slatelab/engine/optimizer/upload-csv'
import { lineupExpectedDuplicates } from '@slatelab/engine/optimizer/duplicates-model'
import { geometricMeanOwnership } from '@slatelab/engine/optimizer/lineup-output'
import { slotOwnership } from '@slatelab/engine/optimizer/slot-terms'
import { writeCsv } from '../../csv/csv-writer'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { contests, optimizerBuilds } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { refuseOverLimit, userLimits } from '../../http/user-limits'
import { freeOptimizerLineups } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { buildStatuses, type BuildStatus } from '@slatelab/contract/optimizer.contract'
import type { BuildReport } from './build-messages'
import { createBullBuildPool, startBullBuildWorker } from './bull-builds'
import { createBuildWorkerPool, defaultPoolSize } from './build-worker-pool'
import type { JobQueues } from '../../jobs/bull-queues'
import { parseDkEntries } from './dk-entries'
import { loadSlatePool, toOptimizerPlayers, type PlayerChoice } from './slate-pool'

/** What a start asks for. */
export type BuildInput = {
  readonly contestGroupId: number
  readonly count: number
  readonly settings: OptimizerSettings
  readonly players: readonly PlayerChoice[]
  readonly seed?: string
}

export const activeStatuses: readonly BuildStatus[] = [buildStatuses.queued, buildStatuses.running]
// Progress rows are written at most this often; the final state is always written.
const progressWriteMs = 250

const csvText = (file: SiteCsvFile) => writeCsv(file.rows, file)

type BuildRow = typeof optimizerBuilds.$inferSelect

const summaryOf = (row: BuildRow) => ({
  buildId: row.buildId,
  contestGroupId: row.contestGroupId,
  formatKey: row.formatKey,
  status: row.status as BuildStatus,
  done: row.done,
  count: row.count,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})
export type BuildSummary = ReturnType<typeof summaryOf>

/**
 * Writes what the workers report to each build's row: progress at most every `progressWriteMs`,
 * then its final state. One chain of writes per build, so a late progress write never lands
 * after the final state; `pending` is a build's chain, for a caller that must wait for it.
 */
const createBuildWriter = (db: Db, now: () => Date) => {
  const lastWrite = new Map<string, number>()
  const writes = new Map<string, Promise<unknown>>()
  const write = (buildId: string, values: Partial<BuildRow>) => {
    const chained = (writes.get(buildId) ?? Promise.resolve())
      .then(() =>
        db
          .update(optimizerBuilds)
          .set(values)
          .where(
            and(
              eq(optimizerBuilds.buildId, buildId),
              inArray(optimizerBuilds.status, [...activeStatuses]),
            ),
          ),
      )
      .catch(() => undefined)
    writes.set(buildId, chained)
    return chained
  }

  const onReport = (report: BuildReport) => {
    const { buildId } = report
    switch (report.kind) {
      case 'started':
        void write(buildId, { status: buildStatuses.running, done: 0 })
        return
      case 'progress': {
        const at = Date.now()
        if (at - (lastWrite.get(buildId) ?? 0) < progressWriteMs) return
        lastWrite.set(buildId, at)
        void write(buildId, { status: buildStatuses.running, done: report.done })
        return
      }
      case 'done':
        void write(buildId, {
          status: buildStatuses.done,
          done: report.result.lineups.length,
          result: report.result,
          finishedAt: now(),
        })
        break
      case 'failed':
        void write(buildId, {
          status: buildStatuses.failed,
          error: report.error,
          finishedAt: now(),
        })
        break
      case 'cancelled':
        void write(buildId, { status: buildStatuses.cancelled, finishedAt: now() })
        break
    }
    lastWrite.delete(buildId)
    void writes.get(buildId)?.then(() => writes.delete(buildId))
  }
  return { onReport, pending: (buildId: string) => writes.get(buildId), all: () => writes.values() }
}

/**
 * The settings with the contest their expected duplicates count in: the user's size, else the
 * slate's largest tournament (its entries; 0 when the slate has none). Stored in the build's
 * request, so its lineups show the same figure later.
 */
const withDuplicatesContest = async (
  db: Db,
  contestGroupId: number,
  settings: OptimizerSettings,
): Promise<OptimizerSettings> => {
  const { duplicates } = settings.gpp
  if (duplicates.contestSize > 0) return settings
  const [largest] = await db
    .select({ size: sql<number>`max(${contests.contestSize})` })
    .from(contests)
    .where(
      and(
        eq(contests.contestGroupId, contestGroupId),
        eq(contests.isDoubleUp, false),
        eq(contests.isFiftyFifty, false),
      ),
    )
  const contestSize = Number(largest?.size ?? 0)
  return { ...settings, gpp: { ...settings.gpp, duplicates: { ...duplicates, contestSize } } }
}

/**
 * The optimizer's request for a build on the slate's pool: 400 naming the field when a chosen
 * player is not in the pool or the settings do not hold.
 */
const buildRequestOf = async (db: Db, userId: number, input: BuildInput, at: Date) => {
  const slate = await loadSlatePool(db, input.contestGroupId, at, userId)
  const poolIds = new Set(slate.players.map((player) => player.id))
  const unknown = input.players.findIndex((choice) => !poolIds.has(choice.id))
  if (unknown >= 0) {
    throw new HttpError(
      400,
      `body.players.${unknown}.id: player ${input.players[unknown]?.id ?? ''} is not in this slate’s pool`,
    )
  }
  const parsed = optimizeRequestSchema.safeParse({
    players: toOptimizerPlayers(slate.players, input.players),
    format: slate.format,
    settings: await withDuplicatesContest(db, input.contestGroupId, input.settings),
    count: input.count,
    seed: input.seed,
  })
  if (!parsed.success) {
    throw new HttpError(
      400,
      parsed.error.issues
        .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    )
  }
  return { slate, request: parsed.data }
}

/** The build service of one server process. */
export type BuildService = ReturnType<typeof createBuildService>

/**
 * Refuses (403) a free user's build that would take his lineups on the slate (built, building
 * or queued) past what the free optimizer makes.
 */
const refuseOverFreeLineups = async (db: Db, userId: number, input: BuildInput) => {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${optimizerBuilds.count}), 0)::int` })
    .from(optimizerBuilds)
    .where(
      and(
        eq(optimizerBuilds.userId, userId),
        eq(optimizerBuilds.contestGroupId, input.contestGroupId),
        inArray(optimizerBuilds.status, [...activeStatuses, buildStatuses.done]),
      ),
    )
  const used = row?.used ?? 0
  if (used + input.count > freeOptimizerLineups) {
    throw new HttpError(403, errors.freeOptimizerLimit(freeOptimizerLineups, used))
  }
}

/**
 * Starts the service: builds a previous process left queued or running are marked
 * interrupted (their reports went to that process, so nothing will finish them), as are its
 * own on close. Builds run on this process's worker threads, or on BullMQ's workers with Redis.
 * @example const builds = await createBuildService(db, () => new Date(), undefined)
 */
export const createBuildService = async (
  db: Db,
  now: () => Date,
  queues: JobQueues | undefined,
  poolSize = defaultPoolSize(),
) => {
  const interruptActive = (error: string) =>
    db
      .update(optimizerBuilds)
      .set({ status: buildStatuses.interrupted, error, finishedAt: now() })
      .where(inArray(optimizerBuilds.status, [...activeStatuses]))
  await interruptActive('Interrupted by a server restart')

  const writer = createBuildWriter(db, now)
  const pool =
    queues === undefined
      ? createBuildWorkerPool(poolSize, writer.onReport)
      : createBullBuildPool(queues, writer.onReport, Math.max(1, poolSize - 1))
  // With Redis, this server is one of the queue's workers.
  const localWorker = queues === undefined ? undefined : startBullBuildWorker(queues, poolSize)

  const requireBuild = async (userId: number, buildId: string): Promise<BuildRow> => {
    const [row] = await db
      .select()
      .from(optimizerBuilds)
      .where(and(eq(optimizerBuilds.buildId, buildId), eq(optimizerBuilds.userId, userId)))
    if (row === undefined) throw new HttpError(404, `Unknown build ${buildId}`)
    return row
  }

  const requireLineups = async (userId: number, buildId: string) => {
    const row = await requireBuild(userId, buildId)
    if (row.status !== buildStatuses.done || row.result === null) {
      throw new HttpError(409, `Build ${buildId} is ${row.status}, not done`)
    }
    const request = optimizeRequestSchema.parse(row.request)
    return { row, request, result: row.result as OptimizeResult }
  }

  return {
    /**
     * Stores and queues a build; answers its summary (status `queued`). A free user's build
     * runs under the free time limit and counts against his lineups on the slate.
     */
    start: async (userId: number, input: BuildInput, paid: boolean): Promise<BuildSummary> => {
      const active = await db.$count(
        optimizerBuilds,
        and(
          eq(optimizerBuilds.userId, userId),
          inArray(optimizerBuilds.status, [...activeStatuses]),
        ),
      )
      refuseOverLimit(active, userLimits.activeBuilds, 'builds')
      if (!paid) await refuseOverFreeLineups(db, userId, input)
      const { slate, request } = await buildRequestOf(db, userId, input, now())
      const [row] = await db
        .insert(optimizerBuilds)
        .values({
          buildId: randomUUID(),
          userId,
          contestGroupId: input.contestGroupId,
          formatKey: slate.format.key,
          request,
          status: buildStatuses.queued,
          count: input.count,
          createdAt: now(),
        })
        .returning()
      if (row === undefined) throw new Error('The build was not stored')
      pool.submit({
        buildId: row.buildId,
        userId,
        request,
        timeLimitMs: userLimits.buildSeconds[paid ? 'paid' : 'free'] * 1000,
      })
      return summaryOf(row)
    },

    /** Cancels a queued or running build of the user; a finished one is left as it is. */
    cancel: async (userId: number, buildId: string): Promise<BuildSummary> => {
      const row = await requireBuild(userId, buildId)
      if (!activeStatuses.includes(row.status as BuildStatus)) return summaryOf(row)
      pool.cancel(buildId)
      await writer.pending(buildId)
      return summaryOf(await requireBuild(userId, buildId))
    },

    /** A build's state without its lineups. */
    summary: async (userId: number, buildId: string): Promise<BuildSummary> =>
      summaryOf(await requireBuild(userId, buildId)),

    /** The user's builds, newest first (at most 50). */
    list: async (userId: number): Promise<readonly BuildSummary[]> => {
      const rows = await db
        .select()
        .from(optimizerBuilds)
        .where(eq(optimizerBuilds.userId, userId))
        .orderBy(desc(optimizerBuilds.createdAt))
        .limit(50)
      return rows.map(summaryOf)
    },

    /** A build's state and, once done, its lineups (players in slot order) and exposures. */
    get: async (userId: number, buildId: string) => {
      const row = await requireBuild(userId, buildId)
      const summary = summaryOf(row)
      if (row.status !== buildStatuses.done || row.result === null) {
        return { ...summary, slots: [], lineups: [], exposures: [] }
      }
      const request = optimizeRequestSchema.parse(row.request)
      return { ...summary, ...describeResult(request, row.result as OptimizeResult) }
    },

    /** The site's upload CSV of a done build. */
    uploadCsv: async (userId: number, buildId: string): Promise<string> => {
      const { request, result } = await requireLineups(userId, buildId)
      return csvText(uploadFile(request.format, result.lineups, request.players))
    },

    /** An uploaded DKEntries.csv with the build's lineups in its entries, in order. */
    fillEntries: async (userId: number, buildId: string, entriesCsv: string): Promise<string> => {
      const { request, result } = await requireLineups(userId, buildId)
      if (request.format.siteId !== siteIds.DraftKings) {
        throw new HttpError(400, 'An entries file can be filled only for a DraftKings build')
      }
      const entries = parseDkEntries(entriesCsv)
      return csvText(
        filledDkEntries(
          entries,
          requireRosterFormat(request.format.key),
          result.lineups,
          request.players,
        ),
      )
    },

    /** Ends the workers; builds they leave unfinished are marked interrupted. */
    close: async () => {
      await pool.close()
      await localWorker?.close()
      await Promise.allSettled(writer.all())
      await interruptActive('Interrupted by a server shutdown')
    },
  }
}

/**
 * The lineups of a result with their players spelled out, and the exposures.
 * @example describeResult(request, result).lineups[0]?.players[0]?.slot // 'QB'
 */
export const describeResult = (request: OptimizeRequest, result: OptimizeResult) => {
  const byId = new Map(request.players.map((player) => [player.id, player]))
  const slots = request.format.slots.map((slot) => slot.code)
  return {
    slots,
    lineups: result.lineups.map((lineup, index) => ({
      number: index + 1,
      salary: lineup.salary,
      projection: Number(lineup.projection.toFixed(2)),
      ownership: Number(lineup.ownership.toFixed(2)),
      // From the stored request, so results built before the field was kept show it too.
      ownershipGeoMean: Number(
        geometricMeanOwnership(
          lineup.playerIds.map((id, slot) => {
            const player = byId.get(id)
            return player === undefined ? 0 : slotOwnership(player, slots[slot] ?? '')
          }),
        ).toFixed(2),
      ),
      expectedDuplicates:
        request.settings.gpp.duplicates.contestSize <= 1
          ? null
          : Number(
              lineupExpectedDuplicates(
                lineup.playerIds.flatMap((id) => {
                  const player = byId.get(id)
                  return player === undefined ? [] : [player]
                }),
                request.format,
                request.settings.gpp.duplicates.contestSize,
              ).toFixed(3),
            ),
      stack: lineup.stack,
      players: lineup.playerIds.map((id, slot) => {
        const player = byId.get(id)
        return {
          slot: slots[slot] ?? '',
          id,
          name: player?.name ?? id,
          team: player?.team ?? '',
          salary: player?.salary ?? 0,
          projection: player?.projection ?? 0,
        }
      }),
    })),
    exposures: result.exposures.map((exposure) => ({
      ...exposure,
      exposurePct: Number(exposure.exposurePct.toFixed(2)),
    })),
  }
}
