import { describe, expect, it } from 'vitest'
import { sportIds } from '@slatelab/domain/sports'
import {
  buildCorrelations,
  mlbCorrelationTargets,
  nbaCorrelationTargets,
  nflCorrelationTargets,
  targetKey,
  withEveryRolePair,
  type RolePlayer,
} from './correlation-targets'
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

describe('withEveryRolePair', () => {
  it('adds every missing pair of roles at 0 and keeps the typical ones', () => {
    const every = withEveryRolePair(sportIds.NBA, nbaCorrelationTargets)
    // Five positions and the bench: 21 unordered pairs, teammates and opponents.
    expect(every).toHaveLength(42)
    expect(new Set(every.map(targetKey)).size).toBe(42)
    expect(every.slice(0, nbaCorrelationTargets.length)).toEqual(nbaCorrelationTargets)
    expect(every.find((target) => targetKey(target) === 'teammate:SF:SG')?.correlation).toBe(0)
    expect(every.some((target) => targetKey(target) === 'teammate:depth:depth')).toBe(true)
  })

  it('names a pair once whichever order the typical target gives its roles', () => {
    const every = withEveryRolePair(sportIds.MLB, mlbCorrelationTargets)
    expect(every.map(targetKey).toSorted()).toEqual([
      'opponent:B:B',
      'opponent:B:P',
      'opponent:P:P',
      'teammate:B:B',
      'teammate:B:P',
      'teammate:P:P',
    ])
  })

  it('correlates nothing new until a pair is measured', () => {
    const pool = [kc('QB'), kc('WR2'), kc('WR3'), kc('depth'), buf('RB1'), buf('QB')]
    const typical = buildCorrelations(pool, nflCorrelationTargets)
    expect(buildCorrelations(pool, withEveryRolePair(sportIds.NFL, nflCorrelationTargets))).toEqual(
      typical,
    )
  })

  it('leaves a sport without roles as it is', () => {
    expect(withEveryRolePair(sportIds.PGA, [])).toEqual([])
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
