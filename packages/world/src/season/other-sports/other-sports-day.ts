/**
 * A day of the demo world's other sports (MMA, NASCAR, college football and basketball, the
 * Premier League): their teams and competitors, the day's events as `WorldEvent`s with lines and
 * weather, and the markets a `LineSnapshot` cannot hold (three-way soccer prices, fight
 * moneylines, race win prices). Pure: the same seed and day give the same output.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { easternTimeToUtc } from '../../schedule'
import { drawGameWeather, drawWindDirection, type GameWeather } from '../game-weather'
import type { GameLines } from '../vegas-lines'
import type { WorldEvent } from '../world-types'
import { buildDrivers, buildFighters, type Driver, type Fighter } from './other-sports-competitors'
import {
  drawCollegeLines,
  drawFightLines,
  drawRaceOdds,
  drawSoccerLines,
  type DriverOdds,
  type FightLines,
  type ThreeWayMarket,
} from './other-sports-lines'
import {
  cbbGamesOn,
  cfbGamesOn,
  soccerGamesOn,
  teamStrength,
  type OtherGame,
} from './other-sports-schedule'
import { otherSportsTeams, type OtherSportsTeam } from './other-sports-teams'
import { cardOn, raceOn, type FightCard } from './race-and-fight-cards'

/**
 * A market of an event beyond its `lines`: a soccer match's closing three-way market, a
 * fight's moneylines (fighters in title order), a race's win prices (shortest first).
 * @example { market: 'fight', eventKey: 'MMA:2026-03-07:12', fighterKeys: ['MMA:Lightweight:4', 'MMA:Lightweight:9'], openMoneylines: [-180, 150], closeMoneylines: [-210, 172] }
 */
export type OtherSportsOdds =
  | ({ readonly market: 'threeWay'; readonly eventKey: string } & ThreeWayMarket)
  | ({
      readonly market: 'fight'
      readonly eventKey: string
      readonly fighterKeys: readonly [string, string]
    } & FightLines)
  | { readonly market: 'race'; readonly eventKey: string; readonly drivers: readonly DriverOdds[] }

/**
 * Everything of the other sports on one day. `teams` and `competitors` are the same every day.
 * @example buildOtherSportsDay('demo', isoDate('2025-10-18')).events.length // 30
 */
export type OtherSportsDay = {
  readonly day: IsoDate
  readonly teams: readonly OtherSportsTeam[]
  readonly competitors: readonly (Driver | Fighter)[]
  readonly events: readonly WorldEvent[]
  readonly odds: readonly OtherSportsOdds[]
  readonly cards: readonly FightCard[]
}

type Competitors = { readonly drivers: readonly Driver[]; readonly fighters: readonly Fighter[] }

// The pools depend on the seed only; a year of days shares them.
const competitorCache = new Map<string, Competitors>()
const competitorsOf = (seed: string): Competitors => {
  const cached = competitorCache.get(seed)
  if (cached !== undefined) return cached
  const built = { drivers: buildDrivers(seed), fighters: buildFighters(seed) }
  competitorCache.set(seed, built)
  return built
}

const teamByKey = new Map(otherSportsTeams.map((team) => [team.key, team]))
const abbreviationOf = (teamKey: string): string => teamByKey.get(teamKey)?.abbreviation ?? teamKey

// English grounds: mild winters and cool summers, windier and wetter than most US venues.
const drawEnglishWeather = (day: IsoDate, time: string, rng: Rng): GameWeather => {
  const dayOfYear = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) /
      86_400_000,
  )
  const season = Math.cos((2 * Math.PI * (dayOfYear - 200)) / 365)
  // Eastern 14:00 and later is an English evening kickoff.
  const evening = Number(time.slice(0, 2)) >= 14 ? -4 : 0
  const temperatureF = Math.round(52 + 12 * season + evening + rng.normal(0, 5))
  const windMph = Math.round(Math.abs(rng.normal(11, 5)))
  const precipitationPct = rng.int(1, 14) * 5
  return { temperatureF, windMph, windDirection: drawWindDirection(rng), precipitationPct }
}

const linesOf = (
  game: OtherGame,
  homeStrength: number,
  visitorStrength: number,
  rng: Rng,
): { readonly lines: GameLines; readonly threeWay: ThreeWayMarket | null } => {
  switch (game.sport) {
    case 'SOC': {
      const lines = drawSoccerLines(homeStrength, visitorStrength, rng.fork('soccer'))
      return { lines, threeWay: lines.threeWay }
    }
    case 'CFB':
    case 'CBB':
      return {
        lines: drawCollegeLines(game.sport, homeStrength, visitorStrength, rng.fork('college')),
        threeWay: null,
      }
  }
}

const gameEvent = (
  seed: string,
  game: OtherGame,
): { event: WorldEvent; odds?: OtherSportsOdds } => {
  const rng = createRng(`${seed}:lines:${game.key}`)
  const home = teamByKey.get(game.homeTeamKey)
  const homeStrength = teamStrength(seed, game.homeTeamKey, game.season)
  const visitorStrength = teamStrength(seed, game.visitorTeamKey, game.season)
  const { lines, threeWay } = linesOf(game, homeStrength, visitorStrength, rng)
  const weatherRng = rng.fork('weather')
  const weather =
    home === undefined || home.roof === 'dome'
      ? null
      : game.sport === 'SOC'
        ? drawEnglishWeather(game.day, game.time, weatherRng)
        : drawGameWeather(home.latitude, game.day, game.time, weatherRng)
  const event: WorldEvent = {
    key: game.key,
    sportId: sportIds[game.sport],
    day: game.day,
    title: `${abbreviationOf(game.visitorTeamKey)} @ ${abbreviationOf(game.homeTeamKey)}`,
    startsAt: easternTimeToUtc(game.day, game.time),
    homeTeamKey: game.homeTeamKey,
    visitorTeamKey: game.visitorTeamKey,
    homeProjectedScore: lines.homeImpliedTotal,
    visitorProjectedScore: lines.visitorImpliedTotal,
    lines: lines.snapshots,
    weather,
    week: game.week,
    round: game.round,
  }
  return threeWay === null
    ? { event }
    : { event, odds: { market: 'threeWay', eventKey: game.key, ...threeWay } }
}

const initialOf = (fighter: Fighter): string =>
  `${fighter.firstName.slice(0, 1)}. ${fighter.lastName}`

/**
 * Teams, competitors, events and odds of the other sports on a day. College and soccer games
 * carry spread, total and moneyline snapshots (soccer: Asian handicap and draw-no-bet) and,
 * outdoors, a forecast; a race is one event without teams (`week` = race number) with every
 * driver's win price in `odds`; each bout is an event titled `'A. Fighter vs B. Fighter'`
 * (`round` = its place on the card) with its moneylines in `odds`, and `cards` groups them.
 * Costs about a millisecond a day.
 * @example
 * const day = buildOtherSportsDay('demo', isoDate('2026-03-07'))
 * day.events.filter((event) => event.sportId === sportIds.MMA)[0]?.title // 'D. Ashworth vs K. Thornley'
 */
export const buildOtherSportsDay = (seed: string, day: IsoDate): OtherSportsDay => {
  const { drivers, fighters } = competitorsOf(seed)
  const games = [...cfbGamesOn(seed, day), ...cbbGamesOn(seed, day), ...soccerGamesOn(seed, day)]
  const built = games.map((game) => gameEvent(seed, game))
  const events: WorldEvent[] = built.map((entry) => entry.event)
  const odds: OtherSportsOdds[] = built.flatMap((entry) => (entry.odds ? [entry.odds] : []))

  const race = raceOn(day)
  if (race !== undefined) {
    events.push({
      key: race.key,
      sportId: sportIds.NAS,
      day,
      title: `${race.title} (${race.track})`,
      startsAt: easternTimeToUtc(day, race.time),
      homeTeamKey: null,
      visitorTeamKey: null,
      homeProjectedScore: null,
      visitorProjectedScore: null,
      lines: [],
      weather: null,
      week: race.raceNumber,
      round: null,
    })
    const raceRng = createRng(`${seed}:lines:${race.key}`)
    odds.push({
      market: 'race',
      eventKey: race.key,
      drivers: drawRaceOdds(drivers, race.kind, raceRng),
    })
  }

  const card = cardOn(seed, day, fighters)
  for (const bout of card?.bouts ?? []) {
    const [a, b] = bout.fighters
    events.push({
      key: bout.key,
      sportId: sportIds.MMA,
      day,
      title: `${initialOf(a)} vs ${initialOf(b)}`,
      startsAt: easternTimeToUtc(day, bout.time),
      homeTeamKey: null,
      visitorTeamKey: null,
      homeProjectedScore: null,
      visitorProjectedScore: null,
      lines: [],
      weather: null,
      week: null,
      round: bout.segment,
    })
    odds.push({
      market: 'fight',
      eventKey: bout.key,
      fighterKeys: [a.key, b.key],
      ...drawFightLines(a.skill, b.skill, createRng(`${seed}:lines:${bout.key}`)),
    })
  }

  return {
    day,
    teams: otherSportsTeams,
    competitors: [...drivers, ...fighters],
    events,
    odds,
    cards: card === undefined ? [] : [card],
  }
}
