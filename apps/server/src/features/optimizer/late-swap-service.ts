/**
 * Late swap on the server (docs/late-swap.md): the slate's game times and the pool's injury
 * statuses feed the engine's `lateSwap`; a build's stored lineups can be swapped in place.
 */
import { swapsOut } from '@slatelab/domain/lineup-status'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { lateSwap, LateSwapError, type SwapMode } from '@slatelab/engine/optimizer/late-swap'
import { slottedLineup } from '@slatelab/engine/optimizer/lineup-output'
import {
  optimizerPlayerSchema,
  type BuiltLineup,
  type OptimizeRequest,
  type OptimizeResult,
  type OptimizerPlayer,
} from '@slatelab/engine/optimizer/optimizer-request'
import GLPK from 'glpk.js/node'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { contestGroupEvents, events, optimizerBuilds } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { toOptimizerPlayers, type SlatePool } from './slate-pool'

/**
 * Start of each game of the slate, by the pool's `game` key (the event id), ISO instants.
 * @example await slateGameStarts(db, 4101) // { '9001': '2026-11-22T18:00:00.000Z', … }
 */
export const slateGameStarts = async (
  db: Db,
  contestGroupId: number,
): Promise<Record<string, string>> => {
  const rows = await db
    .select({ eventId: events.eventId, startsAt: events.startsAt })
    .from(contestGroupEvents)
    .innerJoin(events, eq(events.eventId, contestGroupEvents.eventId))
    .where(eq(contestGroupEvents.contestGroupId, contestGroupId))
  return Object.fromEntries(rows.map((row) => [String(row.eventId), row.startsAt.toISOString()]))
}

/** What a swap takes besides its lineups. */
export type SwapRequest = {
  readonly mode: SwapMode
  /** The moment of the swap; `explicit` when the caller gave it (not the server clock). */
  readonly now: Date
  readonly replacements: Readonly<Record<string, string>>
  readonly settings?: OptimizerSettings
  /** The build's players (its projections); the pool's now otherwise. */
  readonly players?: readonly OptimizerPlayer[]
}

let glpk: Awaited<ReturnType<typeof GLPK>> | undefined

/**
 * Late-swaps `lineups` (pool ids per slot) on the pool's slate: 400 naming the lineup or the
 * field for a `now` outside the slate's games, or a locked player not in the pool. Players
 * the pool lists OUT or doubtful are swapped out.
 */
export const swapLineups = async (
  db: Db,
  pool: SlatePool,
  lineups: readonly (readonly string[])[],
  request: SwapRequest,
) => {
  const players =
    request.players ??
    toOptimizerPlayers(pool.players, []).map((player) => optimizerPlayerSchema.parse(player))
  glpk ??= await GLPK()
  try {
    return await lateSwap(
      {
        players,
        format: pool.format,
        settings: request.settings ?? optimizerSettingsSchema.parse({}),
        lineups,
        gameStarts: await slateGameStarts(db, pool.contestGroupId),
        now: request.now.toISOString(),
        beforeFirstGame: request.mode === 'quick',
        mode: request.mode,
        swapOut: pool.players.filter((player) => swapsOut(player.injuryStatus)).map((p) => p.id),
        replacements: request.replacements,
      },
      { glpk },
    )
  } catch (error) {
    if (error instanceof LateSwapError) throw new HttpError(400, `body.${error.message}`)
    throw error
  }
}

const builtLineup = (
  playerIds: readonly string[],
  request: OptimizeRequest,
  previous: BuiltLineup | undefined,
): BuiltLineup => {
  const byId = new Map(request.players.map((player) => [player.id, player]))
  const players = playerIds.flatMap((id) => byId.get(id) ?? [])
  // A lineup the swap left alone keeps its build's objective; a new one has its projection.
  const kept = previous?.playerIds.join() === playerIds.join()
  return slottedLineup(players, request.format, kept ? previous?.objective : undefined)
}

/** The result with new lineups: exposures counted again, limits as the build had them. */
export const withLineups = (
  result: OptimizeResult,
  request: OptimizeRequest,
  playerIds: readonly (readonly string[])[],
): OptimizeResult => {
  const lineups = playerIds.map((ids, index) => builtLineup(ids, request, result.lineups[index]))
  const counts = new Map<string, number>()
  for (const lineup of lineups) {
    for (const id of lineup.playerIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const limitsOf = new Map(result.exposures.map((exposure) => [exposure.playerId, exposure]))
  const names = new Map(request.players.map((player) => [player.id, player.name]))
  const exposures = [...new Set([...counts.keys(), ...limitsOf.keys()])].flatMap((playerId) => {
    const seen = counts.get(playerId) ?? 0
    const limits = limitsOf.get(playerId)
    if (seen === 0 && (limits?.minExposurePct ?? 0) === 0) return []
    return [
      {
        playerId,
        name: names.get(playerId) ?? playerId,
        lineups: seen,
        exposurePct: (100 * seen) / Math.max(1, lineups.length),
        minExposurePct: limits?.minExposurePct ?? 0,
        maxExposurePct: limits?.maxExposurePct ?? 100,
      },
    ]
  })
  return { ...result, lineups, exposures }
}

/** Stores a build's swapped lineups in place of its lineups. */
export const storeSwappedBuild = async (
  db: Db,
  buildId: string,
  result: OptimizeResult,
): Promise<void> => {
  const updated = await db
    .update(optimizerBuilds)
    .set({ result })
    .where(eq(optimizerBuilds.buildId, buildId))
    .returning({ buildId: optimizerBuilds.buildId })
  if (updated.length === 0) throw new HttpError(404, `Unknown build ${buildId}`)
}
