/**
 * Calendar arithmetic on `YYYY-MM-DD` days (no time zone: a day is a slate day in Eastern time).
 */
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'

const msPerDay = 86_400_000

/**
 * Day of the week, 0 = Sunday … 6 = Saturday.
 * @example weekdayOf(isoDate('2026-11-22')) // 0 (a Sunday)
 */
export const weekdayOf = (day: IsoDate): number => new Date(`${day}T00:00:00Z`).getUTCDay()

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween(isoDate('2026-11-01'), isoDate('2026-11-22')) // 21
 */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay)

/**
 * The `n`-th (1-based) given weekday of a month; `n = -1` is the last one.
 * @example nthWeekdayOf(2025, 9, 1, 1) // '2025-09-01' (Labor Day: first Monday of September)
 * @example nthWeekdayOf(2026, 3, 4, -1) // '2026-03-26' (last Thursday of March)
 */
export const nthWeekdayOf = (year: number, month: number, weekday: number, n: number): IsoDate => {
  if (n > 0) {
    const first = isoDate(`${year}-${String(month).padStart(2, '0')}-01`)
    const offset = (weekday - weekdayOf(first) + 7) % 7
    return addDays(first, offset + (n - 1) * 7)
  }
  const nextMonth =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const last = addDays(isoDate(nextMonth), -1)
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7))
}

/**
 * Every day from `from` to `to`, both included, earliest first.
 * @example daysFrom(isoDate('2026-11-20'), isoDate('2026-11-22')) // ['2026-11-20', '2026-11-21', '2026-11-22']
 */
export const daysFrom = (from: IsoDate, to: IsoDate): readonly IsoDate[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index))

/**
 * The year of a day.
 * @example yearOf(isoDate('2026-11-22')) // 2026
 */
export const yearOf = (day: IsoDate): number => Number(day.slice(0, 4))
