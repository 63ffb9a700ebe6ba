/**
 * Reliability of forecast probabilities: entries binned by what the simulation gave them
 * (say a 20–30 % chance to cash) against the share of them that did. A calibrated simulation
 * puts every bin on the diagonal.
 */

/** One bin: probabilities in [fromPct, toPct), the entries in it, mean forecast and outcome. */
export type ReliabilityBin = {
  readonly fromPct: number
  readonly toPct: number
  readonly entries: number
  readonly meanForecastPct: number
  readonly actualPct: number
}

/** Cash chances: ten bins of 10 points. */
export const cashBinEdges: readonly number[] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
/** Top-1 % chances are small: finer bins near 0. */
export const top1BinEdges: readonly number[] = [0, 0.5, 1, 2, 3, 5, 10, 20, 100]

/**
 * Bins forecasts (percent) by `edges` (the last bin includes its upper edge) with whether each
 * came true; empty bins are left out.
 * @example reliabilityTable([5, 15, 15], [false, true, false], [0, 10, 20]) // [{ fromPct: 0, toPct: 10, entries: 1, meanForecastPct: 5, actualPct: 0 }, { fromPct: 10, toPct: 20, entries: 2, meanForecastPct: 15, actualPct: 50 }]
 */
export const reliabilityTable = (
  forecastsPct: readonly number[],
  outcomes: readonly boolean[],
  edges: readonly number[],
): readonly ReliabilityBin[] => {
  const last = edges.length - 2
  const sums = Array.from({ length: last + 1 }, () => ({ entries: 0, forecast: 0, hits: 0 }))
  forecastsPct.forEach((forecast, index) => {
    let bin = edges.findIndex((edge, at) => at <= last && forecast < (edges[at + 1] ?? edge))
    if (bin < 0) bin = last
    const sum = sums[bin]
    if (sum === undefined) return
    sum.entries += 1
    sum.forecast += forecast
    if (outcomes[index] === true) sum.hits += 1
  })
  return sums.flatMap((sum, bin) =>
    sum.entries === 0
      ? []
      : [
          {
            fromPct: edges[bin] ?? 0,
            toPct: edges[bin + 1] ?? 100,
            entries: sum.entries,
            meanForecastPct: sum.forecast / sum.entries,
            actualPct: (sum.hits / sum.entries) * 100,
          },
        ],
  )
}

/**
 * The largest distance (points of percent) between forecast and outcome over bins holding at
 * least `minEntries` entries — the figure the fit keeps within ±5.
 * @example worstBinGap([{ fromPct: 0, toPct: 10, entries: 500, meanForecastPct: 5, actualPct: 8 }], 100) // 3
 */
export const worstBinGap = (bins: readonly ReliabilityBin[], minEntries: number): number =>
  Math.max(
    0,
    ...bins
      .filter((bin) => bin.entries >= minEntries)
      .map((bin) => Math.abs(bin.actualPct - bin.meanForecastPct)),
  )

/**
 * Where `value` falls (percent, 0–100) in a histogram of one-unit bins from 0: the share of
 * counts below it, with its own bin counted half.
 * @example percentileInHistogram(Float64Array.of(0, 2, 2), 1.5) // 50
 */
export const percentileInHistogram = (histogram: Float64Array, value: number): number => {
  const total = histogram.reduce((sum, count) => sum + count, 0)
  if (total === 0) return 0
  const bin = Math.min(histogram.length - 1, Math.max(0, Math.floor(value)))
  let below = 0
  for (let at = 0; at < bin; at += 1) below += histogram[at] ?? 0
  return ((below + (histogram[bin] ?? 0) / 2) / total) * 100
}
