import {
  buildLateSwapRoute,
  entriesLateSwapRoute,
  fillEntriesRoute,
  lineupAlertsRoute,
  readEntriesRoute,
} from '@slatelab/contract/late-swap.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { sessionOf } from '../../http/session-of'
import {
  assignLineups,
  describeEntries,
  entriesCsv,
  readEntries,
  requireBuildLineups,
} from './entries-service'
import { lineupAlerts } from './lineup-alerts'
import { storeSwappedBuild, swapLineups, withLineups } from './late-swap-service'
import { loadSlatePool } from './slate-pool'

const csvDownload = 'text/csv; charset=utf-8'

// A swap's lineups for the API: slots by index, the entry when the lineups are entries.
const swapSummary = (
  swapped: Awaited<ReturnType<typeof swapLineups>>,
  now: Date,
  mode: 'quick' | 'full',
  entryIds?: readonly string[],
) => ({
  now: now.toISOString(),
  mode,
  changed: swapped.changed,
  lineups: swapped.lineups.map((lineup, index) => ({
    number: index + 1,
    entryId: entryIds?.[index] ?? null,
    lockedSlots: lineup.lockedSlots,
    changedSlots: lineup.changedSlots,
    projection: lineup.projection,
    salary: lineup.salary,
    problem: lineup.problem ?? null,
  })),
})

export const lateSwapRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const poolOf = (contestGroupId: number, userId: number) =>
      loadSlatePool(db, contestGroupId, deps.now(), userId)

    addRoute(app, readEntriesRoute, async (req) => {
      const pool = await poolOf(req.body.contestGroupId, sessionOf(req).user.userId)
      const { file, factsOf } = await readEntries(db, pool, req.body.csv)
      return describeEntries(pool, file, factsOf)
    })

    addRoute(app, fillEntriesRoute, async (req, reply) => {
      const userId = sessionOf(req).user.userId
      const pool = await poolOf(req.body.contestGroupId, userId)
      const { file } = await readEntries(db, pool, req.body.csv)
      const { lineups } = await requireBuildLineups(
        db,
        userId,
        req.body.buildId,
        req.body.contestGroupId,
      )
      const assigned = assignLineups(file.entries, lineups, new Set(req.body.replaceEntryIds))
      return reply
        .type(csvDownload)
        .header('content-disposition', 'attachment; filename="entries-filled.csv"')
        .send(entriesCsv(file, pool, (entry) => assigned.get(entry.entryId)))
    })

    addRoute(app, entriesLateSwapRoute, async (req) => {
      const userId = sessionOf(req).user.userId
      const pool = await poolOf(req.body.contestGroupId, userId)
      const { file, factsOf } = await readEntries(db, pool, req.body.csv)
      const build =
        req.body.buildId === undefined
          ? undefined
          : await requireBuildLineups(db, userId, req.body.buildId, req.body.contestGroupId)
      const now = req.body.now === undefined ? deps.now() : new Date(req.body.now)
      const swapped = await swapLineups(
        db,
        pool,
        file.entries.map((entry) => entry.playerIds),
        {
          mode: req.body.mode,
          now,
          replacements: req.body.replacements,
          ...(build === undefined ? {} : { settings: build.request.settings }),
        },
      )
      const lineupOf = new Map(
        file.entries.map((entry, index) => [
          entry.entryId,
          swapped.lineups[index]?.playerIds ?? entry.playerIds,
        ]),
      )
      const swappedOf = (entry: { entryId: string; playerIds: readonly string[] }) =>
        lineupOf.get(entry.entryId) ?? entry.playerIds
      return {
        ...swapSummary(
          swapped,
          now,
          req.body.mode,
          file.entries.map((entry) => entry.entryId),
        ),
        entries: describeEntries(pool, file, factsOf, swappedOf),
        csv: entriesCsv(file, pool, swappedOf),
      }
    })

    addRoute(app, buildLateSwapRoute, async (req) => {
      const userId = sessionOf(req).user.userId
      const [summary] = await db.query.optimizerBuilds.findMany({
        columns: { contestGroupId: true },
        where: (builds, { and, eq }) =>
          and(eq(builds.buildId, req.params.buildId), eq(builds.userId, userId)),
      })
      const contestGroupId = summary?.contestGroupId ?? 0
      const build = await requireBuildLineups(db, userId, req.params.buildId, contestGroupId)
      const pool = await poolOf(contestGroupId, userId)
      const now = req.body.now === undefined ? deps.now() : new Date(req.body.now)
      const swapped = await swapLineups(db, pool, build.lineups, {
        mode: req.body.mode,
        now,
        replacements: req.body.replacements,
        settings: build.request.settings,
        players: build.request.players,
      })
      if (swapped.changed > 0) {
        await storeSwappedBuild(
          db,
          req.params.buildId,
          withLineups(
            build.result,
            build.request,
            swapped.lineups.map((lineup) => lineup.playerIds),
          ),
        )
      }
      return swapSummary(swapped, now, req.body.mode)
    })

    addRoute(app, lineupAlertsRoute, async (req) => {
      const userId = sessionOf(req).user.userId
      const pool = await poolOf(req.query.contest_group_id, userId)
      const now = req.query.now === undefined ? deps.now() : new Date(req.query.now)
      return lineupAlerts(db, pool, userId, now)
    })
  }
