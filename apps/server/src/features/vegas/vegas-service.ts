import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import { slateWindow } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import {
  findSlate,
  listEventsOfSlate,
  listEventsOfSportBetween,
} from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan } from '../../time/eastern-time'
import { bettingLineRows } from './betting-line-rows'
import { listLineSnapshots, listWeather } from './vegas-repository'

/** The slate id of the All Games pseudo-slate (SPEC §3). */
export const allGames = 0

export type VegasLinesRequest = {
  readonly sportId: SportId
  readonly date: IsoDate
  /** A slate of the sport, or `allGames`: every game in the slate window of the date. */
  readonly contestGroupId: number
}

/** The slate's events with both teams in start order (All Games: the slate window of the date). */
export const gamesOf = async (db: DbOrTx, request: VegasLinesRequest) => {
  if (request.contestGroupId === allGames) {
    const window = slateWindow(request.sportId, request.date)
    const { from, to } = easternDaysSpan(window.from, window.to)
    return listEventsOfSportBetween(db, request.sportId, from, to)
  }
  const slate = await findSlate(db, request.contestGroupId)
  if (slate === undefined || slate.sportId !== request.sportId) {
    throw new HttpError(404, `Unknown slate ${request.contestGroupId}`)
  }
  return listEventsOfSlate(db, request.contestGroupId)
}

/**
 * The slate's betting-line events as of `now`, a home and a visitor row per game, in start
 * order; games without teams or a posted line are left out.
 */
export const listVegasLines = async (
  db: DbOrTx,
  request: VegasLinesRequest,
  now: Date,
): Promise<readonly BettingLineEvent[]> => {
  const games = await gamesOf(db, request)
  const eventIds = games.map((game) => game.event.eventId)
  const [lines, weather] = await Promise.all([
    listLineSnapshots(db, eventIds),
    listWeather(db, eventIds),
  ])
  const linesOf = new Map<number, (typeof lines)[number][]>()
  for (const line of lines) linesOf.set(line.eventId, [...(linesOf.get(line.eventId) ?? []), line])
  const weatherOf = new Map(weather.map((forecast) => [forecast.eventId, forecast]))
  return games.flatMap((game) =>
    bettingLineRows(
      {
        ...game,
        lines: linesOf.get(game.event.eventId) ?? [],
        weather: weatherOf.get(game.event.eventId),
      },
      now,
    ),
  )
}
