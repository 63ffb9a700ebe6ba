import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { shuffled } from './shuffled'

describe('shuffled', () => {
  const items = Array.from({ length: 12 }, (_, i) => i)

  it('returns a permutation and leaves the input alone', () => {
    const copy = [...items]
    const result = shuffled(items, createRng('perm'))
    expect(items).toEqual(copy)
    expect([...result].sort((a, b) => a - b)).toEqual(items)
    expect(result).not.toEqual(items)
  })

  it('puts each item first equally often: 1/4 ± 0.02 over 20k shuffles of four', () => {
    const rng = createRng('fair')
    const firsts = new Map<string, number>()
    for (let i = 0; i < 20_000; i += 1) {
      const first = shuffled(['a', 'b', 'c', 'd'], rng)[0] ?? ''
      firsts.set(first, (firsts.get(first) ?? 0) + 1)
    }
    // The sd of one share is √(0.25 · 0.75 / 20000) ≈ 0.003.
    for (const item of ['a', 'b', 'c', 'd']) {
      expect(Math.abs((firsts.get(item) ?? 0) / 20_000 - 0.25)).toBeLessThan(0.02)
    }
  })
})
