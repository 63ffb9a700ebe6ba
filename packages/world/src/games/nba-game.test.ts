import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BoxScore, TeamBox } from './game-schema'
import { boxScoreSchema } from './game-schema'
import { simulateNbaGame } from './nba-game'
import { statOf } from './player-lines'
import { buildLeague, correlation, dkPoints, mean, playSeason } from './season-fixture'

const [homeTeam, visitorTeam] = buildLeague('NBA', 2, createRng('nba-test'))
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const play = (seed: number): BoxScore =>
  simulateNbaGame({
    home: homeTeam.players,
    visitor: visitorTeam.players,
    impliedTotals: { home: 115.5, visitor: 110.5 },
    rng: createRng(seed),
  })

const sumStat = (team: TeamBox, stat: string): number =>
  team.players.reduce((total, player) => total + statOf(player.stats, stat), 0)

describe('simulateNbaGame', () => {
  it("makes the team's score the sum of its players' points, each from twos, threes and free throws", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const box = play(seed)
        for (const [team, opponent] of [
          [box.home, box.visitor],
          [box.visitor, box.home],
        ] as const) {
          expect(team.score).toBe(sumStat(team, 'points'))
          for (const { stats } of team.players) {
            const made = statOf(stats, 'fieldGoalsMade')
            const threes = statOf(stats, 'threePointersMade')
            expect(statOf(stats, 'points')).toBe(
              2 * (made - threes) + 3 * threes + statOf(stats, 'freeThrowsMade'),
            )
            expect(made).toBeLessThanOrEqual(statOf(stats, 'fieldGoalsAttempted'))
            expect(threes).toBeLessThanOrEqual(statOf(stats, 'threePointersAttempted'))
            expect(statOf(stats, 'threePointersAttempted')).toBeLessThanOrEqual(
              statOf(stats, 'fieldGoalsAttempted'),
            )
            expect(statOf(stats, 'freeThrowsMade')).toBeLessThanOrEqual(
              statOf(stats, 'freeThrowsAttempted'),
            )
          }
          expect(sumStat(team, 'assists')).toBeLessThanOrEqual(sumStat(team, 'fieldGoalsMade'))
          expect(sumStat(team, 'steals')).toBeLessThanOrEqual(sumStat(opponent, 'turnovers'))
          const opponentMisses =
            sumStat(opponent, 'fieldGoalsAttempted') - sumStat(opponent, 'fieldGoalsMade')
          expect(sumStat(team, 'blocks')).toBeLessThanOrEqual(opponentMisses)
          const ownMisses = sumStat(team, 'fieldGoalsAttempted') - sumStat(team, 'fieldGoalsMade')
          expect(sumStat(team, 'rebounds') + sumStat(opponent, 'rebounds')).toBe(
            ownMisses + opponentMisses,
          )
        }
      }),
      { numRuns: 100 },
    )
  })

  it('plays overtime until one team leads, with 240 minutes plus 25 per overtime', () => {
    for (let seed = 0; seed < 60; seed += 1) {
      const box = boxScoreSchema.parse(play(seed))
      expect(box.home.score).not.toBe(box.visitor.score)
      const minutes = 240 + 25 * (box.periods - 4)
      expect(Math.abs(sumStat(box.home, 'minutes') - minutes)).toBeLessThanOrEqual(10)
    }
  })

  it('gives a deep-equal box score for the same seed and a different one for another', () => {
    expect(play(5)).toEqual(play(5))
    expect(play(5)).not.toEqual(play(6))
  })

  describe('over a season of 600 games', () => {
    const games = playSeason('NBA', 600, 'nba-season')
    const teams = games.flatMap(({ box, home, visitor }) => [
      { box: box.home, team: home },
      { box: box.visitor, team: visitor },
    ])

    it('scores 105–120 points a team', () => {
      const average = mean(teams.map(({ box }) => box.score))
      expect(average).toBeGreaterThan(105)
      expect(average).toBeLessThan(120)
    })

    it('gives stars (skill ≥ 1) 40–55 DK points and bench players under 18', () => {
      const linesOf = (keep: (skill: number, depth: number) => boolean) =>
        teams.flatMap(({ box, team }) =>
          box.players.filter((_, index) => {
            const player = team.players[index]
            return player !== undefined && keep(player.skill, player.depth)
          }),
        )
      const stars = mean(linesOf((skill) => skill >= 1).map(dkPoints))
      expect(stars).toBeGreaterThan(40)
      expect(stars).toBeLessThan(55)
      expect(mean(linesOf((_, depth) => depth > 1).map(dkPoints))).toBeLessThan(18)
    })

    it("ties each starter's points to his team's score (r > 0.15) and both teams to the pace (r > 0.05)", () => {
      const scores = teams.map(({ box }) => box.score)
      for (let index = 0; index < 9; index += 1) {
        if (homeTeam.players[index]?.depth !== 1) continue
        expect(
          correlation(
            teams.map(({ box }) => dkPoints(box.players[index])),
            scores,
          ),
        ).toBeGreaterThan(0.15)
      }
      const home = games.map(({ box }) => box.home.score)
      const visitor = games.map(({ box }) => box.visitor.score)
      expect(correlation(home, visitor)).toBeGreaterThan(0.05)
    })
  })
})
