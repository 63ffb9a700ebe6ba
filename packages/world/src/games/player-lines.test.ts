import { findScoringRules } from '@slatelab/domain/scoring/scoring-tables'
import { sportIds } from '@slatelab/domain/sports'
import { fantasyPoints } from '@slatelab/engine/fantasy-points/fantasy-points'
import { describe, expect, it } from 'vitest'
import { playersAt, scoreLine } from './player-lines'

describe('scoreLine', () => {
  it("scores a line with each site's table from the domain, for the sites that have one", () => {
    const line = { passingYards: 312, passingTouchdowns: 2, interceptions: 1, rushingYards: 14 }
    const points = scoreLine(sportIds.NFL, 'player', line)
    // 12.48 + 8 − 1 + 1.4 + 3 (300-yard bonus on DK only)
    expect(points).toEqual({ '4': 23.88, '3': 20.88, '11': 20.88 })
    const dkRules = findScoringRules(4, sportIds.NFL, 'player')
    expect(dkRules && fantasyPoints(dkRules, line)).toBe(points['4'])
  })

  it('leaves out sites without a table (golf is DraftKings only)', () => {
    expect(Object.keys(scoreLine(sportIds.PGA, 'player', { birdies: 4, pars: 14 }))).toEqual(['4'])
  })
})

describe('playersAt', () => {
  it('lists a position starter first, whatever the input order', () => {
    const players = [
      { key: 'b', position: 'WR', depth: 2, skill: 0 },
      { key: 'q', position: 'QB', depth: 1, skill: 0 },
      { key: 'a', position: 'WR', depth: 1, skill: 0 },
    ]
    expect(playersAt(players, 'WR').map((player) => player.key)).toEqual(['a', 'b'])
  })
})
