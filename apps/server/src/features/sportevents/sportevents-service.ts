import type { GameDays } from '@slatelab/contract/sportevents.contract'
import { sportEventSchema, type SportEvent } from '@slatelab/domain/entities/event'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { findGamesAround, listEventsOfSlate } from '../../db/repositories/sports-data'
import { easternDaysSpan, toEasternDay, toEasternLocal } from '../../time/eastern-time'

const vegasUnitsBySport: Readonly<Record<number, string>> = {
  1: 'Points',
  2: 'Points',
  3: 'Runs',
  4: 'Goals',
  11: 'Points',
  25: 'Points',
}

type EventRow = Awaited<ReturnType<typeof listEventsOfSlate>>[number]

/** A stored event with its teams as the API sends it (SPEC §3 "Event (slates)"). */
export const toSportEvent = ({ event, home, visitor }: EventRow): SportEvent =>
  sportEventSchema.parse({
    eventId: event.eventId,
    sportId: event.sportId,
    eventTitle: event.title,
    eventDateTime: event.startsAt.toISOString(),
    eventTime: toEasternLocal(event.startsAt),
    homeTeamId: home?.teamId ?? null,
    visitorTeamId: visitor?.teamId ?? null,
    homeTeamShort: home?.abbreviation ?? null,
    visitorTeamShort: visitor?.abbreviation ?? null,
    homeTeamName: home ? `${home.city} ${home.name}` : null,
    visitorTeamName: visitor ? `${visitor.city} ${visitor.name}` : null,
    homeProjectedScore: event.homeProjectedScore,
    visitorProjectedScore: event.visitorProjectedScore,
    vegasUnits:
      event.homeProjectedScore === null ? null : (vegasUnitsBySport[event.sportId] ?? null),
  })

/** A slate's events (SPEC §3 "Event (slates)"), in start order. */
export const listSlateEvents = async (
  db: DbOrTx,
  contestGroupId: number,
): Promise<readonly SportEvent[]> => (await listEventsOfSlate(db, contestGroupId)).map(toSportEvent)

/**
 * A sport's games on an ET day and its nearest game days either side, among the stored events.
 * @example findGameDays(db, 4, '2026-11-26') // { gamesOnDate: 0, nextGameDay: '2026-11-27', … }
 */
export const findGameDays = async (
  db: DbOrTx,
  sportId: SportId,
  date: IsoDate,
): Promise<GameDays> => {
  const { from, to } = easternDaysSpan(date, date)
  const { games, before, after } = await findGamesAround(db, sportId, from, to)
  return {
    sportId,
    date,
    gamesOnDate: games,
    previousGameDay: before === undefined ? null : toEasternDay(before),
    nextGameDay: after === undefined ? null : toEasternDay(after),
  }
}
