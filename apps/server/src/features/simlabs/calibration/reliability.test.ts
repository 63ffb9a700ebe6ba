import { describe, expect, it } from 'vitest'
import {
  cashBinEdges,
  percentileInHistogram,
  reliabilityTable,
  top1BinEdges,
  worstBinGap,
} from './reliability'

describe('reliabilityTable', () => {
  it('bins forecasts by their edges and counts the share that came true', () => {
    const forecasts = [5, 8, 12, 18, 19, 95, 100]
    const outcomes = [false, true, false, false, true, true, true]
    expect(reliabilityTable(forecasts, outcomes, cashBinEdges)).toEqual([
      { fromPct: 0, toPct: 10, entries: 2, meanForecastPct: 6.5, actualPct: 50 },
      { fromPct: 10, toPct: 20, entries: 3, meanForecastPct: 49 / 3, actualPct: (1 / 3) * 100 },
      // 100 % belongs to the last bin.
      { fromPct: 90, toPct: 100, entries: 2, meanForecastPct: 97.5, actualPct: 100 },
    ])
  })

  it('uses finer bins near 0 for top-1 % chances', () => {
    const bins = reliabilityTable([0.2, 0.7, 0.9, 4], [false, false, true, false], top1BinEdges)
    expect(bins.map((bin) => [bin.fromPct, bin.entries, bin.actualPct])).toEqual([
      [0, 1, 0],
      [0.5, 2, 50],
      [3, 1, 0],
    ])
  })
})

describe('worstBinGap', () => {
  it('is the largest gap over bins with enough entries', () => {
    const bins = reliabilityTable(
      [...Array<number>(200).fill(15), ...Array<number>(50).fill(55)],
      [
        ...Array<boolean>(40).fill(true),
        ...Array<boolean>(160).fill(false),
        ...Array<boolean>(50).fill(false),
      ],
      cashBinEdges,
    )
    // 20 % cashed at 15 % forecast: 5 points; the small bin's 55 points are ignored.
    expect(worstBinGap(bins, 100)).toBeCloseTo(5, 9)
    expect(worstBinGap(bins, 10)).toBeCloseTo(55, 9)
  })
})

describe('percentileInHistogram', () => {
  it('counts the bins below and half of its own', () => {
    const histogram = Float64Array.of(0, 0, 10, 20, 10)
    expect(percentileInHistogram(histogram, 3.4)).toBe(50)
    expect(percentileInHistogram(histogram, 2)).toBe(12.5)
    expect(percentileInHistogram(histogram, 99)).toBe(87.5)
  })
})
