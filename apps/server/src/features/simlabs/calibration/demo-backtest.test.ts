import { isoDate } from '@slatelab/domain/units'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import GLPK from 'glpk.js/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { backtestReport } from './backtest-report'
import {
  backtestContest,
  runBacktest,
  summarizeBacktest,
  type BacktestSlate,
} from './demo-backtest'

const slate = (
  predictedRoi: number,
  low: number,
  high: number,
  realisedRoi: number,
  { predictedSd = 100, realisedPercentile = 50, afterLockRoi = 0, afterLockPercentile = 50 } = {},
) =>
  ({
    day: isoDate('2026-11-22'),
    sport: 'NBA',
    slate: 'DK Main (7 games)',
    contest: 'NBA $50K Mini-MAX [$5K to 1st]',
    entries: 18_939,
    entryFee: 3,
    predictedRoi,
    low,
    high,
    predictedSd,
    realisedRoi,
    realisedPercentile,
    afterLockRoi,
    afterLockPercentile,
    tails: { players: 200, above95: 12, above99: 4, below5: 9 },
    spreads: {
      player: { groups: 200, squaredMisses: 2_200, simulatedVariance: 2_000, outside90: 22 },
      team: { groups: 20, squaredMisses: 1_300, simulatedVariance: 1_000, outside90: 3 },
      game: { groups: 10, squaredMisses: 0, simulatedVariance: 500, outside90: 0 },
      slate: { groups: 1, squaredMisses: 90, simulatedVariance: 60, outside90: 1 },
      lineup: { groups: 150, squaredMisses: 1_400, simulatedVariance: 1_500, outside90: 12 },
      fieldLineup: { groups: 150, squaredMisses: 1_600, simulatedVariance: 1_500, outside90: 16 },
    },
    predictedCash: 30,
    realisedCash: 20,
    paidShare: 22,
    measuredError: true,
  }) satisfies BacktestSlate

describe('the backtest’s summary', () => {
  it('averages predicted and realised ROI and counts the slates inside their interval', () => {
    const summary = summarizeBacktest([
      slate(10, -90, 200, 50),
      slate(-20, -95, 100, -100),
      slate(30, -80, 300, 300),
      slate(0, -99, 150, 151),
    ])
    expect(summary).toMatchObject({ slates: 4, predictedRoi: 5, realisedRoi: 100.25 })
    // Inside: 50 and 300 (an end counts); outside: -100 below -95, 151 above 150.
    expect(summary.coveragePct).toBe(50)
  })

  it('judges the gap by the sampling error the simulated spreads give, and averages the percentiles', () => {
    const summary = summarizeBacktest([
      slate(10, -90, 200, 50, {
        predictedSd: 300,
        realisedPercentile: 80,
        afterLockRoi: 40,
        afterLockPercentile: 60,
      }),
      slate(-20, -95, 100, -100, {
        predictedSd: 400,
        realisedPercentile: 2,
        afterLockRoi: -60,
        afterLockPercentile: 30,
      }),
    ])
    // √(300² + 400²) / 2 slates.
    expect(summary.gapSe).toBe(250)
    expect(summary.meanPercentile).toBe(41)
    expect(summary).toMatchObject({ afterLockRoi: -10, afterLockPercentile: 45 })
    const run = { lineups: 150, iterations: 1000, largestContest: 20_000 }
    // Gap 9 against ±31.6 (√10 × 100 / 10): within; gap 400 against ±100: past twice.
    expect(
      backtestReport(
        Array.from({ length: 10 }, () => slate(10, -90, 200, 19)),
        run,
      ),
    ).toMatch(/\| \*\*all\*\* \| 10 \| 10\.0 \| 19\.0 \| 9\.0 \| ± 31\.6 \| 50\.0 \|/)
    expect(backtestReport([slate(0, -90, 200, 400)], run)).toMatch(/± 100\.0 \(gap past 2×\)/)
  })

  it('adds the players’ tails and the groups up, and shows their shares and variance ratios', () => {
    const slates = [slate(10, -90, 200, 19), slate(10, -90, 200, 19)]
    const summary = summarizeBacktest(slates)
    expect(summary.tails).toEqual({ players: 400, above95: 24, above99: 8, below5: 18 })
    expect(summary.spreads.team).toEqual({
      groups: 40,
      squaredMisses: 2_600,
      simulatedVariance: 2_000,
      outside90: 6,
    })
    const report = backtestReport(slates, {
      lineups: 150,
      iterations: 1000,
      largestContest: 20_000,
    })
    // Beside the 5 %, 1 % and 5 % they should be.
    expect(report).toMatch(/\| \*\*all\*\* \| 400 \| 6\.0 % \| 2\.0 % \| 4\.5 % \|/)
    // Beside the 1 and the 10 % they should be, level by level.
    expect(report).toMatch(
      /\| \*\*all\*\* \| 400, 1\.10, 11\.0 % \| 40, 1\.30, 15\.0 % \| 20, 0\.00, 0\.0 % \| 2, 1\.50, 100\.0 % \|/,
    )
  })

  it('meets the goals within 10 points and 85–95 % inside, and says which is missed', () => {
    const run = { lineups: 150, iterations: 1000, largestContest: 20_000 }
    // Nine inside the interval and one above it: mean realised 19, 9 points over.
    const slates = (outside: number) => [
      ...Array.from({ length: 9 }, () => slate(10, -90, 200, -12.2)),
      slate(10, -90, 200, outside),
    ]
    expect(backtestReport(slates(300), run)).toMatch(
      /\| \*\*all\*\* \| 10 \| 10\.0 \| 19\.0 \| 9\.0 \| .* \| 90\.0 % .*\| met \|/,
    )
    // 11 points over.
    expect(backtestReport(slates(320), run)).toMatch(
      /\| \*\*all\*\* .*\| 11\.0 \| .*\*\*missed\*\* \|/,
    )
    // Every slate inside: the interval is too wide.
    expect(backtestReport([slate(10, -90, 200, 19)], run)).toMatch(
      /\| \*\*all\*\* .*\| 100\.0 % .*\*\*missed\*\* \|/,
    )
    // No slate: no figures at all, never a 0 % ROI.
    expect(backtestReport([], run)).not.toMatch(/\|/)
    expect(backtestReport([], run)).toMatch(/No finished main slate/)
  })
})

describe('a backtest on the demo world', () => {
  const world = createDemoWorld('slatelab', demoGameModels)
  let results: readonly BacktestSlate[] = []
  beforeAll(async () => {
    results = await runBacktest(
      world,
      { until: isoDate('2026-11-22'), daysPerSport: 3, sportIds: [2], historyDays: 2 },
      { seed: 'slatelab', lineups: 5, iterations: 40, largestContest: 300, glpk: await GLPK() },
    )
  }, 120_000)

  it('enters the largest tournament at or below the limit, never a cash game', () => {
    const day = world.buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-22') })
    const main = day.slates.find((one) => one.sportId === 2 && one.isSimLabs)
    const chosen = main === undefined ? undefined : backtestContest(main, 2_500)
    expect(chosen?.contestSize).toBe(2273)
    expect(chosen?.isDoubleUp || chosen?.isFiftyFifty).toBe(false)
  })

  it('runs both sites’ main slates of each chosen day, oldest first, days apart', () => {
    expect(results.map((one) => [one.day, one.slate.slice(0, 2)])).toEqual([
      ['2026-11-14', 'DK'],
      ['2026-11-14', 'FD'],
      ['2026-11-18', 'DK'],
      ['2026-11-18', 'FD'],
      ['2026-11-22', 'DK'],
      ['2026-11-22', 'FD'],
    ])
  })

  it('measures the projection error on every finished slate of the days before', () => {
    // The two days before the first chosen one are recorded (`historyDays` 2), each player's
    // game once, as the product's store is read: every slate's error is measured. With only
    // the backtested main slates recorded (140–180 players each), the first two were not.
    expect(results.map((one) => one.measuredError)).toEqual([true, true, true, true, true, true])
  })

  it('predicts inside its own interval and realises what a contest can pay', () => {
    for (const one of results) {
      expect(one.predictedSd).toBeGreaterThan(0)
      expect(one.realisedPercentile).toBeGreaterThanOrEqual(0)
      expect(one.realisedPercentile).toBeLessThanOrEqual(100)
      expect(one.afterLockPercentile).toBeGreaterThanOrEqual(0)
      expect(one.afterLockPercentile).toBeLessThanOrEqual(100)
      expect(one.entries).toBe(189)
      expect(one.low).toBeLessThanOrEqual(one.predictedRoi)
      expect(one.high).toBeGreaterThanOrEqual(one.predictedRoi)
      expect(one.realisedRoi).toBeGreaterThanOrEqual(-100)
      expect(one.realisedCash).toBeGreaterThanOrEqual(0)
      expect(one.realisedCash).toBeLessThanOrEqual(100)
      expect(one.tails.players).toBeGreaterThan(100)
      expect(one.tails.above99).toBeLessThanOrEqual(one.tails.above95)
      expect(one.tails.above95 + one.tails.below5).toBeLessThan(one.tails.players)
      // Every player placed, and one field a slate.
      expect(one.spreads.player.groups).toBe(one.tails.players)
      expect(one.spreads.slate.groups).toBe(1)
      expect(one.spreads.game.groups).toBeLessThanOrEqual(one.spreads.team.groups)
      expect(one.spreads.team.simulatedVariance).toBeGreaterThan(0)
    }
  })
})
