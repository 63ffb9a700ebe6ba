/**
 * Who plays whom, and when, in the team sports: NFL weeks with byes and a seeded playoff
 * bracket, NBA and NHL nights that keep every team's games even, MLB three-game series with
 * Monday and Thursday off-days. Each season is drawn once from the seed and kept.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { daysBetween, daysFrom, weekdayOf, yearOf } from './calendar-dates'
import {
  isLeagueRestDay,
  mlbSeasonOf,
  nbaSeasonOf,
  nflPlayoffRounds,
  nflRegularWeeks,
  nflWeekOf,
  nflWeekThursday,
  nhlSeasonOf,
  thanksgivingOf,
  thanksgivingWeek,
  type NflPlayoffRound,
  type SeasonSpan,
} from './season-calendar'
import { shuffled } from '../shuffled'

export type TeamSport = 'NFL' | 'NBA' | 'MLB' | 'NHL'

/**
 * A team as the schedule sees it: its key, its conference (for the NFL bracket) and its
 * strength in league standard deviations (the playoff seeding leans on it).
 * @example { key: 'NFL:KC', conference: 'AFC', strength: 0.4 }
 */
export type ScheduleTeam = {
  readonly key: string
  readonly conference: string
  readonly strength: number
}

/**
 * One scheduled game: Eastern day and wall-clock start, home and visitor, and for the NFL its
 * week (1–22) and playoff round.
 * @example { key: 'NBA:2026-01-15:NYK@BOS', sport: 'NBA', day: '2026-01-15', time: '19:30', homeTeamKey: 'NBA:BOS', visitorTeamKey: 'NBA:NYK', season: 2025 }
 */
export type ScheduledGame = {
  readonly key: string
  readonly sport: TeamSport
  readonly day: IsoDate
  readonly time: string
  readonly homeTeamKey: string
  readonly visitorTeamKey: string
  readonly season: number
  readonly week?: number
  readonly round?: NflPlayoffRound
}

/** Decides a played game's winner (the world asks its box score). */
export type WinnerOf = (game: ScheduledGame) => string

/**
 * A league's schedule for any day.
 * @example createLeagueSchedule('demo', 'NBA', teams, winnerOf).gamesOn(isoDate('2026-01-15')).length // 7
 */
export type LeagueSchedule = { gamesOn(day: IsoDate): readonly ScheduledGame[] }

type Pairing = { readonly home: string; readonly visitor: string }

const abbreviationOf = (teamKey: string): string => teamKey.slice(teamKey.indexOf(':') + 1)

const gameOf = (
  sport: TeamSport,
  day: IsoDate,
  time: string,
  pairing: Pairing,
  season: number,
  extra: { readonly week?: number; readonly round?: NflPlayoffRound } = {},
): ScheduledGame => ({
  key: `${sport}:${day}:${abbreviationOf(pairing.visitor)}@${abbreviationOf(pairing.home)}`,
  sport,
  day,
  time,
  homeTeamKey: pairing.home,
  visitorTeamKey: pairing.visitor,
  season,
  ...extra,
})

const pairUp = (teamKeys: readonly string[], rng: Rng): readonly Pairing[] => {
  const order = shuffled(teamKeys, rng)
  const pairs: Pairing[] = []
  for (let index = 0; index + 1 < order.length; index += 2) {
    pairs.push({ home: order[index] as string, visitor: order[index + 1] as string })
  }
  return pairs
}

/** An Eastern slot of an NFL week: days after its Thursday, kickoff, and a host if fixed. */
type NflSlot = { readonly offset: number; readonly time: string; readonly host?: string }

/** The two teams that host a Thanksgiving game every year, in kickoff order. */
export const thanksgivingHosts = ['NFL:DET', 'NFL:DAL'] as const

// Weeks with an international game, kicked off at 9:30 AM Eastern on Sunday (London, Germany…).
const internationalWeeks = new Set([5, 6, 7, 9, 10])

// Saturday games once the college season is over: week → kickoffs.
const saturdayKickoffs: Readonly<Record<number, readonly string[]>> = {
  15: ['16:30', '20:15'],
  16: ['13:00', '16:30', '20:15'],
  17: ['16:30', '20:15'],
}

/**
 * The slots of a regular week before its early Sunday window, which takes whatever games they
 * leave (docs/demo-world.md, "The NFL calendar"): Thursday night, or Thanksgiving's three games
 * (Detroit, then Dallas at home, then the night game) and Black Friday's; Christmas Day's three
 * games when it falls on a Thursday, Friday, Saturday or Monday; Saturdays late in the season;
 * a 9:30 AM international game; the late Sunday windows, Sunday night and Monday night. Week 18
 * is all Sunday.
 */
const nflWeekSlots = (week: number, thursday: IsoDate): readonly NflSlot[] => {
  if (week === nflRegularWeeks) return [{ offset: 3, time: '20:20' }]
  const christmas = daysBetween(thursday, isoDate(`${yearOf(thursday)}-12-25`))
  const christmasGames = [0, 1, 2, 4].includes(christmas)
    ? ['13:00', '16:30', '20:15'].map((time) => ({ offset: christmas, time }))
    : []
  const thursdayGames: readonly NflSlot[] =
    thursday === thanksgivingOf(yearOf(thursday))
      ? [
          { offset: 0, time: '12:30', host: thanksgivingHosts[0] },
          { offset: 0, time: '16:30', host: thanksgivingHosts[1] },
          { offset: 0, time: '20:20' },
          { offset: 1, time: '15:00' },
        ]
      : christmas === 0
        ? []
        : [{ offset: 0, time: '20:15' }]
  const saturdayGames =
    christmas === 2 ? [] : (saturdayKickoffs[week] ?? []).map((time) => ({ offset: 2, time }))
  return [
    ...thursdayGames,
    ...christmasGames,
    ...saturdayGames,
    ...(internationalWeeks.has(week) ? [{ offset: 3, time: '09:30' }] : []),
    { offset: 3, time: '16:05' },
    { offset: 3, time: '16:25' },
    { offset: 3, time: '16:25' },
    { offset: 3, time: '20:20' },
    ...(christmas === 4 ? [] : [{ offset: 4, time: '20:15' }]),
  ]
}

/**
 * A week's pairs in its slots: a slot with a host takes that team's pair with the host at
 * home; the other slots take the rest in order, and the early Sunday window what is left.
 */
const slotPairs = (
  pairs: readonly Pairing[],
  slots: readonly NflSlot[],
): readonly (readonly [Pairing, NflSlot])[] => {
  const left = [...pairs]
  const hosted = slots.flatMap((slot): (readonly [Pairing, NflSlot])[] => {
    const { host } = slot
    if (host === undefined) return []
    const at = left.findIndex((pair) => pair.home === host || pair.visitor === host)
    const [pair] = at < 0 ? [] : left.splice(at, 1)
    if (pair === undefined) return []
    return [[{ home: host, visitor: pair.home === host ? pair.visitor : pair.home }, slot]]
  })
  const open = slots.filter((slot) => slot.host === undefined)
  return [
    ...hosted,
    ...left.map((pair, index) => [pair, open[index] ?? { offset: 3, time: '13:00' }] as const),
  ]
}

// Teams on bye in weeks 5–14 by week: every team rests once (sized for a 32-team league and
// scaled down for smaller ones).
const byeWeeks = (
  teamKeys: readonly string[],
  rng: Rng,
  thanksgiving: number,
): ReadonlyMap<string, number> => {
  const order = shuffled(teamKeys, rng)
  const weeks = 10
  const byWeek = new Map<string, number>()
  // Teams rest in pairs, so every week has an even number of teams left to pair up.
  const pairs = Math.floor(order.length / 2)
  order.forEach((key, index) =>
    byWeek.set(key, 5 + Math.min(weeks - 1, Math.floor((Math.floor(index / 2) * weeks) / pairs))),
  )
  // Thanksgiving's hosts never rest that week: each trades byes with a team that plays it.
  for (const host of thanksgivingHosts) {
    if (byWeek.get(host) !== thanksgiving) continue
    const other = order.find(
      (key) => byWeek.get(key) !== thanksgiving && !thanksgivingHosts.some((one) => one === key),
    )
    if (other === undefined) continue
    byWeek.set(host, byWeek.get(other) ?? thanksgiving)
    byWeek.set(other, thanksgiving)
  }
  return byWeek
}

const playoffSchedule: Readonly<
  Record<NflPlayoffRound, readonly { offset: number; time: string }[]>
> = {
  'Wild Card': [
    { offset: 2, time: '16:30' },
    { offset: 2, time: '20:15' },
    { offset: 3, time: '13:00' },
    { offset: 3, time: '16:30' },
    { offset: 3, time: '20:15' },
    { offset: 4, time: '20:15' },
  ],
  Divisional: [
    { offset: 2, time: '16:30' },
    { offset: 2, time: '20:15' },
    { offset: 3, time: '15:00' },
    { offset: 3, time: '18:30' },
  ],
  Conference: [
    { offset: 3, time: '15:00' },
    { offset: 3, time: '18:30' },
  ],
  'Super Bowl': [{ offset: 3, time: '18:30' }],
}

const createNflSchedule = (
  seed: string,
  teams: readonly ScheduleTeam[],
  winnerOf: WinnerOf,
): LeagueSchedule => {
  const weeks = new Map<string, readonly ScheduledGame[]>()
  const teamKeys = teams.map((team) => team.key)

  const regularWeek = (season: number, week: number): readonly ScheduledGame[] => {
    const rng = createRng(`${seed}:NFL:${season}`)
    const byes = byeWeeks(teamKeys, rng.fork('byes'), thanksgivingWeek(season))
    const playing = teamKeys.filter((key) => byes.get(key) !== week)
    const pairs = pairUp(playing, rng.fork(`week:${week}`))
    const thursday = nflWeekThursday(season, week)
    return slotPairs(pairs, nflWeekSlots(week, thursday)).map(([pair, slot]) =>
      gameOf('NFL', addDays(thursday, slot.offset), slot.time, pair, season, { week }),
    )
  }

  // Seven seeds per conference by strength and a seeded draw; the top seed waits a round.
  const seedsOf = (season: number): ReadonlyMap<string, readonly string[]> => {
    const rng = createRng(`${seed}:NFL:${season}:seeds`)
    const conferences = new Map<string, { key: string; score: number }[]>()
    for (const team of teams) {
      const list = conferences.get(team.conference) ?? []
      list.push({ key: team.key, score: team.strength + rng.normal(0, 0.5) })
      conferences.set(team.conference, list)
    }
    const seedCount = Math.min(7, Math.floor(teams.length / 4))
    return new Map(
      [...conferences].map(([conference, list]) => [
        conference,
        [...list]
          .sort((a, b) => b.score - a.score)
          .slice(0, seedCount)
          .map((entry) => entry.key),
      ]),
    )
  }

  const playoffRound = (season: number, round: NflPlayoffRound): readonly ScheduledGame[] => {
    const week = nflRegularWeeks + 1 + nflPlayoffRounds.indexOf(round)
    const thursday = nflWeekThursday(season, week)
    const alive = survivorsBefore(season, round)
    const pairings: Pairing[] = []
    for (const conferenceSeeds of alive) {
      if (round === 'Super Bowl') break
      const playing = round === 'Wild Card' ? conferenceSeeds.slice(1) : conferenceSeeds
      for (let low = playing.length - 1, high = 0; high < low; high += 1, low -= 1) {
        pairings.push({ home: playing[high] as string, visitor: playing[low] as string })
      }
    }
    if (round === 'Super Bowl') {
      const [afc, nfc] = alive.map((seeds) => seeds[0])
      if (afc !== undefined && nfc !== undefined) pairings.push({ home: afc, visitor: nfc })
    }
    const slots = playoffSchedule[round]
    return pairings.map((pair, index) => {
      const slot = slots[index % slots.length] ?? { offset: 3, time: '13:00' }
      return gameOf('NFL', addDays(thursday, slot.offset), slot.time, pair, season, { week, round })
    })
  }

  // Each conference's remaining teams in seed order before a round.
  const survivorsBefore = (
    season: number,
    round: NflPlayoffRound,
  ): readonly (readonly string[])[] => {
    let alive = [...seedsOf(season).values()]
    for (const earlier of nflPlayoffRounds.slice(0, nflPlayoffRounds.indexOf(round))) {
      const losers = new Set(
        gamesOfWeek(season, nflRegularWeeks + 1 + nflPlayoffRounds.indexOf(earlier)).map((game) =>
          winnerOf(game) === game.homeTeamKey ? game.visitorTeamKey : game.homeTeamKey,
        ),
      )
      alive = alive.map((seeds) => seeds.filter((key) => !losers.has(key)))
    }
    return alive
  }

  const gamesOfWeek = (season: number, week: number): readonly ScheduledGame[] => {
    const cacheKey = `${season}:${week}`
    const cached = weeks.get(cacheKey)
    if (cached !== undefined) return cached
    const games =
      week <= nflRegularWeeks
        ? regularWeek(season, week)
        : playoffRound(season, nflPlayoffRounds[week - nflRegularWeeks - 1] as NflPlayoffRound)
    weeks.set(cacheKey, games)
    return games
  }

  return {
    gamesOn: (day) => {
      const week = nflWeekOf(day)
      if (week === undefined) return []
      return gamesOfWeek(week.season, week.week).filter((game) => game.day === day)
    },
  }
}

// Games on a night, by weekday (Sunday first), for a league of 30–32 teams.
const nightlyGames: Readonly<Record<'NBA' | 'NHL', readonly number[]>> = {
  NBA: [7, 8, 6, 10, 5, 9, 7],
  NHL: [6, 5, 9, 4, 11, 5, 12],
}

const eveningTimes: Readonly<Record<'NBA' | 'NHL' | 'MLB', readonly string[]>> = {
  NBA: ['19:00', '19:00', '19:30', '19:30', '20:00', '20:00', '20:30', '21:00', '22:00', '22:30'],
  NHL: ['19:00', '19:00', '19:00', '19:30', '19:30', '20:00', '21:00', '22:00', '22:00'],
  MLB: ['13:05', '18:40', '19:05', '19:05', '19:10', '19:10', '19:40', '20:10', '21:40', '22:10'],
}

const timesFor = (sport: 'NBA' | 'NHL' | 'MLB', count: number, rng: Rng): readonly string[] => {
  const slots = eveningTimes[sport]
  return Array.from({ length: count }, () => rng.pick(slots)).sort()
}

const scale = (games: number, teamCount: number): number =>
  Math.max(1, Math.min(Math.floor(teamCount / 2), Math.round((games * teamCount) / 30)))

// A winter league's season night by night: the teams with the fewest games so far play, rested
// teams first, so every team ends with about the same number of games.
const drawWinterSeason = (
  sport: 'NBA' | 'NHL',
  span: SeasonSpan,
  teamKeys: readonly string[],
  rng: Rng,
): ReadonlyMap<IsoDate, readonly ScheduledGame[]> => {
  const played = new Map(teamKeys.map((key) => [key, 0]))
  const byDay = new Map<IsoDate, readonly ScheduledGame[]>()
  let yesterday = new Set<string>()
  for (const day of daysFrom(span.from, span.to)) {
    if (isLeagueRestDay(sport, day)) {
      yesterday = new Set()
      continue
    }
    const dayRng = rng.fork(day)
    const count = scale(nightlyGames[sport][weekdayOf(day)] ?? 6, teamKeys.length)
    const order = shuffled(teamKeys, dayRng).toSorted(
      (a, b) =>
        (played.get(a) ?? 0) +
        (yesterday.has(a) ? 1.5 : 0) -
        ((played.get(b) ?? 0) + (yesterday.has(b) ? 1.5 : 0)),
    )
    const chosen = order.slice(0, count * 2)
    const times = timesFor(sport, count, dayRng)
    const games = pairUp(chosen, dayRng).map((pair, index) =>
      gameOf(sport, day, times[index] ?? '19:00', pair, span.season),
    )
    for (const key of chosen) played.set(key, (played.get(key) ?? 0) + 1)
    yesterday = new Set(chosen)
    byDay.set(day, games)
  }
  return byDay
}

// MLB: three-day series between fixed pairs; on Mondays and Thursdays a few pairs are off.
const drawBaseballSeason = (
  span: SeasonSpan,
  teamKeys: readonly string[],
  rng: Rng,
): ReadonlyMap<IsoDate, readonly ScheduledGame[]> => {
  const byDay = new Map<IsoDate, readonly ScheduledGame[]>()
  let pairs: readonly Pairing[] = []
  for (const day of daysFrom(span.from, span.to)) {
    const dayRng = rng.fork(day)
    if (daysBetween(span.from, day) % 3 === 0) pairs = pairUp(teamKeys, dayRng.fork('series'))
    if (isLeagueRestDay('MLB', day)) continue
    const weekday = weekdayOf(day)
    const resting = weekday === 1 || weekday === 4 ? Math.floor(pairs.length / 3) : 0
    const playing = shuffled(pairs, dayRng).slice(resting)
    const times = timesFor('MLB', playing.length, dayRng)
    byDay.set(
      day,
      playing.map((pair, index) => gameOf('MLB', day, times[index] ?? '19:05', pair, span.season)),
    )
  }
  return byDay
}

const createDailySchedule = (
  seed: string,
  sport: 'NBA' | 'NHL' | 'MLB',
  teams: readonly ScheduleTeam[],
): LeagueSchedule => {
  const seasons = new Map<number, ReadonlyMap<IsoDate, readonly ScheduledGame[]>>()
  const spanOf = sport === 'NBA' ? nbaSeasonOf : sport === 'NHL' ? nhlSeasonOf : mlbSeasonOf
  const teamKeys = teams.map((team) => team.key)
  return {
    gamesOn: (day) => {
      const span = spanOf(day)
      if (span === undefined) return []
      let season = seasons.get(span.season)
      if (season === undefined) {
        const rng = createRng(`${seed}:${sport}:${span.season}`)
        season =
          sport === 'MLB'
            ? drawBaseballSeason(span, teamKeys, rng)
            : drawWinterSeason(sport, span, teamKeys, rng)
        seasons.set(span.season, season)
      }
      return season.get(day) ?? []
    },
  }
}

/**
 * The schedule of one team sport, drawn from `seed`. `winnerOf` settles NFL playoff games so
 * the next round's bracket follows the box scores.
 * @example createLeagueSchedule('demo', 'NFL', nflTeams, winnerOf).gamesOn(isoDate('2026-11-22')).map((game) => game.time) // ['13:00', …, '16:05', '16:25', '16:25', '20:20']
 */
export const createLeagueSchedule = (
  seed: string,
  sport: TeamSport,
  teams: readonly ScheduleTeam[],
  winnerOf: WinnerOf,
): LeagueSchedule =>
  sport === 'NFL'
    ? createNflSchedule(seed, teams, winnerOf)
    : createDailySchedule(seed, sport, teams)
