/**
 * The season shapes of the other sports, from the real leagues' habits: college football on
 * Saturdays from the last Saturday of August (bowls mid-December to early January), college
 * basketball nightly from the second Monday of November to the first Monday of April (the
 * tournament's last three weeks), the Premier League's 38 rounds from the third Saturday of
 * August to the fourth Sunday of May, NASCAR Cup races on Sundays from the third Sunday of
 * February to the first Sunday of November, and MMA cards on Saturdays.
 */
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { daysBetween, nthWeekdayOf, weekdayOf, yearOf } from '../calendar-dates'

const sunday = 0
const monday = 1
const tuesday = 2
const saturday = 6

/**
 * College football's regular-season weeks: week 15 is conference championship weekend.
 * @example cfbRegularWeeks // 15
 */
export const cfbRegularWeeks = 15

/**
 * The Saturday of a college football week (1–15); week 1 is the last Saturday of August.
 * @example cfbWeekSaturday(2025, 1) // '2025-08-30'
 * @example cfbWeekSaturday(2025, 15) // '2025-12-06'
 */
export const cfbWeekSaturday = (season: number, week: number): IsoDate =>
  addDays(nthWeekdayOf(season, 8, saturday, -1), (week - 1) * 7)

/**
 * The college football season and week of a game day (Thursday to Saturday of weeks 1–15),
 * or `undefined`.
 * @example cfbWeekOf(isoDate('2025-10-16')) // { season: 2025, week: 8 } (a Thursday)
 */
export const cfbWeekOf = (
  day: IsoDate,
): { readonly season: number; readonly week: number } | undefined => {
  const season = yearOf(day)
  const offset = daysBetween(cfbWeekSaturday(season, 1), day)
  const week = Math.floor((offset + 2) / 7) + 1
  const dayInWeek = (offset + 2) % 7
  if (offset < -2 || week > cfbRegularWeeks || dayInWeek > 2) return undefined
  return { season, week }
}

/**
 * The college football national championship game: the second Monday of January after the
 * season.
 * @example cfbTitleGameDay(2025) // '2026-01-12'
 */
export const cfbTitleGameDay = (season: number): IsoDate => nthWeekdayOf(season + 1, 1, monday, 2)

/**
 * The college basketball season (second Monday of November to the title game on the first
 * Monday of April), named by the year it starts.
 * @example cbbSeasonOf(isoDate('2026-01-15')) // { season: 2025, from: '2025-11-10', to: '2026-04-06' }
 */
export const cbbSeasonOf = (
  day: IsoDate,
): { readonly season: number; readonly from: IsoDate; readonly to: IsoDate } | undefined => {
  for (const season of [yearOf(day), yearOf(day) - 1]) {
    const from = nthWeekdayOf(season, 11, monday, 2)
    const to = nthWeekdayOf(season + 1, 4, monday, 1)
    if (day >= from && day <= to) return { season, from, to }
  }
  return undefined
}

/** The college basketball tournament's rounds (32 teams), in order. */
export const cbbTournamentRounds = [
  'Round of 32',
  'Sweet 16',
  'Elite Eight',
  'Final Four',
  'Championship',
] as const
export type CbbTournamentRound = (typeof cbbTournamentRounds)[number]

// Days of each round before the title game, as the real tournament spaces them (first two
// rounds Thursday–Sunday, regionals the next Thursday–Friday, Final Four on Saturday).
const tournamentDays: Readonly<Record<CbbTournamentRound, readonly number[]>> = {
  'Round of 32': [-18, -17],
  'Sweet 16': [-16, -15],
  'Elite Eight': [-11, -10],
  'Final Four': [-2],
  Championship: [0],
}

/**
 * The days of a tournament round of a season (the title game is the season's last day).
 * @example cbbRoundDays(2025, 'Final Four') // ['2026-04-04']
 */
export const cbbRoundDays = (season: number, round: CbbTournamentRound): readonly IsoDate[] =>
  tournamentDays[round].map((offset) => addDays(nthWeekdayOf(season + 1, 4, monday, 1), offset))

/**
 * Selection Sunday: the regular season's last day, 22 days before the title game.
 * @example cbbSelectionSunday(2025) // '2026-03-15'
 */
export const cbbSelectionSunday = (season: number): IsoDate =>
  addDays(nthWeekdayOf(season + 1, 4, monday, 1), -22)

/**
 * A Premier League round: its number (1–38) and the days its ten matches are played on.
 * @example { round: 19, days: ['2025-12-30', '2025-12-31'] }
 */
export type SoccerRound = { readonly round: number; readonly days: readonly IsoDate[] }

/**
 * Premier League rounds in a season.
 * @example soccerRoundCount // 38
 */
export const soccerRoundCount = 38

const isChristmas = (day: IsoDate): boolean => day.slice(5) === '12-24' || day.slice(5) === '12-25'

/**
 * The 38 rounds of the Premier League season that starts in August of `season`: weekend
 * rounds from the third Saturday of August to the fourth Sunday of May, none in the
 * international breaks (September, October, November, March) or the FA Cup's third round, no
 * games on December 24–25 (that weekend moves to Boxing Day), and midweek (Tuesday–Wednesday)
 * rounds in December, around New Year and in spring to make up 38.
 * @example soccerRounds(2025)[0] // { round: 1, days: ['2025-08-16', '2025-08-17'] }
 */
export const soccerRounds = (season: number): readonly SoccerRound[] => {
  const cached = soccerRoundCache.get(season)
  if (cached !== undefined) return cached
  const rounds = computeSoccerRounds(season)
  soccerRoundCache.set(season, rounds)
  return rounds
}

const soccerRoundCache = new Map<number, readonly SoccerRound[]>()

const computeSoccerRounds = (season: number): readonly SoccerRound[] => {
  const first = nthWeekdayOf(season, 8, saturday, 3)
  const lastSunday = nthWeekdayOf(season + 1, 5, sunday, 4)
  const breaks = new Set([
    nthWeekdayOf(season, 9, saturday, 2),
    nthWeekdayOf(season, 10, saturday, 2),
    nthWeekdayOf(season, 11, saturday, 3),
    nthWeekdayOf(season + 1, 1, saturday, 2),
    nthWeekdayOf(season + 1, 3, saturday, 4),
  ])
  const weekends: IsoDate[][] = []
  for (let day = first; day < lastSunday; day = addDays(day, 7)) {
    if (breaks.has(day)) continue
    const candidates = [0, 1, 2, 3].map((offset) => addDays(day, offset))
    weekends.push(candidates.filter((candidate) => !isChristmas(candidate)).slice(0, 2))
  }
  const taken = new Set(weekends.flat())
  const boxingDay = isoDate(`${season}-12-26`)
  const midweek = [
    ...(taken.has(boxingDay) ? [] : [[boxingDay]]),
    ...[
      addDays(nthWeekdayOf(season, 12, saturday, 1), 3),
      addDays(
        isoDate(`${season}-12-29`),
        (tuesday - weekdayOf(isoDate(`${season}-12-29`)) + 7) % 7,
      ),
      addDays(nthWeekdayOf(season + 1, 1, saturday, 4), 3),
      addDays(nthWeekdayOf(season + 1, 4, saturday, 3), 3),
      addDays(nthWeekdayOf(season, 9, saturday, 4), 3),
      addDays(nthWeekdayOf(season + 1, 2, saturday, 2), 3),
    ].map((tuesdayOf) => [tuesdayOf, addDays(tuesdayOf, 1)]),
  ]
  const extra = midweek.slice(0, Math.max(0, soccerRoundCount - weekends.length))
  return [...weekends.slice(0, soccerRoundCount), ...extra]
    .sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1))
    .map((days, index) => ({ round: index + 1, days }))
}

/**
 * The Premier League season and round being played on a day, or `undefined`.
 * @example soccerRoundOf(isoDate('2025-08-17')) // { season: 2025, round: 1, days: ['2025-08-16', '2025-08-17'] }
 */
export const soccerRoundOf = (
  day: IsoDate,
): (SoccerRound & { readonly season: number }) | undefined => {
  for (const season of [yearOf(day), yearOf(day) - 1]) {
    const round = soccerRounds(season).find((candidate) => candidate.days.includes(day))
    if (round !== undefined) return { season, ...round }
  }
  return undefined
}

// Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
const easterSunday = (year: number): IsoDate => {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1
  return isoDate(`${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`)
}

/**
 * The NASCAR Cup Series' race Sundays of a year: every Sunday from the third of February to the
 * first of November, except Easter and the Sunday after the Fourth of July (the summer off
 * week): 36 or 37 races.
 * @example nascarRaceDays(2026)[0] // '2026-02-15'
 */
export const nascarRaceDays = (year: number): readonly IsoDate[] => {
  const days: IsoDate[] = []
  const last = nthWeekdayOf(year, 11, sunday, 1)
  const july4 = isoDate(`${year}-07-04`)
  const offWeek = addDays(july4, 7 - weekdayOf(july4))
  const easter = easterSunday(year)
  for (let day = nthWeekdayOf(year, 2, sunday, 3); day <= last; day = addDays(day, 7)) {
    if (day !== easter && day !== offWeek) days.push(day)
  }
  return days
}

/**
 * Whether an MMA card is held on a day: Saturdays, except the two around Christmas and New
 * Year and one week in four (the promotion's rest weeks, every fourth week counted from
 * 2020-01-04).
 * @example isMmaCardDay(isoDate('2026-03-07')) // true
 */
export const isMmaCardDay = (day: IsoDate): boolean => {
  if (weekdayOf(day) !== saturday) return false
  const monthDay = day.slice(5)
  if (monthDay >= '12-24' || monthDay <= '01-06') return false
  return Math.floor(daysBetween(isoDate('2020-01-04'), day) / 7) % 4 !== 3
}
