import type { Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { createOutcomeTable } from './outcome-table'
import { fitOutcome, outcomeAt } from './player-outcomes'
import { buildSimPlayer } from './sim-builders'

const outcomes = [
  fitOutcome(
    buildSimPlayer({ projection: 20 as Points, floor: 12 as Points, ceiling: 30 as Points }),
  ),
  fitOutcome(
    buildSimPlayer({
      projection: 6 as Points,
      floor: 2 as Points,
      ceiling: 13 as Points,
      zeroChance: 0.15 as Probability,
    }),
  ),
]

describe('createOutcomeTable', () => {
  const table = createOutcomeTable(outcomes)

  it('matches the exact outcome within half a hundredth of a point, the step of scores, from −7 to 7', () => {
    outcomes.forEach((outcome, p) => {
      for (let z = -7; z <= 7; z += 0.0173) {
        expect(Math.abs(table.pointsAt(p, z) - outcomeAt(outcome, z))).toBeLessThan(0.005)
      }
    })
  })

  it('keeps the step to 0 exactly at the zero cut', () => {
    const zeroInflated = outcomes[1]
    if (zeroInflated === undefined) throw new Error('missing outcome')
    const cut = zeroInflated.zeroCut
    expect(table.pointsAt(1, cut - 1e-9)).toBe(0)
    expect(table.pointsAt(1, cut + 1e-9)).toBe(outcomeAt(zeroInflated, cut + 1e-9))
  })
})
