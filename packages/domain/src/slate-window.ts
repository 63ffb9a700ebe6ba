/** Which slates a sport's navbar lists for a chosen date (SPEC §4 "Slate filtering by sport"). */
import { pgaSlateWindowDays } from './constants'
import { sportIds, type SportId } from './sports'
import { isoDate, type IsoDate } from './units'

/** Slates whose ET start date `d` satisfies `from <= d <= to` (both ET calendar dates). */
export type SlateWindow = { readonly from: IsoDate; readonly to: IsoDate }

/**
 * NFL lists the week's slates starting on or after the chosen date, up to six days on (the
 * NFL week: Thursday to Monday night from a Thursday); PGA the slates within 4 days either
 * side, so a tournament started on Thursday still shows on Sunday; every other sport the
 * slates of that very day.
 * @example slateWindow(1, '2025-09-04') // { from: '2025-09-04', to: '2025-09-10' }
 * @example slateWindow(5, '2025-09-07') // { from: '2025-09-03', to: '2025-09-11' }
 */
export const slateWindow = (sportId: SportId, date: IsoDate): SlateWindow => {
  switch (sportId) {
    case sportIds.NFL:
      return { from: date, to: addDays(date, nflWeekDays - 1) }
    case sportIds.PGA:
      return { from: addDays(date, -pgaSlateWindowDays), to: addDays(date, pgaSlateWindowDays) }
    default:
      return { from: date, to: date }
  }
}

/** Days of an NFL week, Thursday through Wednesday. */
export const nflWeekDays = 7

/**
 * The calendar date `days` after `date` (negative goes back); pure date arithmetic in UTC,
 * so no clock or zone is involved.
 * @example addDays('2025-12-31', 1) // '2026-01-01'
 */
export const addDays = (date: IsoDate, days: number): IsoDate => {
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
  return isoDate(shifted.toISOString().slice(0, 10))
}
