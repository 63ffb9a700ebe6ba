/**
 * Fitting the projection error's size: the contests are simulated at each candidate scale,
 * and the scale whose cash reliability lies closest to the diagonal wins (largest gap over
 * bins of at least `minBinEntries` entries, then the mean gap weighted by entries).
 */
import {
  calibrateContest,
  type CalibrationContest,
  type ContestCalibration,
} from './calibrate-contest'
import { worstBinGap, type ReliabilityBin } from './reliability'

/** A bin with fewer entries than this says too little to fit to. */
export const minBinEntries = 100

export type ScaleTrial = {
  readonly errorScale: number
  readonly contests: readonly ContestCalibration[]
  /** Largest cash-bin gap over all contests (points of percent). */
  readonly worstCashGap: number
  /** Mean cash-bin gap weighted by entries over all contests. */
  readonly meanCashGap: number
}

/**
 * The mean distance between forecast and outcome, weighted by the bins' entries.
 * @example meanBinGap([{ fromPct: 0, toPct: 10, entries: 3, meanForecastPct: 5, actualPct: 9 }, { fromPct: 10, toPct: 20, entries: 1, meanForecastPct: 15, actualPct: 15 }]) // 3
 */
export const meanBinGap = (bins: readonly ReliabilityBin[]): number => {
  const entries = bins.reduce((sum, bin) => sum + bin.entries, 0)
  return entries === 0
    ? 0
    : bins.reduce(
        (sum, bin) => sum + bin.entries * Math.abs(bin.actualPct - bin.meanForecastPct),
        0,
      ) / entries
}

/**
 * Every contest at every scale, best scale first.
 * @example fitErrorScale(contests, [0, 0.5, 1], { iterations: 2000, seed: 'c' })[0]?.errorScale // 0
 */
export const fitErrorScale = (
  contests: readonly CalibrationContest[],
  scales: readonly number[],
  run: { readonly iterations: number; readonly seed: string },
  onTrial: (trial: ScaleTrial) => void = () => undefined,
): readonly ScaleTrial[] =>
  scales
    .map((errorScale) => {
      const results = contests.map((contest) => calibrateContest(contest, { ...run, errorScale }))
      const trial = {
        errorScale,
        contests: results,
        worstCashGap: Math.max(...results.map((result) => worstBinGap(result.cash, minBinEntries))),
        meanCashGap: meanBinGap(results.flatMap((result) => result.cash)),
      }
      onTrial(trial)
      return trial
    })
    .sort(
      (a, b) =>
        a.worstCashGap - b.worstCashGap ||
        a.meanCashGap - b.meanCashGap ||
        a.errorScale - b.errorScale,
    )
