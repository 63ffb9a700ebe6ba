import { findScoringRules, type PlayerKind } from '@slatelab/domain/scoring/scoring-tables'
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { fantasyPoints, type StatLine } from './fantasy-points'

const score = (siteId: SiteId, sportId: SportId, kind: PlayerKind, line: StatLine) => {
  const rules = findScoringRules(siteId, sportId, kind)
  if (!rules) throw new Error('no table')
  return fantasyPoints(rules, line)
}

describe('fantasyPoints', () => {
  const receiver = { receptions: 8, receivingYards: 112, receivingTouchdowns: 1, fumblesLost: 1 }

  it('scores an NFL receiver full-PPR with the 100-yard bonus on DraftKings', () => {
    // 8 + 11.2 + 6 − 1 + 3
    expect(score(4, 1, 'player', receiver)).toBe(27.2)
  })

  it('scores him half-PPR with no bonus and −2 per fumble on FanDuel and Yahoo', () => {
    // 4 + 11.2 + 6 − 2
    expect(score(3, 1, 'player', receiver)).toBe(19.2)
    expect(score(11, 1, 'player', receiver)).toBe(19.2)
  })

  it('scores a 300-yard passer with the DK bonus', () => {
    const line = { passingYards: 312, passingTouchdowns: 2, interceptions: 1, rushingYards: 14 }
    // 12.48 + 8 − 1 + 1.4 + 3
    expect(score(4, 1, 'player', line)).toBe(23.88)
  })

  it('scores a defense by its points-allowed bucket', () => {
    const shutout = { sacks: 3, interceptions: 1, pointsAllowed: 0 }
    expect(score(4, 1, 'defense', shutout)).toBe(15)
    expect(score(4, 1, 'defense', { ...shutout, pointsAllowed: 21 })).toBe(5)
    expect(score(4, 1, 'defense', { ...shutout, pointsAllowed: 35 })).toBe(1)
  })

  it('stacks the DK double-double and triple-double bonuses', () => {
    const tripleDouble = { points: 25, rebounds: 11, assists: 10, steals: 1, turnovers: 4 }
    // 25 + 13.75 + 15 + 2 − 2 + 1.5 + 3
    expect(score(4, 2, 'player', tripleDouble)).toBe(58.25)
    // FanDuel pays no bonus: 25 + 13.2 + 15 + 3 − 4
    expect(score(3, 2, 'player', tripleDouble)).toBe(52.2)
  })

  it('scores MLB hitters and pitchers per site', () => {
    const hitter = { singles: 1, homeRuns: 1, runs: 2, runsBattedIn: 3, stolenBases: 1 }
    expect(score(4, 3, 'player', hitter)).toBe(28)
    expect(score(3, 3, 'player', hitter)).toBe(37.9)
    const pitcher = {
      outs: 21,
      strikeouts: 9,
      wins: 1,
      earnedRuns: 2,
      hitsAllowed: 5,
      walksAllowed: 1,
      qualityStarts: 1,
    }
    // DK: 15.75 + 18 + 4 − 4 − 3 − 0.6
    expect(score(4, 3, 'pitcher', pitcher)).toBe(30.15)
    // FD: 21 + 27 + 6 − 6 + 4
    expect(score(3, 3, 'pitcher', pitcher)).toBe(52)
  })

  it('pays DK hockey bonuses for a hat trick, five shots and three points', () => {
    const line = { goals: 3, assists: 1, shotsOnGoal: 6, blockedShots: 1 }
    // 25.5 + 5 + 9 + 1.3 + 3 (hat trick) + 3 (5+ SOG) + 3 (3+ points)
    expect(score(4, 4, 'player', line)).toBe(49.8)
    expect(score(4, 4, 'goalie', { wins: 1, saves: 36, goalsAgainst: 0, shutouts: 1 })).toBe(38.2)
  })

  it('scores a golfer’s holes, bonuses and finishing place on DraftKings', () => {
    const line = {
      birdies: 18,
      pars: 44,
      bogeys: 10,
      eagles: 0,
      bogeyFreeRounds: 1,
      finishPosition: 12,
    }
    // 54 + 22 − 5 + 3 + 6 (11th–15th)
    expect(score(4, 5, 'player', line)).toBe(80)
  })

  it('has no table where the reference gives none', () => {
    expect(findScoringRules(11, 3, 'player')).toBeUndefined()
  })
})
