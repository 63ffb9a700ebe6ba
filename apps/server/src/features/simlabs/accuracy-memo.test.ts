import type { ProjectionOutcome } from '@slatelab/engine/simlabs/projection-accuracy'
import { measureProjectionAccuracy } from '@slatelab/engine/simlabs/projection-accuracy'
import { describe, expect, it } from 'vitest'
import { rememberedAccuracy } from './accuracy-memo'

// Receivers whose actual points follow their projections with a slope of 0.8.
const history = (shift: number): ProjectionOutcome[] =>
  Array.from({ length: 60 }, (_, i) => ({
    position: 'WR',
    projection: 5 + i / 3,
    actual: shift + 0.8 * (5 + i / 3) + (i % 2 === 0 ? 3 : -3),
    salary: 4000 + 100 * i,
    floor: 2 + i / 3,
    ceiling: 9 + i / 3,
  }))

describe('a history’s accuracy, remembered', () => {
  it('answers the same history with the accuracy measured the first time', () => {
    const first = rememberedAccuracy(history(1))
    expect(first).toEqual(measureProjectionAccuracy(history(1)))
    expect(rememberedAccuracy(history(1))).toBe(first)
  })

  it('measures a history that changed afresh, even by one row’s result', () => {
    const before = rememberedAccuracy(history(2))
    const changed = history(2).map((row, i) => (i === 7 ? { ...row, actual: row.actual + 1 } : row))
    const after = rememberedAccuracy(changed)
    expect(after).not.toBe(before)
    expect(after).toEqual(measureProjectionAccuracy(changed))
  })

  it('keeps at most sixteen histories, the least recently used going first', () => {
    const kept = rememberedAccuracy(history(100))
    for (let shift = 101; shift < 116; shift += 1) rememberedAccuracy(history(shift))
    // Asked again, the first stays the most recent while sixteen more come.
    expect(rememberedAccuracy(history(100))).toBe(kept)
    for (let shift = 116; shift < 132; shift += 1) rememberedAccuracy(history(shift))
    expect(rememberedAccuracy(history(100))).not.toBe(kept)
  })
})
