import GLPK from 'glpk.js/node'
import { describe, expect, it } from 'vitest'
import {
  fitRatings,
  noVigHomeProbability,
  optimalSurvivorPath,
  ratedHomeProbability,
} from './survivor'

const glpk = await GLPK()

describe('survivor odds', () => {
  it('removes the vig from a pair of moneylines', () => {
    // −150 implies 0.6, +130 implies 0.4348; normalised: 0.6 / 1.0348.
    expect(noVigHomeProbability(-150, 130)).toBeCloseTo(0.6 / (0.6 + 100 / 230), 10)
    expect(noVigHomeProbability(-110, -110)).toBeCloseTo(0.5, 10)
  })

  it('fits ratings that rank the team the lines favour higher', () => {
    const ratings = fitRatings([
      { home: 'KC', visitor: 'DEN', homeProbability: 0.8 },
      { home: 'DEN', visitor: 'LV', homeProbability: 0.6 },
      { home: 'LV', visitor: 'KC', homeProbability: 0.25 },
    ])
    expect(ratings.rating.get('KC') ?? 0).toBeGreaterThan(ratings.rating.get('DEN') ?? 0)
    expect(ratedHomeProbability(ratings, 'KC', 'LV')).toBeGreaterThan(0.7)
  })
})

describe('optimalSurvivorPath', () => {
  // Hand-checked: greedy takes A (0.9) in week 1 and is left with C (0.5) in week 2: 0.45.
  // The best path saves A for week 2: B (0.8) then A (0.85) = 0.68.
  const weeks = [
    {
      week: 1,
      options: [
        { team: 'A', winProbability: 0.9 },
        { team: 'B', winProbability: 0.8 },
      ],
    },
    {
      week: 2,
      options: [
        { team: 'A', winProbability: 0.85 },
        { team: 'C', winProbability: 0.5 },
      ],
    },
  ]

  it('finds the exact best path, not the greedy one, and uses no team twice', async () => {
    const path = await optimalSurvivorPath(glpk, weeks, [])
    expect(path.picks.map((pick) => pick.team)).toEqual(['B', 'A'])
    expect(path.survivalProbability).toBeCloseTo(0.68, 10)
    expect(new Set(path.picks.map((pick) => pick.team)).size).toBe(path.picks.length)
  })

  it('never picks a team already used', async () => {
    const path = await optimalSurvivorPath(glpk, weeks, ['A'])
    expect(path.picks.map((pick) => pick.team)).toEqual(['B', 'C'])
    expect(path.survivalProbability).toBeCloseTo(0.4, 10)
  })

  it('matches brute force over every path of a random 4-week, 6-team case', async () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F']
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const grid = [1, 2, 3, 4].map((week) => ({
      week,
      options: teams.map((team) => ({ team, winProbability: 0.3 + random() * 0.65 })),
    }))
    let best = 0
    const walk = (w: number, used: Set<string>, product: number) => {
      const week = grid[w]
      if (!week) {
        best = Math.max(best, product)
        return
      }
      for (const option of week.options) {
        if (used.has(option.team)) continue
        walk(w + 1, new Set([...used, option.team]), product * option.winProbability)
      }
    }
    walk(0, new Set(), 1)
    const path = await optimalSurvivorPath(glpk, grid, [])
    expect(path.survivalProbability).toBeCloseTo(best, 10)
  })
})
