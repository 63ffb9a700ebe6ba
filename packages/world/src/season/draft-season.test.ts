import { statLineSchema } from '@slatelab/domain/entities/cheatsheet'
import { isoDate } from '@slatelab/domain/units'
import { presetScoring, scoreStatLine } from '@slatelab/engine/season-long/scoring'
import { describe, expect, it } from 'vitest'
import { leagueCatalogue } from '../league-catalogue'
import { buildDraftSeason, draftExperts, draftSeasonOf } from './draft-season'
import { buildTeamPlayers, type WorldTeam } from './world-players'

const teams: readonly WorldTeam[] = leagueCatalogue.NFL.map((team) => ({
  key: `NFL:${team.abbreviation}`,
  sport: 'NFL',
  abbreviation: team.abbreviation,
  name: team.name,
  city: team.city,
  colors: team.colors,
  conference: team.conference,
  roof: team.roof,
  latitude: team.latitude,
}))
const players = buildTeamPlayers('test', teams)
const today = isoDate('2026-10-20')
const season = buildDraftSeason('test', teams, players, today)

describe('buildDraftSeason', () => {
  it('is the season of the day, with every team in 18 weeks and one bye each', () => {
    expect(draftSeasonOf(isoDate('2027-02-01'))).toBe(2026)
    expect(season.year).toBe(2026)
    expect(season.weeks).toHaveLength(18)
    expect(season.players.every((player) => player.byeWeek !== null)).toBe(true)
    for (const team of teams) {
      const played = season.games.filter(
        (game) => game.homeShort === team.abbreviation || game.visitorShort === team.abbreviation,
      )
      expect(played).toHaveLength(17)
    }
  })

  it('lets the experts disagree, within reason', () => {
    const ppr = presetScoring('ppr')
    const pointsOf = (expert: string) =>
      new Map(
        season.lines
          .filter((line) => line.expert === expert && line.week === 0)
          .map((line) => [line.playerKey, scoreStatLine(statLineSchema.parse(line.stats), ppr)]),
      )
    const [a, b] = draftExperts.map(pointsOf)
    const ratios = [...(a ?? new Map<string, number>()).entries()]
      .filter(([, points]) => points > 50)
      .map(([key, points]) => (b?.get(key) ?? 0) / points)
    const differing = ratios.filter((ratio) => Math.abs(ratio - 1) > 0.03).length
    expect(differing / ratios.length).toBeGreaterThan(0.3)
    expect(ratios.every((ratio) => ratio > 0.6 && ratio < 1.6)).toBe(true)
  })

  it('has results only for weeks over by the day', () => {
    const resultWeeks = new Set(
      season.lines.filter((line) => line.expert === 'actual').map((line) => line.week),
    )
    const over = season.weeks.filter((week) => week.endDate < today).map((week) => week.week)
    expect([...resultWeeks].sort((x, y) => x - y)).toEqual(over)
  })

  it('drifts each site’s ADP over August, the sites disagreeing', () => {
    const days = [...new Set(season.adp.map((row) => row.asOf))].sort()
    expect(days[0]).toBe('2026-08-01')
    const adpOf = (site: string, day: string) =>
      new Map(
        season.adp
          .filter((row) => row.site === site && row.asOf === day)
          .map((row) => [row.playerKey, row.adp]),
      )
    const first = adpOf('superdraft', days[0] ?? '')
    const last = adpOf('superdraft', days.at(-1) ?? '')
    const moved = [...first.entries()].filter(
      ([key, adp]) => Math.abs((last.get(key) ?? 999) - adp) >= 3,
    )
    expect(moved.length).toBeGreaterThan(20)
    const sleeper = adpOf('sleeper', days.at(-1) ?? '')
    const disagree = [...last.entries()].filter(
      ([key, adp]) => Math.abs((sleeper.get(key) ?? 999) - adp) >= 2,
    )
    expect(disagree.length).toBeGreaterThan(20)
  })

  it('is the same for the same seed and day', () => {
    const again = buildDraftSeason('test', teams, players, today)
    expect(again.adp.slice(0, 50)).toEqual(season.adp.slice(0, 50))
    expect(again.lines.slice(0, 50)).toEqual(season.lines.slice(0, 50))
  })
})
