/**
 * The accuracy board (docs/projections.md "Accuracy board"): for every ET day of the last
 * `days` with finished slates of the sport on the source's site, the system projection and
 * each set usable by the caller (his own and the system sets) that covers that day, against
 * the players' actual fantasy points: MAE, bias and rank correlation, overall and by position.
 */
import type { AccuracyRow } from '@slatelab/contract/projections.contract'
import { addDays, slateWindow } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import { accuracyOf, type ProjectedActual } from '@slatelab/engine/projections/accuracy'
import type { Db } from '../../db/database'
import { toEasternDay } from '../../time/eastern-time'
import { listSetsOfSource, readSetRows } from './projections-repository'
import type { Caller } from './projections-service'
import {
  listSiteSlates,
  playersOfSlates,
  siteOfSource,
  type SystemPlayer,
} from './system-projections'

type Sample = ProjectedActual & { readonly position: string }

const round = (value: number, places: number) => Number(value.toFixed(places))

const figuresOf = (sample: readonly Sample[]) => {
  const figures = accuracyOf(sample)
  return {
    count: figures.count,
    mae: round(figures.mae, 2),
    bias: round(figures.bias, 2),
    rankCorrelation: figures.rankCorrelation === null ? null : round(figures.rankCorrelation, 3),
  }
}

const rowOf = (
  head: Pick<AccuracyRow, 'key' | 'projectionSetName' | 'isSystem' | 'date'>,
  sample: readonly Sample[],
): AccuracyRow => {
  const positions = [...new Set(sample.map((item) => item.position))].sort()
  return {
    ...head,
    ...figuresOf(sample),
    byPosition: positions.map((position) => ({
      position,
      ...figuresOf(sample.filter((item) => item.position === position)),
    })),
  }
}

const sampleOf = (
  players: readonly SystemPlayer[],
  projected: (player: SystemPlayer) => number | undefined,
): Sample[] =>
  players.flatMap((player) => {
    const value = projected(player)
    return player.actual === null || value === undefined
      ? []
      : [
          {
            projected: value,
            actual: player.actual,
            position: player.position.split('/')[0] ?? player.position,
          },
        ]
  })

/**
 * The board's rows, newest day first, the system projection first within a day.
 * @example (await projectionAccuracy(db, caller, { sportId: 2, sourceId: 4, days: 7, now })).rows[0]?.projectionSetName // 'System'
 */
export const projectionAccuracy = async (
  db: Db,
  caller: Caller,
  query: {
    readonly sportId: SportId
    readonly sourceId: number
    readonly days: number
    readonly now: Date
  },
): Promise<{ readonly days: number; readonly rows: readonly AccuracyRow[] }> => {
  const siteId = siteOfSource(query.sourceId)
  if (siteId === null) return { days: query.days, rows: [] }
  const today = toEasternDay(query.now)
  const slates = await listSiteSlates(db, query.sportId, siteId, addDays(today, -query.days), today)
  const sets = (await listSetsOfSource(db, query.sportId, query.sourceId)).filter(
    (set) => set.userId === caller.userId || set.isSystem,
  )
  const days = [...new Set(slates.map((slate) => toEasternDay(slate.startsAt)))].sort().reverse()
  const rows: AccuracyRow[] = []
  for (const day of days) {
    const players = await playersOfSlates(
      db,
      query.sportId,
      slates.filter((slate) => toEasternDay(slate.startsAt) === day),
      day,
    )
    const system = sampleOf(players, (player) => player.projection?.points)
    if (!players.some((player) => player.actual !== null)) continue
    rows.push(rowOf({ key: null, projectionSetName: 'System', isSystem: true, date: day }, system))
    for (const set of sets) {
      const window = slateWindow(query.sportId, set.date as typeof day)
      if (day < window.from || day > window.to) continue
      const setRows = await readSetRows(db, set.setId)
      const sample = sampleOf(players, (player) => setRows.get(player.playerId)?.points)
      if (sample.length === 0) continue
      rows.push(
        rowOf(
          { key: set.key, projectionSetName: set.name, isSystem: set.isSystem, date: day },
          sample,
        ),
      )
    }
  }
  return { days: query.days, rows }
}
