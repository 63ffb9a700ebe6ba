import { entryCostBand } from '@slatelab/domain/constants'
import { describe, expect, it } from 'vitest'
import { buildStarterWorld } from './starter-world'

describe('starter contests', () => {
  const world = buildStarterWorld({ seed: 'contests', today: '2026-11-22' })

  it('gives every slate a contest in each of the four entry-cost bands', () => {
    for (const slate of world.slates) {
      const bands = new Set(slate.contests.map((contest) => entryCostBand(contest.entryCost)))
      expect([...bands].sort()).toEqual([0, 1, 2, 3])
    }
  })

  it('never reuses a contest id across the day’s slates', () => {
    const ids = world.slates.flatMap((slate) => slate.contests.map((c) => c.contestId))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('pays out no more than the entry fees collected', () => {
    for (const contest of world.slates.flatMap((slate) => slate.contests)) {
      expect(contest.totalPrizes).toBeLessThanOrEqual(contest.contestSize * contest.entryCost)
    }
  })

  it('names tournaments by pool and top prize, and cash games by fee', () => {
    const nba = world.slates.find((slate) => slate.sportId === 2 && slate.sourceId === 4)
    const titles = nba?.contests.map((contest) => contest.title)
    expect(titles).toContain('NBA $1M Fantasy Millionaire [$200K to 1st]')
    expect(titles).toContain('NBA $25 Double Up')
  })
})
