/**
 * The demo world's contests after lock: once a slate has locked (server clock), each of its
 * contests up to the field cap gets its field — entries, lineups, ownership, as a live contest
 * shows them at lock — scored with the points played by now (`livePoints`), ranked and paid
 * on those points, and final once the last game is. The seeder stores fields for finished
 * slates only; this fills the slates it stored before their results (today's), and is run
 * again and again by a server (`startLiveContests`) so points move with the clock.
 */
import { contestStatusAt, gameProgressAt } from '@slatelab/domain/contest-status'
import { addDays } from '@slatelab/domain/slate-window'
import { isSportId, type SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { dayFieldKeys } from '@slatelab/world/fields/slate-field-players'
import { createDemoWorld, type DemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import type { WorldDay, WorldSlate } from '@slatelab/world/season/world-types'
import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/database'
import { findSlate, listContestsOfSlate, type SlateRow } from '../db/repositories/sports-data'
import { contestEntries, contestGroups, players, slatePlayers } from '../db/schema'
import { toEasternDay } from '../time/eastern-time'
import { isFieldFinal, seedContestFields } from './contest-fields-seed'
import type { FieldGenerator } from './field-generator'
import { worldSeed } from './demo-world-seed'

/** How far back a slate may still be live: a golf event plays Thursday to Sunday. */
const liveLookBackDays = 5
const dayMs = 86_400_000

/**
 * How often live points move: as a scores feed that updates every quarter hour. Scoring a
 * field again is seconds of work per 10,000 entries, so a slate is scored again at most this
 * often however often the server refreshes.
 */
export const livePointsStepMs = 15 * 60_000

/**
 * The instant a live contest's points are as of at `now`: the last quarter hour (not before
 * the lock), or `now` itself once every game of the slate is final (the final points come
 * at once).
 * @example livePointsAsOf(new Date('2026-11-22T19:37:00Z'), new Date('2026-11-22T18:00:00Z'), false) // 2026-11-22T19:30:00Z
 */
export const livePointsAsOf = (now: Date, lock: Date, completed: boolean): Date =>
  completed
    ? now
    : new Date(
        Math.max(lock.getTime(), Math.floor(now.getTime() / livePointsStepMs) * livePointsStepMs),
      )

/**
 * A finished world slate as it stands at `nowMs`: each row's `actualPoints` is what the
 * player has scored so far — his final points × the share of his game played
 * (`gameProgressAt`: 0 before it starts, all of them once it is final), to the tenth.
 * @example livePoints(slate, day.events, eventOf, Date.parse('2026-11-22T19:30Z')).players[0]?.actualPoints // 9.3
 */
export const livePoints = (
  slate: WorldSlate,
  events: WorldDay['events'],
  eventOf: ReadonlyMap<string, string>,
  nowMs: number,
): WorldSlate => {
  const starts = new Map(events.map((event) => [event.key, Date.parse(event.startsAt)]))
  const sportId = slate.sportId as SportId
  return {
    ...slate,
    players: slate.players.map((row) => {
      const eventKey = eventOf.get(row.playerKey) ?? slate.eventKeys[0] ?? ''
      const startMs = starts.get(eventKey) ?? Date.parse(slate.startsAt)
      const progress = gameProgressAt(sportId, startMs, nowMs)
      const final = row.actualPoints ?? 0
      const points = progress >= 1 ? final : Math.round(final * progress * 10) / 10
      return { ...row, actualPoints: points, madeCut: progress >= 1 ? row.madeCut : null }
    }),
  }
}

/** How many of a slate's games are final at `nowMs` (a slate's status is SPEC's `status`). */
export const gamesFinalAt = (
  sportId: SportId,
  eventStarts: readonly Date[],
  nowMs: number,
): number =>
  eventStarts.filter((start) => gameProgressAt(sportId, start.getTime(), nowMs) >= 1).length

/**
 * Demo slates that have locked in the last days and whose results the seeder did not have
 * when it stored them (no player has actual points yet): the slates to fill live.
 */
const listLockedSlatesWithoutResults = async (
  db: DbOrTx,
  now: Date,
): Promise<readonly SlateRow[]> => {
  const rows = await db
    .select({ contestGroupId: contestGroups.contestGroupId })
    .from(contestGroups)
    .where(
      and(
        gte(contestGroups.startsAt, new Date(now.getTime() - liveLookBackDays * dayMs)),
        lte(contestGroups.startsAt, now),
        sql`not exists (select 1 from ${slatePlayers} where ${slatePlayers.contestGroupId} = ${contestGroups.contestGroupId} and ${isNotNull(slatePlayers.actualPoints)})`,
      ),
    )
  const slates: SlateRow[] = []
  for (const row of rows) {
    const slate = await findSlate(db, row.contestGroupId)
    if (slate !== undefined) slates.push(slate)
  }
  return slates
}

const entriesOf = async (db: DbOrTx, contestId: number): Promise<number> => {
  const [row] = await db
    .select({ entries: count() })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
  return row?.entries ?? 0
}

const samePoints = (a: WorldSlate, b: WorldSlate): boolean =>
  a.players.every((row, index) => row.actualPoints === b.players[index]?.actualPoints)

export type LiveContestsRun = {
  /** Contests whose field was stored (drawn at lock, or scored again). */
  readonly contests: number
  readonly entries: number
  /** Slates whose last game is final: their players' actual points are stored. */
  readonly finishedSlates: number
}

export type LiveContests = {
  /**
   * Fills and scores the contests of every locked demo slate without results at `now`; a
   * contest whose stored points are already those of `now`, or final, is left alone.
   */
  readonly refresh: (
    db: Db,
    options: { readonly now: Date; readonly signal?: AbortSignal },
  ) => Promise<LiveContestsRun>
}

/**
 * The live contests of the demo world of `seed`, for contests of at most `fieldCap` entries
 * (the seeder's cap: larger ones keep their lobby entry until the seeder gives them a whole
 * field). Keeps the world and the last days it built, which a refresh reads again.
 * @example await createLiveContests({ fieldCap: 12000 }).refresh(db, { now: new Date() }) // { contests: 31, entries: 95210, finishedSlates: 0 }
 */
export const createLiveContests = (options: {
  readonly fieldCap: number
  readonly world?: DemoWorld
  readonly onFieldFailure?: (contestTitle: string, reason: string) => void
  /** Where fields are drawn (field-generator.ts); on this thread unless given. */
  readonly drawField?: FieldGenerator
}): LiveContests => {
  let world = options.world
  const builtDays = new Map<IsoDate, WorldDay>()
  // A contest the field model could not fill is not tried again every refresh.
  const failed = new Set<number>()
  const dayOf = (day: IsoDate): WorldDay => {
    const kept = builtDays.get(day)
    if (kept !== undefined) return kept
    world ??= createDemoWorld(worldSeed, demoGameModels)
    // Every result of the day (golf: through Sunday); what the clock has not reached is
    // scaled away by `livePoints`, never shown.
    const built = world.buildDay(day, { resultsThrough: addDays(day, 3) })
    builtDays.set(day, built)
    for (const old of [...builtDays.keys()].sort().slice(0, -liveLookBackDays - 1)) {
      builtDays.delete(old)
    }
    return built
  }

  return {
    refresh: async (db, { now, signal }) => {
      const run = { contests: 0, entries: 0, finishedSlates: 0 }
      const slates = await listLockedSlatesWithoutResults(db, now)
      if (slates.length === 0) return run
      // Read once a run needs them: most runs find every live contest already scored.
      let playerIds: ReadonlyMap<string, number> | undefined
      const playerIdsOf = async () => {
        if (playerIds !== undefined) return playerIds
        const stored = await db
          .select({ playerId: players.playerId, worldKey: players.worldKey })
          .from(players)
          .where(isNotNull(players.worldKey))
        playerIds = new Map(stored.map((row) => [row.worldKey ?? '', row.playerId]))
        return playerIds
      }
      for (const slateRow of slates) {
        if (!isSportId(slateRow.sportId)) continue
        const day = dayOf(toEasternDay(slateRow.startsAt))
        const slate = day.slates.find((one) => one.contestGroupId === slateRow.contestGroupId)
        // An imported slate, or one the world no longer lists: not ours to fill.
        if (slate === undefined || slate.players.some((row) => row.actualPoints === null)) continue
        const keys = dayFieldKeys(world?.playersOn(day.day) ?? [], day.events)
        const completed =
          contestStatusAt(
            slateRow.sportId,
            slateRow.startsAt.getTime(),
            slateRow.lastEventStartsAt.getTime(),
            now.getTime(),
          ) === 'completed'
        const asOf = livePointsAsOf(now, slateRow.startsAt, completed)
        const current = livePoints(slate, day.events, keys.eventOf, asOf.getTime())
        const contestRows = await listContestsOfSlate(db, slateRow.contestGroupId)
        for (const contest of slate.contests) {
          if (signal?.aborted) return run
          const row = contestRows.find((one) => one.contestId === contest.contestId)
          if (row === undefined || contest.contestSize > options.fieldCap) continue
          if (failed.has(contest.contestId)) continue
          if (await isFieldFinal(db, contest.contestId)) continue
          if (row.uploadedAt !== null && (await entriesOf(db, contest.contestId)) > 0) {
            const before = livePoints(slate, day.events, keys.eventOf, row.uploadedAt.getTime())
            if (samePoints(before, current)) continue
          }
          // A field of 12,000 entries is seconds of work: requests are answered between them.
          await new Promise((resolve) => setImmediate(resolve))
          const ids = await playerIdsOf()
          const entries = await seedContestFields(db, current, contest, {
            seed: worldSeed,
            fieldCap: options.fieldCap,
            playerIds: ids,
            ...keys,
            asOf,
            results: slate,
            drawField: options.drawField,
            onFieldFailure: (title, reason) => {
              failed.add(contest.contestId)
              options.onFieldFailure?.(title, reason)
            },
          })
          if (entries > 0) {
            run.contests += 1
            run.entries += entries
          }
        }
        if (completed) {
          await storeFinalPoints(db, current)
          run.finishedSlates += 1
        }
      }
      return run
    },
  }
}

/**
 * A finished slate's actual points (and golf cuts), as the seeder stores them once the day's
 * results are in: the projections' outcomes and the ownership pages read them.
 */
const storeFinalPoints = async (db: Db, slate: WorldSlate): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const row of slate.players) {
      await tx
        .update(slatePlayers)
        .set({ actualPoints: row.actualPoints, madeCut: row.madeCut })
        .where(
          and(
            eq(slatePlayers.contestGroupId, slate.contestGroupId),
            eq(slatePlayers.sitePlayerId, row.sitePlayerId),
          ),
        )
    }
  })
}
