/**
 * Calendar dates as real exports write them: ISO `2019-05-03` (a time after it is ignored),
 * US `5/3/2019` or `05/03/19`, compact `20190503`, and the odds sheets' `503` / `1009`
 * (month and day only), which need the season to place them in a year.
 */
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import type { Column } from './cell-values'
import { cellAt, type CsvRow } from './csv-rows'
import { ImportError, shown } from './import-error'

/**
 * How to place a month-and-day date in a year: a season starting in autumn (NFL, NBA, NHL)
 * runs into the next year, so January–July of the 2019 season are in 2020.
 */
export type SeasonOfDates = {
  /** The year the season starts in (its name: the 2019 NFL season). */
  readonly season: number
  /** The first month (1–12) still in the start year; earlier months are the next year. */
  readonly startMonth: number
}

const validDate = (year: number, month: number, day: number): IsoDate | undefined => {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text)
    ? isoDate(text)
    : undefined
}

/**
 * The date a cell writes, or undefined when it is none of the forms above (or a month-and-day
 * date comes without a season).
 * @example parseCalendarDate('5/3/2019') // '2019-05-03'
 * @example parseCalendarDate('20180526') // '2018-05-26'
 * @example parseCalendarDate('105', { season: 2019, startMonth: 8 }) // '2020-01-05'
 */
export const parseCalendarDate = (cell: string, season?: SeasonOfDates): IsoDate | undefined => {
  const value = cell.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value)
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s.*)?$/.exec(value)
  if (us) {
    const year = Number(us[3])
    return validDate(year < 100 ? 2000 + year : year, Number(us[1]), Number(us[2]))
  }
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (compact) return validDate(Number(compact[1]), Number(compact[2]), Number(compact[3]))
  const monthDay = /^(\d{1,2})(\d{2})$/.exec(value)
  if (monthDay && season !== undefined) {
    const month = Number(monthDay[1])
    const year = month < season.startMonth ? season.season + 1 : season.season
    return validDate(year, month, Number(monthDay[2]))
  }
  return undefined
}

/**
 * A required date cell in any form `parseCalendarDate` reads; refuses the row otherwise.
 * @example calendarDate(row, { index: 0, name: 'game_date' }) // '2019-05-03'
 */
export const calendarDate = (row: CsvRow, column: Column, season?: SeasonOfDates): IsoDate => {
  const value = cellAt(row, column.index)
  const date = parseCalendarDate(value, season)
  if (date === undefined) {
    const forms =
      season === undefined
        ? 'YYYY-MM-DD, M/D/YYYY or YYYYMMDD'
        : 'YYYY-MM-DD, M/D/YYYY, YYYYMMDD or MMDD'
    throw new ImportError(`expected a date as ${forms}, got ${shown(value)}`, {
      line: row.line,
      field: column.name,
    })
  }
  return date
}
