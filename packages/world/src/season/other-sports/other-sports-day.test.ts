import { sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { daysFrom, weekdayOf } from '../calendar-dates'
import { buildOtherSportsDay, type OtherSportsDay } from './other-sports-day'
import { impliedProbability } from './other-sports-lines'
import { otherSportsTeamSchema } from './other-sports-teams'

const seed = 'other-sports'
const year: readonly OtherSportsDay[] = daysFrom(isoDate('2025-08-01'), isoDate('2026-07-31')).map(
  (day) => buildOtherSportsDay(seed, day),
)
const events = year.flatMap((day) => day.events)
const odds = year.flatMap((day) => day.odds)
const eventsOf = (sportId: number) => events.filter((event) => event.sportId === sportId)
const overround = (prices: readonly number[]): number =>
  prices.reduce((sum, price) => sum + impliedProbability(price), 0) * 100

describe('buildOtherSportsDay', () => {
  it('builds the same day from the same seed, and another world from another seed', () => {
    const day = isoDate('2025-11-15')
    expect(JSON.stringify(buildOtherSportsDay(seed, day))).toBe(
      JSON.stringify(year.find((entry) => entry.day === day)),
    )
    expect(JSON.stringify(buildOtherSportsDay('another', day).events)).not.toBe(
      JSON.stringify(buildOtherSportsDay(seed, day).events),
    )
  })

  it('holds real teams that parse, and every game’s teams exist in its own sport', () => {
    const teams = year[0]?.teams ?? []
    expect(teams.filter((team) => team.sport === 'CFB')).toHaveLength(40)
    expect(teams.filter((team) => team.sport === 'CBB')).toHaveLength(40)
    expect(teams.filter((team) => team.sport === 'SOC')).toHaveLength(20)
    for (const team of teams) otherSportsTeamSchema.parse(team)
    const sportOf = new Map(teams.map((team) => [team.key, sportIds[team.sport]]))
    for (const event of events.filter((entry) => entry.homeTeamKey !== null)) {
      expect(sportOf.get(event.homeTeamKey ?? '')).toBe(event.sportId)
      expect(sportOf.get(event.visitorTeamKey ?? '')).toBe(event.sportId)
      expect(event.homeTeamKey).not.toBe(event.visitorTeamKey)
    }
  })

  it('gives every event a unique key and no team two games on a day', () => {
    expect(new Set(events.map((event) => event.key)).size).toBe(events.length)
    for (const day of year) {
      const keys = day.events.flatMap((event) => [event.homeTeamKey, event.visitorTeamKey])
      const teamKeys = keys.filter((key) => key !== null)
      expect(new Set(teamKeys).size).toBe(teamKeys.length)
    }
  })

  it('prices every market with a book margin: implied probabilities sum to 100–110 %', () => {
    for (const event of events) {
      for (const snapshot of event.lines) {
        const moneyline = overround([snapshot.homeMoneyline, snapshot.visitorMoneyline])
        const total = overround([snapshot.overPrice, snapshot.underPrice])
        // American odds are whole numbers: a sure favourite can round 0.01 % under 100.
        expect(moneyline).toBeGreaterThanOrEqual(99.99)
        expect(moneyline).toBeLessThanOrEqual(110)
        expect(total).toBeGreaterThanOrEqual(100)
        expect(total).toBeLessThanOrEqual(110)
      }
    }
    for (const market of odds) {
      const prices =
        market.market === 'threeWay'
          ? [market.homeMoneyline, market.drawMoneyline, market.visitorMoneyline]
          : market.market === 'fight'
            ? [...market.closeMoneylines]
            : market.drivers.map((driver) => driver.americanOdds)
      expect(overround(prices)).toBeGreaterThanOrEqual(99.99)
      expect(overround(prices)).toBeLessThanOrEqual(110)
    }
  })

  it('gives soccer a three-way market around 2.5 goals with a real chance of a draw', () => {
    const matches = eventsOf(sportIds.SOC)
    const threeWays = odds.filter((market) => market.market === 'threeWay')
    expect(threeWays).toHaveLength(matches.length)
    const draws = threeWays.map((market) => impliedProbability(market.drawMoneyline))
    // Real prices: about 8 % in the biggest mismatches, about 30 % between equals.
    expect(Math.min(...draws)).toBeGreaterThan(0.07)
    expect(Math.max(...draws)).toBeLessThan(0.35)
    const totals = threeWays.map((market) => market.total)
    expect(totals.filter((total) => total === 2.5).length / totals.length).toBeGreaterThan(0.7)
    for (const match of matches) {
      expect(match.weather).not.toBeNull()
      const goals = (match.homeProjectedScore ?? 0) + (match.visitorProjectedScore ?? 0)
      expect(goals).toBeGreaterThan(1.5)
      expect(goals).toBeLessThan(4.5)
    }
  })

  it('scales college lines to college scoring: football totals near 55, basketball near 142', () => {
    const meanTotal = (sportId: number): number => {
      const closes = eventsOf(sportId).map((event) => event.lines.at(-1)?.total ?? 0)
      return closes.reduce((sum, total) => sum + total, 0) / closes.length
    }
    expect(meanTotal(sportIds.CFB)).toBeGreaterThan(50)
    expect(meanTotal(sportIds.CFB)).toBeLessThan(61)
    expect(meanTotal(sportIds.CBB)).toBeGreaterThan(132)
    expect(meanTotal(sportIds.CBB)).toBeLessThan(152)
    for (const event of eventsOf(sportIds.CFB)) expect(event.weather).not.toBeNull()
    for (const event of eventsOf(sportIds.CBB)) expect(event.weather).toBeNull()
  })

  it('titles a bout with its two fighters and gives it moneylines only', () => {
    const competitors = new Map(year[0]?.competitors.map((person) => [person.key, person]))
    for (const market of odds) {
      if (market.market !== 'fight') continue
      const event = events.find((entry) => entry.key === market.eventKey)
      const [a, b] = market.fighterKeys.map((key) => competitors.get(key))
      expect(event?.lines).toEqual([])
      expect(event?.title).toBe(
        `${a?.firstName.slice(0, 1)}. ${a?.lastName} vs ${b?.firstName.slice(0, 1)}. ${b?.lastName}`,
      )
      expect(a && 'weightClass' in a ? a.weightClass : undefined).toBe(
        b && 'weightClass' in b ? b.weightClass : 'no fighter',
      )
    }
  })

  it('prices every driver of a race, the favourite shorter than the field', () => {
    const races = odds.filter((market) => market.market === 'race')
    expect(races.length).toBeGreaterThanOrEqual(36)
    for (const race of races) {
      expect(race.drivers).toHaveLength(38)
      const [favourite, ...rest] = race.drivers
      expect(favourite?.americanOdds).toBeLessThan(Math.min(...rest.map((d) => d.americanOdds)) + 1)
      expect(events.find((event) => event.key === race.eventKey)?.homeTeamKey).toBeNull()
    }
  })

  it('puts MMA cards on Saturdays with a five-bout main card ending in the main event', () => {
    const cards = year.flatMap((day) => day.cards)
    expect(cards.length).toBeGreaterThan(30)
    for (const card of cards) {
      expect(weekdayOf(card.day)).toBe(6)
      const main = card.bouts.filter((bout) => bout.segment !== 'Prelims')
      expect(main).toHaveLength(5)
      expect(card.bouts.at(-1)?.segment).toBe('Main Event')
      const fighters = card.bouts.flatMap((bout) => bout.fighters.map((fighter) => fighter.key))
      expect(new Set(fighters).size).toBe(fighters.length)
    }
  })

  it('starts every event at its Eastern time on its day', () => {
    const dayOf = (event: (typeof events)[number]): IsoDate => event.day
    for (const event of events) {
      const utcDay = event.startsAt.slice(0, 10)
      expect([dayOf(event), addDays(dayOf(event), 1)]).toContain(utcDay)
    }
  })
})
