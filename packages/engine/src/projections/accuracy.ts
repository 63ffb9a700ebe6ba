/**
 * How close projections came to what players scored: mean absolute error, bias and Spearman's
 * rank correlation (docs/projections.md "Accuracy board").
 */
import { pearsonOrNull } from '../correlations/pearson'

/** One player's projected and actual points. */
export type ProjectedActual = { readonly projected: number; readonly actual: number }

/** The figures of a sample; `rankCorrelation` is null under 2 players or without spread. */
export type AccuracyFigures = {
  readonly count: number
  readonly mae: number
  readonly bias: number
  readonly rankCorrelation: number | null
}

/**
 * Ranks from 1 with ties sharing their mean rank (so Spearman's ρ is Pearson's r of ranks).
 * @example averageRanks([10, 20, 20, 5]) // [2, 3.5, 3.5, 1]
 */
export const averageRanks = (values: readonly number[]): number[] => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const ranks = new Array<number>(values.length).fill(0)
  let start = 0
  while (start < order.length) {
    let end = start
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1
    const rank = (start + end) / 2 + 1
    for (let i = start; i <= end; i += 1) {
      const entry = order[i]
      if (entry !== undefined) ranks[entry.index] = rank
    }
    start = end + 1
  }
  return ranks
}

/**
 * MAE and bias (projected − actual, points) and Spearman's ρ of a sample.
 * @example accuracyOf([{ projected: 10, actual: 12 }, { projected: 20, actual: 16 }]) // { count: 2, mae: 3, bias: 1, rankCorrelation: 1 }
 */
export const accuracyOf = (sample: readonly ProjectedActual[]): AccuracyFigures => {
  const count = sample.length
  if (count === 0) return { count, mae: 0, bias: 0, rankCorrelation: null }
  let absolute = 0
  let signed = 0
  for (const { projected, actual } of sample) {
    absolute += Math.abs(projected - actual)
    signed += projected - actual
  }
  return {
    count,
    mae: absolute / count,
    bias: signed / count,
    rankCorrelation: pearsonOrNull(
      averageRanks(sample.map((item) => item.projected)),
      averageRanks(sample.map((item) => item.actual)),
    ),
  }
}
