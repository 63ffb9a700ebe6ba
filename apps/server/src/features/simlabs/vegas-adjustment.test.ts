import { describe, expect, it } from 'vitest'
import { vegasFactors } from './vegas-adjustment'

describe('vegasFactors', () => {
  it('scales each team by its implied total against the slate’s average team', () => {
    const factors = vegasFactors([
      { team: 'KC', impliedTotal: 27 },
      { team: 'KC', impliedTotal: 27 },
      { team: 'BUF', impliedTotal: 21 },
      { team: 'DAL', impliedTotal: 24 },
      { team: 'PHI', impliedTotal: null },
    ])
    expect(factors.get('KC')).toBeCloseTo(27 / 24, 12)
    expect(factors.get('BUF')).toBeCloseTo(21 / 24, 12)
    expect(factors.get('DAL')).toBe(1)
    expect(factors.has('PHI')).toBe(false)
  })

  it('leaves a slate without lines alone', () => {
    expect(vegasFactors([{ team: 'KC', impliedTotal: null }]).size).toBe(0)
  })
})
