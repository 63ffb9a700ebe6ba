/** ECharts options of the SimLabs results: pure functions of the result, so tests read them. */
import type { ChartOption } from '../../shared/charts/chart'
import type { JobResult, LineupResult, PlayerResult } from '@slatelab/contract/simlabs.contract'

type Result = JobResult['result']

// Bucket widths a reader takes in at a glance: 1, 2, 2.5 or 5 times a power of ten.
const niceWidth = (span: number, buckets: number): number => {
  const raw = Math.max(span / buckets, 0.1)
  const power = 10 ** Math.floor(Math.log10(raw))
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= raw) ?? 10) * power
}

/**
 * How the lineups' ROIs spread: lineups per ROI bucket, about ten buckets over the range the
 * lineups cover (a build's lineups often sit within a few points of each other), edges on
 * multiples of the width so 0 is always an edge.
 * @example roiBuckets([{ roiPct: -30 }, { roiPct: 10 }, { roiPct: 60 }]) // 10-point buckets from -30 to 70
 */
export const roiBuckets = (lineups: readonly Pick<LineupResult, 'roiPct'>[]) => {
  if (lineups.length === 0) return []
  const rois = lineups.map((lineup) => lineup.roiPct)
  const width = niceWidth(Math.max(...rois) - Math.min(...rois), 10)
  const bucketOf = (roi: number) => Math.floor(roi / width)
  const buckets = rois.map(bucketOf)
  const low = Math.min(...buckets)
  const high = Math.max(...buckets)
  const edge = (bucket: number) => Number((bucket * width).toFixed(1))
  return Array.from({ length: high - low + 1 }, (_, i) => {
    const bucket = low + i
    return {
      label: `${edge(bucket)} to ${edge(bucket + 1)}`,
      from: edge(bucket),
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
