/**
 * SimLabs simulations as jobs (docs/simlabs.md): a create resolves the request against the
 * database, stores a queued row and runs the shards (worker threads, or BullMQ when REDIS_URL
 * is set); shard completions move `done`; the result, with players and lineups named, is
 * stored on the row and can be read again.
 */
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { contestGroups, simlabsJobs } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { refuseOverLimit, userLimits } from '../../http/user-limits'
import { resolveSimulation, type ResolvedSimulation } from './simlabs-inputs'
import {
  jobStatuses,
  simlabsRequestSchema,
  type JobResult,
  type JobStatus,
  type RecordedFieldModel,
  type RecordedProjectionSet,
  type SimlabsRequest,
} from '@slatelab/contract/simlabs.contract'
import { errors } from '@slatelab/domain/errors'
import { runSimulation, SimulationCancelled } from './shard-runner'
import type { SimlabsShards } from './simlabs-shards'

const activeStatuses: readonly JobStatus[] = [jobStatuses.queued, jobStatuses.running]
// Progress rows are written at most this often; the final state is always written.
const progressWriteMs = 250

type JobRow = typeof simlabsJobs.$inferSelect
/** A job's row with its slate's name and start (`selectJobs`). */
type JobWithSlate = {
  readonly job: JobRow
  readonly slateName: string
  readonly slateStartsAt: Date
}

const summaryOf = ({ job: row, slateName, slateStartsAt }: JobWithSlate) => ({
  jobId: row.jobId,
  contestGroupId: row.contestGroupId,
  slateName,
  slateStartsAt: slateStartsAt.toISOString(),
  contestId: row.contestId,
  contestName: row.contestName,
  lineupCount: row.lineupCount,
  fieldSource: row.fieldSource,
  projectionsExact: (row.request as { projectionsExact?: boolean }).projectionsExact ?? true,
  status: row.status as JobStatus,
  done: row.done,
  iterations: row.iterations,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  projectionSet: row.projectionSet as RecordedProjectionSet | null,
  fieldModel: row.fieldModel as RecordedFieldModel | null,
})
export type JobSummary = ReturnType<typeof summaryOf>

/**
 * The stored result: the engine's numbers with the players and lineups named.
 * @example describeResult(resolved, result).lineups[0]?.players[0]?.slot // 'QB'
 */
export const describeResult = (resolved: ResolvedSimulation, result: SimulationResult) => ({
  iterations: result.iterations,
  entryCount: result.entryCount,
  entryFee: resolved.spec.entryFee,
  prizePool: result.prizePool,
  meanCashLine: result.meanCashLine,
  scoreBins: result.scoreBins,
  slots: resolved.slots,
  lineups: result.lineups.map((stats, index) => ({
    number: index + 1,
    players: (resolved.lineups[index] ?? []).map((player, slot) => ({
      slot: resolved.slots[slot] ?? '',
      id: resolved.players[player]?.id ?? '',
      playerId: resolved.players[player]?.playerId,
      name: resolved.players[player]?.name ?? '',
    })),
    salary: (resolved.lineups[index] ?? []).reduce(
      (sum, player) => sum + (resolved.players[player]?.salary ?? 0),
      0,
    ),
    ...stats,
  })),
  players: result.players.map((stats, index) => {
    const player = resolved.players[index]
    return {
      id: player?.id ?? '',
      playerId: player?.playerId,
      name: player?.name ?? '',
      team: player?.team ?? '',
      position: player?.position ?? '',
      salary: player?.salary ?? 0,
      ...stats,
      projectedCaptainOwnership: player?.projectedCaptainOwnership ?? null,
    }
  }),
})
/**
 * A result as stored: one of an older job lacks what results gained since (named ids, the
 * captain apart), which the contract leaves optional.
 */
export type DescribedResult = JobResult['result']

/** The job service of one server process. */
export type SimlabsService = Awaited<ReturnType<typeof createSimlabsService>>

// A job interrupted by a shutdown runs again on the next start if it is younger than this.
const restartWithinMs = 24 * 60 * 60 * 1000

/**
 * Starts the service: jobs a previous process left queued or running are marked interrupted,
 * and interrupted jobs less than a day old run again from the start (same seed, same result).
 * @example const jobs = await createSimlabsService(db, () => new Date(), createSimlabsShards(queues))
 */
export const createSimlabsService = async (
  db: Db,
  now: () => Date,
  // Its shards' runner and summarizer, and the threads that measure a job's projection
  // accuracy off the event loop.
  shards: Omit<SimlabsShards, 'close'>,
  timeLimitMs = userLimits.simulationSeconds * 1000,
) => {
  const interruptActive = (error: string) =>
    db
      .update(simlabsJobs)
      .set({ status: jobStatuses.interrupted, error, finishedAt: now() })
      .where(inArray(simlabsJobs.status, [...activeStatuses]))
  await interruptActive('Interrupted by a server restart')
  // Set when the server starts closing: a job its shards' pool drops then is interrupted.
  let closing = false

  // One chain of writes per job, so a late progress write never lands after the final state.
  const writes = new Map<string, Promise<unknown>>()
  const write = (jobId: string, values: Partial<JobRow>) => {
    const chained = (writes.get(jobId) ?? Promise.resolve())
      .then(() =>
        db
          .update(simlabsJobs)
          .set(values)
          .where(
            and(eq(simlabsJobs.jobId, jobId), inArray(simlabsJobs.status, [...activeStatuses])),
          ),
      )
      .catch(() => undefined)
    writes.set(jobId, chained)
    return chained
  }

  // The jobs this process runs, by id, so a cancel can stop them.
  const running = new Map<string, AbortController>()

  const run = async (jobId: string, request: SimlabsRequest, resolved: ResolvedSimulation) => {
    let lastWrite = 0
    const controller = new AbortController()
    running.set(jobId, controller)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeLimitMs)
    try {
      const result = await runSimulation({
        ...shards,
        jobId,
        spec: resolved.spec,
        signal: controller.signal,
        onProgress: (done) => {
          const at = Date.now()
          if (at - lastWrite < progressWriteMs) return
          lastWrite = at
          void write(jobId, { status: jobStatuses.running, done })
        },
      })
      await write(jobId, {
        status: jobStatuses.done,
        done: resolved.spec.iterations,
        result: describeResult(resolved, result),
        // The uploaded lineups were kept to run the job again after a restart; now the
        // result holds them.
        request: { ...request, lineupsCsv: undefined },
        finishedAt: now(),
      })
    } catch (error) {
      // A cancelled job's row already says so; one stopped by a shutdown is marked on close.
      if (timedOut) {
        await write(jobId, {
          status: jobStatuses.failed,
          error: errors.simulationTimeLimit(Math.round(timeLimitMs / 1000)),
          finishedAt: now(),
        })
      } else if (!(error instanceof SimulationCancelled) && !closing) {
        await write(jobId, {
          status: jobStatuses.failed,
          error: error instanceof Error ? error.message : String(error),
          finishedAt: now(),
        })
      }
    }
    clearTimeout(timer)
    running.delete(jobId)
    writes.delete(jobId)
  }

  const selectJobs = () =>
    db
      .select({
        job: simlabsJobs,
        slateName: contestGroups.displayName,
        slateStartsAt: contestGroups.startsAt,
      })
      .from(simlabsJobs)
      .innerJoin(contestGroups, eq(contestGroups.contestGroupId, simlabsJobs.contestGroupId))

  const requireJob = async (userId: number, jobId: string): Promise<JobWithSlate> => {
    const [row] = await selectJobs().where(
      and(eq(simlabsJobs.jobId, jobId), eq(simlabsJobs.userId, userId)),
    )
    if (row === undefined) throw new HttpError(404, `Unknown simulation ${jobId}`)
    return row
  }

  /** Cancels a job of the user if it is queued or running; answers whether it was. */
  const cancelActive = async ({ job }: JobWithSlate): Promise<boolean> => {
    if (!activeStatuses.includes(job.status as JobStatus)) return false
    await write(job.jobId, { status: jobStatuses.cancelled, finishedAt: now() })
    running.get(job.jobId)?.abort()
    return true
  }

  /** Runs again, from the start, the interrupted jobs of the last day. */
  const restartInterrupted = async () => {
    const rows = await db
      .select()
      .from(simlabsJobs)
      .where(
        and(
          eq(simlabsJobs.status, jobStatuses.interrupted),
          gte(simlabsJobs.createdAt, new Date(now().getTime() - restartWithinMs)),
        ),
      )
    for (const row of rows) {
      const request = simlabsRequestSchema.parse(row.request)
      try {
        const resolved = await resolveSimulation(
          db,
          row.userId,
          request,
          request.seed ?? row.jobId,
          (rows) => shards.measureAccuracy(row.jobId, rows),
        )
        await db
          .update(simlabsJobs)
          .set({
            status: jobStatuses.queued,
            done: 0,
            error: null,
            finishedAt: null,
            projectionSet: resolved.projectionSet,
            fieldModel: resolved.fieldModel,
          })
          .where(eq(simlabsJobs.jobId, row.jobId))
        void run(row.jobId, request, resolved)
      } catch (error) {
        await db
          .update(simlabsJobs)
          .set({
            status: jobStatuses.failed,
            error: `It could not run again after a restart: ${error instanceof Error ? error.message : String(error)}`,
          })
          .where(eq(simlabsJobs.jobId, row.jobId))
      }
    }
  }
  await restartInterrupted()

  return {
    /**
     * Marks the jobs this process leaves unfinished as interrupted, once their shards have
     * stopped (call after closing the shard runner).
     */
    beginClose: () => {
      closing = true
    },
    close: async () => {
      closing = true
      await Promise.allSettled(writes.values())
      await interruptActive('Interrupted by a server shutdown')
    },
    /** Resolves, stores and starts a job; answers its summary (status `queued`). */
    create: async (userId: number, request: SimlabsRequest): Promise<JobSummary> => {
      const active = await db.$count(
        simlabsJobs,
        and(eq(simlabsJobs.userId, userId), inArray(simlabsJobs.status, [...activeStatuses])),
      )
      refuseOverLimit(active, userLimits.activeSimulations, 'simulations')
      const jobId = randomUUID()
      const resolved = await resolveSimulation(db, userId, request, request.seed ?? jobId, (rows) =>
        shards.measureAccuracy(jobId, rows),
      )
      const [row] = await db
        .insert(simlabsJobs)
        .values({
          jobId,
          userId,
          contestGroupId: request.contestGroupId,
          contestId: resolved.contestId,
          contestName: resolved.contestName,
          lineupCount: resolved.lineups.length,
          fieldSource: resolved.fieldSource,
          // With its lineups CSV until done, so that a restart can run it again.
          request,
          status: jobStatuses.queued,
          iterations: request.iterations,
          createdAt: now(),
          projectionSet: resolved.projectionSet,
          fieldModel: resolved.fieldModel,
        })
        .returning()
      if (row === undefined) throw new Error('The simulation was not stored')
      void run(jobId, request, resolved)
      return summaryOf({
        job: row,
        slateName: resolved.slateName,
        slateStartsAt: resolved.slateStartsAt,
      })
    },

    /**
     * Cancels a queued or running job of the user: its row says `cancelled` at once, and the
     * process running it drops its shards not yet started. A finished job is left as it is.
     */
    cancel: async (userId: number, jobId: string): Promise<JobSummary> => {
      const row = await requireJob(userId, jobId)
      if (!(await cancelActive(row))) return summaryOf(row)
      return summaryOf(await requireJob(userId, jobId))
    },

    /**
     * Deletes a job of the user and its result; answers the job as it last stood. A queued or
     * running one is cancelled first, so a delete is one step for its owner and no shard works
     * for a job that is gone.
     */
    remove: async (userId: number, jobId: string): Promise<JobSummary> => {
      const row = await requireJob(userId, jobId)
      const last = (await cancelActive(row)) ? await requireJob(userId, jobId) : row
      await db
        .delete(simlabsJobs)
        .where(and(eq(simlabsJobs.jobId, jobId), eq(simlabsJobs.userId, userId)))
      return summaryOf(last)
    },

    /** A page of the user's jobs, newest first. */
    list: async (
      userId: number,
      page: { readonly limit: number; readonly offset: number },
    ): Promise<readonly JobSummary[]> => {
      const rows = await selectJobs()
        .where(eq(simlabsJobs.userId, userId))
        .orderBy(desc(simlabsJobs.createdAt), desc(simlabsJobs.jobId))
        .limit(page.limit)
        .offset(page.offset)
      return rows.map(summaryOf)
    },

    /** A job's state. */
    get: async (userId: number, jobId: string): Promise<JobSummary> =>
      summaryOf(await requireJob(userId, jobId)),

    /** A done job's result; 409 before. */
    result: async (userId: number, jobId: string) => {
      const row = await requireJob(userId, jobId)
      const { job } = row
      if (job.status !== jobStatuses.done || job.result === null) {
        throw new HttpError(409, `Simulation ${jobId} is ${job.status}, not done`)
      }
      return { ...summaryOf(row), result: job.result as DescribedResult }
    },
  }
}
