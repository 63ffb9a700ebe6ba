/**
 * Who plays whom, and when (Eastern), in college football, college basketball and the Premier
 * League. Each draw is keyed by what it decides (`<seed>:CFB:<season>:<week>`,
 * `<seed>:CBB:<day>`, `<seed>:SOC:<season>`), so any day is built without the days before it.
 * Brackets (bowls and the college playoff, the basketball tournament) need winners: a game's
 * winner is drawn from the teams' strengths with its own key (`<seed>:winner:<game key>`).
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { weekdayOf, yearOf } from '../calendar-dates'
import { shuffled } from '../../shuffled'
import {
  cbbRoundDays,
  cbbSeasonOf,
  cbbSelectionSunday,
  cbbTournamentRounds,
  cfbRegularWeeks,
  cfbTitleGameDay,
  cfbWeekOf,
  cfbWeekSaturday,
  soccerRoundOf,
} from './other-sports-calendar'
import { teamsOf, type OtherSportsTeam, type OtherTeamSport } from './other-sports-teams'

/**
 * One scheduled game. `week` is the CFB week or the Premier League round; `round` names a
 * post-season game.
 * @example { key: 'CFB:2025-10-18:TEX@UGA', sport: 'CFB', day: '2025-10-18', time: '15:30', homeTeamKey: 'CFB:UGA', visitorTeamKey: 'CFB:TEX', season: 2025, week: 8, round: null }
 */
export type OtherGame = {
  readonly key: string
  readonly sport: OtherTeamSport
  readonly day: IsoDate
  readonly time: string
  readonly homeTeamKey: string
  readonly visitorTeamKey: string
  readonly season: number
  readonly week: number | null
  readonly round: string | null
}

type Pairing = { readonly home: string; readonly visitor: string }
type Slot = { readonly day: IsoDate; readonly time: string }

// Spread of strength between the catalogue's teams, in league SDs: the 40 college programs are
// the top of their sports (CFB spreads near ±10, CBB near ±7), the Premier League is the league.
const strengthSd: Readonly<Record<OtherTeamSport, number>> = { CFB: 0.6, CBB: 0.45, SOC: 1 }
const strengthCache = new Map<string, number>()

/**
 * A team's strength in a season, in league standard deviations (its lines and bracket seeding
 * follow it).
 * @example teamStrength('demo', 'CFB:ALA', 2025) // 0.51
 */
export const teamStrength = (seed: string, teamKey: string, season: number): number => {
  const key = `${seed}:strength:${teamKey}:${season}`
  const cached = strengthCache.get(key)
  if (cached !== undefined) return cached
  const sport = teamKey.slice(0, teamKey.indexOf(':')) as OtherTeamSport
  const strength = createRng(key).normal(0, strengthSd[sport])
  strengthCache.set(key, strength)
  return strength
}

const abbreviationOf = (teamKey: string): string => teamKey.slice(teamKey.indexOf(':') + 1)

const gameOf = (
  sport: OtherTeamSport,
  slot: Slot,
  pairing: Pairing,
  season: number,
  week: number | null,
  round: string | null,
): OtherGame => ({
  key: `${sport}:${slot.day}:${abbreviationOf(pairing.visitor)}@${abbreviationOf(pairing.home)}`,
  sport,
  day: slot.day,
  time: slot.time,
  homeTeamKey: pairing.home,
  visitorTeamKey: pairing.visitor,
  season,
  week,
  round,
})

const pairUp = (keys: readonly string[]): Pairing[] => {
  const pairs: Pairing[] = []
  for (let index = 0; index + 1 < keys.length; index += 2) {
    pairs.push({ home: keys[index] as string, visitor: keys[index + 1] as string })
  }
  return pairs
}

// Conference games first (teams shuffled within each conference), then the teams left over
// play each other; the pairs come back in random order.
const pairWithinConferences = (teams: readonly OtherSportsTeam[], rng: Rng): Pairing[] => {
  const conferences = [...new Set(teams.map((team) => team.conference))]
  const leftovers: string[] = []
  const pairs: Pairing[] = []
  for (const conference of conferences) {
    const members = shuffled(
      teams.filter((team) => team.conference === conference).map((team) => team.key),
      rng,
    )
    pairs.push(...pairUp(members))
    if (members.length % 2 === 1) leftovers.push(members[members.length - 1] as string)
  }
  return [...shuffled([...pairs, ...pairUp(shuffled(leftovers, rng))], rng)]
}

const winnerOf = (seed: string, game: OtherGame): string => {
  const edge =
    teamStrength(seed, game.homeTeamKey, game.season) -
    teamStrength(seed, game.visitorTeamKey, game.season)
  const homeWins = createRng(`${seed}:winner:${game.key}`).next() < 1 / (1 + Math.exp(-edge))
  return homeWins ? game.homeTeamKey : game.visitorTeamKey
}

// Teams ranked by season strength and a draw for how their season went, best first.
const rankedTeams = (seed: string, sport: OtherTeamSport, season: number): readonly string[] => {
  const rng = createRng(`${seed}:${sport}:${season}:ranking`)
  return teamsOf(sport)
    .map((team) => ({
      key: team.key,
      score: teamStrength(seed, team.key, season) + rng.normal(0, 0.5),
    }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.key)
}

const cfbSaturdayTimes = ['12:00', '15:30', '19:30', '22:30'] as const

const cfbRegularWeek = (seed: string, season: number, week: number): readonly OtherGame[] => {
  const rng = createRng(`${seed}:CFB:${season}:${week}`)
  const saturday = cfbWeekSaturday(season, week)
  const teams = teamsOf('CFB')
  if (week === cfbRegularWeeks) {
    // Championship weekend: the two best of each conference of four or more.
    const ranked = rankedTeams(seed, 'CFB', season)
    const conferences = [...new Set(teams.map((team) => team.conference))].filter(
      (conference) => teams.filter((team) => team.conference === conference).length >= 4,
    )
    return conferences.map((conference, index) => {
      const [home, visitor] = ranked.filter(
        (key) => teams.find((team) => team.key === key)?.conference === conference,
      )
      return gameOf(
        'CFB',
        { day: saturday, time: cfbSaturdayTimes[index % cfbSaturdayTimes.length] as string },
        { home: home as string, visitor: visitor as string },
        season,
        week,
        'Conference Championship',
      )
    })
  }
  // Non-conference games until week 4, conference play after; 2 to 6 teams have a bye.
  const byes = rng.int(1, 3) * 2
  const playing = shuffled(teams, rng).slice(byes)
  const pairs =
    week <= 4
      ? pairUp(
          shuffled(
            playing.map((team) => team.key),
            rng,
          ),
        )
      : pairWithinConferences(playing, rng)
  return pairs.map((pair, index) => {
    const slot =
      index === 0
        ? { day: addDays(saturday, -2), time: '19:30' }
        : index === 1 && week > 1
          ? { day: addDays(saturday, -1), time: '20:00' }
          : { day: saturday, time: cfbSaturdayTimes[index % cfbSaturdayTimes.length] as string }
    return gameOf('CFB', slot, pair, season, week, null)
  })
}

// Ten bowls from mid-December, the playoff semifinals on New Year's Day, the title game on the
// second Monday of January.
const bowlSlots: readonly { readonly monthDay: string; readonly time: string }[] = [
  { monthDay: '12-17', time: '21:00' },
  { monthDay: '12-19', time: '19:30' },
  { monthDay: '12-20', time: '12:00' },
  { monthDay: '12-20', time: '15:30' },
  { monthDay: '12-23', time: '20:00' },
  { monthDay: '12-26', time: '20:00' },
  { monthDay: '12-27', time: '14:00' },
  { monthDay: '12-27', time: '19:30' },
  { monthDay: '12-30', time: '19:30' },
  { monthDay: '12-31', time: '15:00' },
]

const cfbPostseason = (seed: string, season: number): readonly OtherGame[] => {
  const ranked = rankedTeams(seed, 'CFB', season)
  const bowls = bowlSlots.map((slot, index) =>
    gameOf(
      'CFB',
      { day: isoDate(`${season}-${slot.monthDay}`), time: slot.time },
      { home: ranked[4 + index * 2] as string, visitor: ranked[5 + index * 2] as string },
      season,
      null,
      'Bowl',
    ),
  )
  const newYearsDay = isoDate(`${season + 1}-01-01`)
  const semifinals = [
    { home: 0, visitor: 3, time: '16:00' },
    { home: 1, visitor: 2, time: '20:00' },
  ].map(({ home, visitor, time }) =>
    gameOf(
      'CFB',
      { day: newYearsDay, time },
      { home: ranked[home] as string, visitor: ranked[visitor] as string },
      season,
      null,
      'CFP Semifinal',
    ),
  )
  const [first, second] = semifinals.map((game) => winnerOf(seed, game))
  const title = gameOf(
    'CFB',
    { day: cfbTitleGameDay(season), time: '19:30' },
    { home: first as string, visitor: second as string },
    season,
    null,
    'National Championship',
  )
  return [...bowls, ...semifinals, title]
}

/**
 * College football games on a day: Thursday, Friday and Saturday games of weeks 1–15, then
 * bowls, the playoff semifinals and the title game.
 * @example cfbGamesOn('demo', isoDate('2025-10-18')).length // 17
 */
export const cfbGamesOn = (seed: string, day: IsoDate): readonly OtherGame[] => {
  const week = cfbWeekOf(day)
  if (week !== undefined) {
    return cfbRegularWeek(seed, week.season, week.week).filter((game) => game.day === day)
  }
  const season = day.slice(5) >= '08' ? yearOf(day) : yearOf(day) - 1
  return cfbPostseason(seed, season).filter((game) => game.day === day)
}

// Games a night by weekday (Sunday first): Saturdays are full, Tuesdays and Wednesdays busy.
const cbbNightGames: readonly (readonly [number, number])[] = [
  [1, 4],
  [2, 5],
  [4, 8],
  [4, 8],
  [2, 5],
  [1, 4],
  [8, 14],
]
const cbbTimes = ['19:00', '19:00', '19:30', '20:00', '21:00', '21:30', '22:00'] as const
const cbbWeekendTimes = ['12:00', '14:00', '16:00', '18:00', '20:00', '22:00'] as const
const cbbTournamentTimes = ['12:15', '14:45', '19:10', '21:40'] as const

// Bracket order of seeds 1…n (1 meets n, and the top seeds can meet only in the last rounds).
const bracketOrder = (size: number): readonly number[] =>
  size === 1
    ? [1]
    : bracketOrder(size / 2).flatMap((seedNumber) => [seedNumber, size + 1 - seedNumber])

const cbbTournament = (seed: string, season: number): readonly OtherGame[] => {
  const ranked = rankedTeams(seed, 'CBB', season).slice(0, 32)
  let alive = bracketOrder(32).map((seedNumber) => ranked[seedNumber - 1] as string)
  const games: OtherGame[] = []
  for (const round of cbbTournamentRounds) {
    const days = cbbRoundDays(season, round)
    const pairs = pairUp(alive)
    const roundGames = pairs.map((pair, index) => {
      const dayIndex = Math.floor((index * days.length) / pairs.length)
      const slot = {
        day: days[dayIndex] as IsoDate,
        time: round === 'Championship' ? '21:20' : (cbbTournamentTimes[index % 4] as string),
      }
      return gameOf('CBB', slot, pair, season, null, round)
    })
    games.push(...roundGames)
    alive = roundGames.map((game) => winnerOf(seed, game))
  }
  return games
}

/**
 * College basketball games on a day: 1–14 a night by weekday from the second Monday of
 * November to Selection Sunday (conference play from January; none on December 24–25), then
 * the 32-team tournament.
 * @example cbbGamesOn('demo', isoDate('2026-01-17')).length // 11 (a Saturday)
 */
export const cbbGamesOn = (seed: string, day: IsoDate): readonly OtherGame[] => {
  const span = cbbSeasonOf(day)
  if (span === undefined) return []
  if (day > cbbSelectionSunday(span.season)) {
    return cbbTournament(seed, span.season).filter((game) => game.day === day)
  }
  const monthDay = day.slice(5)
  if (monthDay === '12-24' || monthDay === '12-25') return []
  const rng = createRng(`${seed}:CBB:${day}`)
  const weekday = weekdayOf(day)
  const [fewest, most] = cbbNightGames[weekday] as readonly [number, number]
  const teams = teamsOf('CBB')
  const pairs =
    yearOf(day) > span.season
      ? pairWithinConferences(teams, rng)
      : pairUp(
          shuffled(
            teams.map((team) => team.key),
            rng,
          ),
        )
  const times = weekday === 0 || weekday === 6 ? cbbWeekendTimes : cbbTimes
  return pairs
    .slice(0, rng.int(fewest, most))
    .map((pair, index) =>
      gameOf(
        'CBB',
        { day, time: times[index % times.length] as string },
        pair,
        span.season,
        null,
        null,
      ),
    )
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
}

// Kickoffs in Eastern time (English 12:30, 15:00, 17:30 on Saturday; 14:00, 16:30 on Sunday;
// 19:30 and 20:00 midweek), by the day's place in the round.
const soccerSlotTimes: Readonly<Record<number, readonly (readonly string[])[]>> = {
  1: [['07:30', '10:00', '10:00', '10:00', '10:00', '10:00', '10:00', '12:30', '15:00', '15:00']],
  2: [
    ['07:30', '10:00', '10:00', '10:00', '10:00', '10:00', '12:30'],
    ['09:00', '09:00', '11:30'],
  ],
}
const soccerMidweekTimes: readonly (readonly string[])[] = [
  ['14:30', '14:30', '14:30', '14:30', '15:00'],
  ['14:30', '14:30', '14:30', '14:30', '15:00'],
]

// Circle method: club 0 stays, the others rotate; the second half repeats the first with home
// and away swapped.
const roundPairings = (clubs: readonly string[], round: number): readonly Pairing[] => {
  const half = clubs.length - 1
  const base = (round - 1) % half
  const swapped = round > half
  const rotating = clubs.slice(1)
  const rotated = [
    clubs[0] as string,
    ...rotating.map((_, index) => rotating[(index + base) % half] as string),
  ]
  return Array.from({ length: clubs.length / 2 }, (_, index) => {
    const a = rotated[index] as string
    const b = rotated[clubs.length - 1 - index] as string
    const aHome = (index + base) % 2 === 0
    return aHome !== swapped ? { home: a, visitor: b } : { home: b, visitor: a }
  })
}

/**
 * Premier League matches on a day: each of the 38 rounds pairs every club once (a double round
 * robin drawn per season), spread over the round's days.
 * @example soccerGamesOn('demo', isoDate('2025-08-16')).length // 7
 */
export const soccerGamesOn = (seed: string, day: IsoDate): readonly OtherGame[] => {
  const round = soccerRoundOf(day)
  if (round === undefined) return []
  const clubs = shuffled(
    teamsOf('SOC').map((team) => team.key),
    createRng(`${seed}:SOC:${round.season}`),
  )
  const midweek = round.days.length === 2 && weekdayOf(round.days[0] as IsoDate) === 2
  const times = midweek ? soccerMidweekTimes : (soccerSlotTimes[round.days.length] ?? [])
  const slots = round.days.flatMap((roundDay, index) =>
    (times[index] ?? []).map((time) => ({ day: roundDay, time })),
  )
  return roundPairings(clubs, round.round)
    .map((pair, index) =>
      gameOf('SOC', slots[index] as Slot, pair, round.season, round.round, null),
    )
    .filter((game) => game.day === day)
}
