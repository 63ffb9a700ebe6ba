import { describe, expect, it } from 'vitest'
import { buildCorrelations, nflCorrelationTargets, type RolePlayer } from './correlation-targets'
import { fitOutcome, outcomeAt } from './player-outcomes'
import { hermiteCoefficients, latentCorrelation } from './latent-correlation'
import { buildSimPlayer } from './sim-builders'
import type { Points, Probability } from '@slatelab/domain'

const kc = (role: string): RolePlayer => ({ team: 'KC', opponent: 'BUF', role })
const buf = (role: string): RolePlayer => ({ team: 'BUF', opponent: 'KC', role })

describe('buildCorrelations', () => {
  it('pairs teammates and opponents by role, in either order, once each', () => {
    const pool = [kc('QB'), kc('WR1'), buf('WR1'), buf('QB'), buf('K')]
    const pairs = buildCorrelations(pool, nflCorrelationTargets)
    const byPlayers = new Map(
      pairs.flatMap((pair) => [
        [`${pair.a}-${pair.b}`, pair.correlation],
        [`${pair.b}-${pair.a}`, pair.correlation],
      ]),
    )
    expect(byPlayers.get('0-1')).toBe(0.45)
    expect(byPlayers.get('3-2')).toBe(0.45)
    expect(byPlayers.get('0-2')).toBe(0.15)
    expect(byPlayers.get('1-3')).toBe(0.15)
    expect(byPlayers.get('0-3')).toBe(0.2)
    // No target names a kicker.
    expect(pairs.some((pair) => pair.a === 4 || pair.b === 4)).toBe(false)
    expect(pairs).toHaveLength(6)
  })

  it('leaves players of other games out', () => {
    const pool = [kc('QB'), { team: 'DAL', opponent: 'NYG', role: 'WR1' }]
    expect(buildCorrelations(pool, nflCorrelationTargets)).toEqual([])
  })
})

describe('latentCorrelation', () => {
  const coefficients = (projection: number, floor: number, ceiling: number, zeroChance = 0) => {
    const outcome = fitOutcome(
      buildSimPlayer({
        projection: projection as Points,
        floor: floor as Points,
        ceiling: ceiling as Points,
        zeroChance: zeroChance as Probability,
      }),
    )
    return hermiteCoefficients((z) => outcomeAt(outcome, z))
  }

  it('keeps a correlation between normal players as it is', () => {
    const normal = coefficients(10, 4, 16)
    expect(latentCorrelation(0.45, normal, normal)).toBeCloseTo(0.45, 3)
  })

  it('strengthens the copula correlation of skewed and zero-inflated players', () => {
    const skewed = coefficients(6, 2, 15, 0.2)
    expect(latentCorrelation(0.3, skewed, skewed)).toBeGreaterThan(0.33)
    expect(latentCorrelation(-0.3, skewed, skewed)).toBeLessThan(-0.33)
  })

  it('does not correlate a player without spread', () => {
    expect(latentCorrelation(0.5, coefficients(7, 7, 7), coefficients(10, 4, 16))).toBe(0)
  })
})
