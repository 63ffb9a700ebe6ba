/** ECharts options of the SimLabs results: pure functions of the result, so tests read them. */
import type { ChartOption } from '../../shared/charts/chart'
import type { JobResult, LineupResult, PlayerResult } from './simlabs-api'

type Result = JobResult['result']

const roiBinPct = 25

/**
 * How the lineups' ROIs spread: lineups per 25-point ROI bucket.
 * @example roiBuckets([{ roiPct: -30 }, { roiPct: 10 }]) // [{ label: '-50 to -25', count: 1 }, …]
 */
export const roiBuckets = (lineups: readonly Pick<LineupResult, 'roiPct'>[]) => {
  if (lineups.length === 0) return []
  const bucketOf = (roi: number) => Math.floor(roi / roiBinPct)
  const buckets = lineups.map((lineup) => bucketOf(lineup.roiPct))
  const low = Math.min(...buckets)
  const high = Math.max(...buckets)
  return Array.from({ length: high - low + 1 }, (_, i) => {
    const bucket = low + i
    return {
      label: `${bucket * roiBinPct} to ${(bucket + 1) * roiBinPct}`,
      from: bucket * roiBinPct,
      count: buckets.filter((candidate) => candidate === bucket).length,
    }
  })
}

/** Lineups by ROI bucket, losing buckets red and winning ones green. */
export const roiDistributionOption = (result: Result): ChartOption => {
  const buckets = roiBuckets(result.lineups)
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 56 },
    xAxis: {
      type: 'category',
      data: buckets.map((bucket) => bucket.label),
      name: 'ROI %',
      nameLocation: 'middle',
      nameGap: 36,
    },
    yAxis: { type: 'value', name: 'Lineups', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: 'Lineups',
        data: buckets.map((bucket) => ({
          value: bucket.count,
          itemStyle: { color: bucket.from >= 0 ? '#2f9e44' : '#e03131' },
        })),
      },
    ],
  }
}

/**
 * One lineup's simulated scores against the mean cash line: bins at or above the line (the
 * scores that usually cash) in green.
 */
export const scoreDistributionOption = (result: Result, lineup: LineupResult): ChartOption => {
  const { fromPoints, binPoints } = result.scoreBins
  const used = lineup.scoreHistogram.flatMap((count, bin) => (count > 0 ? [bin] : []))
  const first = Math.max(0, Math.min(...used) - 1)
  const last = Math.min(lineup.scoreHistogram.length - 1, Math.max(...used) + 1)
  const cashLine = result.meanCashLine ?? Number.POSITIVE_INFINITY
  const bins = lineup.scoreHistogram.slice(first, last + 1).map((count, i) => {
    const from = fromPoints + (first + i) * binPoints
    return { from, count, cashes: from + binPoints > cashLine }
  })
  const share = (count: number) => Number(((count / result.iterations) * 100).toFixed(2))
  return {
    tooltip: { trigger: 'axis' },
    // At the bottom: on a phone the legend wraps and would cover the axis name above.
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 84 },
    xAxis: {
      type: 'category',
      data: bins.map((bin) => bin.from.toFixed(0)),
      name: 'Fantasy points',
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: { type: 'value', name: '% of sims' },
    series: [
      {
        type: 'bar',
        name: 'Below cash line',
        stack: 'score',
        data: bins.map((bin) => (bin.cashes ? 0 : share(bin.count))),
        itemStyle: { color: '#868e96' },
      },
      {
        type: 'bar',
        name: `At or above cash line (${result.meanCashLine?.toFixed(1) ?? '—'})`,
        stack: 'score',
        data: bins.map((bin) => (bin.cashes ? share(bin.count) : 0)),
        itemStyle: { color: '#2f9e44' },
      },
    ],
  }
}

/** Each player's sim-optimal % against his projected ownership. */
export const optimalVsOwnershipOption = (players: readonly PlayerResult[]): ChartOption => ({
  tooltip: {
    trigger: 'item',
    formatter: (params: { data: [number, number, string] }) =>
      `${params.data[2]}<br/>Own ${params.data[0]}% · Optimal ${params.data[1]}%`,
  },
  grid: { left: 48, right: 16, top: 24, bottom: 56 },
  xAxis: {
    type: 'value',
    name: 'Projected ownership %',
    nameLocation: 'middle',
    nameGap: 32,
  },
  yAxis: { type: 'value', name: 'Sim optimal %' },
  series: [
    {
      type: 'scatter',
      symbolSize: 9,
      data: players
        .filter((player) => player.projectedOwnership > 0 || player.simOptimalPct > 0)
        .map((player) => [
          Number(player.projectedOwnership.toFixed(1)),
          Number(player.simOptimalPct.toFixed(1)),
          player.name,
        ]),
    },
  ],
})
