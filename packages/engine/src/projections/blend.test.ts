import { describe, expect, it } from 'vitest'
import { blendProjections, type ProjectionNumbers } from './blend'

const row = (points: number, extra: Partial<ProjectionNumbers> = {}): ProjectionNumbers => ({
  points,
  ceiling: points * 1.5,
  floor: points * 0.5,
  ownership: 10,
  ...extra,
})
const weights = (weight: number) => ({
  weight,
  ownWeight: weight,
  ceilingWeight: weight,
  floorWeight: weight,
})

describe('blendProjections', () => {
  it('is the weighted mean per player of every field (0.25 / 0.75)', () => {
    const a = new Map([[1, row(20, { ownership: 40 })]])
    const b = new Map([[1, row(30, { ownership: 8 })]])
    const blended = blendProjections([
      { rows: a, ...weights(0.25) },
      { rows: b, ...weights(0.75) },
    ]).get(1)
    expect(blended?.points).toBeCloseTo(27.5, 9)
    expect(blended?.ceiling).toBeCloseTo(41.25, 9)
    expect(blended?.floor).toBeCloseTo(13.75, 9)
    expect(blended?.ownership).toBeCloseTo(16, 9)
  })

  it('weighs each field by its own weight and skips sets without the player or the field', () => {
    const a = new Map([
      [1, row(10, { ownership: null })],
      [2, row(8)],
    ])
    const b = new Map([[1, row(20, { ownership: 30 })]])
    const blended = blendProjections([
      { rows: a, weight: 1, ownWeight: 1, ceilingWeight: 0, floorWeight: 1 },
      { rows: b, weight: 1, ownWeight: 1, ceilingWeight: 1, floorWeight: 3 },
    ])
    expect(blended.get(1)).toEqual({ points: 15, ceiling: 30, floor: 8.75, ownership: 30 })
    // Only set a holds player 2, and it gives ceilings weight 0: the blend has no ceiling for him.
    expect(blended.get(2)).toEqual({ ...row(8), ceiling: null })
  })

  it('leaves out players only sets of points weight 0 hold', () => {
    const blended = blendProjections([
      { rows: new Map([[5, row(9)]]), ...weights(0) },
      { rows: new Map([[6, row(9)]]), ...weights(1) },
    ])
    expect([...blended.keys()]).toEqual([6])
  })
})
