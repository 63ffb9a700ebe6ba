import { describe, expect, it } from 'vitest'
import { assignTiers } from './tiers'

describe('assignTiers', () => {
  it('splits players where the ranks leave a gap, best tier first', () => {
    const ranks = [1, 2, 3, 4, 20, 21, 22, 23, 24, 50, 51, 52]
    const tiers = assignTiers(
      ranks.map((averageRank) => ({ averageRank, spread: 0.5 })),
      3,
    )
    expect(tiers).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3])
  })

  it('numbers tiers without gaps and never puts a lower-ranked player in a better tier', () => {
    const players = Array.from({ length: 80 }, (_, index) => ({
      averageRank: index + 1 + Math.sin(index) * 0.4,
      spread: 1 + (index % 7),
    }))
    const tiers = assignTiers(players, 10)
    for (let i = 1; i < tiers.length; i += 1) {
      expect((tiers[i] ?? 0) - (tiers[i - 1] ?? 0)).toBeGreaterThanOrEqual(0)
      expect((tiers[i] ?? 0) - (tiers[i - 1] ?? 0)).toBeLessThanOrEqual(1)
    }
    expect(tiers[0]).toBe(1)
  })
})
