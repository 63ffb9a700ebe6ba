import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate } from '@slatelab/domain/units'
import { toPickerDate } from '../navbar/navbar-dates'

// A calendar date has no zone: read at noon UTC, its weekday is the same everywhere.
const weekdayOf = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' })

/**
 * A game day as the pages name it: weekday and the date picker's format.
 * @example gameDayLabel('2026-11-27') // 'Fri 11/27/2026'
 */
export const gameDayLabel = (date: IsoDate): string =>
  `${weekdayOf.format(new Date(`${date}T12:00:00Z`))} ${toPickerDate(date)}`

/**
 * Days without a game after which a sport with no later game stored reads as out of season
 * rather than between game days (the longest in-season gap, the All-Star breaks and the NFL's
 * Super Bowl week, is under two weeks).
 */
export const offSeasonGapDays = 14

/**
 * Whether a sport whose last game was `previousGameDay` and whose next is unknown is out of
 * season on `date`.
 * @example isSeasonOver('2026-09-27', null, '2026-11-26') // true
 */
export const isSeasonOver = (
  previousGameDay: IsoDate | null,
  nextGameDay: IsoDate | null,
  date: IsoDate,
): boolean =>
  nextGameDay === null &&
  previousGameDay !== null &&
  addDays(previousGameDay, offSeasonGapDays) < date
