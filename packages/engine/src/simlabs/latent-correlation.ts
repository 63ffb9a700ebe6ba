/**
 * From the correlation of two players' points to the correlation of the copula's normals.
 * Skewed and zero-inflated marginals weaken a correlation on the way from the normals to the
 * points, so the copula needs a stronger one. With Hermite coefficients a_k and b_k of the two
 * standardised outcome functions (Mehler's expansion),
 * corr(points) = Σ_{k≥1} ρ^k a_k b_k, which is increasing in ρ and cheap to invert.
 */

/** Terms of the expansion: |ρ| ≤ 0.8 leaves at most 0.8^16 ≈ 3 % of the tail, far less below. */
export const hermiteTerms = 16
const gridHalfWidth = 8
const gridPoints = 1201

const grid = (() => {
  const step = (2 * gridHalfWidth) / (gridPoints - 1)
  const z = Float64Array.from({ length: gridPoints }, (_, j) => -gridHalfWidth + j * step)
  const weight = z.map((value) => Math.exp((-value * value) / 2))
  const total = weight.reduce((sum, value) => sum + value, 0)
  // Normalised Hermite polynomials h_k = He_k / √k! at every grid point, row k.
  const hermite = new Float64Array(hermiteTerms * gridPoints)
  z.forEach((value, j) => {
    let previous = 1
    let current = value
    for (let k = 1; k <= hermiteTerms; k += 1) {
      hermite[(k - 1) * gridPoints + j] = current
      const next = (value * current - Math.sqrt(k) * previous) / Math.sqrt(k + 1)
      previous = current
      current = next
    }
  })
  return { z, weight: weight.map((value) => value / total), hermite }
})()

/**
 * The Hermite coefficients a_1…a_16 of a player's standardised points as a function of the
 * copula's normal z (Σ a_k² ≤ 1), or `undefined` for a player without spread, who correlates
 * with nothing.
 * @example hermiteCoefficients((z) => outcomeAt(fitOutcome(normalPlayer), z))?.[0] // 1 (a normal is linear in z)
 */
export const hermiteCoefficients = (pointsAt: (z: number) => number): Float64Array | undefined => {
  const values = grid.z.map(pointsAt)
  let mean = 0
  values.forEach((value, j) => {
    mean += (grid.weight[j] ?? 0) * value
  })
  let variance = 0
  values.forEach((value, j) => {
    variance += (grid.weight[j] ?? 0) * (value - mean) ** 2
  })
  if (!(variance > 1e-12)) return undefined
  const sd = Math.sqrt(variance)
  return Float64Array.from({ length: hermiteTerms }, (_, k) => {
    let sum = 0
    for (let j = 0; j < gridPoints; j += 1) {
      sum += (grid.weight[j] ?? 0) * (values[j] ?? 0) * (grid.hermite[k * gridPoints + j] ?? 0)
    }
    return sum / sd
  })
}

const pointsCorrelation = (rho: number, a: Float64Array, b: Float64Array): number => {
  let sum = 0
  let power = 1
  for (let k = 0; k < hermiteTerms; k += 1) {
    power *= rho
    sum += power * (a[k] ?? 0) * (b[k] ?? 0)
  }
  return sum
}

/** The largest copula correlation used; a target beyond reach gets this. */
export const maxLatentCorrelation = 0.95

/**
 * The copula correlation that gives two players' points the `target` correlation, by bisection
 * on the expansion; targets beyond what the shapes allow are clamped. 0 when either player has
 * no spread.
 * @example latentCorrelation(0.45, hermiteCoefficients(qb), hermiteCoefficients(wr1)) // 0.47…
 */
export const latentCorrelation = (
  target: number,
  a: Float64Array | undefined,
  b: Float64Array | undefined,
): number => {
  if (a === undefined || b === undefined || target === 0) return 0
  let low = -maxLatentCorrelation
  let high = maxLatentCorrelation
  if (pointsCorrelation(high, a, b) <= target) return high
  if (pointsCorrelation(low, a, b) >= target) return low
  for (let step = 0; step < 50; step += 1) {
    const middle = (low + high) / 2
    if (pointsCorrelation(middle, a, b) < target) low = middle
    else high = middle
  }
  return (low + high) / 2
}
