/** Slate times: the sites schedule in America/New_York and label it ET. */
import { slateTimeZone } from '@slatelab/domain/constants'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, isoDateTime, type IsoDate, type IsoDateTime } from '@slatelab/domain/units'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

/** An instant as ET wall-clock time with its offset: `2026-11-22T19:00:00-05:00`. */
export const toEasternDateTime = (instant: Date): IsoDateTime =>
  isoDateTime(formatInTimeZone(instant, slateTimeZone, "yyyy-MM-dd'T'HH:mm:ssXXX"))

/** An instant as ET wall-clock time without a zone: `2026-11-22T19:00:00`. */
export const toEasternLocal = (instant: Date): string =>
  formatInTimeZone(instant, slateTimeZone, "yyyy-MM-dd'T'HH:mm:ss")

/** The instants `[from, to)` covering ET calendar days `first` through `last`. */
export const easternDaysSpan = (
  first: IsoDate,
  last: IsoDate,
): { readonly from: Date; readonly to: Date } => ({
  from: fromZonedTime(`${first}T00:00:00`, slateTimeZone),
  to: fromZonedTime(`${addDays(last, 1)}T00:00:00`, slateTimeZone),
})

/** The ET calendar day an instant falls on. */
export const toEasternDay = (instant: Date): IsoDate =>
  isoDate(formatInTimeZone(instant, slateTimeZone, 'yyyy-MM-dd'))

/**
 * The clock of a world that stops at `lastDay` (DEMO_DATE): the time now until that ET day
 * ends, then its last millisecond, so its news reads as of its last day whatever the date is.
 * @example clockStoppedAfter('2026-11-22', () => new Date('2026-12-01T12:00:00Z'))() // 2026-11-23T04:59:59.999Z
 */
export const clockStoppedAfter = (
  lastDay: IsoDate,
  now: () => Date = () => new Date(),
): (() => Date) => {
  const last = easternDaysSpan(lastDay, lastDay).to.getTime() - 1
  return () => {
    const instant = now()
    return instant.getTime() <= last ? instant : new Date(last)
  }
}
