/**
 * The correlations tool (docs/correlations.md): a view's matrix from the store's finished games,
 * cached per view body; the games behind one cell; the system and saved views.
 */
import {
  correlationViewSchema,
  type CorrelationItem,
  type CorrelationPoint,
  type CorrelationResult,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'
import { correlationTimeZone } from '@slatelab/domain/constants'
import { findSport } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { gameRoles } from '@slatelab/engine/correlations/game-lines'
import {
  correlationMatrix,
  type MatrixColumn,
  type MatrixRow,
} from '@slatelab/engine/correlations/correlation-matrix'
import {
  playerPairSamples,
  rolePairSamples,
  type PairSample,
} from '@slatelab/engine/correlations/role-pair-samples'
import { findLeagueTeam, leagueCodes, type LeagueCode } from '@slatelab/world/league-catalogue'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import type { CacheStore } from '../../cache/cache-store'
import type { DbOrTx } from '../../db/database'
import { listGameLines, type ContextLine } from '../../db/repositories/game-lines'
import { firstUserViewId } from '../../db/tables/correlations'
import { HttpError } from '../../http/http-error'
import { anchorFilter, dateRangeOf, minGamesOf } from './correlation-filters'
import {
  insertSavedView,
  listSavedViews,
  listTeamsOfSport,
  updateSavedView,
} from './correlations-repository'
import { systemViewsOf } from './system-views'

/** How long a view's matrix is kept (SPEC §9's revalidation). */
const cacheSeconds = 300
const cacheTag = 'correlations'

const chicagoDay = (instant: Date): IsoDate =>
  isoDate(formatInTimeZone(instant, correlationTimeZone, 'yyyy-MM-dd'))

const isPlayer = (item: CorrelationItem) => item.correlationItemType === 'player'

/** The engine's row of a view row: a role, or a player by id. */
export const rowOf = (item: CorrelationItem): MatrixRow =>
  isPlayer(item) ? { playerId: Number(item.propertyName) } : item.propertyName

/** The engine's column of a view column: a role and its relation, or a player by id. */
export const columnOf = (item: CorrelationItem): MatrixColumn =>
  isPlayer(item)
    ? { playerId: Number(item.propertyName) }
    : {
        role: item.propertyName,
        relation: item.correlationItemType === 'opponent' ? 'opponent' : 'teammate',
      }

/** The sample of a view: its sport's lines in its date range, the anchor filter, the minimum. */
type Sample = {
  readonly lines: readonly ContextLine[]
  readonly keepAnchor: (line: ContextLine) => boolean
  readonly minGames: number
}

/**
 * The service over the store; `now` gives today (America/Chicago) for the default end date.
 * @example await createCorrelationsService(db, () => new Date(), cache).correlations(view)
 */
export const createCorrelationsService = (db: DbOrTx, now: () => Date, cache: CacheStore) => {
  const divisionsOf = async (sportId: number) => {
    const code = findSport(sportId)?.code
    const league = (leagueCodes as readonly string[]).includes(code ?? '')
      ? (code as LeagueCode)
      : undefined
    const divisions = new Map<number, string>()
    if (league === undefined) return divisions
    for (const team of await listTeamsOfSport(db, sportId)) {
      const division = findLeagueTeam(league, team.abbreviation)?.division
      if (division !== undefined) divisions.set(team.teamId, division)
    }
    return divisions
  }

  const sampleOf = async (view: CorrelationView): Promise<Sample> => {
    const { start, end } = dateRangeOf(view.filters, chicagoDay(now()))
    const [lines, divisions] = await Promise.all([
      listGameLines(db, {
        sportId: view.sportId,
        siteId: view.sourceId,
        from: fromZonedTime(`${start}T00:00:00`, correlationTimeZone),
        before: fromZonedTime(`${addDays(end, 1)}T00:00:00`, correlationTimeZone),
      }),
      divisionsOf(view.sportId),
    ])
    return {
      lines,
      keepAnchor: anchorFilter(view.filters, (teamId) => divisions.get(teamId)),
      minGames: minGamesOf(view.filters),
    }
  }

  const computeResults = async (view: CorrelationView): Promise<CorrelationResult[]> => {
    const sample = await sampleOf(view)
    const matrix = correlationMatrix({
      sportId: view.sportId,
      lines: sample.lines,
      rows: view.rows.map(rowOf),
      columns: view.columns.map(columnOf),
      minGames: sample.minGames,
      keepAnchor: sample.keepAnchor,
    })
    return view.rows.map((row, index) => ({
      propertyName: row.propertyName,
      propertyHeader: row.propertyHeader,
      correlationValues: matrix.values[index] ?? [],
      percentiles: matrix.percentiles[index] ?? [],
      sampleSizes: matrix.samples[index] ?? [],
    }))
  }

  return {
    /** The matrix of a view, one result row per view row (SPEC §3). */
    correlations: async (view: CorrelationView) => {
      const key = `correlations:${chicagoDay(now())}:${JSON.stringify(view)}`
      const cached = await cache.get(key)
      if (cached !== undefined) return { Data: JSON.parse(cached) as CorrelationResult[] }
      const Data = await computeResults(view)
      await cache.set(key, JSON.stringify(Data), cacheSeconds, [cacheTag])
      return { Data }
    },

    /** The games of one cell: the row role's and the column role's points. */
    pair: async (
      view: CorrelationView,
      rowItemId: number,
      columnItemId: number,
    ): Promise<{ Data: CorrelationPoint[] }> => {
      const row = view.rows.find((item) => item.correlationItemId === rowItemId)
      const column = view.columns.find((item) => item.correlationItemId === columnItemId)
      if (row === undefined) throw new HttpError(404, `Unknown row ${rowItemId}`)
      if (column === undefined) throw new HttpError(404, `Unknown column ${columnItemId}`)
      const sample = await sampleOf(view)
      const anchor = rowOf(row)
      const other = columnOf(column)
      // A role against a player has no games of its own.
      const [pairSample]: (PairSample | undefined)[] =
        typeof anchor !== 'string' && 'playerId' in other
          ? playerPairSamples(
              sample.lines,
              [{ first: anchor.playerId, second: other.playerId }],
              sample.keepAnchor,
            )
          : typeof anchor === 'string' && 'role' in other
            ? rolePairSamples(
                sample.lines,
                gameRoles(view.sportId, sample.lines),
                [{ roles: [anchor, other.role], relation: other.relation }],
                sample.keepAnchor,
              )
            : []
      const dayOf = new Map(sample.lines.map((line) => [line.eventId, line.startsAt]))
      return {
        Data: (pairSample?.xs ?? []).map((x, index) => {
          const eventId = pairSample?.eventIds[index] ?? 0
          const startsAt = dayOf.get(eventId)
          return {
            eventId,
            date: startsAt === undefined ? chicagoDay(now()) : chicagoDay(startsAt),
            x,
            y: pairSample?.ys[index] ?? 0,
          }
        }),
      }
    },

    /** The system views of the sport, then the user's saved ones. */
    views: async (userId: number, sportId: number) => {
      const saved = await listSavedViews(db, userId, sportId)
      return {
        Views: [
          ...systemViewsOf(sportId),
          ...saved.map((row) =>
            correlationViewSchema.parse({
              ...(row.view as object),
              correlationViewId: row.correlationViewId,
              isSystem: false,
            }),
          ),
        ],
      }
    },

    /** Stores a view of the user's (id 0: new) and answers it as stored. */
    saveView: async (userId: number, view: CorrelationView): Promise<CorrelationView> => {
      if (view.correlationViewId !== 0 && view.correlationViewId < firstUserViewId) {
        throw new HttpError(403, 'System views are read-only')
      }
      const stored = { ...view, isSystem: false }
      if (view.correlationViewId === 0) {
        const correlationViewId = await insertSavedView(db, userId, stored, now())
        return { ...stored, correlationViewId }
      }
      if (!(await updateSavedView(db, userId, stored, now()))) {
        throw new HttpError(404, `Unknown view ${view.correlationViewId}`)
      }
      return stored
    },
  }
}
