import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { createRng } from '../rng'
import type { Glpk } from './glpk-solver'
import {
  selectPortfolio,
  topByValue,
  type PortfolioCandidate,
  type PortfolioRequest,
  type PortfolioSelection,
} from './portfolio-selection'

let glpk: Glpk
beforeAll(async () => {
  glpk = await GLPK()
})

const lineup = (players: number[], value: number, stacks?: string[]): PortfolioCandidate => ({
  players,
  value,
  ...(stacks === undefined ? {} : { stacks }),
})

const timesIn = (request: PortfolioRequest, selection: PortfolioSelection) => {
  const players = new Map<number, number>()
  const stacks = new Map<string, number>()
  for (const index of selection.chosen) {
    const candidate = request.candidates[index]
    for (const player of candidate?.players ?? [])
      players.set(player, (players.get(player) ?? 0) + 1)
    for (const key of candidate?.stacks ?? []) stacks.set(key, (stacks.get(key) ?? 0) + 1)
  }
  return { players, stacks }
}

describe('selectPortfolio', () => {
  it('beats "top N by value" when the best lineup blocks two better ones under a cap', async () => {
    // Each player may be in one lineup of two. Top by value takes A (10) and then only D (1) is
    // left; B and C together are worth 18.
    const request = {
      candidates: [lineup([1, 2], 10), lineup([1, 3], 9), lineup([2, 4], 9), lineup([5, 6], 1)],
      count: 2,
      maxExposure: 0.5,
    }
    expect(topByValue(request)).toEqual({ chosen: [0, 3], value: 11 })
    const selection = await selectPortfolio(glpk, request)
    expect(selection).toMatchObject({ chosen: [1, 2], value: 18, proven: true })
    expect(selection.upperBound).toBeCloseTo(18, 6)
  })

  it('keeps every team stack at or under its exposure cap', async () => {
    // Four lineups stack KC and are the most valuable; at 50 % of 4 only two may.
    const request = {
      candidates: [
        lineup([1, 2, 3], 8, ['team:KC']),
        lineup([1, 2, 4], 7, ['team:KC']),
        lineup([1, 3, 5], 6, ['team:KC']),
        lineup([2, 3, 6], 6, ['team:KC']),
        lineup([7, 8, 9], 2, ['team:BUF']),
        lineup([7, 8, 10], 1, ['team:BUF']),
      ],
      count: 4,
      maxStackExposure: 0.5,
    }
    const selection = await selectPortfolio(glpk, request)
    expect(timesIn(request, selection).stacks.get('team:KC')).toBe(2)
    expect(selection).toMatchObject({ chosen: [0, 1, 4, 5], value: 18 })
  })

  it('never pairs two lineups that differ in fewer players than asked', async () => {
    const request = {
      candidates: [
        lineup([1, 2, 3, 4], 10),
        lineup([1, 2, 3, 5], 9), // one player from the first
        lineup([1, 2, 6, 7], 8), // two players from the first
        lineup([8, 9, 6, 7], 1),
      ],
      count: 2,
      minUniquePlayers: 2,
    }
    const selection = await selectPortfolio(glpk, request)
    expect(selection.chosen).toEqual([0, 2])
    expect((await selectPortfolio(glpk, { ...request, minUniquePlayers: 1 })).chosen).toEqual([
      0, 1,
    ])
  })

  it('answers as many lineups as the rules allow when they allow fewer than asked', async () => {
    const request = {
      candidates: [lineup([1, 2], 3), lineup([1, 3], 2), lineup([1, 4], 1)],
      count: 3,
      maxExposure: 2 / 3,
    }
    const selection = await selectPortfolio(glpk, request)
    expect(selection).toMatchObject({ chosen: [0, 1], value: 5, proven: true })
  })

  it('fills the count with losing lineups rather than answering fewer', async () => {
    const request = {
      candidates: [lineup([1, 2], 5), lineup([3, 4], -2), lineup([5, 6], -1)],
      count: 2,
    }
    expect((await selectPortfolio(glpk, request)).chosen).toEqual([0, 2])
  })

  it('on random pools, holds every cap and is never worse than the baseline', async () => {
    const rng = createRng('portfolio-selection')
    for (let round = 0; round < 5; round += 1) {
      const candidates = Array.from({ length: 60 }, () => {
        const players = new Set<number>()
        while (players.size < 6) players.add(rng.int(1, 30))
        return lineup([...players], rng.normal(0, 10), [`team:${rng.int(1, 4)}`])
      })
      const request = {
        candidates,
        count: 10,
        maxExposure: 0.4,
        maxStackExposure: 0.5,
        minUniquePlayers: 3,
      }
      const selection = await selectPortfolio(glpk, request)
      const { players, stacks } = timesIn(request, selection)
      expect(Math.max(...players.values())).toBeLessThanOrEqual(4)
      expect(Math.max(...stacks.values())).toBeLessThanOrEqual(5)
      for (const [at, a] of selection.chosen.entries()) {
        for (const b of selection.chosen.slice(at + 1)) {
          const shared = candidates[a]?.players.filter((player) =>
            candidates[b]?.players.includes(player),
          )
          expect(6 - (shared?.length ?? 0)).toBeGreaterThanOrEqual(3)
        }
      }
      const baseline = topByValue(request)
      expect(selection.chosen.length).toBeGreaterThanOrEqual(baseline.chosen.length)
      if (selection.chosen.length === baseline.chosen.length) {
        expect(selection.value).toBeGreaterThanOrEqual(baseline.value - 1e-9)
      }
      expect(selection.value).toBeLessThanOrEqual(selection.upperBound + 1e-6)
    }
  })
})
