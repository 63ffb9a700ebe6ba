import { sportIds } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { correlationMatrix, sportRolePairs } from './correlation-matrix'
import type { GameLine } from './game-lines'
import { pearson, pearsonOrNull, percentileOf } from './pearson'

// Five games of teams 1 (home) and 2: each team's QB scores qb[g], its WR1 wr[g] (the WR2 always
// less), so the QB–WR1 sample is known: Pearson 0.8 exactly.
const qb = [20, 21, 22, 23, 24]
const wr = [19, 18, 21, 20, 22]
const games = (count = 5): GameLine[] =>
  Array.from({ length: count }, (_, g) =>
    [1, 2].flatMap((teamId) => {
      const line = (slot: number, position: string, points: number): GameLine => ({
        eventId: g,
        playerId: teamId * 10 + slot,
        teamId,
        opponentId: 3 - teamId,
        position,
        points,
      })
      return [line(0, 'QB', qb[g] ?? 0), line(1, 'WR', wr[g] ?? 0), line(2, 'WR', 5 + (g % 2))]
    }),
  ).flat()

describe('pearson', () => {
  it('gives the exact value of a constructed sample', () => {
    expect(pearson(qb, wr)).toBeCloseTo(0.8, 12)
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12)
  })

  it('has no value when a side does not vary (0 for SimLabs’ targets)', () => {
    expect(pearsonOrNull([1, 2, 3], [4, 4, 4])).toBeNull()
    expect(pearson([1, 2, 3], [4, 4, 4])).toBe(0)
  })

  it('ranks a value among sorted values', () => {
    expect(percentileOf(0.3, [-0.2, 0.1, 0.3, 0.5])).toBe(75)
    expect(percentileOf(-0.5, [-0.2, 0.1])).toBe(0)
  })
})

describe('correlation matrix', () => {
  const columns = [
    { role: 'WR1', relation: 'teammate' },
    { role: 'QB', relation: 'opponent' },
    { role: 'TE1', relation: 'teammate' },
  ] as const

  it('reads each cell from the games that show both roles', () => {
    const matrix = correlationMatrix({
      sportId: sportIds.NFL,
      lines: games(),
      rows: ['QB'],
      columns,
      minGames: 2,
    })
    expect(matrix.values[0]?.[0]).toBe(0.8)
    // Both teams' QBs and WR1s: two samples a game.
    expect(matrix.samples[0]).toEqual([10, 5, 0])
    // Opposing QBs score the same: 1, from one side only.
    expect(matrix.values[0]?.[1]).toBe(1)
    expect(matrix.values[0]?.[2]).toBeNull()
    expect(matrix.percentiles[0]?.[1]).toBe(100)
  })

  it('counts only the anchors a filter keeps: home teams give half the games', () => {
    const matrix = correlationMatrix({
      sportId: sportIds.NFL,
      lines: games(),
      rows: ['QB'],
      columns,
      minGames: 2,
      keepAnchor: (line) => line.teamId === 1,
    })
    expect(matrix.samples[0]?.[0]).toBe(5)
    expect(matrix.values[0]?.[0]).toBe(0.8)
    // The opposing QBs still once per game.
    expect(matrix.samples[0]?.[1]).toBe(5)
  })

  it('leaves cells with fewer games than the minimum empty', () => {
    const matrix = correlationMatrix({
      sportId: sportIds.NFL,
      lines: games(),
      rows: ['QB'],
      columns,
      minGames: 11,
    })
    expect(matrix.values[0]).toEqual([null, null, null])
    expect(matrix.samples[0]).toEqual([10, 5, 0])
  })

  it('correlates two players over the games both played; a role against a player has none', () => {
    const matrix = correlationMatrix({
      sportId: sportIds.NFL,
      lines: games(),
      rows: [{ playerId: 10 }, 'QB'],
      columns: [{ playerId: 11 }, { playerId: 21 }],
      minGames: 2,
    })
    // Team 1's QB and WR1, then team 1's QB and team 2's WR1: the same points, 0.8.
    expect(matrix.values[0]).toEqual([0.8, 0.8])
    expect(matrix.samples[0]).toEqual([5, 5])
    expect(matrix.values[1]).toEqual([null, null])
    const home = correlationMatrix({
      sportId: sportIds.NFL,
      lines: games(3),
      rows: [{ playerId: 20 }],
      columns: [{ playerId: 21 }],
      minGames: 2,
      keepAnchor: (line) => line.teamId === 1,
    })
    expect(home.samples[0]).toEqual([0])
  })

  it('ranks against every role pair of the sport', () => {
    expect(sportRolePairs(sportIds.MLB)).toHaveLength(8)
    expect(sportRolePairs(sportIds.PGA)).toEqual([])
  })
})
