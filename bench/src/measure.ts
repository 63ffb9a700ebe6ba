import { performance } from 'node:perf_hooks'

export type Measurement = {
  readonly name: string
  /** Median over the rounds, in microseconds per operation. */
  readonly medianMicros: number
  readonly opsPerSecond: number
}

/**
 * Runs `operation` `perRound` times per round, `rounds` times after one warm-up round, and
 * keeps the median round (robust to a busy neighbour on a 2-core machine).
 */
export const measure = async (
  name: string,
  operation: () => Promise<unknown>,
  { rounds = 7, perRound = 300 } = {},
): Promise<Measurement> => {
  const roundMicros: number[] = []
  for (let round = 0; round <= rounds; round += 1) {
    const started = performance.now()
    for (let i = 0; i < perRound; i += 1) await operation()
    if (round > 0) roundMicros.push(((performance.now() - started) * 1000) / perRound)
  }
  roundMicros.sort((a, b) => a - b)
  const medianMicros = roundMicros[Math.floor(roundMicros.length / 2)] ?? Number.NaN
  return { name, medianMicros, opsPerSecond: 1e6 / medianMicros }
}

/** One printed line: the figure and its multiple of the baseline measured in the same run. */
export const report = (measurement: Measurement, baseline: Measurement): string =>
  `${measurement.name.padEnd(48)} ${measurement.medianMicros.toFixed(0).padStart(7)} µs/op ` +
  `${measurement.opsPerSecond.toFixed(0).padStart(7)} op/s  ` +
  `${(measurement.medianMicros / baseline.medianMicros).toFixed(2).padStart(6)}× baseline`
