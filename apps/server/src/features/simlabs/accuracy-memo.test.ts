import type { ProjectionOutcome } from '@slatelab/engine/simlabs/projection-accuracy'
import { measureProjectionAccuracy } from '@slatelab/engine/simlabs/projection-accuracy'
import { describe, expect, it } from 'vitest'
import { measureHere, rememberedAccuracy } from './accuracy-memo'

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

// Counts its measurements.
const counting = () => {
  let measured = 0
  const measure = (rows: readonly ProjectionOutcome[]) => {
    measured += 1
    return measureHere(rows)
  }
  return { measure, count: () => measured }
}

describe('a history’s accuracy, remembered', () => {
  it('answers the same history with the accuracy measured the first time', async () => {
    const { measure, count } = counting()
    const first = await rememberedAccuracy(history(1), measure)
    expect(first).toEqual(measureProjectionAccuracy(history(1)))
    expect(await rememberedAccuracy(history(1), measure)).toBe(first)
    expect(count()).toBe(1)
  })

  it('measures once for jobs that ask while the history is being measured', async () => {
    const { measure, count } = counting()
    const [one, other] = await Promise.all([
      rememberedAccuracy(history(3), measure),
      rememberedAccuracy(history(3), measure),
    ])
    expect(other).toBe(one)
    expect(count()).toBe(1)
  })

  it('forgets a measurement that failed, and measures again when asked', async () => {
    const failing = () => Promise.reject(new Error('The SimLabs pool closed'))
    await expect(rememberedAccuracy(history(4), failing)).rejects.toThrow('pool closed')
    const { measure, count } = counting()
    expect(await rememberedAccuracy(history(4), measure)).toEqual(
      measureProjectionAccuracy(history(4)),
    )
    expect(count()).toBe(1)
  })

  it('measures a history that changed afresh, even by one row’s result', async () => {
    const before = await rememberedAccuracy(history(2), measureHere)
    const changed = history(2).map((row, i) => (i === 7 ? { ...row, actual: row.actual + 1 } : row))
    const after = await rememberedAccuracy(changed, measureHere)
    expect(after).not.toBe(before)
    expect(after).toEqual(measureProjectionAccuracy(changed))
  })

  it('keeps at most sixteen histories, the least recently used going first', async () => {
    const kept = await rememberedAccuracy(history(100), measureHere)
    for (let shift = 101; shift < 116; shift += 1)
      await rememberedAccuracy(history(shift), measureHere)
    // Asked again, the first stays the most recent while sixteen more come.
    expect(await rememberedAccuracy(history(100), measureHere)).toBe(kept)
    for (let shift = 116; shift < 132; shift += 1)
      await rememberedAccuracy(history(shift), measureHere)
    expect(await rememberedAccuracy(history(100), measureHere)).not.toBe(kept)
  })
})
