import { gameFlowSchema } from '@slatelab/contract/gameflow.contract'
import { describe, expect, it } from 'vitest'
import { buildGameFlow } from '../testing/game-flow-builders'
import {
  clockLabel,
  fantasyPointsOf,
  floorSeconds,
  periodBounds,
  periodFantasyPoints,
  periodName,
  scoreMargins,
  stintFantasyPoints,
} from './game-flow-figures'

const flow = gameFlowSchema.parse(buildGameFlow())
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('game flow figures', () => {
  it('lays out four 12-minute quarters and then 5-minute overtimes', () => {
    expect(periodBounds(6)).toEqual([
      { start: 0, length: 720 },
      { start: 720, length: 720 },
      { start: 1440, length: 720 },
      { start: 2160, length: 720 },
      { start: 2880, length: 300 },
      { start: 3180, length: 300 },
    ])
    expect([1, 4, 5, 6].map(periodName)).toEqual(['Q1', 'Q4', 'OT', '2OT'])
    expect([0, 808, 720, 2880, 3000].map((second) => clockLabel(second, 5))).toEqual([
      'Q1 12:00',
      'Q2 10:32',
      'Q2 12:00',
      'OT 5:00',
      'OT 3:00',
    ])
    expect(clockLabel(2880, 4)).toBe('Q4 0:00')
  })

  it("splits each player's fantasy points over the periods so they add up to his game", () => {
    for (const player of flow.players) {
      const byPeriod = periodFantasyPoints(player, 4, flow.periods)
      expect(sum(byPeriod)).toBeCloseTo(fantasyPointsOf(player, 4), 9)
    }
    // The centre who sat the second half earns nothing in it.
    const moss = flow.players.find((player) => player.fullName === 'Andre Moss')
    expect(moss && periodFantasyPoints(moss, 4, 4).slice(2)).toEqual([0, 0])
  })

  it('gives each period the points scored in it and the rest of the line by time on the floor', () => {
    const rivera = flow.players.find((player) => player.playerId === 101)
    if (rivera === undefined) throw new Error('no Rivera')
    // 3 in Q1, 2 in Q2, 2 in Q3; 14.5 more spread over 48 minutes.
    const expected = [3, 2, 2, 0].map((points) => points + 14.5 / 4)
    periodFantasyPoints(rivera, 4, 4).forEach((value, index) =>
      expect(value).toBeCloseTo(expected[index] ?? Number.NaN, 9),
    )
  })

  it("makes stint fantasy points add up to the game's and stint time to his floor time", () => {
    for (const player of flow.players) {
      const stints = player.stints.map((stint) => stintFantasyPoints(player, stint, 3))
      expect(sum(stints)).toBeCloseTo(fantasyPointsOf(player, 3), 9)
      expect(Math.round(floorSeconds(player) / 60)).toBe(player.stats.minutes)
    }
  })

  it('follows the home lead from 0 at the tip to the final margin at the buzzer', () => {
    const margins = scoreMargins(flow)
    expect(margins[0]).toEqual({ second: 0, margin: 0 })
    expect(margins.at(-1)).toEqual({
      second: 2880,
      margin: flow.homeTeam.score - flow.visitorTeam.score,
    })
    expect(margins.map((point) => point.second)).toEqual(
      margins.map((point) => point.second).toSorted((a, b) => a - b),
    )
    expect(margins[1]).toEqual({ second: 30, margin: 3 })
  })
})
