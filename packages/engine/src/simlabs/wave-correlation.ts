/**
 * Golfers of one tee-time wave meet the same wind and greens in rounds one and two, so their
 * fantasy points move together beyond what their projections say. Per event, each golfer's
 * residual (actual − projected points) is standardised within the event; the wave's
 * correlation is the mean product of two golfers' residuals in the same wave less that of two
 * golfers in different waves (which removes what the whole field shares, such as the course).
 */

/** One golfer of one event: his round-one wave and his actual − projected points. */
export type WaveResidual = { readonly wave: number; readonly residual: number }

export type WaveCorrelation = {
  /** Correlation of two same-wave golfers' points, 0 … 0.5. */
  readonly correlation: number
  readonly events: number
  readonly golfers: number
}

/** Events with fewer golfers than this say little about their waves. */
const minGolfers = 20

/**
 * The same-wave correlation over `events` (one list of golfers each).
 * @example estimateWaveCorrelation(events).correlation // 0.06
 */
export const estimateWaveCorrelation = (
  events: readonly (readonly WaveResidual[])[],
): WaveCorrelation => {
  let sameProducts = 0
  let samePairs = 0
  let crossProducts = 0
  let crossPairs = 0
  let used = 0
  let golfers = 0
  for (const event of events) {
    if (event.length < minGolfers) continue
    const mean = event.reduce((sum, golfer) => sum + golfer.residual, 0) / event.length
    const sd = Math.sqrt(
      event.reduce((sum, golfer) => sum + (golfer.residual - mean) ** 2, 0) / event.length,
    )
    if (sd === 0) continue
    const sums = new Map<number, { sum: number; squares: number; count: number }>()
    for (const golfer of event) {
      const z = (golfer.residual - mean) / sd
      const wave = sums.get(golfer.wave) ?? { sum: 0, squares: 0, count: 0 }
      wave.sum += z
      wave.squares += z * z
      wave.count += 1
      sums.set(golfer.wave, wave)
    }
    const waves = [...sums.values()]
    if (waves.length < 2) continue
    // Σ over pairs within a wave of z_i z_j = (S² − Q) / 2; across two waves S_a · S_b.
    waves.forEach((wave, index) => {
      sameProducts += (wave.sum ** 2 - wave.squares) / 2
      samePairs += (wave.count * (wave.count - 1)) / 2
      for (const other of waves.slice(index + 1)) {
        crossProducts += wave.sum * other.sum
        crossPairs += wave.count * other.count
      }
    })
    used += 1
    golfers += event.length
  }
  const correlation =
    samePairs === 0 || crossPairs === 0 ? 0 : sameProducts / samePairs - crossProducts / crossPairs
  return { correlation: Math.min(0.5, Math.max(0, correlation)), events: used, golfers }
}

/**
 * Correlation pairs for golfers of one slate by round-one wave: every two golfers of a wave
 * get `correlation`. `waves[i]` is golfer i's wave (null: unknown, left out).
 * @example waveCorrelationPairs([0, 0, 1], 0.06) // [{ a: 0, b: 1, correlation: 0.06 }]
 */
export const waveCorrelationPairs = (
  waves: readonly (number | null)[],
  correlation: number,
): { readonly a: number; readonly b: number; readonly correlation: number }[] => {
  if (correlation === 0) return []
  const pairs: { a: number; b: number; correlation: number }[] = []
  waves.forEach((wave, a) => {
    if (wave === null) return
    for (let b = a + 1; b < waves.length; b += 1) {
      if (waves[b] === wave) pairs.push({ a, b, correlation })
    }
  })
  return pairs
}

/**
 * Each golfer's wave from round-one tee times: the slate's times split at their widest gap
 * (a golf draw sends a morning and an afternoon wave, hours apart). Null without a time.
 * @example wavesOfTeeTimes(['2026-04-10T11:00:00Z', '2026-04-10T11:11:00Z', '2026-04-10T16:10:00Z']) // [0, 0, 1]
 */
export const wavesOfTeeTimes = (teeTimes: readonly (string | null)[]): (number | null)[] => {
  const times = teeTimes.map((time) => (time === null ? null : Date.parse(time)))
  const sorted = [...new Set(times.filter((time): time is number => time !== null))].sort(
    (a, b) => a - b,
  )
  let split = Number.POSITIVE_INFINITY
  let widest = 0
  for (let index = 1; index < sorted.length; index += 1) {
    const gap = (sorted[index] ?? 0) - (sorted[index - 1] ?? 0)
    if (gap > widest) {
      widest = gap
      split = sorted[index] ?? split
    }
  }
  return times.map((time) => (time === null ? null : time >= split ? 1 : 0))
}
