/**
 * Correlation targets estimated from the store's box scores: for every finished game of the
 * sport in the year before a slate, players get their roles (depth by season average points)
 * and each target pair of roles (QB–WR1 teammates, DST–opposing QB…) contributes one sample of
 * the two players' fantasy points on the site. A target keeps the engine's typical value when
 * fewer than `minSamples` games show the pair (a store of imported files only, a new season).
 */
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { CorrelationTarget } from '@slatelab/engine/simlabs/correlation-targets'
import type { DbOrTx } from '../../db/database'
import { events, players, playerGameStats } from '../../db/schema'
import { defaultTargetsOf, rolesOf, type RolePoolPlayer } from './correlation-roles'

/** One player's line in one finished game. */
export type HistoricalLine = {
  readonly eventId: number
  readonly playerId: number
  readonly teamId: number
  readonly opponentId: number
  readonly position: string
  readonly points: number
}

/** A target with the number of game samples its correlation was estimated from (0: typical). */
export type EstimatedTarget = CorrelationTarget & { readonly samples: number }

const pearson = (pairs: readonly (readonly [number, number])[]): number => {
  const n = pairs.length
  let sx = 0
  let sy = 0
  for (const [x, y] of pairs) {
    sx += x
    sy += y
  }
  const mx = sx / n
  const my = sy / n
  let cov = 0
  let vx = 0
  let vy = 0
  for (const [x, y] of pairs) {
    cov += (x - mx) * (y - my)
    vx += (x - mx) ** 2
    vy += (y - my) ** 2
  }
  return vx > 0 && vy > 0 ? cov / Math.sqrt(vx * vy) : 0
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * Estimates each target of `targets` from `lines` (a sport's finished games). Pure.
 * @example estimateTargets(sportIds.NFL, lines, nflCorrelationTargets, 40)[0] // { roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.41, samples: 612 }
 */
export const estimateTargets = (
  sportId: number,
  lines: readonly HistoricalLine[],
  targets: readonly CorrelationTarget[],
  minSamples: number,
): readonly EstimatedTarget[] => {
  const totals = new Map<number, { sum: number; count: number }>()
  for (const line of lines) {
    const total = totals.get(line.playerId) ?? { sum: 0, count: 0 }
    total.sum += line.points
    total.count += 1
    totals.set(line.playerId, total)
  }
  const averageOf = (playerId: number) => {
    const total = totals.get(playerId)
    return total === undefined ? 0 : total.sum / total.count
  }
  const games = new Map<number, HistoricalLine[]>()
  for (const line of lines) games.set(line.eventId, [...(games.get(line.eventId) ?? []), line])

  const samples = targets.map(() => [] as (readonly [number, number])[])
  for (const game of games.values()) {
    const asPool: RolePoolPlayer[] = game.map((line) => ({
      team: String(line.teamId),
      opponent: String(line.opponentId),
      positions: [line.position],
      projection: averageOf(line.playerId),
    }))
    const roles = rolesOf(sportId, asPool)
    targets.forEach((target, targetIndex) => {
      const [first, second] = target.roles
      game.forEach((a, i) => {
        game.forEach((b, j) => {
          if (i === j) return
          const related =
            target.relation === 'teammate' ? a.teamId === b.teamId : a.teamId === b.opponentId
          if (!related || roles[i] !== first || roles[j] !== second) return
          // A pair of one role (opposing QBs) shows up in both orders: keep one.
          if (first === second && i > j) return
          samples[targetIndex]?.push([a.points, b.points])
        })
      })
    })
  }
  return targets.map((target, index) => {
    const pairs = samples[index] ?? []
    return pairs.length >= minSamples
      ? { ...target, correlation: round3(pearson(pairs)), samples: pairs.length }
      : { ...target, samples: 0 }
  })
}

const historyDays = 365
// Below this many games a pair's correlation is too noisy to beat a typical value (±0.15 at 40).
const defaultMinSamples = 40

/**
 * The targets for a slate of `sportId` on `siteId` starting at `before`, from the store's
 * finished games of the year before.
 * @example await historicalTargets(db, { sportId: 1, siteId: 4, before: slate.startsAt })
 */
export const historicalTargets = async (
  db: DbOrTx,
  options: {
    readonly sportId: number
    readonly siteId: number
    readonly before: Date
    readonly minSamples?: number
  },
): Promise<readonly EstimatedTarget[]> => {
  const targets = defaultTargetsOf(options.sportId)
  if (targets.length === 0) return []
  const since = new Date(options.before.getTime() - historyDays * 86_400_000)
  const rows = await db
    .select({
      eventId: playerGameStats.eventId,
      playerId: playerGameStats.playerId,
      teamId: players.teamId,
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
      position: players.position,
      points: sql<string | null>`${playerGameStats.fantasyPoints} ->> ${String(options.siteId)}`,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(
      and(
        eq(events.sportId, options.sportId),
        gte(events.startsAt, since),
        lt(events.startsAt, options.before),
        isNotNull(events.homeScore),
      ),
    )
  const lines = rows.flatMap((row): HistoricalLine[] => {
    const opponentId = row.teamId === row.homeTeamId ? row.visitorTeamId : row.homeTeamId
    if (row.teamId === null || opponentId === null || row.points === null) return []
    return [
      {
        eventId: row.eventId,
        playerId: row.playerId,
        teamId: row.teamId,
        opponentId,
        position: row.position,
        points: Number(row.points),
      },
    ]
  })
  return estimateTargets(options.sportId, lines, targets, options.minSamples ?? defaultMinSamples)
}
