import { slateTimeZone, slateTimeZoneLabel } from '@slatelab/domain/constants'
import type { ContestGroup } from '@slatelab/domain/entities/contest-group'
import { isoDate, isoDateSchema, type IsoDate } from '@slatelab/domain/units'

// en-US parts, read by type, so the output does not depend on the browser's locale.
const etDateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: slateTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

const partsInSlateZone = (instant: Date) => {
  const parts = Object.fromEntries(
    etDateParts.formatToParts(instant).map((part) => [part.type, part.value]),
  )
  return {
    date: isoDate(`${parts.year}-${parts.month}-${parts.day}`),
    weekday: parts.weekday ?? '',
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
  }
}

/**
 * The calendar date in America/New_York at `now`: slates are dated in ET, so at 11 PM in
 * Los Angeles it is already tomorrow's slate day.
 * @example slateToday(new Date('2026-11-23T03:30:00Z')) // '2026-11-22' (10:30 PM ET)
 */
export const slateToday = (now: Date = new Date()): IsoDate => partsInSlateZone(now).date

/**
 * A `YYYY-MM-DD` date from a URL, or `fallback` when it is missing or does not parse
 * (SPEC §8: "A date parse failure falls back to today").
 * @example parseIsoDateOr('2026-02-30', today) // today
 */
export const parseIsoDateOr = (value: string | null, fallback: IsoDate): IsoDate => {
  const parsed = isoDateSchema.safeParse(value)
  return parsed.success ? parsed.data : fallback
}

/**
 * The date as the sourcedata path writes it.
 * @example toPathDate('2026-11-22') // '11_22_2026'
 */
export const toPathDate = (date: IsoDate): string => {
  const [year, month, day] = date.split('-')
  return `${month}_${day}_${year}`
}

/**
 * What a person typed in the date picker (`MM/dd/yyyy`, leading zeros optional) as an ISO
 * date, or `null` while it is not a real date yet.
 * @example parseTypedDate('1/5/2027') // '2027-01-05'
 * @example parseTypedDate('02/30/2027') // null
 */
export const parseTypedDate = (value: string): IsoDate | null => {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value)
  if (match === null) return null
  const [, month = '', day = '', year = ''] = match
  const parsed = isoDateSchema.safeParse(
    `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
  )
  return parsed.success ? parsed.data : null
}

/** The date picker's display format (SPEC §2 `MM/dd/yyyy`, written in dayjs tokens). */
export const datePickerFormat = 'MM/DD/YYYY'

/**
 * The date as the date picker shows it, without loading the picker (its placeholder while
 * it loads shows the same text).
 * @example toPickerDate('2027-01-05') // '01/05/2027'
 */
export const toPickerDate = (date: IsoDate): string => {
  const [year, month, day] = date.split('-')
  return `${month}/${day}/${year}`
}

/**
 * A slate's start as ET wall-clock time, with the weekday when it is not on `date` (NFL and
 * PGA windows span several days).
 * @example slateStartLabel('2026-11-22T19:00:00-05:00', '2026-11-22') // '7:00 PM ET'
 * @example slateStartLabel('2026-11-23T20:15:00-05:00', '2026-11-22') // 'Mon 8:15 PM ET'
 */
export const slateStartLabel = (contestStartDate: string, date: IsoDate): string => {
  const start = partsInSlateZone(new Date(contestStartDate))
  const day = start.date === date ? '' : `${start.weekday} `
  return `${day}${start.time} ${slateTimeZoneLabel}`
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * A day as a DFS player names it: weekday and month/day, with the year when it is not
 * `today`'s year.
 * @example dayLabel('2026-11-22', '2026-11-26') // 'Sun 11/22'
 * @example dayLabel('2025-06-13', '2026-11-26') // 'Fri 6/13/2025'
 */
export const dayLabel = (date: IsoDate, today: IsoDate): string => {
  const [year = '', month = '', day = ''] = date.split('-')
  const weekday = weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? ''
  const monthDay = `${Number(month)}/${Number(day)}`
  return `${weekday} ${year === today.slice(0, 4) ? monthDay : `${monthDay}/${year}`}`
}

/**
 * When something happened (a news story): the ET time alone on `today`, else its day too, so
 * a June story never reads as this Friday's.
 * @example instantLabel('2026-11-26T12:15:00-05:00', '2026-11-26') // '12:15 PM ET'
 * @example instantLabel('2026-06-12T12:15:00-04:00', '2026-11-26') // 'Fri 6/12 12:15 PM ET'
 */
export const instantLabel = (instant: string, today: IsoDate): string => {
  const at = partsInSlateZone(new Date(instant))
  const time = `${at.time} ${slateTimeZoneLabel}`
  return at.date === today ? time : `${dayLabel(at.date, today)} ${time}`
}

/**
 * How the slate dropdown names a slate: short name, ET start and number of games.
 * @example slateLabel(mainSlate, '2026-11-22') // 'Main · 7:00 PM ET · 6 games'
 */
export const slateLabel = (slate: ContestGroup, date: IsoDate): string =>
  [
    slate.displayNameShort,
    slateStartLabel(slate.contestStartDate, date),
    `${slate.gameCount} ${slate.gameCount === 1 ? 'game' : 'games'}`,
  ].join(' · ')
