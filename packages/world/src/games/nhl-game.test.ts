import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BoxScore, PlayerBox, TeamBox } from './game-schema'
import { boxScoreSchema } from './game-schema'
import { simulateNhlGame } from './nhl-game'
import { nhlLineup, type NhlLineSpot } from './nhl-lines'
import { playersAt, statOf } from './player-lines'
import { sumOf } from './sampling'
import { buildLeague, correlation, dkPoints, mean, playSeason } from './season-fixture'

const [homeTeam, visitorTeam] = buildLeague('NHL', 2, createRng('nhl-test'))
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const play = (seed: number): BoxScore =>
  simulateNhlGame({
    home: homeTeam.players,
    visitor: visitorTeam.players,
    impliedTotals: { home: 3.2, visitor: 2.9 },
    rng: createRng(seed),
  })

const skaters = (team: TeamBox): readonly PlayerBox[] =>
  team.players.filter((player) => player.kind === 'player')
const goalieOf = (team: TeamBox): PlayerBox | undefined =>
  team.players.find(
    (player) => player.kind === 'goalie' && statOf(player.stats, 'shotsAgainst') > 0,
  )
const sumStat = (team: TeamBox, stat: string): number =>
  skaters(team).reduce((total, player) => total + statOf(player.stats, stat), 0)
const pairs = (box: BoxScore) =>
  [
    [box.home, box.visitor],
    [box.visitor, box.home],
  ] as const

describe('simulateNhlGame', () => {
  it("adds up goals, assists and shots, and gives each goalie the other team's shots less its goals as saves", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const [team, opponent] of pairs(play(seed))) {
          const goals = sumStat(team, 'goals')
          expect(team.stats.goals).toBe(goals)
          expect(sumStat(team, 'assists')).toBeLessThanOrEqual(2 * goals)
          expect(sumStat(team, 'shotsOnGoal')).toBe(statOf(team.stats, 'shotsOnGoal'))
          for (const { stats } of skaters(team)) {
            expect(statOf(stats, 'shotsOnGoal')).toBeGreaterThanOrEqual(statOf(stats, 'goals'))
          }
          const goalie = goalieOf(opponent)?.stats ?? {}
          expect(statOf(goalie, 'shotsAgainst')).toBe(statOf(team.stats, 'shotsOnGoal'))
          expect(statOf(goalie, 'goalsAgainst')).toBe(goals)
          expect(statOf(goalie, 'saves')).toBe(statOf(team.stats, 'shotsOnGoal') - goals)
          expect(statOf(goalie, 'shutouts')).toBe(goals === 0 ? 1 : 0)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('decides every game: one goalie wins, the other loses in regulation or after it; a shootout adds one goal', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const box = boxScoreSchema.parse(play(seed))
        expect(box.home.score).not.toBe(box.visitor.score)
        const [winner, loser] =
          box.home.score > box.visitor.score ? [box.home, box.visitor] : [box.visitor, box.home]
        expect(statOf(goalieOf(winner)?.stats ?? {}, 'wins')).toBe(1)
        const lost = goalieOf(loser)?.stats ?? {}
        expect(statOf(lost, box.overtime ? 'overtimeLosses' : 'losses')).toBe(1)
        expect(statOf(lost, 'wins')).toBe(0)
        const shootout =
          box.home.score +
          box.visitor.score -
          statOf(box.home.stats, 'goals') -
          statOf(box.visitor.stats, 'goals')
        expect(shootout).toBe(
          box.overtime && statOf(box.home.stats, 'goals') === statOf(box.visitor.stats, 'goals')
            ? 1
            : 0,
        )
      }),
      { numRuns: 150 },
    )
  })

  it('gives a deep-equal box score for the same seed and a different one for another', () => {
    expect(play(8)).toEqual(play(8))
    expect(play(8)).not.toEqual(play(9))
  })

  describe('over a season of 1000 games', () => {
    const games = playSeason('NHL', 1000, 'nhl-season')
    const teams = games.flatMap(({ box }) => [box.home, box.visitor])
    const matchups = games.flatMap(({ box }) => pairs(box))
    const nth = (team: TeamBox, position: string, depth: number) =>
      team.players.filter((player) => player.position === position)[depth - 1]

    it('scores 2.8–3.3 goals a team on 27–33 shots, with 15–30 % of games past regulation', () => {
      const goals = mean(teams.map((team) => statOf(team.stats, 'goals')))
      expect(goals).toBeGreaterThan(2.8)
      expect(goals).toBeLessThan(3.3)
      const shots = mean(teams.map((team) => statOf(team.stats, 'shotsOnGoal')))
      expect(shots).toBeGreaterThan(27)
      expect(shots).toBeLessThan(33)
      const overtime = mean(games.map(({ box }) => (box.overtime ? 1 : 0)))
      expect(overtime).toBeGreaterThan(0.12)
      expect(overtime).toBeLessThan(0.3)
    })

    it('gives DK top-line forwards 10–16 points, goalies 8–15', () => {
      expect(mean(teams.map((team) => dkPoints(nth(team, 'C', 1))))).toBeGreaterThan(10)
      expect(mean(teams.map((team) => dkPoints(nth(team, 'C', 1))))).toBeLessThan(16)
      expect(mean(teams.map((team) => dkPoints(goalieOf(team))))).toBeGreaterThan(8)
      expect(mean(teams.map((team) => dkPoints(goalieOf(team))))).toBeLessThan(15)
    })

    it("rises a goalie's saves with the other team's shots (r > 0.85)", () => {
      const saves = matchups.map(([, opponent]) => statOf(goalieOf(opponent)?.stats ?? {}, 'saves'))
      const shots = matchups.map(([team]) => statOf(team.stats, 'shotsOnGoal'))
      expect(correlation(saves, shots)).toBeGreaterThan(0.85)
    })

    it("correlates linemates' DK points clearly more than teammates' of other lines, and a power-play unit's power-play points", () => {
      const sides = games.flatMap(({ box, home, visitor }) => [
        { team: home, box: box.home },
        { team: visitor, box: box.visitor },
      ])
      const pairsOf = (
        spots: readonly NhlLineSpot[],
        same: (a: NhlLineSpot, b: NhlLineSpot) => boolean,
      ) =>
        spots.flatMap((a, index) =>
          spots.slice(index + 1).flatMap((b) => (same(a, b) ? [[a, b] as const] : [])),
        )
      const meanCorrelation = (
        pick: (line: PlayerBox | undefined) => number,
        spotsOf: (
          spots: readonly NhlLineSpot[],
        ) => readonly (readonly [NhlLineSpot, NhlLineSpot])[],
      ) =>
        mean(
          [...new Set(sides.map(({ team }) => team))].flatMap((team) => {
            const boxes = sides.filter((side) => side.team === team).map((side) => side.box)
            const series = (key: string) =>
              boxes.map((box) => pick(box.players.find((player) => player.key === key)))
            return spotsOf(nhlLineup(team.players)).map(([a, b]) =>
              correlation(series(a.playerKey), series(b.playerKey)),
            )
          }),
        )
      const forwards = (spots: readonly NhlLineSpot[]) => spots.filter((spot) => spot.slot !== 'D')
      const linemates = meanCorrelation(dkPoints, (spots) =>
        pairsOf(forwards(spots), (a, b) => a.unit === b.unit),
      )
      const otherLines = meanCorrelation(dkPoints, (spots) =>
        pairsOf(forwards(spots), (a, b) => a.unit !== b.unit),
      )
      expect(linemates).toBeGreaterThan(0.1)
      expect(linemates).toBeGreaterThan(otherLines + 0.08)
      const powerPlayPoints = (line: PlayerBox | undefined) =>
        statOf(line?.stats ?? {}, 'powerPlayPoints')
      // Pairs of different lines, so that only the power play ties them.
      const unitMates = meanCorrelation(powerPlayPoints, (spots) =>
        pairsOf(
          spots,
          (a, b) =>
            a.unit !== b.unit && a.powerPlayUnit !== null && a.powerPlayUnit === b.powerPlayUnit,
        ),
      )
      const otherUnits = meanCorrelation(powerPlayPoints, (spots) =>
        pairsOf(
          spots,
          (a, b) =>
            a.unit !== b.unit &&
            a.powerPlayUnit !== null &&
            b.powerPlayUnit !== null &&
            a.powerPlayUnit !== b.powerPlayUnit,
        ),
      )
      expect(unitMates).toBeGreaterThan(otherUnits + 0.2)
    })

    it('scores about a fifth of goals on the power play, each with power-play points for its scorer', () => {
      const goals = sumOf(teams.map((team) => statOf(team.stats, 'goals')))
      const powerPlay = sumOf(teams.map((team) => statOf(team.stats, 'powerPlayGoals')))
      expect(powerPlay / goals).toBeGreaterThan(0.15)
      expect(powerPlay / goals).toBeLessThan(0.27)
    })
  })

  it('plays a skater on the power-play unit he is given, and keeps one taken off it off', () => {
    const fourthLiner = playersAt(homeTeam.players, 'W')[7]
    const star = playersAt(homeTeam.players, 'C')[0]
    const home = homeTeam.players.map((player) =>
      player === fourthLiner
        ? { ...player, powerPlayUnit: 1 }
        : player === star
          ? { ...player, powerPlayUnit: null }
          : player,
    )
    const powerPlayPointsOf = (key: string | undefined) =>
      sumOf(
        Array.from({ length: 300 }, (_, seed) => {
          const box = simulateNhlGame({
            home,
            visitor: visitorTeam.players,
            impliedTotals: { home: 3.2, visitor: 2.9 },
            rng: createRng(seed),
          })
          const line = box.home.players.find((player) => player.key === key)
          return statOf(line?.stats ?? {}, 'powerPlayPoints')
        }),
      )
    expect(powerPlayPointsOf(fourthLiner?.key)).toBeGreaterThan(10)
    expect(powerPlayPointsOf(star?.key)).toBe(0)
  })
})
