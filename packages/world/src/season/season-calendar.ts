/**
 * The shape of each main sport's season, from the leagues' real habits: the NFL plays weekly
 * from the Thursday after Labor Day (18 weeks, then four playoff rounds), the NBA and NHL daily
 * from October to April, MLB daily from the last Thursday of March to the last Sunday of
 * September, and the PGA Tour a Thursday–Sunday event every week from January to the week
 * before Thanksgiving.
 */
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate } from '@slatelab/domain/units'
import { daysBetween, nthWeekdayOf, weekdayOf, yearOf } from './calendar-dates'

const sunday = 0
const monday = 1
const tuesday = 2
const thursday = 4

/**
 * A season's first and last day (both in the season), and the year it is named after.
 * @example { season: 2025, from: '2025-10-21', to: '2026-04-12' } // the NBA's 2025–26
 */
export type SeasonSpan = { readonly season: number; readonly from: IsoDate; readonly to: IsoDate }

/**
 * Regular-season weeks of the NFL.
 * @example nflRegularWeeks // 18
 */
export const nflRegularWeeks = 18

/** The NFL's playoff rounds, in order, as weeks 19–22. */
export const nflPlayoffRounds = ['Wild Card', 'Divisional', 'Conference', 'Super Bowl'] as const
export type NflPlayoffRound = (typeof nflPlayoffRounds)[number]

/**
 * The Thursday that opens NFL week 1 of a season: three days after Labor Day.
 * @example nflWeekOneThursday(2026) // '2026-09-10'
 */
export const nflWeekOneThursday = (season: number): IsoDate =>
  addDays(nthWeekdayOf(season, 9, monday, 1), 3)

/**
 * The Thursday that opens an NFL week (1–22, playoffs included). The Super Bowl comes two
 * weeks after the conference games, so week 22 starts 14 days after week 21.
 * @example nflWeekThursday(2025, 12) // '2025-11-20'
 * @example nflWeekThursday(2025, 22) // '2026-02-05'
 */
export const nflWeekThursday = (season: number, week: number): IsoDate =>
  addDays(nflWeekOneThursday(season), (week - 1) * 7 + (week >= 22 ? 7 : 0))

/**
 * The NFL season and week a day belongs to (weeks run Thursday to Wednesday), or `undefined`
 * in the off-season.
 * @example nflWeekOf(isoDate('2026-11-22')) // { season: 2026, week: 11 }
 * @example nflWeekOf(isoDate('2026-07-04')) // undefined
 */
export const nflWeekOf = (
  day: IsoDate,
): { readonly season: number; readonly week: number } | undefined => {
  for (const season of [yearOf(day), yearOf(day) - 1]) {
    const elapsed = daysBetween(nflWeekOneThursday(season), day)
    if (elapsed < 0) continue
    const week = Math.floor(elapsed / 7) + 1
    if (week <= 21) return { season, week }
    // The week between the conference games and the Super Bowl has no games.
    if (week === 23) return { season, week: 22 }
  }
  return undefined
}

/**
 * Thanksgiving: the fourth Thursday of November.
 * @example thanksgivingOf(2026) // '2026-11-26'
 */
export const thanksgivingOf = (year: number): IsoDate => nthWeekdayOf(year, 11, thursday, 4)

/**
 * The NFL week of a season whose Thursday is Thanksgiving.
 * @example thanksgivingWeek(2026) // 12
 */
export const thanksgivingWeek = (season: number): number =>
  nflWeekOf(thanksgivingOf(season))?.week ?? 0

/**
 * The NBA season that contains a day (third Tuesday of October to the second Sunday of April),
 * or `undefined`.
 * @example nbaSeasonOf(isoDate('2026-01-15')) // { season: 2025, from: '2025-10-21', to: '2026-04-12' }
 */
export const nbaSeasonOf = (day: IsoDate): SeasonSpan | undefined =>
  spanContaining(day, (season) => ({
    season,
    from: nthWeekdayOf(season, 10, tuesday, 3),
    to: nthWeekdayOf(season + 1, 4, sunday, 2),
  }))

/**
 * The NHL season that contains a day (first Tuesday of October to the third Thursday of
 * April), or `undefined`.
 * @example nhlSeasonOf(isoDate('2025-10-07')) // { season: 2025, from: '2025-10-07', to: '2026-04-16' }
 */
export const nhlSeasonOf = (day: IsoDate): SeasonSpan | undefined =>
  spanContaining(day, (season) => ({
    season,
    from: nthWeekdayOf(season, 10, tuesday, 1),
    to: nthWeekdayOf(season + 1, 4, thursday, 3),
  }))

/**
 * The MLB season that contains a day (last Thursday of March to the last Sunday of
 * September), or `undefined`.
 * @example mlbSeasonOf(isoDate('2026-07-04')) // { season: 2026, from: '2026-03-26', to: '2026-09-27' }
 */
export const mlbSeasonOf = (day: IsoDate): SeasonSpan | undefined => {
  const season = yearOf(day)
  const span = {
    season,
    from: nthWeekdayOf(season, 3, thursday, -1),
    to: nthWeekdayOf(season, 9, sunday, -1),
  }
  return day >= span.from && day <= span.to ? span : undefined
}

/**
 * The PGA Tour's year of weekly events: the first starts on the second Thursday of January,
 * the last the Thursday before Thanksgiving (fourth Thursday of November).
 * @example pgaYearOf(2026) // { season: 2026, from: '2026-01-08', to: '2026-11-22' }
 */
export const pgaYearOf = (year: number): SeasonSpan => ({
  season: year,
  from: nthWeekdayOf(year, 1, thursday, 2),
  to: addDays(thanksgivingOf(year), -4),
})

/**
 * The Thursday a PGA event that is being played on `day` teed off, or `undefined` when no
 * event is on (Monday to Wednesday, or outside the Tour's year).
 * @example pgaEventStartOf(isoDate('2026-11-22')) // '2026-11-19'
 * @example pgaEventStartOf(isoDate('2026-11-24')) // undefined
 */
export const pgaEventStartOf = (day: IsoDate): IsoDate | undefined => {
  const weekday = weekdayOf(day)
  if (weekday >= monday && weekday < thursday) return undefined
  const start = addDays(day, -((weekday - thursday + 7) % 7))
  const year = pgaYearOf(yearOf(start))
  return start >= year.from && start <= year.to ? start : undefined
}

/**
 * Days a league rests inside its season: the NBA on Thanksgiving, Christmas Eve and its
 * All-Star break (the Thursday to Wednesday around the third Sunday of February), the NHL on
 * Thanksgiving and December 24–26, MLB for its All-Star break (Monday to Thursday of the week of
 * the second Tuesday of July).
 * @example isLeagueRestDay('NBA', isoDate('2025-12-24')) // true
 */
export const isLeagueRestDay = (sport: 'NBA' | 'NHL' | 'MLB', day: IsoDate): boolean => {
  const year = yearOf(day)
  const thanksgiving = thanksgivingOf(year)
  const monthDay = day.slice(5)
  if (sport === 'NBA') {
    const allStarSunday = nthWeekdayOf(year, 2, sunday, 3)
    const offset = daysBetween(allStarSunday, day)
    return day === thanksgiving || monthDay === '12-24' || (offset >= -3 && offset <= 3)
  }
  if (sport === 'NHL') {
    return day === thanksgiving || (monthDay >= '12-24' && monthDay <= '12-26')
  }
  const offset = daysBetween(nthWeekdayOf(year, 7, tuesday, 2), day)
  return offset >= -1 && offset <= 2
}

const spanContaining = (
  day: IsoDate,
  spanOf: (season: number) => SeasonSpan,
): SeasonSpan | undefined => {
  for (const season of [yearOf(day), yearOf(day) - 1]) {
    const span = spanOf(season)
    if (day >= span.from && day <= span.to) return span
  }
  return undefined
}
