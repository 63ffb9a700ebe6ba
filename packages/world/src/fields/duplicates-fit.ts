/**
 * Fits the optimizer's expected-duplicates model to fields drawn by `generateField` (the field
 * SimLabs counts duplicates in): for a set of candidate lineups, how many entries of a drawn
 * field hold each, against log E[dupes] = log(N − 1) + a + b·Σ ln(own/100) + c·(salary left /
 * 1000), by Poisson regression (iteratively reweighted least squares).
 */

/** One candidate lineup: its features and the copies a drawn field held. */
export type DuplicatesSample = {
  /** Σ ln(own_i / 100) over the lineup's slots (captain at his captain ownership). */
  readonly logOwnership: number
  /** Salary left under the cap, in thousands. */
  readonly salaryLeftK: number
  /** log(N − 1): the other entries of the contest. */
  readonly logOthers: number
  readonly copies: number
}

/** Coefficients of the model. */
export type DuplicatesFit = { readonly a: number; readonly b: number; readonly c: number }

const solve3 = (m: number[][], v: number[]): number[] => {
  const a = m.map((row, i) => [...row, v[i] ?? 0])
  for (let col = 0; col < 3; col += 1) {
    let pivot = col
    for (let row = col + 1; row < 3; row += 1)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row
    ;[a[col], a[pivot]] = [a[pivot]!, a[col]!]
    for (let row = 0; row < 3; row += 1) {
      if (row === col) continue
      const factor = a[row]![col]! / a[col]![col]!
      for (let k = col; k < 4; k += 1) a[row]![k]! -= factor * a[col]![k]!
    }
  }
  return [0, 1, 2].map((i) => a[i]![3]! / a[i]![i]!)
}

const featuresOf = (sample: DuplicatesSample): readonly number[] => [
  1,
  sample.logOwnership,
  sample.salaryLeftK,
]

const etaOf = (sample: DuplicatesSample, beta: readonly number[]): number =>
  sample.logOthers + featuresOf(sample).reduce((sum, value, i) => sum + value * (beta[i] ?? 0), 0)

/** The Poisson log-likelihood of the samples under `beta` (without the constant log y!). */
const logLikelihood = (samples: readonly DuplicatesSample[], beta: readonly number[]): number =>
  samples.reduce((sum, sample) => {
    const eta = etaOf(sample, beta)
    return sum + sample.copies * eta - Math.exp(eta)
  }, 0)

/**
 * The Poisson maximum-likelihood coefficients: Newton steps (iteratively reweighted least
 * squares), each halved until the likelihood rises.
 * @example fitDuplicates(samples).b // 1.1
 */
export const fitDuplicates = (samples: readonly DuplicatesSample[]): DuplicatesFit => {
  const copies = samples.reduce((sum, sample) => sum + sample.copies, 0)
  const baseline = samples.reduce(
    (sum, sample) => sum + Math.exp(sample.logOthers + sample.logOwnership),
    0,
  )
  let beta: readonly number[] = [Math.log(Math.max(1e-6, copies) / baseline), 1, 0]
  let best = logLikelihood(samples, beta)
  for (let round = 0; round < 60; round += 1) {
    const hessian = [0, 1, 2].map(() => [0, 0, 0])
    const gradient = [0, 0, 0]
    for (const sample of samples) {
      const features = featuresOf(sample)
      const mu = Math.exp(etaOf(sample, beta))
      for (let i = 0; i < 3; i += 1) {
        gradient[i] = (gradient[i] ?? 0) + (features[i] ?? 0) * (sample.copies - mu)
        const row = hessian[i] ?? []
        for (let j = 0; j < 3; j += 1)
          row[j] = (row[j] ?? 0) + mu * (features[i] ?? 0) * (features[j] ?? 0)
      }
    }
    const step = solve3(hessian, gradient)
    let scale = 1
    let next = beta
    let value = best
    for (let halving = 0; halving < 30; halving += 1) {
      next = beta.map((b, i) => b + scale * (step[i] ?? 0))
      value = logLikelihood(samples, next)
      if (value >= best) break
      scale /= 2
    }
    if (!(value >= best)) break
    const gain = value - best
    beta = next
    best = value
    if (gain < 1e-9) break
  }
  return { a: beta[0] ?? 0, b: beta[1] ?? 0, c: beta[2] ?? 0 }
}

/**
 * The coefficients' prediction for a sample (expected copies).
 * @example predictCopies(fit, sample) // 0.4
 */
export const predictCopies = (fit: DuplicatesFit, sample: DuplicatesSample): number =>
  Math.exp(sample.logOthers + fit.a + fit.b * sample.logOwnership + fit.c * sample.salaryLeftK)

/** Mean predicted and observed copies of one bin of samples (ordered by prediction). */
export type DuplicatesBin = {
  readonly samples: number
  readonly predicted: number
  readonly observed: number
}

/**
 * Samples in `binCount` equal bins by predicted copies, with each bin's mean prediction and
 * mean observed copies: a calibration table.
 * @example calibrationBins(fit, samples, 5)[4]?.observed // 3.9
 */
export const calibrationBins = (
  fit: DuplicatesFit,
  samples: readonly DuplicatesSample[],
  binCount: number,
): readonly DuplicatesBin[] => {
  const ordered = samples
    .map((sample) => ({ predicted: predictCopies(fit, sample), observed: sample.copies }))
    .sort((x, y) => x.predicted - y.predicted)
  return Array.from({ length: binCount }, (_, bin) => {
    const part = ordered.slice(
      Math.floor((bin * ordered.length) / binCount),
      Math.floor(((bin + 1) * ordered.length) / binCount),
    )
    const mean = (value: (entry: (typeof part)[number]) => number) =>
      part.length === 0 ? 0 : part.reduce((sum, entry) => sum + value(entry), 0) / part.length
    return {
      samples: part.length,
      predicted: mean((entry) => entry.predicted),
      observed: mean((entry) => entry.observed),
    }
  })
}

/**
 * The model's stated tolerance on a calibration table: the bin of the highest predictions
 * (where a cap bites) within 35 % of what the field held; every other bin within 0.25
 * duplicates or a factor of 3.
 * @example withinTolerance([{ samples: 10, predicted: 4.2, observed: 4 }]) // true
 */
export const withinTolerance = (bins: readonly DuplicatesBin[]): boolean =>
  bins.every((bin, index) => {
    if (index === bins.length - 1) {
      return Math.abs(bin.predicted - bin.observed) <= 0.35 * bin.observed
    }
    const ratio = bin.predicted / Math.max(bin.observed, 1e-9)
    return Math.abs(bin.predicted - bin.observed) <= 0.25 || (ratio >= 1 / 3 && ratio <= 3)
  })
