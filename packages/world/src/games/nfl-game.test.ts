import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BoxScore, PlayerBox, TeamBox } from './game-schema'
import { boxScoreSchema } from './game-schema'
import { simulateNflGame } from './nfl-game'
import { statOf } from './player-lines'
import { buildLeague, correlation, dkPoints, mean, playSeason } from './season-fixture'

const league = buildLeague('NFL', 2, createRng('nfl-test'))
const [homeTeam, visitorTeam] = league
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const play = (seed: number, players = homeTeam.players): BoxScore =>
  simulateNflGame({
    home: players,
    visitor: visitorTeam.players,
    impliedTotals: { home: 24.5, visitor: 20.5 },
    rng: createRng(seed),
  })

const sumStat = (team: TeamBox, stat: string): number =>
  team.players.reduce((total, player) => total + statOf(player.stats, stat), 0)
const at = (team: TeamBox, position: string, depth = 1): PlayerBox | undefined =>
  team.players.filter((player) => player.position === position)[depth - 1]
const sides = (box: BoxScore) =>
  [
    [box.home, box.visitor],
    [box.visitor, box.home],
  ] as const

describe('simulateNflGame', () => {
  it('scores 6 per touchdown, 3 per field goal, 1 per extra point and 2 per conversion or safety', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const [team] of sides(play(seed))) {
          const { stats } = team
          const points =
            6 * statOf(stats, 'touchdowns') +
            3 * statOf(stats, 'fieldGoals') +
            statOf(stats, 'extraPoints') +
            2 * statOf(stats, 'twoPointConversions') +
            2 * statOf(stats, 'safeties')
          expect(team.score).toBe(points)
          expect(statOf(stats, 'touchdowns')).toBe(
            sumStat(team, 'receivingTouchdowns') +
              sumStat(team, 'rushingTouchdowns') +
              statOf(at(team, 'DST')?.stats ?? {}, 'defensiveTouchdowns'),
          )
          expect(statOf(at(team, 'K')?.stats ?? {}, 'fieldGoalsMade')).toBe(
            statOf(stats, 'fieldGoals'),
          )
        }
      }),
      { numRuns: 150 },
    )
  })

  it("matches the passer's line with his receivers' and the defense's with the other offense", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const [team, opponent] of sides(play(seed))) {
          const qb = at(team, 'QB')?.stats ?? {}
          expect(statOf(qb, 'passingYards')).toBe(sumStat(team, 'receivingYards'))
          expect(statOf(qb, 'passingTouchdowns')).toBe(sumStat(team, 'receivingTouchdowns'))
          expect(statOf(qb, 'completions')).toBe(sumStat(team, 'receptions'))
          expect(statOf(qb, 'passAttempts')).toBe(sumStat(team, 'targets'))
          const defense = at(team, 'DST')?.stats ?? {}
          const opposingQb = at(opponent, 'QB')?.stats ?? {}
          expect(statOf(defense, 'interceptions')).toBe(statOf(opposingQb, 'interceptions'))
          expect(statOf(defense, 'fumbleRecoveries')).toBe(sumStat(opponent, 'fumblesLost'))
          expect(statOf(defense, 'sacks')).toBe(statOf(opponent.stats, 'sacksAllowed'))
          expect(statOf(defense, 'pointsAllowed')).toBe(
            opponent.score - statOf(opponent.stats, 'turnoverReturnPoints'),
          )
        }
      }),
      { numRuns: 150 },
    )
  })

  it('never ends tied and scores every player but the kicker on all three sites', () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const box = boxScoreSchema.parse(play(seed))
      expect(box.home.score).not.toBe(box.visitor.score)
      expect(box.periods).toBe(box.overtime ? 5 : 4)
      for (const player of [...box.home.players, ...box.visitor.players]) {
        expect(Object.keys(player.fantasyPoints).sort()).toEqual(
          player.position === 'K' ? [] : ['11', '3', '4'],
        )
      }
    }
  })

  it('keeps team totals whole when a position is missing, leaving its plays to an unlisted player', () => {
    const noQuarterback = homeTeam.players.filter((player) => player.position !== 'QB')
    const box = play(7, noQuarterback)
    expect(box.home.players).toHaveLength(noQuarterback.length)
    expect(statOf(box.home.stats, 'passingYards')).toBe(sumStat(box.home, 'receivingYards'))
    expect(
      statOf(box.visitor.players.find((p) => p.position === 'DST')?.stats ?? {}, 'interceptions'),
    ).toBe(statOf(box.home.stats, 'interceptionsThrown'))
  })

  it('gives a deep-equal box score for the same seed and a different one for another', () => {
    expect(play(42)).toEqual(play(42))
    expect(play(42)).not.toEqual(play(43))
  })

  describe('over a season of 800 games', () => {
    const games = playSeason('NFL', 800, 'nfl-season')
    const teams = games.flatMap(({ box }) => [box.home, box.visitor])
    const dkOf = (position: string, depth = 1) =>
      teams.map((team) => dkPoints(at(team, position, depth)))

    it('scores 19–25 points a team', () => {
      expect(mean(teams.map((team) => team.score))).toBeGreaterThan(19)
      expect(mean(teams.map((team) => team.score))).toBeLessThan(25)
    })

    it('gives DK QB1s 16–22 points, WR1s 12–17, RB1s 13–20 and defenses 4–10', () => {
      expect(mean(dkOf('QB'))).toBeGreaterThan(16)
      expect(mean(dkOf('QB'))).toBeLessThan(22)
      expect(mean(dkOf('WR'))).toBeGreaterThan(12)
      expect(mean(dkOf('WR'))).toBeLessThan(17)
      expect(mean(dkOf('RB'))).toBeGreaterThan(13)
      expect(mean(dkOf('RB'))).toBeLessThan(20)
      expect(mean(dkOf('DST'))).toBeGreaterThan(4)
      expect(mean(dkOf('DST'))).toBeLessThan(10)
    })

    it('correlates a QB with his WR1 between 0.3 and 0.6 (DK points)', () => {
      const r = correlation(dkOf('QB'), dkOf('WR'))
      expect(r).toBeGreaterThan(0.3)
      expect(r).toBeLessThan(0.6)
    })

    it("ties the pass catchers and the QB to the team's score", () => {
      const scores = teams.map((team) => team.score)
      expect(correlation(dkOf('QB'), scores)).toBeGreaterThan(0.5)
      expect(correlation(dkOf('WR'), scores)).toBeGreaterThan(0.25)
      expect(correlation(dkOf('TE'), scores)).toBeGreaterThan(0.2)
    })

    it('lifts both offenses together in shootouts (opposing QBs correlate > 0.08)', () => {
      const home = games.map(({ box }) => dkPoints(at(box.home, 'QB')))
      const visitor = games.map(({ box }) => dkPoints(at(box.visitor, 'QB')))
      expect(correlation(home, visitor)).toBeGreaterThan(0.08)
    })

    it('lets a defense score worse the more the other team scores', () => {
      const allowed = games.flatMap(({ box }) => [box.visitor.score, box.home.score])
      expect(correlation(dkOf('DST'), allowed)).toBeLessThan(-0.4)
    })
  })
})
