import { describe, expect, it } from 'vitest'
import { createRng } from '../rng'
import { estimateWaveCorrelation, waveCorrelationPairs, wavesOfTeeTimes } from './wave-correlation'

// Events of 100 golfers whose residuals share a wave component of variance `share`.
const eventsWith = (share: number, count: number) => {
  const rng = createRng(`waves-${share}`)
  return Array.from({ length: count }, () => {
    const waveEffect = [rng.normal(0, Math.sqrt(share)), rng.normal(0, Math.sqrt(share))]
    const course = rng.normal(0, 1)
    return Array.from({ length: 100 }, (_, golfer) => {
      const wave = golfer % 2
      return {
        wave,
        residual: course + (waveEffect[wave] ?? 0) + rng.normal(0, Math.sqrt(1 - share)),
      }
    })
  })
}

describe('estimateWaveCorrelation', () => {
  it('recovers the share of variance a wave holds, whatever the field shares', () => {
    const estimate = estimateWaveCorrelation(eventsWith(0.1, 400))
    expect(estimate.events).toBe(400)
    expect(estimate.correlation).toBeGreaterThan(0.08)
    expect(estimate.correlation).toBeLessThan(0.12)
  })

  it('finds none where the waves play alike', () => {
    expect(estimateWaveCorrelation(eventsWith(0, 400)).correlation).toBeLessThan(0.01)
  })
})

describe('waves of a slate', () => {
  it('splits tee times at their widest gap and pairs golfers of one wave', () => {
    const waves = wavesOfTeeTimes([
      '2026-04-10T11:00:00Z',
      null,
      '2026-04-10T16:10:00Z',
      '2026-04-10T11:22:00Z',
      '2026-04-10T16:21:00Z',
    ])
    expect(waves).toEqual([0, null, 1, 0, 1])
    expect(waveCorrelationPairs(waves, 0.07)).toEqual([
      { a: 0, b: 3, correlation: 0.07 },
      { a: 2, b: 4, correlation: 0.07 },
    ])
  })
})
