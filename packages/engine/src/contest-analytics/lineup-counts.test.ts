import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { summarizeLineups } from './lineup-counts'

describe('summarizeLineups', () => {
  it('counts every entry of a repeated lineup as duplicated and singletons as unique', () => {
    expect(summarizeLineups([1, 2, 2, 3, 1, 1])).toEqual({
      totalLineupsEntered: 10,
      distinctLineups: 6,
      uniqueLineups: 3,
      duplicateLineups: 7,
    })
  })

  it('gives an empty field zeros', () => {
    expect(summarizeLineups([])).toEqual({
      totalLineupsEntered: 0,
      distinctLineups: 0,
      uniqueLineups: 0,
      duplicateLineups: 0,
    })
  })

  it('splits the field into unique and duplicated entries', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 })), (copies) => {
        const summary = summarizeLineups(copies)
        expect(summary.uniqueLineups + summary.duplicateLineups).toBe(summary.totalLineupsEntered)
        expect(summary.uniqueLineups).toBeLessThanOrEqual(summary.distinctLineups)
        expect(summary.distinctLineups).toBeLessThanOrEqual(summary.totalLineupsEntered)
      }),
    )
  })
})
