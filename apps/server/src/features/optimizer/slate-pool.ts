/**
 * A slate's player pool as the optimizer and the settings page read it: one row per player
 * (captain rows fold into their player as a slot id, duplicates by player id are dropped,
 * SPEC §5), with the demo world's or an import's projection, floor, ceiling and ownership, and
 * an NHL skater's line and power-play unit in the slate's game, and who starts (MLB lineups,
 * NHL goalies). For a user with an active
 * projection set (docs/projections.md), the set's numbers replace the system's.
 */
import { findRosterFormatFor, type RosterFormat } from '@slatelab/domain/roster-formats'
import { findSite } from '@slatelab/domain/sites'
import { findSport, sportIds } from '@slatelab/domain/sports'
import { variantSchema } from '@slatelab/domain/variants'
import type { OptimizerPlayerInput } from '@slatelab/engine/optimizer/optimizer-request'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database'
import {
  contestGroupEvents,
  contestGroups,
  events,
  players,
  slatePlayers,
  teams,
} from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { listNhlLinesOf, powerPlayName } from '../hockey'
import { findActiveProjections } from '../projections'
import { recentMinutesOf } from '../../db/repositories/recent-minutes'
import { leverageScores } from './pool-leverage'
import { loadPoolStarters } from './pool-starters'
import type { PoolStarter } from '@slatelab/contract/optimizer.contract'

/** A player of the pool with what the settings page shows beside him. */
export type PoolPlayer = {
  readonly id: string
  readonly playerId: number
  readonly name: string
  readonly team: string
  readonly opponent: string
  readonly game: string
  readonly positions: readonly string[]
  readonly rosterPositions: readonly string[]
  readonly slotIds: Readonly<Record<string, string>>
  readonly salary: number
  readonly projection: number
  readonly floor: number
  readonly ceiling: number
  /** Projected ownership, percent (a DraftKings single-game player's outside the captain slot). */
  readonly ownership: number
  /** DraftKings single-game slates: projected ownership as captain (his captain row's), percent. */
  readonly captainOwnership: number | null
  /** Projected points per 1000 of salary (0 for a free player). */
  readonly value: number
  readonly injuryStatus: string | null
  /** Golf: first-round tee time (ISO instant). */
  readonly teeTime: string | null
  /** The team's implied total: its projected score from the game's closing line. */
  readonly impliedTotal: number | null
  /** NHL skaters: `L1`–`L4` or `D1`–`D3` in the slate's game. */
  readonly line: string | null
  /** NHL skaters: `PP1` or `PP2`. */
  readonly powerPlay: string | null
  /** MLB: his slot in his team's batting order (projected, or confirmed near first pitch). */
  readonly battingOrder: number | null
  /** MLB and NHL: whether he starts, and how sure that is (`pool-starters.ts`). */
  readonly starter: PoolStarter | null
  /** Basketball: projected minutes, his last ten games' mean (`recent-minutes.ts`). */
  readonly minutes: number | null
  /** His leverage percentile within his position, 0–100 (`pool-leverage.ts`). */
  readonly leverage: number
}

/** A slate's format and pool. */
export type SlatePool = {
  readonly contestGroupId: number
  readonly sportId: number
  readonly siteId: number
  readonly format: RosterFormat
  readonly players: readonly PoolPlayer[]
  /** The user's active projection set the numbers come from; null: the system projection. */
  readonly projectionSet: { readonly key: string; readonly name: string } | null
}

// Slots that only a captain row fills: that row's id goes into its player's `slotIds`.
const captainSlots = new Set(['CPT', 'MVP', 'CAPT', 'STAR', 'SUPERSTAR'])
const isCaptainRow = (rosterPositions: readonly string[]) =>
  rosterPositions.length > 0 && rosterPositions.every((slot) => captainSlots.has(slot))

const round = (value: number, places: number) => Number(value.toFixed(places))

const basketballSports = new Set<number>([sportIds.NBA, sportIds.CBB])

const withLeverage = (pool: readonly Omit<PoolPlayer, 'leverage'>[]): PoolPlayer[] => {
  const scores = leverageScores(pool)
  return pool.map((player) => ({ ...player, leverage: scores.get(player.id) ?? 0 }))
}

/**
 * The pool of a slate as of `now` (batting orders are confirmed near first pitch), with
 * `userId`'s active projection set when he has one: a player the set lacks then projects 0
 * (the set was uploaded without `useDefaultPlayers`) and keeps the system's ownership when
 * the set has none. 404 for an unknown slate, 422 when no roster format fits it.
 * @example (await loadSlatePool(db, 4101, new Date())).format.key // 'dk-nfl-classic'
 */
export const loadSlatePool = async (
  db: Db,
  contestGroupId: number,
  now: Date = new Date(),
  userId?: number,
): Promise<SlatePool> => {
  const [slate] = await db
    .select()
    .from(contestGroups)
    .where(eq(contestGroups.contestGroupId, contestGroupId))
  if (slate === undefined) throw new HttpError(404, `Unknown slate ${contestGroupId}`)
  const site = findSite(slate.sourceId)
  const sport = findSport(slate.sportId)
  const variant = variantSchema.safeParse(slate.variant)
  const format =
    site === undefined || sport === undefined || !variant.success
      ? undefined
      : findRosterFormatFor(site.sourceId, sport.sportId, variant.data)
  if (format === undefined) {
    throw new HttpError(422, `The optimizer has no roster format for slate ${contestGroupId}`)
  }

  const home = alias(teams, 'home')
  const visitor = alias(teams, 'visitor')
  const games = await db
    .select({
      eventId: events.eventId,
      startsAt: events.startsAt,
      home: home.abbreviation,
      visitor: visitor.abbreviation,
      homeImplied: events.homeProjectedScore,
      visitorImplied: events.visitorProjectedScore,
    })
    .from(contestGroupEvents)
    .innerJoin(events, eq(events.eventId, contestGroupEvents.eventId))
    .leftJoin(home, eq(home.teamId, events.homeTeamId))
    .leftJoin(visitor, eq(visitor.teamId, events.visitorTeamId))
    .where(eq(contestGroupEvents.contestGroupId, contestGroupId))
  const gameOf = new Map<string, { game: string; opponent: string; impliedTotal: number | null }>()
  for (const game of games) {
    const eventId = String(game.eventId)
    if (game.home !== null) {
      gameOf.set(game.home, {
        game: eventId,
        opponent: game.visitor ?? '',
        impliedTotal: game.homeImplied,
      })
    }
    if (game.visitor !== null) {
      gameOf.set(game.visitor, {
        game: eventId,
        opponent: game.home ?? '',
        impliedTotal: game.visitorImplied,
      })
    }
  }

  const { starterOf, battingSlots } = await loadPoolStarters(db, slate.sportId, games, now)
  const rows = await db
    .select({
      row: slatePlayers,
      firstName: players.firstName,
      lastName: players.lastName,
      team: teams.abbreviation,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .leftJoin(teams, eq(teams.teamId, slatePlayers.teamId))
    .where(eq(slatePlayers.contestGroupId, contestGroupId))
    .orderBy(slatePlayers.sitePlayerId)

  const lines = await listNhlLinesOf(
    db,
    games.map((game) => game.eventId),
  )
  const lineOf = new Map(lines.map((line) => [line.playerId, line]))

  const active = userId === undefined ? null : await findActiveProjections(db, userId, slate)
  const captainIds = new Map<number, Record<string, string>>()
  const captainOwnership = new Map<number, number>()
  for (const { row } of rows) {
    if (!isCaptainRow(row.rosterPositions)) continue
    const slots = captainIds.get(row.playerId) ?? {}
    for (const slot of row.rosterPositions) slots[slot] = row.sitePlayerId
    captainIds.set(row.playerId, slots)
    captainOwnership.set(row.playerId, round(row.projectedOwnership ?? 0, 2))
  }
  const firstStart = Math.min(...games.map((game) => game.startsAt.getTime()))
  const minutesOf = basketballSports.has(slate.sportId)
    ? await recentMinutesOf(
        db,
        [...new Set(rows.map(({ row }) => row.playerId))],
        new Date(Number.isFinite(firstStart) ? firstStart : now.getTime()),
      )
    : new Map<number, number>()
  const seen = new Set<number>()
  const pool: Omit<PoolPlayer, 'leverage'>[] = []
  for (const { row, firstName, lastName, team } of rows) {
    if (isCaptainRow(row.rosterPositions) || seen.has(row.playerId)) continue
    seen.add(row.playerId)
    const slotIds = captainIds.get(row.playerId) ?? {}
    const own = active === null ? undefined : (active.rows.get(row.playerId) ?? null)
    const projection = own === undefined ? (row.projectedPoints ?? 0) : (own?.points ?? 0)
    const floor = own === undefined ? row.projectedFloor : (own?.floor ?? projection)
    const ceiling = own === undefined ? row.projectedCeiling : (own?.ceiling ?? projection)
    const ownership = own?.ownership ?? row.projectedOwnership ?? 0
    const teamCode = team ?? ''
    pool.push({
      id: row.sitePlayerId,
      playerId: row.playerId,
      name: `${firstName} ${lastName}`.trim(),
      team: teamCode,
      opponent: gameOf.get(teamCode)?.opponent ?? '',
      game: gameOf.get(teamCode)?.game ?? '',
      positions: row.positions,
      rosterPositions: [...row.rosterPositions, ...Object.keys(slotIds)],
      slotIds,
      salary: row.salary,
      projection: round(projection, 2),
      floor: round(floor ?? projection, 2),
      ceiling: round(ceiling ?? projection, 2),
      ownership: round(ownership, 2),
      captainOwnership: captainOwnership.get(row.playerId) ?? null,
      value: row.salary > 0 ? round((projection / row.salary) * 1000, 2) : 0,
      injuryStatus: row.injuryStatus,
      teeTime: row.teeTime?.toISOString() ?? null,
      impliedTotal: gameOf.get(teamCode)?.impliedTotal ?? null,
      line: lineOf.get(row.playerId)?.unit ?? null,
      powerPlay: powerPlayName(lineOf.get(row.playerId)?.powerPlayUnit ?? null),
      battingOrder: battingSlots.get(row.playerId) ?? null,
      minutes: minutesOf.has(row.playerId) ? round(minutesOf.get(row.playerId) ?? 0, 1) : null,
      starter: starterOf({
        playerId: row.playerId,
        teamId: row.teamId,
        positions: row.positions,
      }),
    })
  }
  return {
    contestGroupId,
    sportId: slate.sportId,
    siteId: slate.sourceId,
    format,
    players: withLeverage(pool).sort(
      (a, b) => b.projection - a.projection || a.id.localeCompare(b.id),
    ),
    projectionSet: active === null ? null : { key: active.key, name: active.name },
  }
}

/** The custom-rule field of a player's team implied total (issue 12). */
export const impliedTotalField = 'Implied Total'

/** What a build may change about a pool player. */
export type PlayerChoice = {
  readonly id: string
  readonly lock?: boolean
  readonly exclude?: boolean
  readonly minExposurePct?: number
  readonly maxExposurePct?: number
}

/**
 * The optimizer's players: the pool with the caller's locks, excludes and exposure limits
 * (by site player id) and ceilings, floors, values and team implied totals as custom-rule
 * fields (`Implied Total`, the field name custom rules use for it).
 * @example toOptimizerPlayers(pool.players, [{ id: '11191', lock: true }])[0]?.lock
 */
export const toOptimizerPlayers = (
  pool: readonly PoolPlayer[],
  choices: readonly PlayerChoice[],
): OptimizerPlayerInput[] => {
  const choiceOf = new Map(choices.map((choice) => [choice.id, choice]))
  return pool.map((player) => {
    const { id: _id, ...choice } = choiceOf.get(player.id) ?? { id: player.id }
    return {
      id: player.id,
      name: player.name,
      team: player.team,
      opponent: player.opponent,
      game: player.game,
      positions: [...player.positions],
      rosterPositions: [...player.rosterPositions],
      slotIds: { ...player.slotIds },
      salary: player.salary,
      projection: player.projection,
      ownership: Math.min(100, player.ownership),
      // A captain's own ownership counts in his captain slot (lineup ownership, GPP rules).
      slotOwnership:
        player.captainOwnership === null
          ? {}
          : Object.fromEntries(
              Object.keys(player.slotIds).map((slot) => [
                slot,
                Math.min(100, player.captainOwnership ?? 0),
              ]),
            ),
      fields: {
        floor: player.floor,
        ceiling: player.ceiling,
        value: player.value,
        leverage: player.leverage,
        ...(player.minutes === null ? {} : { minutes: player.minutes }),
        ...(player.impliedTotal === null ? {} : { [impliedTotalField]: player.impliedTotal }),
      },
      ...(player.teeTime === null ? {} : { teeTime: player.teeTime }),
      ...(player.line === null ? {} : { line: player.line }),
      ...(player.powerPlay === null ? {} : { powerPlay: player.powerPlay }),
      ...(player.battingOrder === null ? {} : { battingOrder: player.battingOrder }),
      ...choice,
    }
  })
}
