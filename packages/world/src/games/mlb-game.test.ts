import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BoxScore, PlayerBox, StatLine, TeamBox } from './game-schema'
import { boxScoreSchema } from './game-schema'
import { battingOrder, simulateMlbGame } from './mlb-game'
import { statOf } from './player-lines'
import { buildLeague, correlation, dkPoints, mean, playSeason } from './season-fixture'

const [homeTeam, visitorTeam] = buildLeague('MLB', 2, createRng('mlb-test'))
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const play = (seed: number): BoxScore =>
  simulateMlbGame({
    home: homeTeam.players,
    visitor: visitorTeam.players,
    impliedTotals: { home: 4.6, visitor: 4.1 },
    rng: createRng(seed),
  })

const batters = (team: TeamBox): readonly PlayerBox[] =>
  team.players.filter((player) => player.kind === 'player')
const starterOf = (team: TeamBox): StatLine =>
  team.players.find(
    (player) => player.kind === 'pitcher' && statOf(player.stats, 'battersFaced') > 0,
  )?.stats ?? {}
const battersSum = (team: TeamBox, stat: string): number =>
  batters(team).reduce((total, player) => total + statOf(player.stats, stat), 0)
const staffSum = (team: TeamBox, stat: string): number =>
  statOf(starterOf(team), stat) + statOf(team.bullpen ?? {}, stat)
const pairs = (box: BoxScore) =>
  [
    [box.home, box.visitor],
    [box.visitor, box.home],
  ] as const

describe('simulateMlbGame', () => {
  it("charges every batter's runs, hits, homers, walks and strikeouts to the opposing pitchers", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const [team, opponent] of pairs(play(seed))) {
          expect(team.score).toBe(battersSum(team, 'runs'))
          expect(team.score).toBe(staffSum(opponent, 'runsAllowed'))
          const charged = [
            ['hits', 'hitsAllowed'],
            ['homeRuns', 'homeRunsAllowed'],
            ['walks', 'walksAllowed'],
            ['hitByPitch', 'hitBatsmen'],
            ['strikeouts', 'strikeouts'],
            ['plateAppearances', 'battersFaced'],
          ] as const
          for (const [batting, pitching] of charged) {
            expect(battersSum(team, batting)).toBe(staffSum(opponent, pitching))
          }
          expect(staffSum(opponent, 'earnedRuns')).toBeLessThanOrEqual(
            staffSum(opponent, 'runsAllowed'),
          )
          for (const { stats } of batters(team)) {
            const hits = ['singles', 'doubles', 'triples', 'homeRuns'].reduce(
              (sum, stat) => sum + statOf(stats, stat),
              0,
            )
            expect(statOf(stats, 'hits')).toBe(hits)
            expect(statOf(stats, 'plateAppearances')).toBe(
              statOf(stats, 'atBats') + statOf(stats, 'walks') + statOf(stats, 'hitByPitch'),
            )
          }
          expect(battersSum(team, 'runsBattedIn')).toBeLessThanOrEqual(team.score)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('gives one win to the winners and one loss to the losers, and quality starts only for 6+ IP and ≤ 3 ER', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const box = boxScoreSchema.parse(play(seed))
        expect(box.home.score).not.toBe(box.visitor.score)
        expect(box.periods).toBeGreaterThanOrEqual(9)
        const [winner, loser] =
          box.home.score > box.visitor.score ? [box.home, box.visitor] : [box.visitor, box.home]
        expect(staffSum(winner, 'wins')).toBe(1)
        expect(staffSum(winner, 'losses')).toBe(0)
        expect(staffSum(loser, 'losses')).toBe(1)
        expect(staffSum(loser, 'wins')).toBe(0)
        for (const team of [winner, loser]) {
          const starter = starterOf(team)
          const quality = statOf(starter, 'outs') >= 18 && statOf(starter, 'earnedRuns') <= 3
          expect(statOf(starter, 'qualityStarts')).toBe(quality ? 1 : 0)
          if (statOf(starter, 'wins') === 1)
            expect(statOf(starter, 'outs')).toBeGreaterThanOrEqual(15)
          expect(statOf(starter, 'completeGames')).toBe(
            statOf(team.bullpen ?? {}, 'battersFaced') === 0 ? 1 : 0,
          )
          // Nine innings of outs at least, unless the home team did not need its last turn at bat.
          expect(staffSum(team, 'outs')).toBeGreaterThanOrEqual(24)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('gives a deep-equal box score for the same seed and a different one for another', () => {
    expect(play(3)).toEqual(play(3))
    expect(play(3)).not.toEqual(play(4))
  })

  describe('over a season of 1000 games', () => {
    const games = playSeason('MLB', 1000, 'mlb-season')
    const teams = games.flatMap(({ box }) => [box.home, box.visitor])
    const matchups = games.flatMap(({ box }) => pairs(box))

    it('scores 4–5 runs a team with 7.5–9.5 hits and 7.5–10 strikeouts', () => {
      expect(mean(teams.map((team) => team.score))).toBeGreaterThan(4)
      expect(mean(teams.map((team) => team.score))).toBeLessThan(5)
      expect(mean(teams.map((team) => statOf(team.stats, 'hits')))).toBeGreaterThan(7.5)
      expect(mean(teams.map((team) => statOf(team.stats, 'hits')))).toBeLessThan(9.5)
      expect(mean(teams.map((team) => statOf(team.stats, 'strikeouts')))).toBeGreaterThan(7.5)
      expect(mean(teams.map((team) => statOf(team.stats, 'strikeouts')))).toBeLessThan(10)
    })

    it('lets starters go 5–6.5 innings for 13–20 DK points, hitters 6–9', () => {
      const starters = teams.map(starterOf)
      expect(mean(starters.map((line) => statOf(line, 'outs')))).toBeGreaterThan(15)
      expect(mean(starters.map((line) => statOf(line, 'outs')))).toBeLessThan(19.5)
      const starterPoints = teams.map((team) =>
        dkPoints(team.players.find((p) => statOf(p.stats, 'battersFaced') > 0)),
      )
      expect(mean(starterPoints)).toBeGreaterThan(13)
      expect(mean(starterPoints)).toBeLessThan(20)
      const hitterPoints = teams.flatMap((team) => batters(team).map(dkPoints))
      expect(mean(hitterPoints)).toBeGreaterThan(6)
      expect(mean(hitterPoints)).toBeLessThan(9)
    })

    it("sets a starter's DK points against each opposing hitter's (r between −0.45 and −0.15)", () => {
      const pairsOfPoints = matchups.flatMap(([team, opponent]) => {
        const starter = dkPoints(opponent.players.find((p) => statOf(p.stats, 'battersFaced') > 0))
        return batters(team).map((hitter) => [starter, dkPoints(hitter)] as const)
      })
      const r = correlation(
        pairsOfPoints.map(([starter]) => starter),
        pairsOfPoints.map(([, hitter]) => hitter),
      )
      expect(r).toBeGreaterThan(-0.45)
      expect(r).toBeLessThan(-0.15)
    })

    it("strikes out weaker lineups more: starter strikeouts fall with the opposing lineup's skill", () => {
      const lineupSkill = games.flatMap(({ home, visitor }) =>
        [home, visitor].map((team) =>
          mean(team.players.filter((p) => p.position !== 'SP').map((p) => p.skill)),
        ),
      )
      const strikeouts = matchups.map(([, opponent]) => statOf(starterOf(opponent), 'strikeouts'))
      expect(correlation(lineupSkill, strikeouts)).toBeLessThan(-0.05)
    })

    it("ties each hitter's points to his team's runs (r > 0.3)", () => {
      const runs = teams.map((team) => team.score)
      expect(
        correlation(
          teams.map((team) => dkPoints(batters(team)[0])),
          runs,
        ),
      ).toBeGreaterThan(0.3)
    })
  })

  it('bats the everyday nine and calls on the best bench bat only for a missing regular', () => {
    const regulars = homeTeam.players.filter((player) => player.position !== 'SP')
    const [like] = regulars
    if (like === undefined) throw new Error('no hitters')
    const bench = [
      { ...like, key: 'bench:C', position: 'C', depth: 2, skill: 3 },
      { ...like, key: 'bench:OF', position: 'OF', depth: 4, skill: 2 },
    ]
    const full = battingOrder([...homeTeam.players, ...bench])
    expect(full).toEqual(battingOrder(homeTeam.players))
    expect(full).not.toContain('bench:C')
    const shortstop = regulars.find((player) => player.position === 'SS')
    const short = battingOrder(
      [...homeTeam.players, ...bench].filter((player) => player !== shortstop),
    )
    expect(short).toHaveLength(9)
    expect(short).toContain('bench:C')
    expect(short).not.toContain('bench:OF')
    expect(short).not.toContain(null)
  })
})
